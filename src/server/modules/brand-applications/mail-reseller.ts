/**
 * Mails a reseller about a brand's decision, after it is committed. The decision stands whatever
 * happens to the mail: the outbox keeps a failed one for the worker, and an error here is only
 * logged.
 */
import { eq } from 'drizzle-orm'
import { user } from '../../db/schema/index.ts'
import type { AppDeps } from '../../lib/http/types.ts'

/** The reseller's Available Brands, searched for one brand (its card, its state, Apply). */
export const brandCardLink = (appUrl: string, brandName: string) =>
  `${appUrl}/reseller/dashboard/brands?q=${encodeURIComponent(brandName)}`

export async function mailReseller(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'logger'>,
  resellerId: string,
  mail: { kind: string; subject: string; html: string; text: string },
): Promise<boolean> {
  try {
    const [reseller] = await deps.db
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, resellerId))
    if (!reseller) return false
    const result = await deps.mailer.send({ to: reseller.email, ...mail })
    if (result.status === 'failed') {
      deps.logger.warn(`${mail.kind} to reseller ${resellerId} failed: ${result.error}`)
      return false
    }
    return true
  } catch (error) {
    deps.logger.warn(`${mail.kind} to reseller ${resellerId} failed`, error)
    return false
  }
}
