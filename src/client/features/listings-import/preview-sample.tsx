import { LISTINGS_IMPORT_TEXTS } from '#shared/listings-import-texts.ts'
import type { ImportPreview } from '#shared/protection-api.ts'
import { Badge } from '../../components/ui/badge.tsx'

const T = LISTINGS_IMPORT_TEXTS.form

/** The file's first rows as the import will read them: what each becomes, or why it is refused. */
export function PreviewSample({ sample }: { sample: ImportPreview['sample'] }) {
  return (
    <section aria-label={T.sampleTitle} className="space-y-2">
      <h3 className="text-sm font-semibold">{T.sampleTitle}</h3>
      {sample.length === 0 ? (
        <p className="text-muted-foreground text-sm">{T.sampleEmpty}</p>
      ) : (
        <ul className="divide-border border-border divide-y rounded-md border text-sm">
          {sample.map((row) => (
            <li key={row.line} className="flex flex-wrap items-start gap-x-3 gap-y-1 px-3 py-2">
              <span className="text-muted-foreground w-14 shrink-0">{T.sampleRow(row.line)}</span>
              <Badge tone={row.ok ? 'success' : 'danger'}>
                {row.ok ? T.sampleOk : T.sampleRefused}
              </Badge>
              <span className="min-w-0 flex-1 break-words">{row.text}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
