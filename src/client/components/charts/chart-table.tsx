import type { ReactNode } from 'react'

/**
 * The data behind a chart as a table: read by screen readers in place of the drawing, and
 * available to everyone under 'View as table'.
 */
export function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: string
  columns: readonly string[]
  rows: readonly (readonly ReactNode[])[]
}) {
  return (
    <details className="mt-3 text-sm">
      <summary className="text-muted-foreground hover:text-foreground cursor-pointer select-none">
        View as table
      </summary>
      {/* Focusable, so that a keyboard can scroll a long table (axe scrollable-region-focusable). */}
      <div
        role="region"
        aria-label={`${caption} (table)`}
        tabIndex={0}
        className="mt-2 max-h-72 overflow-auto"
      >
        <table className="w-full text-left tabular-nums">
          <caption className="sr-only">{caption}</caption>
          <thead className="text-muted-foreground border-border border-b text-xs uppercase">
            <tr>
              {columns.map((c, i) => (
                <th
                  key={c}
                  scope="col"
                  className={`py-1.5 pr-4 font-medium ${i > 0 ? 'text-right' : ''}`}
                >
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-border divide-y">
            {rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="py-1.5 pr-4 font-normal">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="py-1.5 pr-4 text-right">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}
