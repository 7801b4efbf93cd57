/**
 * Issue 16: when an admin activates a directory entry (the status toggle, or the edit form's
 * Active box), the brand that owns it is mailed that resellers can now find it, unless the brand
 * switched its e-mail notifications off (brandWantsMail: the master switch). An entry without an
 * owner (an admin's own listing or an import) mails no one. The mail is written in the
 * activation's transaction (the route wakes the outbox after the commit).
 */
import { eq } from 'drizzle-orm'
import { APP_ROUTES } from '#shared/app-routes.ts'
import { BRAND_ENTRY_MAIL } from '#shared/brand-settings-texts.ts'
import type { DbOrTx } from '../../db/client.ts'
import { brandsDirectory as b, user } from '../../db/schema/index.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { button, escapeHtml, layout } from '../../lib/mail/templates.ts'
import { enqueueBrandMail } from '../brand-settings/notification-preferences.ts'

export function entryActivatedMail(name: string, link: string) {
  const title = BRAND_ENTRY_MAIL.activatedSubject(name).replace(/[\r\n]+/g, ' ')
  const intro = `An admin activated your directory entry ${name}. Resellers can now find your brand in Available Brands and apply to sell it.`
  return {
    subject: title,
    html: layout(title, `<p>${escapeHtml(intro)}</p>${button(link, 'Open your dashboard')}`),
    text: `${title}\n\n${intro}\n\nOpen your dashboard: ${link}\n`,
  }
}

/** Writes the owner's mail when the entry went from inactive (`wasActive` false) to active. */
export async function enqueueEntryActivationMail(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'env' | 'mailer'>,
  entry: { id: string; isActive: boolean },
  wasActive: boolean | null,
) {
  if (wasActive !== false || !entry.isActive) return
  const [row] = await tx
    .select({ name: b.name, ownerUserId: b.ownerUserId, email: user.email })
    .from(b)
    .innerJoin(user, eq(user.id, b.ownerUserId))
    .where(eq(b.id, entry.id))
  if (!row?.ownerUserId) return
  await enqueueBrandMail(tx, deps, row.ownerUserId, 'messages', {
    to: row.email,
    kind: 'brand_entry_activated',
    ...entryActivatedMail(
      row.name,
      `${deps.env.appUrl.replace(/\/$/, '')}${APP_ROUTES.brandDashboard}`,
    ),
  })
}
