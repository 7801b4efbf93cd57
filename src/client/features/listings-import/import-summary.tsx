import { Download } from 'lucide-react'
import { useId } from 'react'
import { LISTING_WARNING_TEXTS as W } from '#shared/listing-warning-texts.ts'
import { FINDING_KINDS } from '#shared/protection.ts'
import { LISTINGS_IMPORT_TEXTS } from '#shared/listings-import-texts.ts'
import type { ListingImportItem } from '#shared/protection-api.ts'
import { Button } from '../../components/ui/button.tsx'

const T = LISTINGS_IMPORT_TEXTS.summary

type Summary = NonNullable<ListingImportItem['summary']>

type Reason = Summary['rejections'][number]

/** Rows by reason, with the first row numbers of each (rejected rows, values left out). */
function ReasonList({
  title,
  reasons,
  text,
  className,
}: {
  title: string
  reasons: readonly Reason[]
  text: (reason: string, count: number) => string
  className?: string
}) {
  if (reasons.length === 0) return null
  return (
    <div>
      <p className="font-medium">{title}</p>
      <ul className="space-y-1">
        {reasons.map((r) => (
          <li key={r.reason}>
            <span className={className}>{text(r.reason, r.count)}</span>
            {r.rows.length > 0 ? (
              <span className="text-muted-foreground"> · {T.rejectionRows(r.rows, r.count)}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * What an import did: rows read, matched, unmatched and rejected (with the reasons and their
 * first row numbers), rows imported with a value left out (a URL that is not http or https), the
 * findings it opened by kind and closed, and observations older than ones already imported.
 */
export function ImportSummary({
  summary,
  unmatchedHint = false,
  warningsHref = null,
}: {
  summary: Summary
  /** Say where unmatched listings are confirmed (the brand's own screen). */
  unmatchedHint?: boolean
  /** The warnings' CSV (the brand's own screen; null: no download). */
  warningsHref?: string | null
}) {
  const opened = FINDING_KINDS.filter((kind) => (summary.findingsOpened[kind] ?? 0) > 0)
  // Open on the file's listings but not opened by it: what a re-import would otherwise hide.
  const stillOpen = summary.stillOpen
    ? T.stillOpen(
        Object.fromEntries(
          FINDING_KINDS.map((kind) => [
            kind,
            (summary.stillOpen![kind] ?? 0) - (summary.findingsOpened[kind] ?? 0),
          ]),
        ),
        opened.length > 0,
      )
    : null
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
        {stillOpen ? <p>{stillOpen}</p> : null}
      </div>

      {summary.stale > 0 ? <p className="text-muted-foreground">{T.stale(summary.stale)}</p> : null}
      {summary.duplicates > 0 ? (
        <p className="text-muted-foreground">
          {T.duplicates}: {summary.duplicates.toLocaleString('en-US')}
        </p>
      ) : null}

      <ReasonList
        title={T.rejectionsTitle}
        reasons={summary.rejections}
        text={T.rejection}
        className="text-destructive"
      />

      {/* Warnings include what leftOut listed; summaries of before warnings have leftOut only. */}
      {summary.warnings ? null : (
        <ReasonList title={T.leftOutTitle} reasons={summary.leftOut ?? []} text={T.leftOut} />
      )}

      {summary.warnings && summary.warnings.total > 0 ? (
        <ImportWarnings warnings={summary.warnings} href={warningsHref} />
      ) : null}

      {unmatchedHint && summary.unmatched > 0 ? (
        <p className="text-muted-foreground">{T.unmatchedHint}</p>
      ) : null}
    </div>
  )
}

/**
 * The import's warnings by kind (shared/listing-warnings.ts): each with its count and first rows
 * (the value it is about), and the download of every warning kept.
 */
function ImportWarnings({
  warnings,
  href,
}: {
  warnings: NonNullable<Summary['warnings']>
  href: string | null
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h4 id={headingId} className="font-medium">
        {W.title}
      </h4>
      <p className="text-muted-foreground">{W.description}</p>
      <ul className="space-y-1">
        {warnings.kinds.map((k) => (
          <li key={k.kind}>
            <span>{W.kind(k.label, k.count)}</span>
            {k.samples.length > 0 ? (
              <span className="text-muted-foreground break-words">
                {' '}
                · {W.samples}: {k.samples.map((s) => W.sample(s.row, s.value)).join(', ')}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {warnings.cut > 0 ? (
        <p className="text-muted-foreground">{W.cutNote(warnings.kept, warnings.cut)}</p>
      ) : null}
      {href ? (
        <Button asChild variant="outline" size="sm">
          <a href={href} download>
            <Download aria-hidden="true" />
            {W.download}
          </a>
        </Button>
      ) : null}
    </section>
  )
}
