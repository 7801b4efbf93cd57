/**
 * Issue 13, the brand's side: the applicant queue (list, decide, ask for information) and the
 * management of authorizations (status changes, invitations, the Resellers list's filter).
 */
import { z } from 'zod'
import {
  AUTHORIZATION_MARKETPLACES,
  type AuthorizationStatus,
  type CoveredMarketplace,
} from '../authorizations.ts'
import {
  APPLICATION_TABS,
  type ApplicationTab,
  AUTHORIZATION_FILTERS,
  AUTHORIZATION_MANAGEMENT_TEXTS,
  BRAND_APPLICATIONS_TEXTS,
  DECISION_REASON_MAX_CHARS,
  INVITATION_MESSAGE_MAX_CHARS,
  SELLER_ID_MAX_CHARS,
} from '../brand-applications-texts.ts'
import type { BusinessType, ProductCategory, SalesVolume } from '../reseller-hub-texts.ts'
import { email, text } from './common.ts'
import { messageContent } from './messages.ts'
import { brandResellersQuery } from './orders.ts'

const V = BRAND_APPLICATIONS_TEXTS.validation
const page = z.coerce.number().int().min(1).max(100_000).default(1)

/** GET /api/brand/applications: the Pending or Decided tab, a page. */
export const brandApplicationsQuery = z.object({
  tab: z.enum(APPLICATION_TABS).default('pending'),
  page,
})
export type BrandApplicationsQuery = z.infer<typeof brandApplicationsQuery>

/** A reason the reseller reads: required, trimmed, bounded. */
const reason = text(DECISION_REASON_MAX_CHARS, V.reasonRequired)
  .transform((v) => v.trim())
  .pipe(z.string().min(1, V.reasonRequired))

/** One line: a seller id is pasted into marketplace portals and CSV cells. */
const sellerId = text(SELLER_ID_MAX_CHARS, V.sellerIdRequired)
  .transform((v) => v.trim())
  .pipe(
    z
      .string()
      .min(1, V.sellerIdRequired)
      // eslint-disable-next-line no-control-regex -- control characters are what is refused
      .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), V.sellerIdRequired),
  )

export const coveredMarketplaceSchema = z.object({
  marketplace: z.enum(AUTHORIZATION_MARKETPLACES),
  sellerId,
})

/**
 * The last day of the term as YYYY-MM-DD (what a date field gives): the authorization holds
 * through that day, so it ends at its last millisecond (UTC). Today or later.
 */
export const authorizationEndDate = z
  .string({ error: V.endsAtInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, V.endsAtInvalid)
  .transform((value, ctx) => {
    const end = new Date(`${value}T23:59:59.999Z`)
    if (Number.isNaN(end.getTime()) || end.toISOString().slice(0, 10) !== value) {
      ctx.addIssue({ code: 'custom', message: V.endsAtInvalid })
      return z.NEVER
    }
    return end
  })
  .refine((end) => end.getTime() > Date.now(), V.endsAtPast)

/** POST /api/brand/applications/:id/decision. */
export const applicationDecisionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('approve'),
    marketplaces: z
      .array(coveredMarketplaceSchema, { error: V.marketplacesRequired })
      .min(1, V.marketplacesRequired)
      .max(AUTHORIZATION_MARKETPLACES.length, V.duplicateMarketplace)
      .refine(
        (list) => new Set(list.map((m) => m.marketplace)).size === list.length,
        V.duplicateMarketplace,
      ),
    // An empty date field means no end date.
    endsAt: z
      .preprocess((v) => (v === '' ? null : v), authorizationEndDate.nullish())
      .transform((v) => v ?? null),
  }),
  z.object({ action: z.literal('reject'), reason }),
])
export type ApplicationDecisionInput = z.input<typeof applicationDecisionSchema>
export type ApplicationDecision = z.output<typeof applicationDecisionSchema>

/** POST /api/brand/applications/:id/request-info: a message, as any message is written. */
export const requestInfoSchema = z.object({ message: messageContent })
export type RequestInfoInput = z.infer<typeof requestInfoSchema>

/** POST /api/brand/authorizations/:id/status: a reason is required to suspend or revoke. */
export const authorizationStatusChangeSchema = z
  .object({
    change: z.enum(['suspend', 'revoke', 'reinstate']),
    reason: text(DECISION_REASON_MAX_CHARS)
      .transform((v) => v.trim())
      .optional()
      .nullable(),
  })
  .superRefine((value, ctx) => {
    if (value.change !== 'reinstate' && !value.reason) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: AUTHORIZATION_MANAGEMENT_TEXTS.validation.reasonRequired,
      })
    }
  })
  .transform((value) => ({
    change: value.change,
    reason: value.change === 'reinstate' ? null : (value.reason ?? null),
  }))
export type AuthorizationStatusChangeInput = z.input<typeof authorizationStatusChangeSchema>

/** POST /api/brand/invitations. */
export const brandInvitationSchema = z.object({
  email: email(AUTHORIZATION_MANAGEMENT_TEXTS.invite.invalidEmail),
  message: text(INVITATION_MESSAGE_MAX_CHARS)
    .transform((v) => v.trim())
    .optional(),
})
export type BrandInvitationInput = z.input<typeof brandInvitationSchema>

/** GET /api/brand/resellers (and its export): the list's search and filter, and a status. */
export const brandResellersListQuery = brandResellersQuery.extend({
  status: z.enum(AUTHORIZATION_FILTERS).default('all'),
})
export type BrandResellersListQuery = z.infer<typeof brandResellersListQuery>

/** One applicant as the queue shows it: everything a brand needs to decide. */
export interface BrandApplicationView {
  id: string
  resellerId: string
  status: 'pending' | 'approved' | 'rejected'
  companyName: string | null
  contactName: string | null
  email: string
  phone: string | null
  businessType: BusinessType | null
  /** The seller ids the reseller gave the marketplace (their newest application). */
  sellerIds: CoveredMarketplace[]
  /** Their store pages, as they linked them on the Reseller Hub form (http and https only). */
  storeLinks: { marketplace: 'amazon' | 'walmart' | 'ebay'; url: string }[]
  categories: ProductCategory[]
  salesVolume: SalesVolume | null
  feedbackScore: string | null
  /** The marketplace's review of their documents: true verified, false refused, null not yet. */
  documentVerified: boolean | null
  proposalMessage: string | null
  /** On the Premium plan: listed first (DESIGN decision 6). */
  premium: boolean
  appliedAt: string
  followUpCount: number
  lastFollowUpAt: string | null
  infoRequestedAt: string | null
  decidedAt: string | null
  decisionReason: string | null
  /** The pair's authorization record when there is one (a re-application after a revocation). */
  authorization: { id: string; status: AuthorizationStatus; statusReason: string | null } | null
}

export interface BrandApplicationList {
  /** null: the brand has no directory entry, so nobody can apply to it. */
  entry: { id: string; name: string } | null
  applications: BrandApplicationView[]
  counts: Record<ApplicationTab, number>
  page: number
  pages: number
  pageSize: number
}
