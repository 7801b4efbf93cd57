/**
 * The three mails of a public-form submission (000 §7): an HTML notification to the admins, an
 * HTML confirmation to the submitter, and the full details as plain text to the admins. Failures
 * of the first two are only logged; the last one decides whether the submission "went through".
 * The submission itself is stored before this runs (DESIGN decision 9), so nothing is lost.
 */
import { eq } from 'drizzle-orm'
import { CONTACT_EMAIL } from '#shared/constants.ts'
import type { Db } from '../../db/client.ts'
import { profiles } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import type { Logger } from '../logger.ts'
import type { Mailer, MailResult } from './mailer.ts'

/** sent: all delivered; stored: no SMTP (the outbox is the delivery); partial: the details went
 * out but a notification or confirmation failed; failed: the details mail failed. */
export type SubmissionMailStatus = 'sent' | 'stored' | 'partial' | 'failed'

interface Mail {
  subject: string
  html?: string
  text?: string
}

export interface SubmissionMails {
  kind: string
  submitterEmail: string
  notification: Mail
  confirmation: Mail
  details: Mail
}

/**
 * Who gets the admin mails: ADMIN_NOTIFICATION_EMAIL when set, else every admin profile, else
 * (an installation without an admin yet) the public contact address.
 */
export async function adminRecipients(
  db: Db,
  env: Pick<Env, 'ADMIN_NOTIFICATION_EMAIL'>,
): Promise<string[]> {
  if (env.ADMIN_NOTIFICATION_EMAIL) {
    return [...new Set(env.ADMIN_NOTIFICATION_EMAIL.split(',').map((a) => a.trim().toLowerCase()))]
  }
  const rows = await db
    .select({ email: profiles.email })
    .from(profiles)
    .where(eq(profiles.userRole, 'admin'))
  const emails = [...new Set(rows.map((r) => r.email.toLowerCase()))].sort()
  return emails.length ? emails : [CONTACT_EMAIL]
}

const ok = (result: MailResult) => result.status !== 'failed'

export async function sendSubmissionMails(
  deps: { db: Db; env: Env; mailer: Mailer; logger: Logger },
  mails: SubmissionMails,
): Promise<SubmissionMailStatus> {
  const admins = await adminRecipients(deps.db, deps.env)
  const results: MailResult[] = []
  const optional = async (send: () => Promise<MailResult>, what: string) => {
    try {
      const result = await send()
      results.push(result)
      if (!ok(result)) deps.logger.warn(`${mails.kind}: ${what} failed: ${result.error ?? ''}`)
      return ok(result)
    } catch (error) {
      deps.logger.warn(`${mails.kind}: ${what} failed`, error)
      return false
    }
  }
  // Every mail is attempted, whatever happened to the ones before it.
  const outcomes: boolean[] = []
  for (const to of admins) {
    outcomes.push(
      await optional(
        () =>
          deps.mailer.send({
            to,
            replyTo: mails.submitterEmail,
            ...mails.notification,
            kind: `${mails.kind}_admin_notification`,
          }),
        `admin notification to ${to}`,
      ),
    )
  }
  outcomes.push(
    await optional(
      () =>
        deps.mailer.send({
          to: mails.submitterEmail,
          ...mails.confirmation,
          kind: `${mails.kind}_confirmation`,
        }),
      'confirmation',
    ),
  )
  // The final mail: every admin recipient gets the details; one that arrives is a success.
  let finalOk = false
  for (const to of admins) {
    try {
      const result = await deps.mailer.send({
        to,
        replyTo: mails.submitterEmail,
        ...mails.details,
        kind: `${mails.kind}_details`,
      })
      results.push(result)
      finalOk ||= ok(result)
    } catch (error) {
      deps.logger.warn(`${mails.kind}: details mail to ${to} failed`, error)
    }
  }
  if (!finalOk) return 'failed'
  if (outcomes.includes(false)) return 'partial'
  return results.every((r) => r.status === 'stored') ? 'stored' : 'sent'
}
