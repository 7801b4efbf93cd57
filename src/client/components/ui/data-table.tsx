import type { ReactNode } from 'react'
import { cn } from '../../lib/utils.ts'
import { Skeleton } from './skeleton.tsx'

/** The header row of a list table; the columns named in `right` hold numbers or actions. */
export function TableHeader({
  columns,
  right = [],
  className,
}: {
  columns: readonly string[]
  right?: readonly string[]
  /** More classes for one column's header (sticky, no wrap). */
  className?: ((column: string) => string | undefined) | undefined
}) {
  return (
    <thead>
      <tr className="border-border text-muted-foreground border-b">
        {columns.map((c) => (
          <th
            key={c}
            scope="col"
            className={cn(
              'px-2 py-2 font-medium',
              right.includes(c) && 'text-right',
              className?.(c),
            )}
          >
            {c}
          </th>
        ))}
      </tr>
    </thead>
  )
}

/** Placeholder rows while the table's first page loads. */
export function SkeletonRows({
  columns,
  rows,
  testId,
}: {
  columns: number
  rows: number
  testId?: string | undefined
}) {
  return Array.from({ length: rows }, (_, i) => (
    <tr key={i} className="border-border border-b" data-testid={testId}>
      {Array.from({ length: columns }, (_, j) => (
        <td key={j} className="px-2 py-3">
          <Skeleton className="h-5 w-full" />
        </td>
      ))}
    </tr>
  ))
}

/** The one row of a table with nothing to show: a muted line, or a title over a muted hint. */
export function EmptyRow({
  columns,
  children,
  hint,
}: {
  columns: number
  children: ReactNode
  hint?: ReactNode
}) {
  return (
    <tr>
      {hint ? (
        <td colSpan={columns} className="py-10 text-center">
          <p className="font-medium">{children}</p>
          <p className="text-muted-foreground text-sm">{hint}</p>
        </td>
      ) : (
        <td colSpan={columns} className="text-muted-foreground py-10 text-center">
          {children}
        </td>
      )}
    </tr>
  )
}

/**
 * A table body in its three states: skeleton rows while `rows` is undefined, the empty row when
 * it has none, and otherwise one `children(row)` each (which gives its own key).
 */
export function DataTableBody<Row>({
  columns,
  rows,
  skeletonRows,
  skeletonTestId,
  empty,
  emptyHint,
  children,
}: {
  columns: number
  rows: readonly Row[] | undefined
  skeletonRows: number
  skeletonTestId?: string
  empty: ReactNode
  emptyHint?: ReactNode
  children: (row: Row) => ReactNode
}) {
  return (
    <tbody>
      {!rows ? (
        <SkeletonRows columns={columns} rows={skeletonRows} testId={skeletonTestId} />
      ) : rows.length === 0 ? (
        <EmptyRow columns={columns} hint={emptyHint}>
          {empty}
        </EmptyRow>
      ) : (
        rows.map((row) => children(row))
      )}
    </tbody>
  )
}

/** The pager of a list the server pages (components/ui/pagination.tsx). */
export { Pagination } from './pagination.tsx'

/** The small upper-case header of a summary table inside a dashboard card. */
export function CompactTableHeader({
  columns,
  right = [],
}: {
  columns: readonly string[]
  right?: readonly string[]
}) {
  return (
    <thead className="text-muted-foreground border-border border-b text-xs uppercase">
      <tr>
        {columns.map((c, i) => (
          <th
            key={c}
            scope="col"
            className={cn(
              'py-2 font-medium',
              i < columns.length - 1 && 'pr-4',
              right.includes(c) && 'text-right',
            )}
          >
            {c}
          </th>
        ))}
      </tr>
    </thead>
  )
}
