import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fitColumns, ResponsiveTable, type TableColumn } from './responsive-table.tsx'

interface Row {
  id: string
  name: string
  department: string | null
  email: string
  status: string
}

const COLUMNS: TableColumn<Row>[] = [
  { id: 'name', header: 'Name', grow: true, priority: 0, width: 200, cell: (r) => r.name },
  {
    id: 'department',
    header: 'Department',
    priority: 2,
    width: 150,
    isEmpty: (r) => !r.department,
    cell: (r) => r.department ?? '—',
  },
  { id: 'email', header: 'Email', priority: 1, width: 200, cell: (r) => r.email },
  { id: 'status', header: 'Status', priority: 0, width: 120, card: 'badge', cell: (r) => r.status },
  {
    id: 'actions',
    header: 'Actions',
    priority: 0,
    width: 240,
    card: 'actions',
    cell: (r) => <button type="button">Edit {r.name}</button>,
  },
]

const ROWS: Row[] = [
  { id: '1', name: 'Acme', department: 'Home', email: 'a@example.com', status: 'Active' },
  { id: '2', name: 'Zeta', department: null, email: 'z@example.com', status: 'Inactive' },
]

/** jsdom lays nothing out: the container reports the width a browser would. */
function withWidth(width: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        this.callback(
          [{ target, contentRect: { width } } as unknown as ResizeObserverEntry],
          this as unknown as ResizeObserver,
        )
      }
      unobserve() {}
      disconnect() {}
    },
  )
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width)
}

const renderTable = () =>
  render(
    <ResponsiveTable
      label="Things"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(r) => r.id}
      cardTitle={(r) => r.name}
      empty="Nothing"
    />,
  )

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('fitColumns', () => {
  it('keeps the row’s own columns, adds the others by priority while they fit', () => {
    expect(fitColumns(COLUMNS, 2000)).toEqual({
      cards: false,
      shown: new Set(['name', 'department', 'email', 'status', 'actions']),
    })
    // 560 for the row's own, then Email (200) fits 800 and Department (150) does not.
    expect(fitColumns(COLUMNS, 800).shown).toEqual(new Set(['name', 'email', 'status', 'actions']))
    expect(fitColumns(COLUMNS, 600).shown).toEqual(new Set(['name', 'status', 'actions']))
    expect(fitColumns(COLUMNS, 500).cards).toBe(true)
  })
})

describe('ResponsiveTable', () => {
  it('shows every column where it cannot measure (no ResizeObserver)', () => {
    renderTable()
    const table = screen.getByRole('table', { name: 'Things' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Department', 'Email', 'Status', 'Actions'])
  })

  it('puts the columns that do not fit under the name, without empty ones', () => {
    withWidth(640)
    renderTable()
    const table = screen.getByRole('table', { name: 'Things' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Status', 'Actions'])
    const [, acme, zeta] = within(table).getAllByRole('row')
    const acmeName = within(acme!).getAllByRole('cell')[0]!
    expect(within(acmeName).getByText('Department').nextSibling?.textContent).toBe('Home')
    expect(within(acmeName).getByText('a@example.com')).toBeTruthy()
    expect(within(within(zeta!).getAllByRole('cell')[0]!).queryByText('Department')).toBeNull()
  })

  it('shows a card per row on a phone: heading, badge, fields and actions', () => {
    withWidth(360)
    renderTable()
    expect(screen.queryByRole('table')).toBeNull()
    const list = screen.getByRole('list', { name: 'Things' })
    const cards = within(list).getAllByRole('article')
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Acme', 'Zeta'])
    const acme = screen.getByRole('article', { name: 'Acme' })
    expect(within(acme).getByText('Active')).toBeTruthy()
    expect(within(acme).getByText('Email').nextSibling?.textContent).toBe('a@example.com')
    expect(within(acme).getByRole('button', { name: 'Edit Acme' })).toBeTruthy()
    expect(
      within(screen.getByRole('article', { name: 'Zeta' })).queryByText('Department'),
    ).toBeNull()
  })
})
