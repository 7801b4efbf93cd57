/**
 * The outbox worker (issue 12): delivers mail that is due (a new mail is due as soon as the
 * transaction that wrote it commits; the mailer's deliverSoon() wakes this instance's worker
 * then, and the other instances find it on their poll), the failed mail again after its
 * backoff (MAIL_RETRY_DELAYS_MS, then dead) and mail left queued by a crash once its
 * reservation ran out. All of its state is in mail_outbox, so it survives restarts, and any
 * number of app instances run it against one database:
 *
 * 1. claim: one short UPDATE takes due rows with FOR UPDATE SKIP LOCKED (two instances never
 *    take the same row), counts the attempt and reserves the row for MAIL_SEND_LEASE_MS;
 * 2. send each row outside any transaction;
 * 3. record: sent, or failed with the next attempt's time, or dead after the last attempt.
 *
 * Delivery is at least once: a crash after the SMTP server took a mail and before it was
 * recorded, or a send that outlasts its reservation, sends that mail again.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import {
  MAIL_OUTBOX_BATCH_SIZE,
  MAIL_OUTBOX_POLL_MS,
  MAIL_RETRY_DELAYS_MS,
  MAIL_SEND_LEASE_MS,
} from '#shared/constants.ts'
import type { Db } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema/index.ts'
import type { Logger } from '../logger.ts'
import type { Mailer, MailTransport, OutboxMail } from './mailer.ts'

/** The longest error text kept on a row (an SMTP answer can quote a whole message). */
const ERROR_MAX_CHARS = 1000
/** Batches one tick may take before it leaves the rest to the next one. */
const MAX_BATCHES_PER_TICK = 50
/** How long stop() waits for the sends under way before it gives up on them. */
const STOP_WAIT_MS = 5000

export interface OutboxDeps {
  db: Db
  transport: MailTransport
  logger: Logger
}

export type DeliveryOutcome =
  | { status: 'sent' }
  | { status: 'failed'; error: string; nextAttemptAt: Date }
  | { status: 'dead'; error: string }

/**
 * When a mail that has had `attempts` attempts, the last one failed at `now`, is tried again;
 * null when that was the last attempt (the mail is dead).
 */
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  const delay = MAIL_RETRY_DELAYS_MS[attempts - 1]
  return delay === undefined ? null : new Date(now.getTime() + delay)
}

/**
 * Takes up to `limit` due rows (queued or failed, next_attempt_at reached; one `id` only when
 * given) for this sender: status queued, one more attempt, reserved until now + the lease. The
 * condition on status is written as the partial index mail_outbox_due_idx states it, so the
 * index serves it.
 */
export async function claimDueMail(
  db: Db,
  options: { now: Date; limit: number; id?: string | undefined },
): Promise<OutboxMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        sql`${mailOutbox.status} in ('queued', 'failed')`,
        lte(mailOutbox.nextAttemptAt, options.now),
        options.id ? eq(mailOutbox.id, options.id) : undefined,
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(options.limit)
    .for('update', { skipLocked: true })
  return db
    .update(mailOutbox)
    .set({
      status: 'queued',
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: new Date(options.now.getTime() + MAIL_SEND_LEASE_MS),
    })
    .where(inArray(mailOutbox.id, due))
    .returning()
}

/**
 * Sends one claimed row (its attempts already counted) and records the outcome. A failure is
 * recorded only while the row is still this attempt's (same attempts, still queued): a sender
 * whose reservation ran out must not overwrite what a later attempt recorded. A success is
 * always recorded: the mail went out, whoever else tries it.
 */
export async function deliverClaimedMail(
  deps: OutboxDeps,
  mail: OutboxMail,
  now: () => Date = () => new Date(),
): Promise<DeliveryOutcome> {
  try {
    await deps.transport.deliver(mail)
  } catch (failure) {
    const error = (failure instanceof Error ? failure.message : String(failure)).slice(
      0,
      ERROR_MAX_CHARS,
    )
    const failedAt = now()
    const next = nextAttemptAfter(mail.attempts, failedAt)
    const thisAttempt = and(
      eq(mailOutbox.id, mail.id),
      eq(mailOutbox.attempts, mail.attempts),
      eq(mailOutbox.status, 'queued'),
    )
    if (next) {
      await deps.db
        .update(mailOutbox)
        .set({ status: 'failed', error, nextAttemptAt: next })
        .where(thisAttempt)
      deps.logger.warn(
        `mail ${mail.kind} to ${mail.to} failed (attempt ${mail.attempts}), next at ${next.toISOString()}: ${error}`,
      )
      return { status: 'failed', error, nextAttemptAt: next }
    }
    // A dead row is never due again (the worker reads queued and failed only); its
    // next_attempt_at keeps when it was given up, which the admin's list shows.
    await deps.db
      .update(mailOutbox)
      .set({ status: 'dead', error, nextAttemptAt: failedAt })
      .where(thisAttempt)
    deps.logger.error(
      `mail ${mail.kind} to ${mail.to} is dead after ${mail.attempts} attempts: ${error}`,
    )
    return { status: 'dead', error }
  }
  await deps.db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now(), error: null, nextAttemptAt: null })
    .where(eq(mailOutbox.id, mail.id))
  return { status: 'sent' }
}

/**
 * Sends one claimed row and waits for the outcome at most `waitMs` ('pending' past it: the
 * attempt goes on in the background and records itself on the row). For the screens whose
 * purpose is to report a delivery; a failure to record is logged, never thrown.
 */
export async function deliverWithin(
  deps: OutboxDeps,
  mail: OutboxMail,
  waitMs: number,
): Promise<DeliveryOutcome | 'pending'> {
  const attempt = deliverClaimedMail(deps, mail).catch((error: unknown) => {
    deps.logger.error(`mail ${mail.kind} to ${mail.to}: recording the attempt failed`, error)
    return 'pending' as const
  })
  let timer: NodeJS.Timeout | undefined
  const waited = new Promise<'pending'>((resolve) => {
    timer = setTimeout(() => resolve('pending'), waitMs)
    timer.unref()
  })
  try {
    return await Promise.race([attempt, waited])
  } finally {
    clearTimeout(timer)
  }
}

export interface TickResult {
  sent: number
  failed: number
  dead: number
}

/**
 * One round: claims due mail a batch at a time and sends each batch at once, until none is due
 * (or `keepGoing` says stop, or MAX_BATCHES_PER_TICK were taken).
 */
export async function runOutboxTick(
  deps: OutboxDeps,
  options: {
    now?: () => Date
    batchSize?: number
    keepGoing?: () => boolean
  } = {},
): Promise<TickResult> {
  const now = options.now ?? (() => new Date())
  const batchSize = options.batchSize ?? MAIL_OUTBOX_BATCH_SIZE
  const result: TickResult = { sent: 0, failed: 0, dead: 0 }
  for (let batch = 0; batch < MAX_BATCHES_PER_TICK; batch += 1) {
    if (options.keepGoing && !options.keepGoing()) break
    const claimed = await claimDueMail(deps.db, { now: now(), limit: batchSize })
    const outcomes = await Promise.all(claimed.map((mail) => deliverClaimedMail(deps, mail, now)))
    for (const outcome of outcomes) result[outcome.status] += 1
    if (claimed.length < batchSize) break
  }
  return result
}

/**
 * Runs a tick at start, then every `intervalMs` and whenever the mailer's deliverSoon() asks
 * (never two at once: a wake-up during a tick runs one more tick after it), in this process,
 * when SMTP is configured; without SMTP there is nothing to deliver. Returns stop(), which ends
 * the timer and waits a little for the sends under way.
 */
export function startOutboxWorker(
  deps: { db: Db; logger: Logger; mailer: Pick<Mailer, 'transport' | 'onDeliverSoon'> },
  options: { intervalMs?: number; now?: () => Date } = {},
): () => Promise<void> {
  const transport = deps.mailer.transport
  if (!transport) return () => Promise.resolve()
  const outbox: OutboxDeps = { db: deps.db, transport, logger: deps.logger }
  let stopped = false
  let running: Promise<void> | undefined
  let again = false
  const tick = () => {
    if (stopped) return
    if (running) {
      // Mail committed while this tick claims or sends: one more round right after it.
      again = true
      return
    }
    running = runOutboxTick(outbox, {
      ...(options.now ? { now: options.now } : {}),
      keepGoing: () => !stopped,
    })
      .then(
        (result) => {
          if (result.sent + result.failed + result.dead > 0) {
            deps.logger.info(
              `mail outbox: ${result.sent} sent, ${result.failed} failed, ${result.dead} dead`,
            )
          }
        },
        (error: unknown) => {
          deps.logger.error(`mail outbox: tick failed: ${String(error)}`)
        },
      )
      .finally(() => {
        running = undefined
        if (again) {
          again = false
          tick()
        }
      })
  }
  tick()
  const timer = setInterval(tick, options.intervalMs ?? MAIL_OUTBOX_POLL_MS)
  timer.unref()
  const unsubscribe = deps.mailer.onDeliverSoon(tick)
  return async () => {
    stopped = true
    unsubscribe()
    clearInterval(timer)
    if (!running) return
    let timeout: NodeJS.Timeout | undefined
    await Promise.race([
      running,
      new Promise<void>((resolve) => {
        timeout = setTimeout(resolve, STOP_WAIT_MS)
        timeout.unref()
      }),
    ])
    clearTimeout(timeout)
  }
}
