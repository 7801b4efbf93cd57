/**
 * Issue 16: a brand's new catalog waits for an admin's decision, so the admins are mailed (the
 * admin addresses, as for brand entries: ADMIN_NOTIFICATION_EMAIL, else every admin). The mails
 * are written in the upload's transaction, so the catalog and its mails commit together.
 */
import { eq, sql } from 'drizzle-orm'
import { APP_ROUTES } from '#shared/app-routes.ts'
import type { DbOrTx } from '../../db/client.ts'
import { user } from '../../db/schema/index.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { adminRecipients } from '../../lib/mail/submission-mails.ts'
import { catalogBrandNameSql } from './catalog-brand-name.ts'
import { catalogUploadedMail } from './catalog-mails.ts'

export async function enqueueCatalogUploadMails(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'env' | 'mailer'>,
  catalog: { name: string; brandId: string },
) {
  const [brand] = await tx
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
  for (const to of await adminRecipients(tx, deps.env)) {
    await deps.mailer.enqueue(tx, { to, ...mail, kind: 'catalog_uploaded' })
  }
}
