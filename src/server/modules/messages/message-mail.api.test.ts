/**
 * Issue 15: a brand or reseller with an account is mailed when a message arrives in one of its
 * conversations (sender, excerpt, a link to the thread), once per unread stretch, as its
 * switches allow; messages that came in by e-mail are not announced by e-mail.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEFAULT_NOTIFICATION_PREFERENCES } from '#shared/brand-settings-texts.ts'
import { MESSAGES_TEXTS } from '#shared/messages-texts.ts'
import { notificationPreferences } from '#server/db/schema/index.ts'
import { postInbound } from '#testing/catalogs.ts'
import { linkIn, mailsTo, signedInUser } from '#testing/factories.ts'
import { bodyOf, get, patch, post } from '#testing/http.ts'
import { allocate, applicationBetween, entryOf } from '#testing/messages.ts'
import type { Session } from '#testing/sessions.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

interface Sent {
  conversationId: string
  message: { id: string }
}

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const arrived = async (email: string) =>
  (await mailsTo(t.deps, email)).filter((m) => m.kind === 'message_arrived')

async function pair(name: string) {
  const brand = await signedInUser(t.deps, t.app, 'brand')
  const reseller = await signedInUser(t.deps, t.app, 'reseller')
  const entry = await entryOf(t.deps, brand, name)
  await allocate(t.deps, entry.id, reseller.id)
  return { brand, reseller, entry }
}

const write = async (who: Session, id: string, content: string) => {
  const response = await post(t.app, `/api/conversations/${id}/messages`, { content }, who)
  expect(response.status).toBe(201)
  return bodyOf<Sent>(response)
}

describe('mail when a message arrives in a conversation', () => {
  test('the recipient gets the sender, an excerpt and a link that opens the thread', async () => {
    const { brand, reseller, entry } = await pair('Mailing Brand')
    const long = `Our spring order <b>terms</b>: ${'net 30 and free freight. '.repeat(12)}`
    const started = await post(
      t.app,
      '/api/conversations',
      { brandId: entry.id, content: long },
      reseller,
    )
    expect(started.status).toBe(201)
    const { conversationId } = await bodyOf<Sent>(started)

    const [mail, ...more] = await arrived(brand.email)
    expect(more).toHaveLength(0)
    const senderName = reseller.companyName
    expect(mail!.subject).toBe(MESSAGES_TEXTS.arrivedMail.subject(senderName))
    // An excerpt, not the whole message; escaped in the HTML part.
    expect(mail!.text).toContain('Our spring order <b>terms</b>: net 30')
    expect(mail!.text).not.toContain(long)
    expect(mail!.html).toContain('&lt;b&gt;terms&lt;/b&gt;')
    const link = linkIn(mail!, '/messages')
    expect(link.pathname).toBe('/brand/dashboard/messages')
    expect(link.searchParams.get('thread')).toBe(conversationId)
    // The sender is not mailed about its own message.
    expect(await arrived(reseller.email)).toHaveLength(0)

    // The brand answers: the reseller is mailed, with its portal's link.
    await write(brand, conversationId, 'Happy to. Send your volumes.')
    const [toReseller] = await arrived(reseller.email)
    expect(toReseller!.subject).toBe(MESSAGES_TEXTS.arrivedMail.subject('Mailing Brand'))
    expect(toReseller!.text).toContain('Happy to. Send your volumes.')
    expect(linkIn(toReseller!, '/messages').pathname).toBe('/reseller/dashboard/messages')
  })

  test('one mail per unread stretch: reading the thread re-arms it', async () => {
    const { brand, reseller, entry } = await pair('Quiet Brand')
    const { conversationId } = await bodyOf<Sent>(
      await post(t.app, '/api/conversations', { brandId: entry.id, content: 'One' }, reseller),
    )
    await write(reseller, conversationId, 'Two')
    await write(reseller, conversationId, 'Three')
    expect(await arrived(brand.email)).toHaveLength(1)

    const read = await post(t.app, `/api/conversations/${conversationId}/read`, {}, brand)
    expect(read.status).toBe(200)
    await write(reseller, conversationId, 'Four, after you read')
    const mails = await arrived(brand.email)
    expect(mails).toHaveLength(2)
    expect(mails[1]!.text).toContain('Four, after you read')
  })

  test('a brand that switched e-mail notifications off gets none; a reseller’s switch too', async () => {
    const { brand, reseller, entry } = await pair('Switched Off Brand')
    const off = await patch(
      t.app,
      '/api/brand/settings/notifications',
      { ...DEFAULT_NOTIFICATION_PREFERENCES, emailNotifications: false },
      brand,
    )
    expect(off.status).toBe(200)
    const { conversationId } = await bodyOf<Sent>(
      await post(t.app, '/api/conversations', { brandId: entry.id, content: 'Hello?' }, reseller),
    )
    expect(await arrived(brand.email)).toHaveLength(0)

    await t.deps.db
      .insert(notificationPreferences)
      .values({ userId: reseller.id, emailNotifications: false })
    await write(brand, conversationId, 'Hi, here is our price list.')
    expect(await arrived(reseller.email)).toHaveLength(0)
    // The messages themselves are stored and delivered in the app whatever the switches say.
    const unread = await bodyOf<{ unread: number }>(
      await get(t.app, '/api/conversations', {
        cookie: reseller.cookie,
      }),
    )
    expect(unread.unread).toBe(1)
  })

  test('the applicant queue’s messages reach the applicant by mail too', async () => {
    const brand = await signedInUser(t.deps, t.app, 'brand')
    const applicant = await signedInUser(t.deps, t.app, 'reseller')
    const entry = await entryOf(t.deps, brand, 'Queue Brand')
    const application = await applicationBetween(t.deps, entry.id, applicant.id)
    const opened = await post(
      t.app,
      `/api/brand/applications/${application.id}/conversation`,
      {},
      brand,
    )
    const { conversationId } = await bodyOf<{ conversationId: string }>(opened)
    // Opening the thread is not a message: nothing is mailed.
    expect(await arrived(applicant.email)).toHaveLength(0)
    await write(brand, conversationId, 'Thanks for applying. Which stores do you run?')
    const [mail] = await arrived(applicant.email)
    expect(mail!.subject).toBe(MESSAGES_TEXTS.arrivedMail.subject('Queue Brand'))
    expect(linkIn(mail!, '/messages').searchParams.get('thread')).toBe(conversationId)
  })

  test('a message that came in by e-mail is not announced by e-mail', async () => {
    const brand = await signedInUser(t.deps, t.app, 'brand')
    const reseller = await signedInUser(t.deps, t.app, 'reseller')
    const entry = await entryOf(t.deps, brand, 'Inbound Brand')
    const application = await applicationBetween(t.deps, entry.id, reseller.id)
    const inbound = await postInbound(t.app, {
      from: reseller.email,
      to: `reply+${application.emailThreadId}@in.example.com`,
      subject: 'Re: our application',
      text: 'Answering by e-mail',
    })
    expect(inbound.status).toBe(200)
    // It is in the brand's conversation, unread, and no mail went out for it.
    const listed = await bodyOf<{ unread: number }>(
      await get(t.app, '/api/conversations', { cookie: brand.cookie }),
    )
    expect(listed.unread).toBe(1)
    expect(await arrived(brand.email)).toHaveLength(0)
  })
})
