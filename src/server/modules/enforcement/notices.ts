/**
 * Notices to a reseller (issue 14 item 5): the brand's template filled with the finding's
 * evidence and deadline, stored as an in-portal message from the brand and mailed (both in the
 * step's transaction).
 */
import {
  AUTHORIZATION_MARKETPLACE_LABELS,
  type AuthorizationMarketplace,
} from '#shared/authorizations.ts'
import {
  ENFORCEMENT_TEXTS,
  renderTemplate,
  type NoticeTemplateText,
} from '#shared/enforcement-texts.ts'
import { formatPrice } from '#shared/brand-protection-texts.ts'
import { listingWebUrl } from '#shared/listing-url.ts'
import { PROTECTION_PATHS } from '#shared/protection-texts.ts'
import type { EnforcementStep } from '#shared/protection.ts'
import type { DbOrTx } from '../../db/client.ts'
import { messages } from '../../db/schema/index.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { noticeMail } from '../../lib/mail/protection-mails.ts'
import type { FindingContext } from '../protection/finding-context.ts'

const dateText = (d: Date) =>
  d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

export const marketplaceLabel = (m: string) =>
  AUTHORIZATION_MARKETPLACE_LABELS[m as AuthorizationMarketplace] ?? m

/** The placeholders' values for a finding. */
export function noticeValues(
  f: FindingContext,
  step: EnforcementStep,
  nextStep: EnforcementStep | null,
  deadline: Date | null,
) {
  const e = f.evidence
  return {
    reseller: f.resellerCompany ?? 'there',
    brand: f.brandName,
    product: f.productName ?? f.title ?? 'your listing',
    marketplace: marketplaceLabel(f.marketplace),
    // Only an http(s) address goes into a notice (shared/listing-url.ts; older data may hold others).
    listing: listingWebUrl(f.listingUrl) ?? f.listingId ?? 'the listing',
    // In the listing's currency: a notice about amazon.fr says €43.19, not $43.19.
    advertised: formatPrice(f.advertisedPrice, f.currency),
    map: f.mapPrice ? formatPrice(f.mapPrice, f.currency) : 'the MAP',
    observed: dateText(f.lastObservedAt),
    rule: e?.rule ?? '',
    evidence: e
      ? `${e.importLabel}, row ${e.rowNo}, observed ${e.observedAt.toISOString()}, SHA-256 ${e.rawSha256}`
      : 'see the finding',
    deadline: deadline ? dateText(deadline) : 'now',
    step: ENFORCEMENT_TEXTS.stepLabel(step),
    nextStep: nextStep ? ENFORCEMENT_TEXTS.stepLabel(nextStep) : ENFORCEMENT_TEXTS.noNextStep,
  }
}

export function renderNotice(
  template: NoticeTemplateText,
  values: ReturnType<typeof noticeValues>,
): NoticeTemplateText {
  return {
    subject: renderTemplate(template.subject, values),
    body: renderTemplate(template.body, values),
  }
}

/** The in-portal message (inside the caller's transaction). */
export async function storeNoticeMessage(
  tx: DbOrTx,
  input: { senderId: string | null; recipientId: string; notice: NoticeTemplateText },
): Promise<string | null> {
  if (!input.senderId) return null
  const [row] = await tx
    .insert(messages)
    .values({
      senderId: input.senderId,
      recipientId: input.recipientId,
      content: `${input.notice.subject}\n\n${input.notice.body}`,
      messageSource: 'internal',
    })
    .returning({ id: messages.id })
  return row!.id
}

/**
 * The mail, in the step's transaction: the step, its message and its mail commit together (the
 * caller wakes the outbox after the commit; no request waits for SMTP).
 */
export async function enqueueNoticeMail(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'mailer' | 'env'>,
  to: string | null,
  notice: NoticeTemplateText,
) {
  if (!to) return
  await deps.mailer.enqueue(tx, {
    to,
    kind: 'enforcement_notice',
    ...noticeMail({
      ...notice,
      link: `${deps.env.appUrl}${PROTECTION_PATHS.compliance}`,
      linkLabel: 'Open your Compliance page',
    }),
  })
}
