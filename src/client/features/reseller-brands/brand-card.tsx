import { Clock, FileDown, MessageSquare, Package, Percent, Send, ShieldAlert } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { APP_ROUTES } from '#shared/app-routes.ts'
import { AUTHORIZATION_MARKETPLACE_LABELS } from '#shared/authorizations.ts'
import { ORDER_HOLD_TEXTS } from '#shared/order-hold-texts.ts'
import {
  PROPOSAL_MESSAGE_MAX_LENGTH,
  RESELLER_BRANDS_TEXTS as T,
  type BrandStanding,
} from '#shared/reseller-brands-texts.ts'
import { applyToBrandSchema, type ResellerBrandRow } from '#shared/schemas/reseller-brands.ts'
import { BrandAvatar } from '../../components/media/brand-avatar.tsx'
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
import { applicationBadges, endedSince, followUpButton, heldOrders, inForce } from './card-state.ts'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
const CATEGORIES_SHOWN = 3

const errorMessage = (error: unknown) =>
  error instanceof ApiError ? error.message : (error as Error).message

const STANDING_TONE = {
  not_applied: 'default',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  authorized: 'success',
  scheduled: 'info',
  suspended: 'warning',
  revoked: 'danger',
  expired: 'default',
} as const satisfies Record<BrandStanding, string>

/** The Letter of Authorization of an authorization in force (issue 13; modules/letters). */
export const letterPath = (brandId: string) => `/api/reseller/brands/${brandId}/letter`

const day = (iso: string) => dateFormat.format(new Date(iso))

function BrandLogo({ brand }: { brand: ResellerBrandRow }) {
  return <BrandAvatar name={brand.name} logoUrl={brand.logoUrl} />
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
  if (state.kind === 'none') return null
  if (state.kind === 'apply') {
    return (
      <>
        <Button size="sm" onClick={() => setApplying(true)}>
          <Send aria-hidden="true" />
          {state.label}
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

/**
 * What the card says of the reseller and the brand, beside its one badge: the marketplaces and
 * term of an authorization in force; the date and the brand's reason for a suspension,
 * revocation or expiry; the reason of a rejection; a request for more information (with the
 * way to Messages); the follow-ups sent while pending.
 */
function StandingDetails({ brand }: { brand: ResellerBrandRow }) {
  const z = brand.authorization
  switch (brand.standing) {
    case 'authorized':
    case 'scheduled':
      if (!z) return null
      return (
        <div className="space-y-1 text-xs" data-testid="authorization">
          {z.marketplaces.length ? (
            <p>
              <span className="text-muted-foreground">{T.covers} </span>
              {z.marketplaces
                .map((m) => `${AUTHORIZATION_MARKETPLACE_LABELS[m.marketplace]} (${m.sellerId})`)
                .join(' · ')}
            </p>
          ) : null}
          <p className="text-muted-foreground">
            {brand.standing === 'scheduled'
              ? T.authorizedFrom(day(z.startsAt))
              : T.authorizedSince(day(z.startsAt))}
            {z.endsAt ? ` · ${T.authorizedUntil(day(z.endsAt))}` : null}
          </p>
        </div>
      )
    case 'suspended':
    case 'revoked':
    case 'expired':
      if (!z) return null
      return (
        <div className="space-y-1 text-xs" data-testid="authorization">
          <p className="font-medium">{T.endedSince(brand.standing, day(endedSince(z)))}</p>
          {z.statusReason ? <p>{T.endedReason(z.statusReason)}</p> : null}
        </div>
      )
    case 'rejected':
      return brand.decisionReason ? (
        <p className="text-xs">{T.rejectedReason(brand.decisionReason)}</p>
      ) : null
    case 'pending':
      return (
        <>
          {brand.infoRequestedAt ? (
            <div className="space-y-1 text-xs">
              <p>{T.infoRequestedDetail(day(brand.infoRequestedAt))}</p>
              <Link
                to={APP_ROUTES.resellerMessages}
                className="text-primary inline-flex items-center gap-1 font-medium underline-offset-4 hover:underline"
              >
                <MessageSquare aria-hidden="true" className="size-3.5" />
                {T.openMessages}
              </Link>
            </div>
          ) : null}
          {brand.followUpCount > 0 ? (
            <p className="text-muted-foreground text-xs">{T.followUpsSent(brand.followUpCount)}</p>
          ) : null}
        </>
      )
    default:
      return null
  }
}

/**
 * Why the brand holds the reseller's orders, in short (the earliest listing, and how many more),
 * how to lift the hold, and the way to the violations; the products page lists every listing.
 */
function OrderHoldDetails({ hold }: { hold: NonNullable<ResellerBrandRow['orderHold']> }) {
  return (
    <div
      className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-2 text-xs text-amber-900"
      data-testid="order-hold"
    >
      <p className="flex items-start gap-1.5 font-medium break-words">
        <ShieldAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
        <span className="min-w-0">{ORDER_HOLD_TEXTS.cardReason(hold)}</span>
      </p>
      <p>{ORDER_HOLD_TEXTS.cure}</p>
      <Link
        to={APP_ROUTES.resellerCompliance}
        className="inline-flex font-medium underline underline-offset-4"
      >
        {ORDER_HOLD_TEXTS.violationsLink}
      </Link>
    </div>
  )
}

/** 'Opening order $500.00 · Reorders $62.50' when the brand set either, else the 5× figure. */
function minimumText(brand: ResellerBrandRow): string {
  if (brand.openingOrderMinimum === null && brand.reorderMinimum === null) {
    return usd.format(Number(brand.minimumOrder))
  }
  return T.brandMinimums(
    usd.format(Number(brand.openingOrderMinimum ?? brand.minimumOrder)),
    usd.format(Number(brand.reorderMinimum ?? brand.minimumOrder)),
  )
}

export function BrandCard({ brand, now }: { brand: ResellerBrandRow; now: Date }) {
  const badges = applicationBadges(brand, now)
  const extraCategories = brand.categories.length - CATEGORIES_SHOWN
  const open = inForce(brand)
  // Authorized, but the brand's ladder holds new orders: the card says so instead.
  const hold = heldOrders(brand)
  const badge = hold
    ? ORDER_HOLD_TEXTS.badge
    : brand.standing === 'pending' && brand.infoRequestedAt
      ? T.infoRequested
      : T.standingBadge[brand.standing]
  const listed =
    brand.figuresFrom === 'listed' && (brand.approvalRate !== null || brand.responseTime !== null)
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
            <Badge
              tone={
                hold
                  ? 'warning'
                  : brand.standing === 'pending' && brand.infoRequestedAt
                    ? 'info'
                    : STANDING_TONE[brand.standing]
              }
              data-testid="standing"
            >
              {badge}
            </Badge>
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
            <dd className="text-right font-medium">{minimumText(brand)}</dd>
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
          {listed ? (
            <p className="text-muted-foreground text-xs" title={T.listedFiguresHint}>
              {T.listedFigures}
            </p>
          ) : null}
        </dl>
        {hold ? <OrderHoldDetails hold={hold} /> : null}
        <StandingDetails brand={brand} />
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <FollowUpAction brand={brand} now={now} />
        {open ? (
          <>
            <Button asChild size="sm" variant="secondary">
              <Link to={`/reseller/dashboard/brands/${brand.id}/products`}>{T.viewProducts}</Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <a href={letterPath(brand.id)} download>
                <FileDown aria-hidden="true" />
                {T.downloadLetter}
              </a>
            </Button>
          </>
        ) : null}
      </CardFooter>
    </Card>
  )
}
