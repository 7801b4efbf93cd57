/**
 * The connector of each monitoring source (connectors/types.ts). Tests and the bench pass their
 * own through the `connectors` option of planDue and runCheck (ConnectorOverrides) instead.
 */
import type { MonitoringSource } from '#shared/monitoring.ts'
import { amazonSpApiConnector } from './connectors/amazon-sp-api.ts'
import { ebayConnector } from './connectors/ebay.ts'
import { keepaConnector } from './connectors/keepa.ts'
import type { Connector } from './connectors/types.ts'

const CONNECTORS: { [S in MonitoringSource]: Connector<S> } = {
  amazon_sp_api: amazonSpApiConnector,
  keepa_api: keepaConnector,
  ebay_browse: ebayConnector,
}

/** Connectors to use instead of the real ones, by source (tests, the bench). */
export type ConnectorOverrides = { [S in MonitoringSource]?: Connector<S> }

export function connectorFor<S extends MonitoringSource>(
  source: S,
  overrides?: ConnectorOverrides,
): Connector<S> {
  return (overrides?.[source] ?? CONNECTORS[source]) as Connector<S>
}
