import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Inbox, InboxMessage } from './api.ts'
import { BrandInbox, ResellerInbox } from './inbox.tsx'

/** Stands in for the browser's EventSource: the test dispatches the server's events. */
class FakeEventSource extends EventTarget {
  static CLOSED = 2
  static instances: FakeEventSource[] = []
  readyState = 1
  constructor(readonly url: string) {
    super()
    FakeEventSource.instances.push(this)
  }
  close() {
    this.readyState = FakeEventSource.CLOSED
  }
  emit(kind: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(kind, { data: JSON.stringify(data) }))
  }
}

const message = (overrides: Partial<InboxMessage> = {}): InboxMessage => ({
  id: 'm1',
  senderId: 'brand-user',
  senderName: 'Bea Brand',
  senderCompany: 'Brand Co',
  recipientId: 'me',
  content: 'Welcome aboard\n<script>alert(1)</script> and more',
  isRead: false,
  messageSource: 'internal',
  brandApplicationId: 'app-1',
  emailThreadId: 'thread-1',
  createdAt: new Date().toISOString(),
  brandName: 'Northwind',
  brandLogoUrl: null,
  ...overrides,
})

const summary = {
  total: 3,
  unread: 1,
  email: 1,
  brandReplies: 1,
  applications: 1,
  activeConversations: 2,
}

let inbox: Inbox
let calls: { url: string; method: string; body: unknown }[]

beforeEach(() => {
  calls = []
  inbox = { messages: [message()], summary }
  vi.stubGlobal('EventSource', FakeEventSource)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({
        url,
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      })
      if (url.includes('/read')) return new Response(JSON.stringify({ message: { id: 'm1' } }))
      if (url.includes('/reply')) {
        return new Response(JSON.stringify({ message: { id: 'r1' } }), { status: 201 })
      }
      const tab = new URL(url, 'http://x').searchParams.get('tab')
      if (tab === 'unread' && !inbox.summary.unread) {
        return new Response(JSON.stringify({ ...inbox, messages: [] }))
      }
      return new Response(JSON.stringify(inbox))
    }),
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderWithClient(ui: React.ReactNode) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      {ui}
    </QueryClientProvider>,
  )
}

describe('ResellerInbox (001 §2.4)', () => {
  it('shows the cards, the tabs with counts and the message with its badges', async () => {
    renderWithClient(<ResellerInbox />)
    expect(await screen.findByLabelText('Unread Messages: 1')).toBeTruthy()
    expect(screen.getByLabelText('Email Replies: 1')).toBeTruthy()
    expect(screen.getByText('Direct from brands')).toBeTruthy()
    expect(screen.getByLabelText('Active Conversations: 2')).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'All Messages' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Unread (1)' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Applications (1)' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Brand Replies (1)' })).toBeTruthy()
    const row = screen.getByTestId('message-row')
    expect(within(row).getByText('Welcome aboard')).toBeTruthy()
    expect(within(row).getByText('New')).toBeTruthy()
    expect(within(row).getByText('Application')).toBeTruthy()
    expect(within(row).getByText('Northwind')).toBeTruthy()
    expect(within(row).getByText('Just now')).toBeTruthy()
  })

  it('opening marks it read and shows the content as text; a reply goes to the API', async () => {
    const user = userEvent.setup()
    renderWithClient(<ResellerInbox />)
    await user.click(await screen.findByTestId('message-row'))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByTestId('message-content').textContent).toBe(
      'Welcome aboard\n<script>alert(1)</script> and more',
    )
    expect(dialog.querySelector('script')).toBeNull()
    expect(calls.some((c) => c.url === '/api/messages/m1/read' && c.method === 'POST')).toBe(true)
    const send = within(dialog).getByRole('button', { name: 'Send Reply' }) as HTMLButtonElement
    await user.type(within(dialog).getByLabelText('Your reply'), '   ')
    expect(send.disabled).toBe(true)
    await user.type(within(dialog).getByLabelText('Your reply'), 'Thanks!')
    expect(send.disabled).toBe(false)
    await user.click(send)
    expect(calls.find((c) => c.url === '/api/messages/m1/reply')?.body).toEqual({
      content: '   Thanks!',
    })
  })

  it('an empty Unread tab says so', async () => {
    inbox = { messages: [message({ isRead: true })], summary: { ...summary, unread: 0 } }
    const user = userEvent.setup()
    renderWithClient(<ResellerInbox />)
    await user.click(await screen.findByRole('tab', { name: 'Unread (0)' }))
    expect(await screen.findByText('No unread messages')).toBeTruthy()
    expect(screen.getByText("You're all caught up!")).toBeTruthy()
  })
})

describe('BrandInbox (001 §2.3)', () => {
  it('shows Total, Unread and Email Messages, and reloads when a message arrives live', async () => {
    renderWithClient(<BrandInbox />)
    expect(await screen.findByLabelText('Total: 3')).toBeTruthy()
    expect(screen.getByLabelText('Unread: 1')).toBeTruthy()
    expect(screen.getByLabelText('Email Messages: 1')).toBeTruthy()
    // The brand reads the reseller's company as the sender.
    expect(within(screen.getByTestId('message-row')).getByText('Brand Co')).toBeTruthy()
    // One stream per page, shared by every listener (it may outlive the previous test's screen).
    const open = FakeEventSource.instances.filter((s) => s.readyState !== FakeEventSource.CLOSED)
    expect(open).toHaveLength(1)
    expect(open[0]!.url).toBe('/api/live')

    inbox = {
      messages: [message({ id: 'm2', content: 'Fresh news' }), message()],
      summary: { ...summary, total: 4, unread: 2 },
    }
    act(() => open[0]!.emit('message.created', { messageId: 'm2' }))
    expect(await screen.findByLabelText('Total: 4')).toBeTruthy()
    expect(screen.getAllByTestId('message-row')).toHaveLength(2)
  })
})
