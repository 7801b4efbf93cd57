import { Check } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import {
  AUTHORIZATION_MARKETPLACES,
  AUTHORIZATION_MARKETPLACE_LABELS,
  type AuthorizationMarketplace,
} from '#shared/authorizations.ts'
import { BRAND_APPLICATIONS_TEXTS } from '#shared/brand-applications-texts.ts'
import { applicationDecisionSchema } from '#shared/schemas/brand-applications.ts'
import { Button } from '../../components/ui/button.tsx'
import { Checkbox } from '../../components/ui/checkbox.tsx'
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
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { useDecideApplication, type BrandApplicationView } from './api.ts'
import { applicantName } from './applicant-name.ts'

const T = BRAND_APPLICATIONS_TEXTS.approveDialog

type Choice = Record<AuthorizationMarketplace, { checked: boolean; sellerId: string }>

/** Every marketplace, checked and filled in where the reseller gave a seller id. */
function initialChoice(application: BrandApplicationView): Choice {
  const given = new Map(application.sellerIds.map((m) => [m.marketplace, m.sellerId]))
  return Object.fromEntries(
    AUTHORIZATION_MARKETPLACES.map((m) => [
      m,
      { checked: given.has(m), sellerId: given.get(m) ?? '' },
    ]),
  ) as Choice
}

const today = () => new Date().toISOString().slice(0, 10)

function ApproveForm({
  application,
  onDone,
}: {
  application: BrandApplicationView
  onDone: () => void
}) {
  const [choice, setChoice] = useState<Choice>(() => initialChoice(application))
  const [endsAt, setEndsAt] = useState('')
  const [error, setError] = useState<string>()
  const decide = useDecideApplication()
  const company = applicantName(application)

  function set(marketplace: AuthorizationMarketplace, next: Partial<Choice[typeof marketplace]>) {
    setChoice((current) => ({ ...current, [marketplace]: { ...current[marketplace], ...next } }))
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const body = {
      action: 'approve' as const,
      marketplaces: AUTHORIZATION_MARKETPLACES.filter((m) => choice[m].checked).map((m) => ({
        marketplace: m,
        sellerId: choice[m].sellerId,
      })),
      ...(endsAt ? { endsAt } : {}),
    }
    const parsed = applicationDecisionSchema.safeParse(body)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    decide.mutate(
      { id: application.id, body },
      {
        onSuccess: () => {
          toast.success(T.done, { description: T.doneDescription(company) })
          onDone()
        },
        onError: (e) => {
          setError(e.message)
          toast.error(T.failed, { description: e.message })
        },
      },
    )
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{T.title(company)}</DialogTitle>
        <DialogDescription>{T.description}</DialogDescription>
      </DialogHeader>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">{T.marketplaces}</legend>
        {AUTHORIZATION_MARKETPLACES.map((m) => {
          const label = AUTHORIZATION_MARKETPLACE_LABELS[m]
          const checkboxId = `approve-${application.id}-${m}`
          return (
            <div key={m} className="grid items-center gap-2 sm:grid-cols-[10rem_1fr]">
              <div className="flex items-center gap-2">
                <Checkbox
                  id={checkboxId}
                  checked={choice[m].checked}
                  onCheckedChange={(checked) => set(m, { checked: checked === true })}
                />
                <Label htmlFor={checkboxId}>{label}</Label>
              </div>
              <Input
                aria-label={T.sellerId(label)}
                value={choice[m].sellerId}
                disabled={!choice[m].checked}
                maxLength={200}
                onChange={(e) => set(m, { sellerId: e.target.value })}
              />
            </div>
          )
        })}
      </fieldset>
      <FormField label={T.endsAt} hint={T.endsAtHint}>
        <Input
          type="date"
          min={today()}
          value={endsAt}
          onChange={(e) => setEndsAt(e.target.value)}
        />
      </FormField>
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {T.cancel}
        </Button>
        <PendingButton type="submit" pending={decide.isPending} icon={<Check aria-hidden="true" />}>
          {T.submit}
        </PendingButton>
      </DialogFooter>
    </form>
  )
}

/** Approve: the marketplaces the authorization covers, each with its seller id; an end date. */
export function ApproveDialog({
  application,
  onClose,
}: {
  application: BrandApplicationView | undefined
  onClose: () => void
}) {
  return (
    <Dialog open={!!application} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-xl">
        {/* Keyed, so each applicant starts from their own seller ids. */}
        {application ? (
          <ApproveForm key={application.id} application={application} onDone={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
