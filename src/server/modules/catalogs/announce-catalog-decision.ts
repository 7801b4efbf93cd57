/**
 * Issue 16: after an admin approves or rejects a catalog (committed), the brand is mailed the
 * decision, with the reason of a rejection when the admin gave one, unless the brand switched
 * its e-mail notifications off (brandWantsMail: the master switch, as for other account news).
 * A failed mail is only logged: the decision stands and the brand's Inventory shows it.
 */
import { eq } from 'drizzle-orm'
import { APP_ROUTES } from '#shared/app-routes.ts'
import { productUploads, user } from '../../db/schema/index.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { sendBrandMail } from '../brand-settings/notification-preferences.ts'
import { catalogDecidedMail } from './catalog-mails.ts'

export async function announceCatalogDecision(
  deps: Pick<AppDeps, 'db' | 'env' | 'mailer' | 'logger'>,
  decided: { id: string; status: string },
  reason: string | undefined,
) {
  try {
    const [row] = await deps.db
      .select({ name: productUploads.name, brandId: productUploads.brandId, email: user.email })
      .from(productUploads)
      .innerJoin(user, eq(user.id, productUploads.brandId))
      .where(eq(productUploads.id, decided.id))
    if (!row) return
    const approved = decided.status === 'approved'
    await sendBrandMail(deps, row.brandId, 'messages', {
      to: row.email,
      kind: approved ? 'catalog_approved' : 'catalog_rejected',
      ...catalogDecidedMail({
        catalogName: row.name,
        approved,
        reason: reason?.trim() || null,
        link: `${deps.env.appUrl.replace(/\/$/, '')}${APP_ROUTES.brandInventory}`,
      }),
    })
  } catch (error) {
    deps.logger.warn('catalog decision mail failed', error)
  }
}
