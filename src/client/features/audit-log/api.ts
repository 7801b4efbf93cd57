/** The Audit Log's calls (issue 16): a filtered page, a record's history, the CSV's address. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { AUDIT_LOG_PATHS } from '#shared/audit-log-texts.ts'
import type { AuditLogPage } from '#shared/schemas/audit-log.ts'
import { api } from '../../lib/api.ts'

/** The screen's filters as the URL and the API both spell them. */
export const AUDIT_FILTER_KEYS = ['actor', 'action', 'target', 'from', 'to'] as const
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number]
export type AuditFilters = Partial<Record<AuditFilterKey, string>>

function filterParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of AUDIT_FILTER_KEYS) {
    const value = filters[key]?.trim()
    if (value) params.set(key, value)
  }
  return params
}

export function auditLogQueryOptions(filters: AuditFilters, page: number, pageSize?: number) {
  const params = filterParams(filters)
  params.set('page', String(page))
  if (pageSize) params.set('pageSize', String(pageSize))
  return queryOptions({
    queryKey: ['admin', 'audit-log', filters, page, pageSize ?? null],
    queryFn: () => api<AuditLogPage>(`${AUDIT_LOG_PATHS.list}?${params}`),
    placeholderData: keepPreviousData,
  })
}

export const useAuditLog = (filters: AuditFilters, page: number) =>
  useQuery(auditLogQueryOptions(filters, page))

/** The CSV of what the screen shows (every page): a plain link, the session cookie goes along. */
export const auditLogExportUrl = (filters: AuditFilters) => {
  const params = filterParams(filters).toString()
  return params ? `${AUDIT_LOG_PATHS.export}?${params}` : AUDIT_LOG_PATHS.export
}

const HISTORY_PAGE_SIZE = 100

/** One record's entries, newest first (the last 100). */
export function useRecordHistory(targetType: string, targetId: string) {
  const params = new URLSearchParams({ targetType, targetId, pageSize: String(HISTORY_PAGE_SIZE) })
  return useQuery({
    queryKey: ['admin', 'audit-log', 'history', targetType, targetId],
    queryFn: () => api<AuditLogPage>(`${AUDIT_LOG_PATHS.list}?${params}`),
  })
}
