import { CircleCheck, FileText } from 'lucide-react'
import { toast } from 'sonner'
import { COMPLIANCE_TEXTS } from '#shared/compliance-texts.ts'
import { when } from '#shared/map-policy-texts.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { ReadingPanel } from '../../components/ui/reading-panel.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { useAcknowledgePolicy, type CompliancePolicy } from './api.ts'

const T = COMPLIANCE_TEXTS.policies

function PolicyCard({ policy }: { policy: CompliancePolicy }) {
  const acknowledge = useAcknowledgePolicy()
  const done = policy.acknowledgedVersion === policy.version && policy.acknowledgedAt !== null
  const headingId = `policy-${policy.id}`

  async function onAcknowledge() {
    try {
      await acknowledge.mutateAsync(policy.id)
      toast.success(T.acknowledgedToast(policy.brand, policy.version))
    } catch (error) {
      toast.error(T.acknowledgeFailed, { description: (error as Error).message })
    }
  }

  return (
    <article aria-labelledby={headingId} className="border-border grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {T.heading(policy.brand, policy.version)}
        </h3>
        <Badge tone={done ? 'success' : 'warning'}>{done ? T.done : T.toAcknowledge}</Badge>
      </div>
      <ul className="text-muted-foreground flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <li>{T.published(when(policy.publishedAt))}</li>
        <li>{policy.shippingCounts ? T.shippingCounts : T.shippingExcluded}</li>
        <li>{T.tolerance(policy.toleranceKind, policy.toleranceValue)}</li>
      </ul>
      <ReadingPanel label={T.textRegion(policy.brand, policy.version)} text={policy.text} />
      {done ? (
        <p className="flex items-center gap-2 text-sm text-emerald-800">
          <CircleCheck aria-hidden="true" className="size-4" />
          {T.acknowledged(policy.version, when(policy.acknowledgedAt!))}
        </p>
      ) : (
        <div className="grid gap-2">
          {policy.acknowledgedVersion !== null ? (
            <p className="text-sm">{T.olderAcknowledged(policy.acknowledgedVersion)}</p>
          ) : null}
          <PendingButton
            className="w-fit whitespace-normal"
            pending={acknowledge.isPending}
            onClick={() => void onAcknowledge()}
          >
            {T.acknowledge(policy.version)}
          </PendingButton>
        </div>
      )}
    </article>
  )
}

/**
 * The MAP policies of the brands the reseller sells (issue 14 item 1): those waiting for an
 * acknowledgement first, each with its rules and text, and when it was acknowledged.
 */
export function PoliciesSection({ policies }: { policies: CompliancePolicy[] }) {
  return (
    <SectionCard
      title={T.title}
      description={T.description}
      contentClassName="grid grid-cols-1 gap-4"
    >
      {policies.length === 0 ? (
        <EmptyState icon={FileText} title={T.none}>
          {T.noneHint}
        </EmptyState>
      ) : (
        policies.map((p) => <PolicyCard key={p.id} policy={p} />)
      )}
    </SectionCard>
  )
}
