/**
 * Telling a brand's authorized resellers of a MAP change, a promotion or a new policy version
 * (issue 14 item 1): an in-portal message from the brand and a mail to each reseller whose
 * authorization is in force, sent when the change is made, so a change that takes effect later
 * is known in advance.
 */
import { sql } from 'drizzle-orm'
import { PROTECTION_PATHS } from '#shared/protection-texts.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { noticeMail } from '../../lib/mail/protection-mails.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'
import type { ProtectionBrand } from '../protection/detect.ts'

export async function announceToResellers(
  deps: Pick<AppDeps, 'db' | 'live' | 'logger' | 'mailer' | 'env'>,
  brand: ProtectionBrand,
  announcement: { subject: string; body: string; kind: string },
): Promise<number> {
  if (!brand.ownerUserId) return 0
  const resellers = await rowsOf<{ id: string; email: string }>(
    deps.db,
    sql`select u.id, u.email from brand_authorizations a join "user" u on u.id = a.reseller_id
      where a.brand_id = ${brand.entryId}
        and brand_authorization_in_force(a.status, a.starts_at, a.ends_at)`,
  )
  if (resellers.length === 0) return 0
  const content = `${announcement.subject}\n\n${announcement.body}`
  const inserted = await rowsOf<{ id: string; recipient_id: string }>(
    deps.db,
    sql`insert into messages (sender_id, recipient_id, content, message_source)
      select ${brand.ownerUserId}, r.id, ${content}, 'internal'
      from jsonb_array_elements_text(${JSON.stringify(resellers.map((r) => r.id))}::jsonb) as r(id)
      returning id, recipient_id`,
  )
  for (const m of inserted) {
    await deps.live.publish({
      kind: 'message.created',
      userIds: [m.recipient_id],
      data: { messageId: m.id },
    })
  }
  await deps.live.publish({
    kind: 'protection.changed',
    userIds: resellers.map((r) => r.id),
    data: { brandId: brand.entryId },
  })
  const mail = noticeMail({
    subject: announcement.subject,
    body: announcement.body,
    link: `${deps.env.appUrl}${PROTECTION_PATHS.compliance}`,
    linkLabel: 'Open your Compliance page',
  })
  for (const r of resellers) {
    try {
      await deps.mailer.send({ to: r.email, kind: announcement.kind, ...mail })
    } catch (error) {
      deps.logger.warn(`${announcement.kind} to ${r.email} failed: ${(error as Error).message}`)
    }
  }
  return resellers.length
}
