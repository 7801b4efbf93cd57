/**
 * Mails a reseller about a brand's decision: written in the decision's transaction, so the
 * decision and its mail commit together (the caller wakes the outbox after the commit). The
 * outbox worker delivers it and retries a failure; an admin sees a mail that keeps failing at
 * Failed Mail.
 */
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { user } from '../../db/schema/index.ts'
import type { AppDeps } from '../../lib/http/types.ts'

/** The reseller's Available Brands, searched for one brand (its card, its state, Apply). */
export const brandCardLink = (appUrl: string, brandName: string) =>
  `${appUrl}/reseller/dashboard/brands?q=${encodeURIComponent(brandName)}`

/** Whether a mail was written (false: the reseller has no account any more). */
export async function enqueueResellerMail(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'mailer'>,
  resellerId: string,
  mail: { kind: string; subject: string; html: string; text: string },
): Promise<boolean> {
  const [reseller] = await tx
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, resellerId))
  if (!reseller) return false
  await deps.mailer.enqueue(tx, { to: reseller.email, ...mail })
  return true
}
