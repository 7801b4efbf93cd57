import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { resellerApplications } from '../../db/schema/index.ts'

export interface ListResellerApplicationsInput {
  status?: 'pending' | 'pending_approval' | 'approved' | 'rejected' | undefined
  search?: string | undefined
  limit: number
  offset: number
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (m) => `\\${m}`)

/** admin_get_reseller_applications (001 §7.2): newest first, filtered by status and e-mail/company. */
export async function listResellerApplications(db: Db, input: ListResellerApplicationsInput) {
  const filters: SQL[] = []
  if (input.status) filters.push(eq(resellerApplications.status, input.status))
  if (input.search) {
    const pattern = `%${escapeLike(input.search)}%`
    filters.push(
      or(
        ilike(resellerApplications.email, pattern),
        ilike(resellerApplications.companyName, pattern),
      )!,
    )
  }
  return db
    .select({
      id: resellerApplications.id,
      userId: resellerApplications.userId,
      email: resellerApplications.email,
      companyName: resellerApplications.companyName,
      status: resellerApplications.status,
      applicationStatus: resellerApplications.applicationStatus,
      passwordSentAt: resellerApplications.passwordSentAt,
      passwordResetCount: resellerApplications.passwordResetCount,
      documentVerified: resellerApplications.documentVerified,
      /** Download it at /api/admin/reseller-applications/:id/document. */
      hasDocument: sql<boolean>`${resellerApplications.documentPath} is not null`,
      createdAt: resellerApplications.createdAt,
      updatedAt: resellerApplications.updatedAt,
    })
    .from(resellerApplications)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(resellerApplications.createdAt))
    .limit(input.limit)
    .offset(input.offset)
}
