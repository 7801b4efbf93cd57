import { FINDING_KINDS } from '#shared/protection.ts'
import { LISTINGS_IMPORT_TEXTS } from '#shared/listings-import-texts.ts'
import type { ListingImportItem } from '#shared/protection-api.ts'

const T = LISTINGS_IMPORT_TEXTS.summary

type Summary = NonNullable<ListingImportItem['summary']>

/**
 * What an import did: rows read, matched, unmatched and rejected (with the reasons and their
 * first row numbers), rows imported with a value left out (a URL that is not http or https), the
 * findings it opened by kind and closed, and observations older than ones already imported.
 */
export function ImportSummary({
  summary,
  unmatchedHint = false,
}: {
  summary: Summary
  /** Say where unmatched listings are confirmed (the brand's own screen). */
  unmatchedHint?: boolean
}) {
  const opened = FINDING_KINDS.filter((kind) => (summary.findingsOpened[kind] ?? 0) > 0)
  const counts = [
    [T.rowsRead, summary.rowsRead],
    [T.matched, summary.matched],
    [T.unmatched, summary.unmatched],
    [T.rejected, summary.rejected],
  ] as const
  return (
    <div className="space-y-4 text-sm">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counts.map(([label, value]) => (
          <div key={label} className="border-border rounded-md border p-3">
            <dt className="text-muted-foreground text-xs">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>

      <div>
        <p className="font-medium">{T.findingsTitle}</p>
        {opened.length === 0 && summary.findingsClosed === 0 ? (
          <p className="text-muted-foreground">{T.noFindings}</p>
        ) : (
          <ul className="list-inside list-disc">
            {opened.map((kind) => (
              <li key={kind}>{T.findingsOpened(kind, summary.findingsOpened[kind]!)}</li>
            ))}
            {summary.findingsClosed > 0 ? (
              <li>{T.findingsClosed(summary.findingsClosed)}</li>
            ) : null}
          </ul>
        )}
      </div>

      {summary.stale > 0 ? <p className="text-muted-foreground">{T.stale(summary.stale)}</p> : null}
      {summary.duplicates > 0 ? (
        <p className="text-muted-foreground">
          {T.duplicates}: {summary.duplicates.toLocaleString('en-US')}
        </p>
      ) : null}

      {summary.rejections.length > 0 ? (
        <div>
          <p className="font-medium">{T.rejectionsTitle}</p>
          <ul className="space-y-1">
            {summary.rejections.map((r) => (
              <li key={r.reason}>
                <span className="text-destructive">{T.rejection(r.reason, r.count)}</span>
                {r.rows.length > 0 ? (
                  <span className="text-muted-foreground">
                    {' '}
                    · {T.rejectionRows(r.rows, r.count)}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {summary.leftOut && summary.leftOut.length > 0 ? (
        <div>
          <p className="font-medium">{T.leftOutTitle}</p>
          <ul className="space-y-1">
            {summary.leftOut.map((r) => (
              <li key={r.reason}>
                <span>{T.leftOut(r.reason, r.count)}</span>
                {r.rows.length > 0 ? (
                  <span className="text-muted-foreground">
                    {' '}
                    · {T.rejectionRows(r.rows, r.count)}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {unmatchedHint && summary.unmatched > 0 ? (
        <p className="text-muted-foreground">{T.unmatchedHint}</p>
      ) : null}
    </div>
  )
}
