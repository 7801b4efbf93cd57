import { Download } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { BRAND_PROTECTION_TEXTS, formatDateTime } from '#shared/brand-protection-texts.ts'
import type { FindingDetail } from '#shared/protection-api.ts'
import { decideDisputeSchema } from '#shared/schemas/protection.ts'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Textarea } from '../../components/ui/input.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { useDecideDispute } from './api.ts'
import { Facts } from './protection-bits.tsx'

const T = BRAND_PROTECTION_TEXTS.finding.dispute
type Decision = 'accept' | 'reject'

/**
 * A dispute waiting for the brand (issue 14 item 5): the reseller's reason and proof, and Accept
 * (the finding is withdrawn) or Reject (enforcement goes on), each with the note it reads.
 */
export function DisputePanel({ detail }: { detail: FindingDetail }) {
  const { finding, actions } = detail
  const [note, setNote] = useState('')
  const [error, setError] = useState<string>()
  const [decision, setDecision] = useState<Decision>()
  // The button pressed: its click runs before the form's submit, in the same event.
  const pressed = useRef<Decision>(undefined)
  const mutation = useDecideDispute(finding.id)
  const dispute = actions.findLast((a) => a.event === 'disputed')

  function decide(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const parsed = decideDisputeSchema.safeParse({ decision: pressed.current, note })
    if (!parsed.success) {
      setError(parsed.error.issues.find((i) => i.path[0] === 'note')?.message)
      return
    }
    setError(undefined)
    setDecision(parsed.data.decision)
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(parsed.data.decision === 'accept' ? T.accepted : T.rejected)
        setNote('')
      },
      onError: (e) => {
        setError(e.message)
        toast.error(T.failed, { description: e.message })
      },
    })
  }

  const reseller = finding.reseller?.company ?? BRAND_PROTECTION_TEXTS.none
  return (
    <SectionCard
      title={T.title}
      description={T.pending(reseller)}
      className="border-amber-300"
      contentClassName="space-y-4"
    >
      {dispute ? (
        <Facts
          items={[
            {
              label: T.reason,
              value: (
                <span className="whitespace-pre-line">
                  {dispute.note ?? BRAND_PROTECTION_TEXTS.none}
                  <span className="text-muted-foreground mt-1 block text-xs">
                    {formatDateTime(dispute.at)}
                  </span>
                </span>
              ),
            },
            {
              label: T.proof,
              value: dispute.attachment ? (
                <a
                  href={dispute.attachment.url}
                  download
                  className="inline-flex items-center gap-1 font-medium underline underline-offset-4"
                >
                  <Download aria-hidden="true" className="size-4" />
                  {T.downloadProof(dispute.attachment.name)}
                </a>
              ) : (
                T.noProof
              ),
            },
          ]}
        />
      ) : null}
      <form onSubmit={decide} className="grid gap-3" noValidate>
        <FormField label={T.noteLabel} hint={T.noteHint} error={error}>
          <Textarea rows={3} required value={note} onChange={(e) => setNote(e.target.value)} />
        </FormField>
        <p className="text-muted-foreground text-xs">
          {T.acceptHint} {T.rejectHint}
        </p>
        <div className="flex flex-wrap gap-2">
          <PendingButton
            type="submit"
            onClick={() => (pressed.current = 'accept')}
            pending={mutation.isPending && decision === 'accept'}
            disabled={mutation.isPending}
          >
            {T.accept}
          </PendingButton>
          <PendingButton
            type="submit"
            variant="outline"
            onClick={() => (pressed.current = 'reject')}
            pending={mutation.isPending && decision === 'reject'}
            disabled={mutation.isPending}
          >
            {T.reject}
          </PendingButton>
        </div>
      </form>
    </SectionCard>
  )
}
