/**
 * Issue 16: a brand's new catalog waits for an admin's decision, so the admins are mailed (the
 * admin addresses, as for brand entries: ADMIN_NOTIFICATION_EMAIL, else every admin). A failed
 * mail is only logged: the catalog is stored and Catalog Management lists it.
 */
import { eq, sql } from 'drizzle-orm'
import { APP_ROUTES } from '#shared/app-routes.ts'
import { user } from '../../db/schema/index.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { adminRecipients } from '../../lib/mail/submission-mails.ts'
import { catalogBrandNameSql } from './catalog-brand-name.ts'
import { catalogUploadedMail } from './catalog-mails.ts'

export async function announceCatalogUpload(
  deps: Pick<AppDeps, 'db' | 'env' | 'mailer' | 'logger'>,
  catalog: { name: string; brandId: string },
) {
  try {
    const [brand] = await deps.db
      .select({ name: catalogBrandNameSql(sql`${user.id}`), email: user.email })
      .from(user)
      .where(eq(user.id, catalog.brandId))
    if (!brand) return
    const mail = catalogUploadedMail({
      brandName: brand.name,
      brandEmail: brand.email,
      catalogName: catalog.name,
      link: `${deps.env.appUrl.replace(/\/$/, '')}${APP_ROUTES.adminCatalogApprovals}`,
    })
    for (const to of await adminRecipients(deps.db, deps.env)) {
      const result = await deps.mailer.send({ to, ...mail, kind: 'catalog_uploaded' })
      if (result.status === 'failed') {
        deps.logger.warn(`catalog upload notification to ${to} failed: ${result.error ?? ''}`)
      }
    }
  } catch (error) {
    deps.logger.warn('catalog upload notification failed', error)
  }
}
