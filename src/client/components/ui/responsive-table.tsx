import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { cn } from '../../lib/utils.ts'
import { EmptyRow, SkeletonRows } from './data-table.tsx'
import { Skeleton } from './skeleton.tsx'

export interface TableColumn<Row> {
  id: string
  header: string
  cell: (row: Row) => ReactNode
  /**
   * 0: the row's own columns (its name, status, actions), always shown. The others give way to
   * the width, highest number first, and then show under the name, in the row's secondary line.
   */
  priority: number
  /** The width the column needs, in px with its padding; the growing column's least width. */
  width: number
  /** The one column that takes the width left over: the row's name, holding its secondary line. */
  grow?: boolean
  align?: 'right'
  /** In a card: a badge beside the heading, the actions at its foot, else a label and value. */
  card?: 'badge' | 'actions' | 'field'
  /** A row with nothing in this column leaves it out of the secondary line and the card. */
  isEmpty?: (row: Row) => boolean
  /** More classes for the column's cells. */
  className?: string
}

/** Below this width the rows are cards (a phone), whatever the columns need. */
const CARDS_BELOW_PX = 560

/**
 * The width of the element, followed as it changes; null until measured, and Infinity where it
 * cannot be measured (no ResizeObserver, or a width of 0: jsdom, a hidden tab), which shows
 * every column.
 */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState<number | null>(null)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const read = (w: number) => setWidth(w > 0 ? Math.floor(w) : Number.POSITIVE_INFINITY)
    if (typeof ResizeObserver === 'undefined') {
      setWidth(Number.POSITIVE_INFINITY)
      return
    }
    read(element.clientWidth)
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1]
      if (entry) read(entry.contentRect.width)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}

/**
 * Which columns fit `width`: the row's own (priority 0) always, then the others by priority while
 * they fit; the rest go to the secondary line. Cards when even the row's own do not fit.
 */
export function fitColumns<Row>(columns: readonly TableColumn<Row>[], width: number) {
  const needed = columns.filter((c) => c.priority === 0).reduce((sum, c) => sum + c.width, 0)
  if (width < Math.max(needed, CARDS_BELOW_PX)) return { cards: true, shown: new Set<string>() }
  const shown = new Set(columns.filter((c) => c.priority === 0).map((c) => c.id))
  let used = needed
  const optional = columns.filter((c) => c.priority > 0).sort((a, b) => a.priority - b.priority)
  for (const column of optional) {
    if (used + column.width > width) break
    used += column.width
    shown.add(column.id)
  }
  return { cards: false, shown }
}

/**
 * A list table that fits its card (issue 16): every column has a width and a priority; the
 * columns that do not fit show under the row's name as a secondary line (label and value), so
 * nothing is cut, no column sits under another and the table never scrolls sideways. On a
 * phone (or any container under CARDS_BELOW_PX) each row is a card: its name as a heading, the
 * badges beside it, the fields as labels and values, the actions at its foot.
 */
export function ResponsiveTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  cardTitle,
  cardSubtitle,
  headingLevel = 3,
  skeletonRows = 5,
  skeletonTestId,
  empty,
  emptyHint,
  busy,
  className,
}: {
  /** The table's (and the card list's) accessible name. */
  label: string
  columns: readonly TableColumn<Row>[]
  /** Undefined while the first page loads (skeletons). */
  rows: readonly Row[] | undefined
  rowKey: (row: Row) => string
  /** A card's heading: the row's name as text. */
  cardTitle: (row: Row) => ReactNode
  /** Under a card's heading (a note about the row). */
  cardSubtitle?: (row: Row) => ReactNode
  headingLevel?: 2 | 3 | 4
  skeletonRows?: number
  skeletonTestId?: string
  empty: ReactNode
  emptyHint?: ReactNode
  busy?: boolean
  className?: string
}) {
  const { ref, width } = useWidth()
  return (
    <div ref={ref} className={cn('w-full min-w-0', className)} aria-busy={busy || undefined}>
      {width === null ? null : (
        <Layout
          {...{ label, columns, rows, rowKey, cardTitle, cardSubtitle, headingLevel }}
          {...{ skeletonRows, skeletonTestId, empty, emptyHint, width }}
        />
      )}
    </div>
  )
}

/** What the table, or its cards, lay out: the resolved props of ResponsiveTable and its width. */
interface LayoutProps<Row> {
  label: string
  columns: readonly TableColumn<Row>[]
  rows: readonly Row[] | undefined
  rowKey: (row: Row) => string
  cardTitle: (row: Row) => ReactNode
  cardSubtitle: ((row: Row) => ReactNode) | undefined
  headingLevel: 2 | 3 | 4
  skeletonRows: number
  skeletonTestId: string | undefined
  empty: ReactNode
  emptyHint: ReactNode
  width: number
}

function Layout<Row>({
  label,
  columns,
  rows,
  rowKey,
  cardTitle,
  cardSubtitle,
  headingLevel,
  skeletonRows,
  skeletonTestId,
  empty,
  emptyHint,
  width,
}: LayoutProps<Row>) {
  const fit = fitColumns(columns, width)
  if (fit.cards) {
    return (
      <RowCards
        {...{ label, columns, rows, rowKey, cardTitle, cardSubtitle, headingLevel }}
        {...{ skeletonRows, skeletonTestId, empty, emptyHint }}
      />
    )
  }
  const shown = columns.filter((c) => fit.shown.has(c.id))
  const folded = columns.filter((c) => !fit.shown.has(c.id))
  return (
    <table className="w-full table-fixed text-left text-sm" aria-label={label}>
      <colgroup>
        {shown.map((c) => (
          <col key={c.id} style={c.grow ? undefined : { width: c.width }} />
        ))}
      </colgroup>
      <thead>
        <tr className="border-border text-muted-foreground border-b">
          {shown.map((c) => (
            <th
              key={c.id}
              scope="col"
              className={cn(
                'px-2 py-2 font-medium whitespace-nowrap',
                c.align === 'right' && 'text-right',
              )}
            >
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {!rows ? (
          <SkeletonRows columns={shown.length} rows={skeletonRows} testId={skeletonTestId} />
        ) : rows.length === 0 ? (
          <EmptyRow columns={shown.length} hint={emptyHint}>
            {empty}
          </EmptyRow>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)} className="border-border border-b align-top last:border-0">
              {shown.map((c) => (
                <td
                  key={c.id}
                  className={cn(
                    'min-w-0 px-2 py-3',
                    c.align === 'right' && 'text-right',
                    c.className,
                  )}
                >
                  {c.cell(row)}
                  {c.grow ? <SecondaryLine row={row} columns={folded} /> : null}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  )
}

/** The columns that did not fit, under the row's name: 'Department Home · Website …'. */
function SecondaryLine<Row>({ row, columns }: { row: Row; columns: readonly TableColumn<Row>[] }) {
  const present = columns.filter((c) => !c.isEmpty?.(row))
  if (present.length === 0) return null
  return (
    <dl className="text-muted-foreground mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs">
      {present.map((c) => (
        <div key={c.id} className="flex max-w-full min-w-0 items-center gap-1.5">
          <dt className="shrink-0">{c.header}</dt>
          <dd className="text-foreground min-w-0">{c.cell(row)}</dd>
        </div>
      ))}
    </dl>
  )
}

function RowCards<Row>({
  label,
  columns,
  rows,
  rowKey,
  cardTitle,
  cardSubtitle,
  headingLevel,
  skeletonRows,
  skeletonTestId,
  empty,
  emptyHint,
}: Omit<LayoutProps<Row>, 'width'>) {
  if (!rows) {
    return (
      <div className="grid gap-3">
        {Array.from({ length: skeletonRows }, (_, i) => (
          <Skeleton key={i} className="h-32 w-full" data-testid={skeletonTestId} />
        ))}
      </div>
    )
  }
  if (rows.length === 0) {
    return (
      <div className="py-10 text-center">
        <p className={emptyHint ? 'font-medium' : 'text-muted-foreground'}>{empty}</p>
        {emptyHint ? <p className="text-muted-foreground text-sm">{emptyHint}</p> : null}
      </div>
    )
  }
  const badges = columns.filter((c) => c.card === 'badge')
  const actions = columns.filter((c) => c.card === 'actions')
  const fields = columns.filter((c) => !c.grow && (c.card ?? 'field') === 'field')
  return (
    <ul className="grid gap-3" aria-label={label}>
      {rows.map((row) => (
        <RowCard
          key={rowKey(row)}
          {...{ row, cardTitle, cardSubtitle, headingLevel, badges, actions, fields }}
        />
      ))}
    </ul>
  )
}

function RowCard<Row>({
  row,
  cardTitle,
  cardSubtitle,
  headingLevel,
  badges,
  actions,
  fields,
}: {
  row: Row
  cardTitle: (row: Row) => ReactNode
  cardSubtitle: ((row: Row) => ReactNode) | undefined
  headingLevel: 2 | 3 | 4
  badges: readonly TableColumn<Row>[]
  actions: readonly TableColumn<Row>[]
  fields: readonly TableColumn<Row>[]
}) {
  const headingId = useId()
  const Heading = `h${headingLevel}` as const
  const present = fields.filter((c) => !c.isEmpty?.(row))
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="border-border space-y-3 rounded-lg border p-4 text-sm"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Heading id={headingId} className="font-medium break-words">
              {cardTitle(row)}
            </Heading>
            {cardSubtitle?.(row)}
          </div>
          {badges.length ? (
            <div className="flex shrink-0 flex-col items-end gap-1">
              {badges.map((c) => (
                <div key={c.id}>{c.cell(row)}</div>
              ))}
            </div>
          ) : null}
        </div>
        {present.length ? (
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-3 gap-y-1.5">
            {present.map((c) => (
              <div key={c.id} className="contents">
                <dt className="text-muted-foreground text-xs">{c.header}</dt>
                <dd className="min-w-0">{c.cell(row)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {actions.length ? (
          <div className="border-border flex flex-wrap justify-end gap-1 border-t pt-3">
            {actions.map((c) => (
              <div key={c.id}>{c.cell(row)}</div>
            ))}
          </div>
        ) : null}
      </article>
    </li>
  )
}
