/**
 * A brand's monitoring connections (shared/monitoring.ts): connect a source with its credentials,
 * change it, pause it, disconnect it, ask it to check now. One connection per brand and source.
 * The credentials are sealed (credentials.ts) with an id made here, so that the sealed text is
 * bound to the row from its insert; no answer, log line or audit entry ever holds them, and they
 * go with the row. After a change the connection's coverage is planned at once (planner.ts), so
 * the screen shows every product × site as "never checked" before the first check has run.
 */
import { randomUUID } from 'node:crypto'
import { and, count, eq } from 'drizzle-orm'
import { ERROR_CODES, MESSAGES } from '#shared/messages.ts'
import {
  MONITORING_SOURCE_LABELS,
  type ConnectionStatus,
  type MonitoredSiteId,
  type MonitoringConnection,
  type MonitoringSource,
} from '#shared/monitoring.ts'
import { MONITORING_AUDIT, MONITORING_ERRORS } from '#shared/monitoring-texts.ts'
import {
  connectionChangeSchemaFor,
  type CreateConnectionInput,
} from '#shared/schemas/monitoring.ts'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client.ts'
import { monitoringConnections as mc, products } from '../../db/schema/index.ts'
import { HttpError, badRequest, conflict, notFound } from '../../lib/http/errors.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { changedFields, recordAudit, type AuditActor } from '../audit-log/record-audit.ts'
import type { ProtectionScope } from '../protection/protection-brand.ts'
import { budgetKeyOf, credentialIdentityOf, sealCredentials } from './credentials.ts'
import { checksPerDay, planConnection, requestCheckNow } from './planner.ts'
import { connectorFor } from './registry.ts'

type ConnectionRecord = typeof mc.$inferSelect

/** Every column but the sealed credentials: what the services read to answer. */
const VISIBLE = {
  id: mc.id,
  brandId: mc.brandId,
  source: mc.source,
  sites: mc.sites,
  frequencyHours: mc.frequencyHours,
  extraWeekend: mc.extraWeekend,
  extraEvening: mc.extraEvening,
  timeZone: mc.timeZone,
  baseUrl: mc.baseUrl,
  status: mc.status,
  failure: mc.failure,
  failingSince: mc.failingSince,
  createdAt: mc.createdAt,
  lastRunAt: mc.lastRunAt,
}
type VisibleRow = Pick<ConnectionRecord, keyof typeof VISIBLE>

export const CONNECTIONS_CODES = {
  alreadyConnected: 'MONITORING_ALREADY_CONNECTED',
  baseUrlNotAllowed: 'MONITORING_BASE_URL_NOT_ALLOWED',
} as const

/** A connection as the API answers it: never its credentials (they are not even read). */
export function toConnection(row: VisibleRow, productCount: number): MonitoringConnection {
  const sites = row.sites as MonitoredSiteId[]
  const perDay = checksPerDay({ ...row, sites }, productCount, connectorFor(row.source))
  return {
    id: row.id,
    source: row.source,
    sites,
    frequencyHours: row.frequencyHours,
    extraWeekend: row.extraWeekend,
    extraEvening: row.extraEvening,
    timeZone: row.timeZone,
    status: row.status,
    failure: row.failure,
    failingSince: row.failingSince?.toISOString() ?? null,
    baseUrl: row.baseUrl,
    createdAt: row.createdAt.toISOString(),
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    checksPerDayWanted: perDay.wanted,
    checksPerDayAllowed: perDay.allowed,
  }
}

/** The brand's products: what every connection checks on each of its sites. */
export async function productCountOf(db: DbOrTx, ownerUserId: string | null): Promise<number> {
  if (!ownerUserId) return 0
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(eq(products.brandId, ownerUserId))
  return row?.n ?? 0
}

export async function listConnections(
  db: DbOrTx,
  scope: ProtectionScope,
): Promise<MonitoringConnection[]> {
  const [rows, productCount] = await Promise.all([
    db.select(VISIBLE).from(mc).where(eq(mc.brandId, scope.entry.id)).orderBy(mc.createdAt),
    productCountOf(db, scope.brand.ownerUserId),
  ])
  return rows.map((r) => toConnection(r, productCount))
}

async function connectionAnswer(db: DbOrTx, scope: ProtectionScope, connectionId: string) {
  const [row] = await db.select(VISIBLE).from(mc).where(eq(mc.id, connectionId))
  if (!row) throw notFound(MONITORING_ERRORS.notFound)
  return toConnection(row, await productCountOf(db, scope.brand.ownerUserId))
}

/** A base URL is for tests and local servers only (MONITORING_BASE_URLS=allow). */
function assertBaseUrlAllowed(deps: Pick<AppDeps, 'env'>, baseUrl: string | null | undefined) {
  if (baseUrl && deps.env.MONITORING_BASE_URLS !== 'allow') {
    throw badRequest(MONITORING_ERRORS.baseUrlNotAllowed, CONNECTIONS_CODES.baseUrlNotAllowed)
  }
}

/** What an audit entry says of a connection: its settings, never its credentials. */
function auditedSettings(row: {
  source: MonitoringSource
  sites: readonly string[]
  frequencyHours: number
  extraWeekend: boolean
  extraEvening: boolean
  timeZone: string
  baseUrl: string | null
  status?: ConnectionStatus
}) {
  return {
    sites: [...row.sites],
    frequencyHours: row.frequencyHours,
    extraWeekend: row.extraWeekend,
    extraEvening: row.extraEvening,
    timeZone: row.timeZone,
    baseUrl: row.baseUrl,
    ...(row.status ? { status: row.status } : {}),
  }
}

const targetLabel = (scope: ProtectionScope, source: MonitoringSource) =>
  `${MONITORING_SOURCE_LABELS[source]} (${scope.entry.name})`

/** After a change the screen's other tabs re-read (never any content in the event). */
async function announce(deps: Pick<AppDeps, 'live'>, scope: ProtectionScope, connectionId: string) {
  if (!scope.brand.ownerUserId) return
  await deps.live.publish({
    kind: 'monitoring.changed',
    userIds: [scope.brand.ownerUserId],
    data: { connectionId },
  })
}

/** Coverage rows for the connection right away; a failure here is made good by the planner's refresh. */
async function planSoon(deps: Pick<AppDeps, 'db' | 'logger'>, connectionId: string) {
  try {
    await planConnection(deps.db, connectionId, new Date())
  } catch (error) {
    deps.logger.warn(
      `monitoring: planning connection ${connectionId} failed: ${(error as Error).message}`,
    )
  }
}

export async function createConnection(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger' | 'live'>,
  scope: ProtectionScope,
  input: CreateConnectionInput,
  context: { actor: AuditActor; userId: string },
): Promise<MonitoringConnection> {
  assertBaseUrlAllowed(deps, input.baseUrl)
  const id = randomUUID()
  const brandId = scope.entry.id
  const { source } = input
  const credentialsSealed = sealCredentials(
    deps.env,
    { connectionId: id, brandId, source },
    input.credentials,
  )
  const budgetKey = budgetKeyOf(source, credentialIdentityOf(source, input.credentials))
  const settings = {
    sites: input.sites,
    frequencyHours: input.frequencyHours,
    extraWeekend: input.extraWeekend,
    extraEvening: input.extraEvening,
    ...(input.timeZone ? { timeZone: input.timeZone } : {}),
    baseUrl: input.baseUrl ?? null,
  }
  await deps.db.transaction(async (tx) => {
    // The unique (brand, source) index decides, also between two requests at once.
    const [row] = await tx
      .insert(mc)
      .values({
        id,
        brandId,
        source,
        credentialsSealed,
        budgetKey,
        ...settings,
        createdBy: context.userId,
      })
      .onConflictDoNothing({ target: [mc.brandId, mc.source] })
      .returning(VISIBLE)
    if (!row) {
      throw conflict(MONITORING_ERRORS.alreadyConnected(source), CONNECTIONS_CODES.alreadyConnected)
    }
    await recordAudit(tx, {
      actor: context.actor,
      action: 'monitoring_connection.created',
      targetType: 'monitoring_connection',
      targetId: id,
      targetLabel: targetLabel(scope, source),
      after: { event: MONITORING_AUDIT.connected(source), source, ...auditedSettings(row) },
    })
  })
  await planSoon(deps, id)
  await requestCheckNow(deps, id).catch((error: unknown) => {
    deps.logger.warn(`monitoring: first check of ${id} not asked: ${(error as Error).message}`)
  })
  await announce(deps, scope, id)
  return connectionAnswer(deps.db, scope, id)
}

/** The brand's connection, or 404 (another brand's is not found either). */
async function ownedConnection(db: DbOrTx, scope: ProtectionScope, connectionId: string) {
  const [row] = await db
    .select({ ...VISIBLE, budgetKey: mc.budgetKey })
    .from(mc)
    .where(and(eq(mc.id, connectionId), eq(mc.brandId, scope.entry.id)))
  if (!row) throw notFound(MONITORING_ERRORS.notFound)
  return row
}

function validationFailure(error: z.ZodError): HttpError {
  return new HttpError(400, {
    code: ERROR_CODES.validation,
    message: error.issues[0]?.message ?? MESSAGES.invalidInput,
    issues: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  })
}

export async function updateConnection(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger' | 'live'>,
  scope: ProtectionScope,
  connectionId: string,
  body: Record<string, unknown>,
  context: { actor: AuditActor },
): Promise<MonitoringConnection> {
  const current = await ownedConnection(deps.db, scope, connectionId)
  // Credentials and sites are the connection's own source's.
  const parsed = connectionChangeSchemaFor(current.source).safeParse(body)
  if (!parsed.success) throw validationFailure(parsed.error)
  const change = parsed.data
  assertBaseUrlAllowed(deps, change.baseUrl)

  const set: Partial<typeof mc.$inferInsert> = { updatedAt: new Date() }
  const what: string[] = []
  const F = MONITORING_AUDIT.fields
  if (change.credentials) {
    set.credentialsSealed = sealCredentials(
      deps.env,
      { connectionId, brandId: scope.entry.id, source: current.source },
      change.credentials,
    )
    set.budgetKey = budgetKeyOf(
      current.source,
      credentialIdentityOf(current.source, change.credentials),
    )
    // New credentials are a new start: a failure of the old ones is no longer the brand's news.
    set.failure = null
    set.failingSince = null
    set.failureNotifiedAt = null
    what.push(F.credentials)
  }
  const fields = ['sites', 'frequencyHours', 'extraWeekend', 'extraEvening', 'timeZone'] as const
  for (const field of fields) {
    const value = change[field]
    if (value === undefined) continue
    if (JSON.stringify(value) !== JSON.stringify(current[field])) what.push(F[field])
    Object.assign(set, { [field]: value })
  }
  if (change.baseUrl !== undefined) {
    if (change.baseUrl !== current.baseUrl) what.push(F.baseUrl)
    set.baseUrl = change.baseUrl
  }
  const failing = change.credentials ? false : current.failure !== null
  let status: ConnectionStatus = current.status
  if (change.paused === true) status = 'paused'
  else if (change.paused === false && current.status === 'paused')
    status = failing ? 'failing' : 'active'
  else if (change.credentials && current.status === 'failing') status = 'active'
  if (status !== current.status) {
    set.status = status
    what.push(status === 'paused' ? F.paused : F.resumed)
  }

  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(mc)
      .set(set)
      .where(and(eq(mc.id, connectionId), eq(mc.brandId, scope.entry.id)))
      .returning(VISIBLE)
    if (!row) throw notFound(MONITORING_ERRORS.notFound)
    const diff = changedFields(auditedSettings(current), auditedSettings(row))
    await recordAudit(tx, {
      actor: context.actor,
      action: 'monitoring_connection.updated',
      targetType: 'monitoring_connection',
      targetId: connectionId,
      targetLabel: targetLabel(scope, current.source),
      before: diff.before,
      after: {
        event: MONITORING_AUDIT.changed(current.source, what.length ? what : ['nothing']),
        ...diff.after,
        ...(change.credentials ? { credentialsReplaced: true } : {}),
      },
    })
  })
  await planSoon(deps, connectionId)
  await announce(deps, scope, connectionId)
  return connectionAnswer(deps.db, scope, connectionId)
}

/** The row goes, and with it the sealed credentials and the coverage (cascade). */
export async function deleteConnection(
  deps: Pick<AppDeps, 'db' | 'live'>,
  scope: ProtectionScope,
  connectionId: string,
  context: { actor: AuditActor },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(mc)
      .where(and(eq(mc.id, connectionId), eq(mc.brandId, scope.entry.id)))
      .returning(VISIBLE)
    if (!row) throw notFound(MONITORING_ERRORS.notFound)
    await recordAudit(tx, {
      actor: context.actor,
      action: 'monitoring_connection.deleted',
      targetType: 'monitoring_connection',
      targetId: connectionId,
      targetLabel: targetLabel(scope, row.source),
      before: { source: row.source, ...auditedSettings(row) },
      after: { event: MONITORING_AUDIT.disconnected(row.source) },
    })
  })
  await announce(deps, scope, connectionId)
}

/** "Check now": every product × site of the connection due at once. */
export async function checkConnectionNow(
  deps: Pick<AppDeps, 'db' | 'logger' | 'live'>,
  scope: ProtectionScope,
  connectionId: string,
  context: { actor: AuditActor },
): Promise<{ due: number }> {
  const current = await ownedConnection(deps.db, scope, connectionId)
  // Products added since the last planning run are checked too.
  await planSoon(deps, connectionId)
  const due = await requestCheckNow(deps, connectionId)
  await deps.db.transaction((tx) =>
    recordAudit(tx, {
      actor: context.actor,
      action: 'monitoring_connection.check_requested',
      targetType: 'monitoring_connection',
      targetId: connectionId,
      targetLabel: targetLabel(scope, current.source),
      after: { event: MONITORING_AUDIT.checkNow(current.source, due), due },
    }),
  )
  await announce(deps, scope, connectionId)
  return { due }
}
