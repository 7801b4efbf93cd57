import { Check, Gavel } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { BRAND_PROTECTION_TEXTS, formatDateTime } from '#shared/brand-protection-texts.ts'
import { ENFORCEMENT_STEPS, ENFORCEMENT_STEP_LABELS } from '#shared/protection.ts'
import type { FindingDetail } from '#shared/protection-api.ts'
import { PROTECTION_PATHS } from '#shared/protection-texts.ts'
import { takeStepSchema } from '#shared/schemas/protection.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Textarea } from '../../components/ui/input.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { cn } from '../../lib/utils.ts'
import { useTakeStep } from './api.ts'

const T = BRAND_PROTECTION_TEXTS.finding.enforcement
const rank = (step: string) => ENFORCEMENT_STEPS.indexOf(step as (typeof ENFORCEMENT_STEPS)[number])

type Finding = FindingDetail['finding']
type Enforcement = NonNullable<FindingDetail['enforcement']>

/** The ladder as steps: those taken ticked, the current one marked with its deadline. */
function Ladder({ finding, enforcement }: { finding: Finding; enforcement: Enforcement }) {
  const current = finding.step
  return (
    <ol aria-label={T.ladderLabel} className="grid gap-2">
      {enforcement.ladder.map((s, i) => {
        const isCurrent = s.step === current
        const taken = current !== null && rank(s.step) <= rank(current)
        return (
          <li
            key={s.step}
            aria-current={isCurrent ? 'step' : undefined}
            className={cn(
              'border-border flex items-start gap-3 rounded-md border p-3',
              isCurrent && 'border-primary ring-primary ring-1',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                taken ? 'bg-primary text-primary-foreground' : 'bg-muted',
              )}
            >
              {taken ? <Check className="size-3.5" /> : i + 1}
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {ENFORCEMENT_STEP_LABELS[s.step]}
                {isCurrent ? (
                  <Badge tone="info" className="ml-2">
                    {T.current}
                  </Badge>
                ) : taken ? (
                  <span className="sr-only"> ({T.taken})</span>
                ) : null}
              </p>
              <p className="text-muted-foreground text-xs">{T.cureDays(s.cureDays)}</p>
              {isCurrent && finding.deadline ? (
                <p className="mt-1 text-sm font-medium">
                  {T.deadline(formatDateTime(finding.deadline))}
                </p>
              ) : null}
            </div>
          </li>
        )
      })}
    </ol>
  )
}

/** Confirms the next step: what it does, who is told, with an optional personal note. */
function StepDialog({
  findingId,
  step,
  reseller,
  cureDays,
  open,
  onOpenChange,
}: {
  findingId: string
  step: NonNullable<Enforcement['nextStep']>
  reseller: string
  cureDays: number
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const [note, setNote] = useState('')
  const [error, setError] = useState<string>()
  const mutation = useTakeStep(findingId)

  function close() {
    setNote('')
    setError(undefined)
    onOpenChange(false)
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = takeStepSchema.safeParse({ note })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(T.done(step), { description: reseller })
        close()
      },
      onError: (e) => {
        setError(e.message)
        toast.error(T.failed, { description: e.message })
      },
    })
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{T.dialogTitle(step, reseller)}</DialogTitle>
            <DialogDescription>{T.consequences(step, reseller, cureDays)}</DialogDescription>
          </DialogHeader>
          <FormField label={T.noteLabel} hint={T.noteHint} error={error}>
            <Textarea rows={4} value={note} onChange={(e) => setNote(e.target.value)} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {T.cancel}
            </Button>
            <PendingButton
              type="submit"
              variant={rank(step) >= rank('suspension') ? 'destructive' : 'default'}
              pending={mutation.isPending}
              icon={<Gavel aria-hidden="true" />}
            >
              {T.button(step)}
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/**
 * A finding's enforcement (issue 14 item 5): the ladder with the current step and its deadline,
 * and the button named for the next step, disabled with the reason when it cannot be taken now.
 * An unknown seller has no ladder: its investigation instead.
 */
export function EnforcementPanel({ detail }: { detail: FindingDetail }) {
  const { finding, enforcement } = detail
  const [open, setOpen] = useState(false)
  const reasonId = useId()

  if (finding.kind === 'unauthorized_seller') {
    return (
      <SectionCard title={T.title}>
        <p className="text-sm">{T.unauthorized}</p>
        {finding.investigationId ? (
          <Button asChild variant="outline" className="mt-4">
            <Link to={PROTECTION_PATHS.investigation(finding.investigationId)}>
              {T.openInvestigation}
            </Link>
          </Button>
        ) : null}
      </SectionCard>
    )
  }
  if (!enforcement) return null

  const next = enforcement.nextStep
  const reseller = finding.reseller?.company ?? finding.seller.name ?? BRAND_PROTECTION_TEXTS.none
  const cureDays = enforcement.ladder.find((s) => s.step === next)?.cureDays ?? 0
  return (
    <SectionCard title={T.title} description={T.description} contentClassName="space-y-4">
      <p className="text-sm font-medium">{finding.step ? T.currentStep(finding.step) : T.noStep}</p>
      <Ladder finding={finding} enforcement={enforcement} />
      {next ? (
        <div className="space-y-2">
          <Button
            onClick={() => setOpen(true)}
            disabled={enforcement.blockedReason !== null}
            aria-describedby={enforcement.blockedReason ? reasonId : undefined}
            variant={rank(next) >= rank('suspension') ? 'destructive' : 'default'}
          >
            <Gavel aria-hidden="true" />
            {T.button(next)}
          </Button>
          <StepDialog
            findingId={finding.id}
            step={next}
            reseller={reseller}
            cureDays={cureDays}
            open={open}
            onOpenChange={setOpen}
          />
        </div>
      ) : null}
      {enforcement.blockedReason ? (
        <p id={reasonId} className="text-muted-foreground text-sm">
          {enforcement.blockedReason}
        </p>
      ) : null}
    </SectionCard>
  )
}
