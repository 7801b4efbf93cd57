import { Check, ExternalLink, LoaderCircle, MessageSquare, MessagesSquare, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { AUTHORIZATION_MARKETPLACE_LABELS } from '#shared/authorizations.ts'
import { BRAND_APPLICATIONS_TEXTS as T } from '#shared/brand-applications-texts.ts'
import {
  BUSINESS_TYPE_LABELS,
  PRODUCT_CATEGORY_LABELS,
  SALES_VOLUME_LABELS,
} from '#shared/reseller-hub-texts.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import type { BrandApplicationView } from './api.ts'
import { applicantName } from './applicant-name.ts'

const date = (iso: string) => new Date(iso).toLocaleDateString()

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground text-xs font-medium uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  )
}

function DocumentsBadge({ verified }: { verified: boolean | null }) {
  if (verified === true) return <Badge tone="success">{T.documents.verified}</Badge>
  if (verified === false) return <Badge tone="danger">{T.documents.rejected}</Badge>
  return <Badge>{T.documents.unreviewed}</Badge>
}

export interface ApplicantActions {
  onApprove: () => void
  onReject: () => void
  onAsk: () => void
  /** Opens the application's conversation in Messages. */
  onMessage: () => void
  /** The conversation is being opened. */
  opening: boolean
}

/** One applicant with what the brand needs to decide, and the decision's buttons while pending. */
export function ApplicantCard({
  application: a,
  actions,
}: {
  application: BrandApplicationView
  actions: ApplicantActions
}) {
  const name = applicantName(a)
  const headingId = `applicant-${a.id}`
  return (
    <li
      aria-labelledby={headingId}
      data-testid="applicant"
      className="border-border grid gap-4 rounded-lg border p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="space-y-1">
          <h3 id={headingId} className="text-base font-semibold">
            {name}
          </h3>
          <p className="text-muted-foreground text-xs">
            {T.applied(date(a.appliedAt))}
            {a.followUpCount > 0 ? ` · ${T.followUps(a.followUpCount)}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {a.premium ? (
            <Badge tone="info" title={T.premiumHint}>
              {T.premium}
            </Badge>
          ) : null}
          {a.infoRequestedAt && a.status === 'pending' ? (
            <Badge tone="warning">{T.infoRequested(date(a.infoRequestedAt))}</Badge>
          ) : null}
          {a.status !== 'pending' ? (
            <Badge tone={a.status === 'approved' ? 'success' : 'danger'}>
              {T.decided(a.status, a.decidedAt ? date(a.decidedAt) : null)}
            </Badge>
          ) : null}
          {a.authorization && a.status === 'pending' ? (
            <Badge tone="default">{T.previousAuthorization(a.authorization.status)}</Badge>
          ) : null}
        </div>
      </div>

      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={T.fields.contact}>
          <span className="block">{a.contactName ?? T.none}</span>
          <a href={`mailto:${a.email}`} className="block hover:underline">
            {a.email}
          </a>
          {a.phone ? <span className="block">{a.phone}</span> : null}
        </Field>
        <Field label={T.fields.marketplaces}>
          {a.sellerIds.length === 0 ? (
            T.none
          ) : (
            <ul>
              {a.sellerIds.map((m) => (
                <li key={m.marketplace}>
                  {AUTHORIZATION_MARKETPLACE_LABELS[m.marketplace]}:{' '}
                  <span className="font-mono">{m.sellerId}</span>
                </li>
              ))}
            </ul>
          )}
        </Field>
        <Field label={T.fields.storeLinks}>
          {a.storeLinks.length === 0 ? (
            T.none
          ) : (
            <ul>
              {a.storeLinks.map((l) => (
                <li key={l.marketplace}>
                  <a
                    href={l.url}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="inline-flex items-center gap-1 hover:underline"
                  >
                    {T.storeLink(AUTHORIZATION_MARKETPLACE_LABELS[l.marketplace])}
                    <ExternalLink aria-hidden="true" className="size-3" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </Field>
        <Field label={T.fields.documents}>
          <DocumentsBadge verified={a.documentVerified} />
        </Field>
        <Field label={T.fields.categories}>
          {a.categories.length === 0
            ? T.none
            : a.categories.map((c) => PRODUCT_CATEGORY_LABELS[c] ?? c).join(', ')}
        </Field>
        <Field label={T.fields.salesVolume}>
          {a.salesVolume ? SALES_VOLUME_LABELS[a.salesVolume] : T.none}
        </Field>
        <Field label={T.fields.feedbackScore}>{a.feedbackScore ?? T.none}</Field>
        <Field label={T.fields.businessType}>
          {a.businessType ? BUSINESS_TYPE_LABELS[a.businessType] : T.none}
        </Field>
      </dl>

      <div>
        <p className="text-muted-foreground text-xs font-medium uppercase">{T.fields.proposal}</p>
        {a.proposalMessage ? (
          <blockquote className="border-border mt-1 border-l-2 pl-3 text-sm whitespace-pre-wrap">
            {a.proposalMessage}
          </blockquote>
        ) : (
          <p className="mt-1 text-sm">{T.noProposal}</p>
        )}
      </div>

      {a.status === 'rejected' && a.decisionReason ? (
        <div>
          <p className="text-muted-foreground text-xs font-medium uppercase">{T.reasonLabel}</p>
          <p className="mt-1 text-sm whitespace-pre-wrap">{a.decisionReason}</p>
        </div>
      ) : null}

      <div className="flex flex-wrap gap-2">
        {a.status === 'pending' ? (
          <>
            <Button size="sm" onClick={actions.onApprove}>
              <Check aria-hidden="true" />
              {T.approve}
              <span className="sr-only"> {name}</span>
            </Button>
            <Button size="sm" variant="outline" onClick={actions.onReject}>
              <X aria-hidden="true" />
              {T.reject}
              <span className="sr-only"> {name}</span>
            </Button>
            <Button size="sm" variant="outline" onClick={actions.onAsk}>
              <MessageSquare aria-hidden="true" />
              {T.askInfo}
              <span className="sr-only"> {name}</span>
            </Button>
          </>
        ) : null}
        {/* Issue 15: pending or decided, the brand can write to the applicant. */}
        <Button
          size="sm"
          variant="outline"
          onClick={actions.onMessage}
          disabled={actions.opening}
          aria-busy={actions.opening}
          aria-label={`${T.message} ${name}`}
        >
          {actions.opening ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <MessagesSquare aria-hidden="true" />
          )}
          {actions.opening ? T.openingConversation : T.message}
        </Button>
      </div>
    </li>
  )
}
