/**
 * Issue 16: after an admin grants or revokes a reseller's access to a catalog (committed), the
 * reseller's open Catalogs screen re-reads its list, and a new grant is mailed to the reseller
 * ("<Brand> catalog shared with you", linking to that screen) unless it switched Email
 * Notifications off. Granting what was granted already mails nothing. A failed mail is only
 * logged: the grant stands and the screen shows it.
 */
import { eq, sql } from 'drizzle-orm'
import { APP_ROUTES } from '#shared/app-routes.ts'
import { productUploads, user } from '../../db/schema/index.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { getResellerNotifications } from '../reseller-settings/order-notifications.ts'
import { catalogBrandNameSql } from './catalog-brand-name.ts'
import { catalogSharedMail } from './catalog-mails.ts'

export async function announceCatalogAccess(
  deps: Pick<AppDeps, 'db' | 'env' | 'mailer' | 'logger' | 'live'>,
  change: { uploadId: string; resellerId: string; granted: boolean; changed: boolean },
) {
  if (!change.changed) return
  await deps.live.publish({
    kind: 'catalog.changed',
    userIds: [change.resellerId],
    data: { catalogId: change.uploadId },
  })
  if (!change.granted) return
  try {
    if (!(await getResellerNotifications(deps.db, change.resellerId)).emailNotifications) return
    const [row] = await deps.db
      .select({
        catalogName: productUploads.name,
        brandName: catalogBrandNameSql(sql`${productUploads.brandId}`),
        email: user.email,
      })
      .from(productUploads)
      .innerJoin(user, eq(user.id, change.resellerId))
      .where(eq(productUploads.id, change.uploadId))
    if (!row) return
    const result = await deps.mailer.send({
      to: row.email,
      kind: 'catalog_shared',
      ...catalogSharedMail({
        brandName: row.brandName,
        catalogName: row.catalogName,
        link: `${deps.env.appUrl.replace(/\/$/, '')}${APP_ROUTES.resellerCatalogs}`,
      }),
    })
    if (result.status === 'failed') {
      deps.logger.warn(`catalog shared mail to ${row.email} failed: ${result.error ?? ''}`)
    }
  } catch (error) {
    deps.logger.warn('catalog shared mail failed', error)
  }
}
