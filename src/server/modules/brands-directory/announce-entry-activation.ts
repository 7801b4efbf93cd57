/**
 * Issue 16: when an admin activates a directory entry (the status toggle, or the edit form's
 * Active box), the brand that owns it is mailed that resellers can now find it, unless the brand
 * switched its e-mail notifications off (brandWantsMail: the master switch). An entry without an
 * owner (an admin's own listing or an import) mails no one. A failed mail is only logged.
 */
import { eq } from 'drizzle-orm'
import { APP_ROUTES } from '#shared/app-routes.ts'
import { BRAND_ENTRY_MAIL } from '#shared/brand-settings-texts.ts'
import type { Db } from '../../db/client.ts'
import { brandsDirectory as b, user } from '../../db/schema/index.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { button, escapeHtml, layout } from '../../lib/mail/templates.ts'
import { sendBrandMail } from '../brand-settings/notification-preferences.ts'

/** Whether the entry is active now (null: no such entry); read before a change that may activate it. */
export async function entryIsActive(db: Db, id: string): Promise<boolean | null> {
  const [row] = await db.select({ isActive: b.isActive }).from(b).where(eq(b.id, id))
  return row ? row.isActive : null
}

export function entryActivatedMail(name: string, link: string) {
  const title = BRAND_ENTRY_MAIL.activatedSubject(name).replace(/[\r\n]+/g, ' ')
  const intro = `An admin activated your directory entry ${name}. Resellers can now find your brand in Available Brands and apply to sell it.`
  return {
    subject: title,
    html: layout(title, `<p>${escapeHtml(intro)}</p>${button(link, 'Open your dashboard')}`),
    text: `${title}\n\n${intro}\n\nOpen your dashboard: ${link}\n`,
  }
}

/** Mails the owner when the entry went from inactive (`wasActive` false) to active. */
export async function announceEntryActivation(
  deps: Pick<AppDeps, 'db' | 'env' | 'mailer' | 'logger'>,
  entry: { id: string; isActive: boolean },
  wasActive: boolean | null,
) {
  if (wasActive !== false || !entry.isActive) return
  try {
    const [row] = await deps.db
      .select({ name: b.name, ownerUserId: b.ownerUserId, email: user.email })
      .from(b)
      .innerJoin(user, eq(user.id, b.ownerUserId))
      .where(eq(b.id, entry.id))
    if (!row?.ownerUserId) return
    await sendBrandMail(deps, row.ownerUserId, 'messages', {
      to: row.email,
      kind: 'brand_entry_activated',
      ...entryActivatedMail(
        row.name,
        `${deps.env.appUrl.replace(/\/$/, '')}${APP_ROUTES.brandDashboard}`,
      ),
    })
  } catch (error) {
    deps.logger.warn('entry activation mail failed', error)
  }
}
