/**
 * A connection whose provider refused its credentials (401/403, invalid_grant) is marked
 * failing: nothing else stops (the brand's other sources go on, the planner tries it again once
 * an hour), and the brand is told once per failure: a mail to the brand's owner through the
 * outbox and a live event for the Monitoring screen, whose connection shows the status and the
 * provider's words. `failure_notified_at` is the once: one `UPDATE … WHERE failure_notified_at
 * IS NULL RETURNING` decides which of concurrent callers mails, in the transaction that writes
 * the mail. A good answer (or new credentials) makes it active again and clears the failure.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import { MONITORING_PATHS } from '#shared/monitoring-texts.ts'
import type { MonitoringSource } from '#shared/monitoring.ts'
import type { DbOrTx } from '../../db/client.ts'
import { brandsDirectory, monitoringConnections as mc, user } from '../../db/schema/index.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { connectionFailingMail } from '../../lib/mail/monitoring-mails.ts'
import { enqueueBrandMail } from '../brand-settings/notification-preferences.ts'
import { openCredentials } from './credentials.ts'

/** The provider's words as kept: one line, bounded. */
const FAILURE_MAX = 500
const REDACTED = '[REDACTED]'

/**
 * The failure text without any of the connection's credential values (a provider that quotes
 * the key it refused must not put it on the screen, in a mail or in the database).
 */
function scrubbed(
  deps: Pick<AppDeps, 'env'>,
  row: { id: string; brandId: string; source: MonitoringSource; credentialsSealed: string },
  failure: string,
): string {
  let out = failure.replace(/[\r\n\t]+/g, ' ').trim()
  try {
    const credentials = openCredentials(deps.env, row) as unknown as Record<string, unknown>
    for (const value of Object.values(credentials)) {
      if (typeof value === 'string' && value.length >= 4) out = out.split(value).join(REDACTED)
    }
  } catch {
    // Unreadable credentials: nothing of them can be in the text we were given by ourselves.
  }
  return out.slice(0, FAILURE_MAX) || 'The provider refused the credentials.'
}

export async function markConnectionFailing(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger' | 'mailer' | 'live'>,
  connectionId: string,
  failure: string,
): Promise<void> {
  const [row] = await deps.db
    .select({
      id: mc.id,
      brandId: mc.brandId,
      source: mc.source,
      credentialsSealed: mc.credentialsSealed,
    })
    .from(mc)
    .where(eq(mc.id, connectionId))
  if (!row) return
  const text = scrubbed(deps, row, failure)
  const told = await deps.db.transaction(async (tx) => {
    // A paused connection stays paused; its failure is kept for when it is resumed.
    const [marked] = await tx
      .update(mc)
      .set({
        status: sql`case when ${mc.status} = 'paused' then ${mc.status} else 'failing' end`,
        failure: text,
        failingSince: sql`coalesce(${mc.failingSince}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(mc.id, connectionId))
      .returning({ id: mc.id })
    if (!marked) return null
    // The one statement that decides who tells the brand: the first caller of this failure.
    const [first] = await tx
      .update(mc)
      .set({ failureNotifiedAt: sql`now()` })
      .where(and(eq(mc.id, connectionId), isNull(mc.failureNotifiedAt)))
      .returning({ brandId: mc.brandId, source: mc.source })
    if (!first) return null
    const [owner] = await tx
      .select({ userId: brandsDirectory.ownerUserId, email: user.email })
      .from(brandsDirectory)
      .innerJoin(user, eq(user.id, brandsDirectory.ownerUserId))
      .where(eq(brandsDirectory.id, first.brandId))
    if (!owner?.userId) return null
    await enqueueBrandMail(tx, deps, owner.userId, 'messages', {
      to: owner.email,
      kind: 'monitoring_connection_failing',
      ...connectionFailingMail({
        source: first.source,
        failure: text,
        link: `${deps.env.appUrl.replace(/\/$/, '')}${MONITORING_PATHS.screen}`,
      }),
    })
    return { userId: owner.userId, source: first.source }
  })
  deps.logger.warn(`monitoring: connection ${connectionId} is failing (${row.source})`)
  if (!told) return
  deps.mailer.deliverSoon()
  await deps.live.publish({
    kind: 'monitoring.changed',
    userIds: [told.userId],
    data: { connectionId, status: 'failing' },
  })
}

/** Back to active after a good answer: the failure and its notice are cleared (a paused one stays paused). */
export async function markConnectionHealthy(db: DbOrTx, connectionId: string): Promise<void> {
  await db
    .update(mc)
    .set({
      status: sql`case when ${mc.status} = 'paused' then ${mc.status} else 'active' end`,
      failure: null,
      failingSince: null,
      failureNotifiedAt: null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(mc.id, connectionId),
        // Nothing to write on the usual good answer of a healthy connection.
        sql`(${mc.status} = 'failing' or ${mc.failure} is not null or ${mc.failureNotifiedAt} is not null)`,
      ),
    )
}
