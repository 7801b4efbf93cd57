/**
 * The mails of a brand's decisions (issue 13 #1, #3): to the reseller when the brand approves or
 * rejects their application, suspends, revokes or reinstates their authorization, and to anyone
 * the brand invites to apply. Every interpolated value is escaped; subjects are one line.
 */
import {
  AUTHORIZATION_MARKETPLACE_LABELS,
  type AuthorizationChange,
  type CoveredMarketplace,
} from '#shared/authorizations.ts'
import { button, escapeHtml, layout } from './templates.ts'

const quote = (text: string) =>
  `<blockquote style="white-space:pre-wrap;border-left:3px solid #e5e7eb;margin:16px 0;padding-left:12px">${escapeHtml(text)}</blockquote>`

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').slice(0, 180)

const dateOnly = (d: Date) => d.toISOString().slice(0, 10)

function marketplaceLines(marketplaces: readonly CoveredMarketplace[]) {
  const lines = marketplaces.map(
    (m) => `${AUTHORIZATION_MARKETPLACE_LABELS[m.marketplace]}: ${m.sellerId}`,
  )
  return {
    html: `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    text: lines.map((l) => `- ${l}`).join('\n'),
  }
}

export function applicationApprovedMail(input: {
  brandName: string
  marketplaces: readonly CoveredMarketplace[]
  endsAt: Date | null
  /** The reseller's Available Brands, searched for this brand. */
  link: string
}) {
  const title = `You are authorized to sell ${input.brandName}`
  const term = input.endsAt
    ? `The authorization holds until ${dateOnly(input.endsAt)}.`
    : 'The authorization holds until the brand ends it.'
  const covered = marketplaceLines(input.marketplaces)
  const intro = `${input.brandName} approved your application. You may now order its products and download your Letter of Authorization. It covers these marketplaces and seller IDs:`
  return {
    subject: oneLine(title),
    html: layout(
      title,
      `<p>${escapeHtml(intro)}</p>${covered.html}<p>${escapeHtml(term)}</p>${button(input.link, `Open ${input.brandName}`)}`,
    ),
    text: `${title}\n\n${intro}\n${covered.text}\n\n${term}\n\n${input.link}\n`,
  }
}

export function applicationRejectedMail(input: {
  brandName: string
  reason: string
  link: string
}) {
  const title = `Your application to ${input.brandName} was not approved`
  const intro = `${input.brandName} decided not to authorize you to sell its products for now. The brand gave this reason:`
  return {
    subject: oneLine(title),
    html: layout(
      title,
      `<p>${escapeHtml(intro)}</p>${quote(input.reason)}${button(input.link, 'See your brands')}`,
    ),
    text: `${title}\n\n${intro}\n\n${input.reason}\n\nSee your brands: ${input.link}\n`,
  }
}

const STATUS_TITLE: Record<AuthorizationChange, (brand: string) => string> = {
  suspend: (brand) => `Your authorization to sell ${brand} is suspended`,
  revoke: (brand) => `Your authorization to sell ${brand} is revoked`,
  reinstate: (brand) => `Your authorization to sell ${brand} is restored`,
}

const STATUS_INTRO: Record<AuthorizationChange, (brand: string) => string> = {
  suspend: (brand) =>
    `${brand} suspended your authorization. Until the brand reinstates it you cannot see its products or order, and your Letter of Authorization is not valid. The brand gave this reason:`,
  revoke: (brand) =>
    `${brand} revoked your authorization. You can no longer see its products or order, and your Letter of Authorization is not valid. The brand gave this reason:`,
  reinstate: (brand) =>
    `${brand} reinstated your authorization: you can see its products and order again, and your Letter of Authorization is valid again.`,
}

export function authorizationStatusMail(input: {
  brandName: string
  change: AuthorizationChange
  reason: string | null
  link: string
}) {
  const title = STATUS_TITLE[input.change](input.brandName)
  const intro = STATUS_INTRO[input.change](input.brandName)
  const reason = input.change !== 'reinstate' && input.reason ? input.reason : null
  return {
    subject: oneLine(title),
    html: layout(
      title,
      `<p>${escapeHtml(intro)}</p>${reason ? quote(reason) : ''}${button(input.link, `Open ${input.brandName}`)}`,
    ),
    text: `${title}\n\n${intro}\n${reason ? `\n${reason}\n` : ''}\n${input.link}\n`,
  }
}

export function brandInvitationMail(input: {
  brandName: string
  message: string | null
  /** A reseller's Available Brands searched for the brand, or the Reseller Hub for anyone else. */
  link: string
  /** Whether the address belongs to a reseller of the marketplace already. */
  reseller: boolean
}) {
  const title = `${input.brandName} invites you to become an authorized reseller`
  const intro = input.reseller
    ? `${input.brandName} would like you to apply to sell its products. Open the brand in your reseller portal and apply.`
    : `${input.brandName} would like you to apply to sell its products on our wholesale marketplace. Apply to the marketplace first; once approved, apply to ${input.brandName}.`
  const action = input.reseller ? `Apply to ${input.brandName}` : 'Apply to the marketplace'
  return {
    subject: oneLine(title),
    html: layout(
      title,
      `<p>${escapeHtml(intro)}</p>${input.message ? quote(input.message) : ''}${button(input.link, action)}<p style="color:#6b7280;font-size:13px">If you do not know this brand, you can ignore this e-mail.</p>`,
    ),
    text: `${title}\n\n${intro}\n${input.message ? `\n${input.message}\n` : ''}\n${action}: ${input.link}\n\nIf you do not know this brand, you can ignore this e-mail.\n`,
  }
}
