/** Available Brands (001 §2.4, §4.6, §7.2 get_reseller_brands_optimized): inputs and answers. */
import { z } from 'zod'
import type { AuthorizationStatus, CoveredMarketplace } from '../authorizations.ts'
import type { OrderHold } from '../order-hold.ts'
import {
  APPLICATION_STATUS_FILTERS,
  FOLLOW_UP_FILTERS,
  PROPOSAL_MESSAGE_MAX_LENGTH,
  RESELLER_BRANDS_TEXTS as T,
  TIME_FILTERS,
  type BrandFiguresSource,
  type BrandStanding,
  type FollowUpType,
} from '../reseller-brands-texts.ts'
import { SEARCH_QUERY_MAX_LENGTH } from '../constants.ts'
import { NO_NUL_MESSAGE, uuid } from './common.ts'

/** A comma-separated list in the query string ('a,b'), each value from `values`. */
function listOf<const V extends readonly [string, ...string[]]>(values: V) {
  return z
    .string()
    .max(200)
    .optional()
    .transform((raw) => (raw ? raw.split(',').filter((v) => v !== '') : []))
    .pipe(z.array(z.enum(values)))
}

export const resellerBrandsQuery = z.object({
  q: z
    .string()
    .max(SEARCH_QUERY_MAX_LENGTH, `Must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`)
    .refine((v) => !v.includes('\u0000'), NO_NUL_MESSAGE)
    .optional()
    .transform((v) => (v ?? '').trim()),
  status: z.enum(APPLICATION_STATUS_FILTERS).optional().default('all'),
  followUp: listOf(FOLLOW_UP_FILTERS),
  time: listOf(TIME_FILTERS),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
})
export type ResellerBrandsQuery = z.output<typeof resellerBrandsQuery>
export type ResellerBrandsQueryInput = z.input<typeof resellerBrandsQuery>

export const brandIdParams = z.object({ brandId: uuid })

export const applyToBrandSchema = z.object({
  proposalMessage: z
    .string({ error: T.proposalRequired })
    .refine((v) => !v.includes('\u0000'), NO_NUL_MESSAGE)
    .transform((v) => v.trim())
    .pipe(
      z.string().min(1, T.proposalRequired).max(PROPOSAL_MESSAGE_MAX_LENGTH, T.proposalTooLong),
    ),
})
export type ApplyToBrandInput = z.input<typeof applyToBrandSchema>

/** Investor demo: move the demo reseller's pending applications back in time (1 to 30 days). */
export const demoAgeApplicationsSchema = z.object({
  days: z.number().int().min(1).max(30),
})

export type ApplicationStatus = 'pending' | 'approved' | 'rejected'

/** The reseller's authorization for the brand as a card shows it (issue 13), whatever its status. */
export interface CardAuthorization {
  /** What it is now: an active one past its end date reads expired. */
  status: AuthorizationStatus
  marketplaces: CoveredMarketplace[]
  startsAt: string
  endsAt: string | null
  /** Why it was suspended or revoked, as the brand (or an admin) gave it. */
  statusReason: string | null
  statusChangedAt: string
}

/** 001 §3 brand-list result row, plus what the card shows. */
export interface ResellerBrandRow {
  id: string
  name: string
  department: string | null
  categories: string[]
  description: string | null
  logoUrl: string | null
  websiteUrl: string | null
  /**
   * Percent and hours: from the brand's own decisions once it has made enough of them
   * (`figuresFrom` 'decisions'), else as an admin entered them ('listed'); issue 13 item 6.
   */
  approvalRate: number | null
  responseTime: number | null
  figuresFrom: BrandFiguresSource
  /** What the card says, one thing (issue 13): see BRAND_STANDINGS. */
  standing: BrandStanding
  /** The reseller's authorization for this brand, in force or not; null when there never was one. */
  authorization: CardAuthorization | null
  applicationStatus: ApplicationStatus | null
  applicationId: string | null
  applicationCreatedAt: string | null
  followUpCount: number
  lastFollowUpAt: string | null
  /** When the next follow-up becomes possible (server time), null when none is possible. */
  nextFollowUpAt: string | null
  /** The reason the brand gave when it rejected the application. */
  decisionReason: string | null
  /** When the brand asked for more information (a message thread), while pending. */
  infoRequestedAt: string | null
  /** 5 × the lowest approved wholesale price, or 1000 (USD, two decimals). */
  minimumOrder: string
  /** The brand's own minimums when it set them (USD, two decimals); null: the rule above. */
  openingOrderMinimum: string | null
  reorderMinimum: string | null
  /**
   * The brand's enforcement ladder holds the reseller's orders (#shared/order-hold.ts): the
   * findings, since when, at which step; null while nothing holds them.
   */
  orderHold: OrderHold | null
}

export interface ResellerBrandsResponse {
  brands: ResellerBrandRow[]
  /** Brands matching the search and filters (get_reseller_brands_count). */
  filteredCount: number
  /** The last page there is. */
  lastPage: number
  /** Active brands in the directory. */
  totalCount: number
  page: number
  pageSize: number
  /** The server's clock, so that the badges never depend on the browser's. */
  now: string
}

export interface ApplyToBrandResponse {
  application: {
    id: string
    brandId: string
    status: ApplicationStatus
    createdAt: string
    emailThreadId: string
  }
  /** Whether the brand notification e-mail was queued with the application (false: switched off). */
  brandNotified: boolean
}

export interface FollowUpResponse {
  followUp: {
    applicationId: string
    followUpType: FollowUpType
    followUpCount: number
    lastFollowUpAt: string
    nextFollowUpAt: string | null
  }
  /**
   * 001 §7.1 send-follow-up-email answer: emailSent and reason. emailSent: the e-mail is queued
   * with the follow-up and the outbox delivers it; false with the reason when none will go.
   */
  emailSent: boolean
  reason: string | null
}
