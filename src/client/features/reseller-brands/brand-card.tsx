import { Clock, Package, Percent, Send } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import {
  PROPOSAL_MESSAGE_MAX_LENGTH,
  RESELLER_BRANDS_TEXTS as T,
} from '#shared/reseller-brands-texts.ts'
import { applyToBrandSchema, type ResellerBrandRow } from '#shared/schemas/reseller-brands.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardContent, CardFooter, CardHeader } from '../../components/ui/card.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Textarea } from '../../components/ui/input.tsx'
import { ApiError } from '../../lib/api.ts'
import { useApplyToBrand, useFollowUp } from './api.ts'
import { applicationBadges, followUpButton } from './card-state.ts'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
const CATEGORIES_SHOWN = 3

const errorMessage = (error: unknown) =>
  error instanceof ApiError ? error.message : (error as Error).message

const STATUS_TONE = { pending: 'warning', approved: 'success', rejected: 'danger' } as const

function BrandLogo({ brand }: { brand: ResellerBrandRow }) {
  const [broken, setBroken] = useState(false)
  if (brand.logoUrl && !broken) {
    return (
      <img
        src={brand.logoUrl}
        alt=""
        loading="lazy"
        onError={() => setBroken(true)}
        className="border-border size-12 shrink-0 rounded-lg border object-contain"
      />
    )
  }
  return (
    <div
      aria-hidden="true"
      className="bg-muted text-muted-foreground flex size-12 shrink-0 items-center justify-center rounded-lg text-lg font-semibold"
    >
      {brand.name.trim().charAt(0).toUpperCase() || '?'}
    </div>
  )
}

export function ApplyDialog({
  brand,
  open,
  onOpenChange,
}: {
  brand: ResellerBrandRow
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const [message, setMessage] = useState('')
  const [error, setError] = useState<string | null>(null)
  const apply = useApplyToBrand()
  const submit = () => {
    const parsed = applyToBrandSchema.safeParse({ proposalMessage: message })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? T.proposalRequired)
      return
    }
    setError(null)
    apply.mutate(
      { brandId: brand.id, proposalMessage: parsed.data.proposalMessage },
      {
        onSuccess: () => {
          toast.success(T.applicationSubmitted, {
            description: T.applicationSubmittedDescription(brand.name),
          })
          setMessage('')
          onOpenChange(false)
        },
        onError: (e) => toast.error(T.applicationFailed, { description: errorMessage(e) }),
      },
    )
  }
  const fieldId = `proposal-${brand.id}`
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{T.applyTitle(brand.name)}</DialogTitle>
          <DialogDescription>{T.applyDescription}</DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          <Label htmlFor={fieldId}>{T.proposalLabel}</Label>
          <Textarea
            id={fieldId}
            rows={6}
            value={message}
            maxLength={PROPOSAL_MESSAGE_MAX_LENGTH}
            placeholder={T.proposalPlaceholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            onChange={(e) => setMessage(e.target.value)}
          />
          {error ? (
            <p id={`${fieldId}-error`} className="text-destructive text-sm">
              {error}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {T.cancel}
          </Button>
          <Button onClick={submit} disabled={apply.isPending}>
            {apply.isPending ? T.submitting : T.submit}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

function FollowUpAction({ brand, now }: { brand: ResellerBrandRow; now: Date }) {
  const [applying, setApplying] = useState(false)
  const followUp = useFollowUp()
  const state = followUpButton(brand, now)
  if (state.kind === 'apply') {
    return (
      <>
        <Button size="sm" onClick={() => setApplying(true)}>
          <Send aria-hidden="true" />
          {T.apply}
        </Button>
        <ApplyDialog brand={brand} open={applying} onOpenChange={setApplying} />
      </>
    )
  }
  if (state.kind === 'disabled') {
    const title = state.until
      ? T.nextFollowUpAt(dateFormat.format(new Date(state.until)))
      : undefined
    return (
      <Button size="sm" variant="outline" disabled title={title}>
        {state.label}
      </Button>
    )
  }
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={followUp.isPending}
      onClick={() =>
        followUp.mutate(brand.applicationId!, {
          onSuccess: (result) => {
            if (result.emailSent) {
              toast.success(T.followUpSent, { description: T.followUpSentDescription })
            } else {
              // 001 §8.3: recorded, but the e-mail could not go out (destructive, with the reason).
              toast.error(T.followUpRecorded, { description: result.reason ?? T.mailFailed })
            }
          },
          onError: (e) => toast.error(T.followUpFailed, { description: errorMessage(e) }),
        })
      }
    >
      {state.label}
    </Button>
  )
}

export function BrandCard({ brand, now }: { brand: ResellerBrandRow; now: Date }) {
  const badges = applicationBadges(brand, now)
  const extraCategories = brand.categories.length - CATEGORIES_SHOWN
  const open = brand.allocated || brand.applicationStatus === 'approved'
  return (
    <Card
      role="article"
      className="flex h-full flex-col"
      data-testid="brand-card"
      aria-label={brand.name}
    >
      <CardHeader className="flex flex-row items-start gap-3 space-y-0">
        <BrandLogo brand={brand} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold" title={brand.name}>
            {brand.name}
          </h2>
          {brand.department ? (
            <p className="text-muted-foreground truncate text-sm">{brand.department}</p>
          ) : null}
          <div className="mt-1 flex flex-wrap gap-1">
            {brand.applicationStatus ? (
              <Badge tone={STATUS_TONE[brand.applicationStatus]}>
                {T.statusBadge[brand.applicationStatus]}
              </Badge>
            ) : (
              <Badge>{T.notApplied}</Badge>
            )}
            {brand.allocated ? <Badge tone="success">{T.allocated}</Badge> : null}
            {badges.map((b) => (
              <Badge key={b} tone={b === T.longWait ? 'danger' : 'info'}>
                {b}
              </Badge>
            ))}
          </div>
        </div>
      </CardHeader>
      <CardContent className="flex-1 space-y-3 text-sm">
        {brand.description ? (
          <p className="text-muted-foreground line-clamp-3">{brand.description}</p>
        ) : null}
        {brand.categories.length ? (
          <ul className="flex flex-wrap gap-1" aria-label="Categories">
            {brand.categories.slice(0, CATEGORIES_SHOWN).map((c) => (
              <li key={c}>
                <Badge className="font-normal">{c}</Badge>
              </li>
            ))}
            {extraCategories > 0 ? (
              <li>
                <Badge className="font-normal">+{extraCategories}</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
        <dl className="grid grid-cols-1 gap-1">
          <div className="flex items-center justify-between gap-2">
            <dt className="text-muted-foreground flex items-center gap-1.5">
              <Package aria-hidden="true" className="size-3.5" />
              {T.minimumOrder}
            </dt>
            <dd className="font-medium">{usd.format(Number(brand.minimumOrder))}</dd>
          </div>
          {brand.approvalRate !== null ? (
            <div className="flex items-center justify-between gap-2">
              <dt className="text-muted-foreground flex items-center gap-1.5">
                <Percent aria-hidden="true" className="size-3.5" />
                {T.approvalRate}
              </dt>
              <dd>{brand.approvalRate}%</dd>
            </div>
          ) : null}
          {brand.responseTime !== null ? (
            <div className="flex items-center justify-between gap-2">
              <dt className="text-muted-foreground flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-3.5" />
                {T.responseTime}
              </dt>
              <dd>{T.hours(brand.responseTime)}</dd>
            </div>
          ) : null}
        </dl>
        {brand.applicationStatus === 'pending' && brand.followUpCount > 0 ? (
          <p className="text-muted-foreground text-xs">{T.followUpsSent(brand.followUpCount)}</p>
        ) : null}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <FollowUpAction brand={brand} now={now} />
        {open ? (
          <Button asChild size="sm" variant="secondary">
            <Link to={`/reseller/dashboard/brands/${brand.id}/products`}>{T.viewProducts}</Link>
          </Button>
        ) : null}
      </CardFooter>
    </Card>
  )
}
