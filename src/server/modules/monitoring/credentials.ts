/**
 * A connection's credentials at rest (shared/monitoring.ts): sealed with lib/secret-box.ts under
 * the monitoring key, bound to the connection's id, its brand and its source (the additional
 * data), so a sealed text moved onto another row does not open. Nothing here logs or returns a
 * credential; the sealed text stays in monitoring_connections.credentials_sealed only.
 */
import { createHash } from 'node:crypto'
import type { MonitoringCredentials, MonitoringSource } from '#shared/monitoring.ts'
import type { Env } from '../../env.ts'
import { monitoringKey, open, seal } from '../../lib/secret-box.ts'

/** The saved credentials do not open: the key changed (MONITORING_KEY or AUTH_SECRET), or the row was altered. */
export class CredentialsUnreadableError extends Error {
  constructor() {
    super('The saved monitoring credentials could not be opened')
    this.name = 'CredentialsUnreadableError'
  }
}

const aadOf = (ids: { connectionId: string; brandId: string; source: MonitoringSource }) =>
  `${ids.connectionId}|${ids.brandId}|${ids.source}`

export function sealCredentials<S extends MonitoringSource>(
  env: Env,
  ids: { connectionId: string; brandId: string; source: S },
  credentials: MonitoringCredentials[S],
): string {
  return seal(monitoringKey(env), JSON.stringify(credentials), aadOf(ids))
}

export function openCredentials<S extends MonitoringSource>(
  env: Env,
  row: { id: string; brandId: string; source: S; credentialsSealed: string },
): MonitoringCredentials[S] {
  try {
    const text = open(
      monitoringKey(env),
      row.credentialsSealed,
      aadOf({ connectionId: row.id, brandId: row.brandId, source: row.source }),
    )
    return JSON.parse(text) as MonitoringCredentials[S]
  } catch {
    // Never the cause: it could quote the text.
    throw new CredentialsUnreadableError()
  }
}

/**
 * What identifies a credential to its provider, whose rate limit it carries: Amazon's LWA client
 * id (the application's usage plan), Keepa's key, eBay's App ID. Two connections with the same
 * identity share one budget, on any number of instances.
 */
export function credentialIdentityOf<S extends MonitoringSource>(
  source: S,
  credentials: MonitoringCredentials[S],
): string {
  const c = credentials as Partial<MonitoringCredentials['keepa_api']> &
    Partial<MonitoringCredentials['ebay_browse']>
  return (source === 'keepa_api' ? c.apiKey : c.clientId) ?? ''
}

/** monitoring_rate_budgets.key of a credential: the source and a hash of its identity. */
export function budgetKeyOf(source: MonitoringSource, identity: string): string {
  return `${source}:${createHash('sha256').update(identity, 'utf8').digest('hex')}`
}
