/**
 * Telling a brand's authorized resellers of a MAP change, a promotion or a new policy version
 * (issue 14 item 1): an in-portal message from the brand and a mail to each reseller whose
 * authorization is in force, written when the change is made (in its transaction, so the
 * change, its messages and its mails commit together), so a change that takes effect later is
 * known in advance. After the commit, publishAnnouncement tells the open pages and wakes the
 * outbox.
 */
import { sql } from 'drizzle-orm'
import { PROTECTION_PATHS } from '#shared/protection-texts.ts'
import type { DbOrTx } from '../../db/client.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { noticeMail } from '../../lib/mail/protection-mails.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'
import type { ProtectionBrand } from '../protection/detect.ts'

/** What an announcement wrote, for publishAnnouncement after the commit. */
export interface Announcement {
  brandId: string
  resellerIds: string[]
  messages: { id: string; recipientId: string }[]
}

/** In the change's transaction: the messages and the mails. */
export async function announceToResellers(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'mailer' | 'env'>,
  brand: ProtectionBrand,
  announcement: { subject: string; body: string; kind: string },
): Promise<Announcement> {
  const none: Announcement = { brandId: brand.entryId, resellerIds: [], messages: [] }
  if (!brand.ownerUserId) return none
  const resellers = await rowsOf<{ id: string; email: string }>(
    tx,
    sql`select u.id, u.email from brand_authorizations a join "user" u on u.id = a.reseller_id
      where a.brand_id = ${brand.entryId}
        and brand_authorization_in_force(a.status, a.starts_at, a.ends_at)`,
  )
  if (resellers.length === 0) return none
  const content = `${announcement.subject}\n\n${announcement.body}`
  const inserted = await rowsOf<{ id: string; recipient_id: string }>(
    tx,
    sql`insert into messages (sender_id, recipient_id, content, message_source)
      select ${brand.ownerUserId}, r.id, ${content}, 'internal'
      from jsonb_array_elements_text(${JSON.stringify(resellers.map((r) => r.id))}::jsonb) as r(id)
      returning id, recipient_id`,
  )
  const mail = noticeMail({
    subject: announcement.subject,
    body: announcement.body,
    link: `${deps.env.appUrl}${PROTECTION_PATHS.compliance}`,
    linkLabel: 'Open your Compliance page',
  })
  for (const r of resellers) {
    await deps.mailer.enqueue(tx, { to: r.email, kind: announcement.kind, ...mail })
  }
  return {
    brandId: brand.entryId,
    resellerIds: resellers.map((r) => r.id),
    messages: inserted.map((m) => ({ id: m.id, recipientId: m.recipient_id })),
  }
}

/** After the commit: the outbox sends the mails, the resellers' open pages refresh. */
export async function publishAnnouncement(
  deps: Pick<AppDeps, 'live' | 'mailer'>,
  announced: Announcement,
): Promise<number> {
  if (announced.resellerIds.length === 0) return 0
  deps.mailer.deliverSoon()
  for (const m of announced.messages) {
    await deps.live.publish({
      kind: 'message.created',
      userIds: [m.recipientId],
      data: { messageId: m.id },
    })
  }
  await deps.live.publish({
    kind: 'protection.changed',
    userIds: announced.resellerIds,
    data: { brandId: announced.brandId },
  })
  return announced.resellerIds.length
}
