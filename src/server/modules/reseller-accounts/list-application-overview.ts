/**
 * admin_get_reseller_applications (001 §7.2) for the two admin screens: one tab's applications,
 * newest first, and the count of every tab (All, Pending, Approved, Rejected, No Docs,
 * Doc Review) from one query. The search matches company or e-mail. Issue 16 item 4: a page at
 * a time, with the tab's total (its own count) and the page it is.
 */
import { and, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { ReviewTab } from '#shared/reseller-accounts-texts.ts'
import { pageInfo } from '#shared/schemas/paging.ts'
import type { Db } from '../../db/client.ts'
import { resellerApplications as ra } from '../../db/schema/index.ts'

export interface OverviewInput {
  tab: ReviewTab
  search?: string | undefined
  limit: number
  offset: number
}

export type TabCounts = Record<ReviewTab, number>

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (m) => `\\${m}`)

/** 'pending_approval' (000 §4 sign-up) is pending too. */
const PENDING = ['pending', 'pending_approval'] as const

const TAB_FILTERS: Record<ReviewTab, SQL | undefined> = {
  all: undefined,
  pending: inArray(ra.status, [...PENDING]),
  approved: eq(ra.status, 'approved'),
  rejected: eq(ra.status, 'rejected'),
  /** No verification document uploaded. */
  no_docs: isNull(ra.documentPath),
  /** A document waiting for the admin's review. */
  doc_review: and(isNotNull(ra.documentPath), isNull(ra.documentVerified)),
}

export async function listApplicationOverview(db: Db, input: OverviewInput) {
  const search = input.search?.trim()
  const searchFilter = search
    ? or(
        ilike(ra.email, `%${escapeLike(search)}%`),
        ilike(ra.companyName, `%${escapeLike(search)}%`),
      )
    : undefined
  const tabFilter = TAB_FILTERS[input.tab]
  const where = and(...[searchFilter, tabFilter].filter((f): f is SQL => f !== undefined))

  const count = (filter: SQL | undefined) =>
    filter ? sql<number>`(count(*) filter (where ${filter}))::int` : sql<number>`count(*)::int`

  const [applications, [counts]] = await Promise.all([
    db
      .select({
        id: ra.id,
        userId: ra.userId,
        email: ra.email,
        companyName: ra.companyName,
        status: ra.status,
        applicationStatus: ra.applicationStatus,
        passwordSentAt: ra.passwordSentAt,
        passwordResetCount: ra.passwordResetCount,
        phone: ra.phone,
        linkedin: ra.linkedin,
        businessType: ra.businessType,
        einNumber: ra.einNumber,
        amazonSellerId: ra.amazonSellerId,
        walmartSellerId: ra.walmartSellerId,
        ebaySellerId: ra.ebaySellerId,
        salesVolume: ra.salesVolume,
        wholesaleBudget: ra.wholesaleBudget,
        feedbackScore: ra.feedbackScore,
        productCategories: ra.productCategories,
        hasDocument: sql<boolean>`${ra.documentPath} is not null`,
        documentVerified: ra.documentVerified,
        documentNotes: ra.documentNotes,
        rejectionReason: ra.rejectionReason,
        createdAt: ra.createdAt,
        updatedAt: ra.updatedAt,
      })
      .from(ra)
      .where(where)
      .orderBy(desc(ra.createdAt), desc(ra.id))
      .limit(input.limit)
      .offset(input.offset),
    db
      .select({
        all: count(undefined),
        pending: count(TAB_FILTERS.pending),
        approved: count(TAB_FILTERS.approved),
        rejected: count(TAB_FILTERS.rejected),
        no_docs: count(TAB_FILTERS.no_docs),
        doc_review: count(TAB_FILTERS.doc_review),
      })
      .from(ra)
      .where(searchFilter),
  ])
  const tabCounts = counts as TabCounts
  return {
    applications,
    counts: tabCounts,
    ...pageInfo(tabCounts[input.tab], Math.floor(input.offset / input.limit) + 1, input.limit),
  }
}
