/**
 * One reseller application as its admin detail view shows it (issue 16 item 2): every stored
 * field, the marketplaces with the store links the Reseller Hub form kept in application_data and
 * the seller ids read from them, the verification document (its name, type, size and review;
 * the bytes through GET …/:id/document), the account it is linked to, and the mails the outbox
 * holds for its address. An id that is not a uuid names no application: 404, like an unknown one.
 */
import { eq } from 'drizzle-orm'
import {
  ADMIN_DETAIL_PATHS,
  APPLICATION_DETAIL_MAILS_LIMIT,
  APPLICATION_MARKETPLACES,
  type AdminApplicationDetail,
  type ApplicationMarketplace,
} from '#shared/admin-detail-texts.ts'
import type { Role } from '#shared/constants.ts'
import { ACCOUNT_MESSAGES } from '#shared/reseller-accounts-texts.ts'
import { uuid } from '#shared/schemas/common.ts'
import { profiles, resellerApplications as ra, user } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http/errors.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { listMailsTo } from '../mail-outbox/list-mails-to.ts'
import { isBanActive } from '../users/list-users.ts'

/** The verification document is always a PDF: the upload is refused unless its bytes are one. */
const DOCUMENT_TYPE = 'application/pdf'

const STORE_LINK_KEYS: Record<ApplicationMarketplace, string> = {
  amazon: 'amazonStoreLink',
  walmart: 'walmartStoreLink',
  ebay: 'ebayStoreLink',
}

/** A non-empty string kept in application_data, else null (the JSON is whatever was sent). */
function textOf(data: Record<string, unknown> | null, key: string): string | null {
  const value = data?.[key]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

/**
 * The stored document's size. The storage interface has no stat, so the object is opened and its
 * stream cancelled unread. A file that cannot be read leaves the size unknown: the rest of the
 * application is still worth showing.
 */
async function storedSize(
  deps: Pick<AppDeps, 'storage' | 'logger'>,
  key: string,
): Promise<number | null> {
  try {
    const stored = await deps.storage.get(key)
    if (!stored) return null
    await stored.body.cancel().catch(() => undefined)
    return stored.size
  } catch (error) {
    deps.logger.warn(`could not read the size of a verification document: ${key}`, error)
    return null
  }
}

export async function getApplicationDetail(
  deps: Pick<AppDeps, 'db' | 'storage' | 'logger'>,
  id: string,
): Promise<AdminApplicationDetail> {
  if (!uuid.safeParse(id).success) throw notFound(ACCOUNT_MESSAGES.applicationNotFound)
  const [row] = await deps.db
    .select({
      application: ra,
      accountEmail: user.email,
      accountRole: profiles.userRole,
      signUpRole: user.userRole,
      banned: user.banned,
      banExpires: user.banExpires,
    })
    .from(ra)
    .leftJoin(user, eq(user.id, ra.userId))
    .leftJoin(profiles, eq(profiles.id, ra.userId))
    .where(eq(ra.id, id))
  if (!row) throw notFound(ACCOUNT_MESSAGES.applicationNotFound)
  const a = row.application
  const data = a.applicationData ?? null

  const sellerIds: Record<ApplicationMarketplace, string | null> = {
    amazon: a.amazonSellerId,
    walmart: a.walmartSellerId,
    ebay: a.ebaySellerId,
  }
  const marketplaces = APPLICATION_MARKETPLACES.flatMap((marketplace) => {
    const storeLink = textOf(data, STORE_LINK_KEYS[marketplace])
    const sellerId = sellerIds[marketplace]?.trim() || null
    return storeLink || sellerId ? [{ marketplace, storeLink, sellerId }] : []
  })

  const [size, mails] = await Promise.all([
    a.documentPath ? storedSize(deps, a.documentPath) : Promise.resolve(null),
    listMailsTo(deps.db, a.email, APPLICATION_DETAIL_MAILS_LIMIT),
  ])

  return {
    application: {
      id: a.id,
      email: a.email,
      companyName: a.companyName,
      contactName: textOf(data, 'contactName'),
      phone: a.phone,
      linkedin: a.linkedin,
      businessType: a.businessType,
      einNumber: a.einNumber,
      productCategories: a.productCategories,
      salesVolume: a.salesVolume,
      wholesaleBudget: a.wholesaleBudget,
      feedbackScore: a.feedbackScore,
      status: a.status,
      applicationStatus: a.applicationStatus,
      rejectionReason: a.rejectionReason,
      passwordSentAt: a.passwordSentAt?.toISOString() ?? null,
      passwordResetCount: a.passwordResetCount,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
    },
    marketplaces,
    document: a.documentPath
      ? {
          name: textOf(data, 'documentName'),
          contentType: DOCUMENT_TYPE,
          size,
          verified: a.documentVerified,
          notes: a.documentNotes,
          downloadPath: ADMIN_DETAIL_PATHS.documentApi(a.id),
        }
      : null,
    account:
      a.userId && row.accountEmail
        ? {
            id: a.userId,
            email: row.accountEmail,
            role: (row.accountRole ?? row.signUpRole ?? 'reseller') as Role,
            banned: isBanActive(row.banned ?? false, row.banExpires ?? null),
          }
        : null,
    mails: mails.mails,
    mailTotal: mails.total,
  }
}
