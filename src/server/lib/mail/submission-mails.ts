/**
 * The three mails of a public-form submission (000 §7): an HTML notification to the admins, an
 * HTML confirmation to the submitter, and the full details as plain text to the admins. They are
 * written with the submission (DESIGN decision 9: it is stored first), in its transaction, and
 * the outbox worker delivers them; no request waits for SMTP.
 */
import { eq } from 'drizzle-orm'
import { CONTACT_EMAIL } from '#shared/constants.ts'
import type { DbOrTx } from '../../db/client.ts'
import { profiles } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import type { Mailer, QueuedMail } from './mailer.ts'

/**
 * What became of a submission's mails (000 §7: the details mail decides whether it went
 * through): sent, all delivered; stored, no SMTP (the outbox is the delivery); queued, still on
 * the way (the outbox worker sends them and retries a failure); partial, the details went out
 * but a notification or confirmation failed; failed, no details mail went out and each has
 * failed (it is retried with backoff; admins see it at Failed Mail).
 */
export type SubmissionMailStatus = 'queued' | 'sent' | 'stored' | 'partial' | 'failed'

/** The mail kind whose delivery decides a submission's outcome (000 §7: the final send). */
const isDetails = (kind: string) => kind.endsWith('_details')

/** A submission's status from its outbox rows as they are now (kind and status). */
export function submissionMailStatus(
  mails: readonly { kind: string; status: string }[],
): SubmissionMailStatus | null {
  if (mails.length === 0) return null
  if (mails.every((m) => m.status === 'stored')) return 'stored'
  if (mails.every((m) => m.status === 'sent')) return 'sent'
  const details = mails.filter((m) => isDetails(m.kind))
  const gaveUp = (m: { status: string }) => m.status === 'failed' || m.status === 'dead'
  if (details.some((m) => m.status === 'sent')) return mails.some(gaveUp) ? 'partial' : 'queued'
  return details.length > 0 && details.every(gaveUp) ? 'failed' : 'queued'
}

/** What writing the mails did, and the rows, so that their outcome can be read later. */
export interface EnqueuedSubmissionMails {
  status: SubmissionMailStatus
  mailIds: string[]
}

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
  db: DbOrTx,
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

/**
 * Writes the three mails in the submission's transaction, so the submission and its mails commit
 * together; the caller wakes the outbox after the commit. Every admin recipient gets the
 * notification and the details, the submitter the confirmation. Answers what is known now:
 * queued (the outbox worker sends them, retries a failure, and admins see one that keeps
 * failing at Failed Mail) or stored (no SMTP).
 */
export async function enqueueSubmissionMails(
  tx: DbOrTx,
  deps: { env: Pick<Env, 'ADMIN_NOTIFICATION_EMAIL'>; mailer: Mailer },
  mails: SubmissionMails,
): Promise<EnqueuedSubmissionMails> {
  const admins = await adminRecipients(tx, deps.env)
  const results: QueuedMail[] = []
  for (const to of admins) {
    results.push(
      await deps.mailer.enqueue(tx, {
        to,
        replyTo: mails.submitterEmail,
        ...mails.notification,
        kind: `${mails.kind}_admin_notification`,
      }),
    )
  }
  results.push(
    await deps.mailer.enqueue(tx, {
      to: mails.submitterEmail,
      ...mails.confirmation,
      kind: `${mails.kind}_confirmation`,
    }),
  )
  for (const to of admins) {
    results.push(
      await deps.mailer.enqueue(tx, {
        to,
        replyTo: mails.submitterEmail,
        ...mails.details,
        kind: `${mails.kind}_details`,
      }),
    )
  }
  return {
    status: results.every((r) => r.status === 'stored') ? 'stored' : 'queued',
    mailIds: results.map((r) => r.id),
  }
}
