/**
 * Issue 16: when an admin grants a reseller access to a catalog, the reseller is mailed
 * ("<Brand> catalog shared with you", linking to its Catalogs screen) unless it switched Email
 * Notifications off; the mail is written in the grant's transaction. Granting what was granted
 * already mails nothing. After the commit (grant or revoke) the reseller's open Catalogs screen
 * re-reads its list.
 */
import { eq, sql } from 'drizzle-orm'
import { APP_ROUTES } from '#shared/app-routes.ts'
import type { DbOrTx } from '../../db/client.ts'
import { productUploads, user } from '../../db/schema/index.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { getResellerNotifications } from '../reseller-settings/order-notifications.ts'
import { catalogBrandNameSql } from './catalog-brand-name.ts'
import { catalogSharedMail } from './catalog-mails.ts'

/** In the grant's transaction. */
export async function enqueueCatalogSharedMail(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'env' | 'mailer'>,
  grant: { uploadId: string; resellerId: string },
) {
  if (!(await getResellerNotifications(tx, grant.resellerId)).emailNotifications) return
  const [row] = await tx
    .select({
      catalogName: productUploads.name,
      brandName: catalogBrandNameSql(sql`${productUploads.brandId}`),
      email: user.email,
    })
    .from(productUploads)
    .innerJoin(user, eq(user.id, grant.resellerId))
    .where(eq(productUploads.id, grant.uploadId))
  if (!row) return
  await deps.mailer.enqueue(tx, {
    to: row.email,
    kind: 'catalog_shared',
    ...catalogSharedMail({
      brandName: row.brandName,
      catalogName: row.catalogName,
      link: `${deps.env.appUrl.replace(/\/$/, '')}${APP_ROUTES.resellerCatalogs}`,
    }),
  })
}

/** After the commit: the reseller's open Catalogs screen re-reads, and the mail goes out. */
export async function announceCatalogAccess(
  deps: Pick<AppDeps, 'mailer' | 'live'>,
  change: { uploadId: string; resellerId: string; granted: boolean; changed: boolean },
) {
  if (!change.changed) return
  if (change.granted) deps.mailer.deliverSoon()
  await deps.live.publish({
    kind: 'catalog.changed',
    userIds: [change.resellerId],
    data: { catalogId: change.uploadId },
  })
}
