/**
 * Settings → Monitoring's calls: the brand's connections with the coverage figures, a page of
 * the coverage (product × site), and the changes to a connection. Every query sits under one key,
 * so a change refreshes the whole tab; both are asked again every few seconds while the tab is
 * open, and when the window gets focus, so that the coverage fills in as the checks run.
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type {
  CoverageFilter,
  CoveragePage,
  MonitoredSiteId,
  MonitoringConnection,
  MonitoringCredentials,
  MonitoringOverview,
  MonitoringSource,
} from '#shared/monitoring.ts'
import { api } from '../../lib/api.ts'

const KEY = ['brand', 'monitoring'] as const
const BASE = '/api/brand/monitoring'
/** How often the open tab asks again: coverage "fills in" while checks run. */
export const MONITORING_POLL_MS = 10_000

/** Fresh on every look: the server's figures change by themselves as checks run. */
const live = {
  staleTime: 0,
  refetchInterval: MONITORING_POLL_MS,
  refetchOnWindowFocus: true,
} as const

export const monitoringOverviewQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'overview'],
    queryFn: ({ signal }) => api<MonitoringOverview>(BASE, { signal }),
    ...live,
  })

export const useMonitoringOverview = () => useQuery(monitoringOverviewQueryOptions())

export interface CoverageQuery {
  filter: CoverageFilter
  site: MonitoredSiteId | null
  q: string
  page: number
}

export function coverageSearchParams(query: CoverageQuery) {
  const params = new URLSearchParams({ filter: query.filter })
  if (query.site) params.set('site', query.site)
  if (query.q.trim()) params.set('q', query.q.trim())
  if (query.page > 1) params.set('page', String(query.page))
  return params
}

export const coverageQueryOptions = (query: CoverageQuery) =>
  queryOptions({
    queryKey: [...KEY, 'coverage', query],
    queryFn: ({ signal }) =>
      api<CoveragePage>(`${BASE}/coverage?${coverageSearchParams(query)}`, { signal }),
    placeholderData: keepPreviousData,
    ...live,
  })

export const useCoverage = (query: CoverageQuery, enabled = true) =>
  useQuery({ ...coverageQueryOptions(query), enabled })

/** What the Connect and Edit dialogs send (the API section of the monitoring contract). */
export interface ConnectionSettings {
  sites: MonitoredSiteId[]
  frequencyHours: number
  extraWeekend: boolean
  extraEvening: boolean
  timeZone: string
  /** Only when the server allows one (MonitoringOverview.baseUrlAllowed); null clears it. */
  baseUrl?: string | null
}

export type CreateConnectionBody = {
  [S in MonitoringSource]: ConnectionSettings & {
    source: S
    credentials: MonitoringCredentials[S]
  }
}[MonitoringSource]

export type UpdateConnectionBody = Partial<ConnectionSettings> & {
  /** Left out to keep the saved credentials (they are never sent back). */
  credentials?: MonitoringCredentials[MonitoringSource]
  paused?: boolean
}

const connectionPath = (id: string) => `${BASE}/connections/${encodeURIComponent(id)}`

function useMonitoringMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  })
}

export const useCreateConnection = () =>
  useMonitoringMutation((body: CreateConnectionBody) =>
    api<MonitoringConnection>(`${BASE}/connections`, { method: 'POST', body }),
  )

export const useUpdateConnection = () =>
  useMonitoringMutation(({ id, body }: { id: string; body: UpdateConnectionBody }) =>
    api<MonitoringConnection>(connectionPath(id), { method: 'PATCH', body }),
  )

export const useDeleteConnection = () =>
  useMonitoringMutation((id: string) => api<null>(connectionPath(id), { method: 'DELETE' }))

export const useCheckNow = () =>
  useMonitoringMutation((id: string) =>
    api<{ due: number }>(`${connectionPath(id)}/check-now`, { method: 'POST', body: {} }),
  )
