import { COMPLIANCE_TEXTS, marketplaceName } from '#shared/compliance-texts.ts'
import { when } from '#shared/map-policy-texts.ts'
import { FINDING_KIND_LABELS } from '#shared/protection.ts'
import type { FindingDetail } from '#shared/protection-api.ts'
import { Badge } from '../../components/ui/badge.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useComplianceFinding } from './api.ts'

const T = COMPLIANCE_TEXTS.detail
const V = COMPLIANCE_TEXTS.violations

function Evidence({ evidence }: { evidence: FindingDetail['evidence'] }) {
  if (evidence.length === 0)
    return <p className="text-muted-foreground text-sm">{T.evidenceNone}</p>
  return (
    <ol className="grid gap-3">
      {evidence.map((e) => (
        <li
          key={`${e.importId}-${e.rowNo}`}
          className="border-border grid gap-1 rounded-md border p-3 text-sm"
        >
          <p className="font-medium">
            {T.observed(when(e.observedAt))}{' '}
            <span className="text-muted-foreground font-normal">
              ({T.recorded(when(e.recordedAt))})
            </span>
          </p>
          <p>{V.advertisedVsMap(e.advertisedPrice, e.mapPrice, e.currency)}</p>
          <p>{e.rule}</p>
          <p className="text-muted-foreground">{T.source(e.importLabel, e.rowNo)}</p>
          <p className="text-muted-foreground break-all">
            {T.sha}: <span className="font-mono">{e.rawSha256}</span>
          </p>
          {e.raw ? (
            <details>
              <summary className="cursor-pointer">{T.raw}</summary>
              <pre className="bg-muted mt-1 overflow-x-auto rounded p-2 text-xs whitespace-pre-wrap break-all">
                {e.raw}
              </pre>
            </details>
          ) : null}
        </li>
      ))}
    </ol>
  )
}

function History({ actions }: { actions: FindingDetail['actions'] }) {
  if (actions.length === 0) return <p className="text-muted-foreground text-sm">{T.historyNone}</p>
  return (
    <ol className="grid gap-2 text-sm">
      {actions.map((a) => (
        <li key={a.id} className="border-border border-l-2 pl-3">
          <p>
            <span className="font-medium">{COMPLIANCE_TEXTS.events[a.event]}</span>{' '}
            <span className="text-muted-foreground">
              {when(a.at)} · {T.by(a.actor)}
              {a.deadline ? ` · ${T.deadline(when(a.deadline))}` : ''}
            </span>
          </p>
          {a.note ? <p className="break-words whitespace-pre-wrap">{a.note}</p> : null}
          {a.attachment ? (
            <a href={a.attachment.url} className="text-brand underline-offset-4 hover:underline">
              {T.attachment(a.attachment.name)}
            </a>
          ) : null}
        </li>
      ))}
    </ol>
  )
}

function Body({ detail }: { detail: FindingDetail }) {
  const f = detail.finding
  return (
    <div className="grid gap-5">
      <section aria-labelledby="finding-summary" className="grid gap-1 text-sm">
        <h3 id="finding-summary" className="font-semibold">
          {T.summary}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Badge tone="danger">{FINDING_KIND_LABELS[f.kind]}</Badge>
          <Badge>{V.statuses[f.status]}</Badge>
        </div>
        <p>
          {f.product?.name ?? V.unknownProduct} · {marketplaceName(f.marketplace)}
          {f.listing.id ? ` · ${V.listingId(f.listing.id)}` : ''}
        </p>
        <p>{V.advertisedVsMap(f.advertisedPrice, f.mapPrice, f.currency)}</p>
        {f.step ? (
          <p>
            {COMPLIANCE_TEXTS.events[f.step]}
            {f.deadline ? ` · ${V.deadline(when(f.deadline))}` : ''}
          </p>
        ) : null}
        {f.closedReason ? <p>{T.closedReason(f.closedReason)}</p> : null}
      </section>
      <section aria-labelledby="finding-evidence" className="grid gap-2">
        <h3 id="finding-evidence" className="font-semibold">
          {T.evidenceTitle}
        </h3>
        <Evidence evidence={detail.evidence} />
      </section>
      <section aria-labelledby="finding-history" className="grid gap-2">
        <h3 id="finding-history" className="font-semibold">
          {T.historyTitle}
        </h3>
        <History actions={detail.actions} />
      </section>
    </div>
  )
}

/** A violation's detail (issue 14 item 5): its evidence rows with their hashes, and its history. */
export function FindingDetailDialog({
  finding,
  onOpenChange,
}: {
  finding: { id: string; label: string } | undefined
  onOpenChange: (open: boolean) => void
}) {
  const query = useComplianceFinding(finding?.id)
  return (
    <Dialog open={finding !== undefined} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{T.title}</DialogTitle>
          <DialogDescription>{finding?.label}</DialogDescription>
        </DialogHeader>
        {query.data ? (
          <Body detail={query.data} />
        ) : query.isError ? (
          <RetryAlert
            title={T.loadFailed}
            retryLabel={COMPLIANCE_TEXTS.tryAgain}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <div role="status" aria-live="polite" className="grid gap-2">
            <span className="sr-only">{T.loading}</span>
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  )
}
