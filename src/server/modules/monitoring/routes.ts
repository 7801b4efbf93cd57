/**
 * Settings → Monitoring (shared/monitoring.ts): the brand's connections to marketplace sources
 * and the coverage of its products. The brand acts on its own directory entry's connections
 * only: another brand's is not found. A brand without an entry sees an empty overview and gets
 * 404 on writes. No answer holds a credential or its sealed text.
 */
import {
  connectionIdParams,
  coverageQuerySchema,
  createConnectionSchema,
  updateConnectionSchema,
} from '#shared/schemas/monitoring.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { auditActorOf } from '../audit-log/record-audit.ts'
import { brandScope, requireBrandScope } from '../protection/protection-brand.ts'
import {
  checkConnectionNow,
  createConnection,
  deleteConnection,
  updateConnection,
} from './connections.ts'
import { getCoveragePage, getOverview } from './overview.ts'

const TAGS = ['brand', 'monitoring']

export const monitoringRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/brand/monitoring',
    summary:
      "The brand's monitoring connections (never their credentials), the coverage figures of its product × marketplace pairs, and whether a base URL may be set",
    tags: TAGS,
    access: ['brand'],
    handler: async ({ deps, viewer }) => getOverview(deps, await brandScope(deps.db, viewer)),
  }),
  defineRoute({
    method: 'get',
    path: '/api/brand/monitoring/coverage',
    summary:
      'One page (50) of the coverage: each product × marketplace of a connection with its last and next check, offers seen and status; gaps first',
    tags: TAGS,
    access: ['brand'],
    query: coverageQuerySchema,
    handler: async ({ deps, viewer, query }) =>
      getCoveragePage(deps.db, await brandScope(deps.db, viewer), query),
  }),
  defineRoute({
    method: 'post',
    path: '/api/brand/monitoring/connections',
    summary:
      'Connects a source with its credentials (encrypted at rest, never shown again), its marketplaces and schedule; its products are planned and checked at once',
    tags: TAGS,
    access: ['brand'],
    body: createConnectionSchema,
    responses: {
      201: 'The connection, without credentials',
      400: 'Invalid credentials, marketplaces, frequency, time zone, or a base URL off a test server',
      404: 'The brand has no directory entry',
      409: 'The brand already has a connection of this source',
    },
    handler: async ({ c, deps, viewer, body }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      const connection = await createConnection(deps, scope, body, {
        actor: auditActorOf(c, viewer),
        userId: viewer.userId,
      })
      return c.json(connection, 201)
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/api/brand/monitoring/connections/:connectionId',
    summary:
      'Changes a connection: new credentials (replacing the saved ones), marketplaces, schedule, time zone, paused or resumed',
    tags: TAGS,
    access: ['brand'],
    params: connectionIdParams,
    body: updateConnectionSchema,
    responses: {
      400: 'Invalid change (credentials or marketplaces not of this source, and the like)',
      404: "Not one of the brand's connections",
    },
    handler: async ({ c, deps, viewer, params, body }) =>
      updateConnection(deps, await requireBrandScope(deps.db, viewer), params.connectionId, body, {
        actor: auditActorOf(c, viewer),
      }),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/brand/monitoring/connections/:connectionId',
    summary:
      'Disconnects a source: the connection, its saved credentials and its coverage are deleted (findings and evidence stay)',
    tags: TAGS,
    access: ['brand'],
    params: connectionIdParams,
    responses: { 204: 'Deleted', 404: "Not one of the brand's connections" },
    handler: async ({ c, deps, viewer, params }) => {
      await deleteConnection(deps, await requireBrandScope(deps.db, viewer), params.connectionId, {
        actor: auditActorOf(c, viewer),
      })
      return c.body(null, 204)
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/brand/monitoring/connections/:connectionId/check-now',
    summary:
      "Makes every product × marketplace of the connection due now (within the provider's limits); answers how many",
    tags: TAGS,
    access: ['brand'],
    params: connectionIdParams,
    responses: { 202: '{ due }', 404: "Not one of the brand's connections" },
    handler: async ({ c, deps, viewer, params }) =>
      c.json(
        await checkConnectionNow(
          deps,
          await requireBrandScope(deps.db, viewer),
          params.connectionId,
          {
            actor: auditActorOf(c, viewer),
          },
        ),
        202,
      ),
  }),
]
