/**
 * Issue 16: when an admin approves or rejects a catalog, the brand is mailed the decision, with
 * the reason of a rejection when the admin gave one, unless the brand switched its e-mail
 * notifications off (brandWantsMail: the master switch, as for other account news). The mail
 * is written in the decision's transaction, so the two commit together.
 */
import { APP_ROUTES } from '#shared/app-routes.ts'
import type { DbOrTx } from '../../db/client.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { enqueueBrandMail } from '../brand-settings/notification-preferences.ts'
import { catalogDecidedMail } from './catalog-mails.ts'

export async function enqueueCatalogDecisionMail(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'env' | 'mailer'>,
  decided: {
    id: string
    name: string
    status: string
    brandId: string
    /** The brand account's address (null: it has none any more). */
    email: string | null
    reason: string | undefined
  },
) {
  if (!decided.email) return
  const approved = decided.status === 'approved'
  await enqueueBrandMail(tx, deps, decided.brandId, 'messages', {
    to: decided.email,
    kind: approved ? 'catalog_approved' : 'catalog_rejected',
    ...catalogDecidedMail({
      catalogName: decided.name,
      approved,
      reason: decided.reason?.trim() || null,
      link: `${deps.env.appUrl.replace(/\/$/, '')}${APP_ROUTES.brandInventory}`,
    }),
  })
}
