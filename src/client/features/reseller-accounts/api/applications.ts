/**
 * The reseller application calls of the admin screens (001 §7): the overview with tab counts,
 * manual applications, Create Account, Reset Password, approve/reject, the document review and
 * the document download.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ADMIN_DETAIL_PATHS, type AdminApplicationDetail } from '#shared/admin-detail-texts.ts'
import type { ReviewTab } from '#shared/reseller-accounts-texts.ts'
import type { ManualApplicationInput } from '#shared/schemas/reseller-accounts.ts'
import type { ResellerDecisionInput } from '#shared/schemas/accounts.ts'
import { api, ApiError } from '../../../lib/api.ts'

export interface ResellerApplicationRow {
  id: string
  userId: string | null
  email: string
  companyName: string
  status: string
  applicationStatus: string | null
  passwordSentAt: string | null
  passwordResetCount: number
  phone: string | null
  businessType: string | null
  salesVolume: string | null
  wholesaleBudget: string | null
  hasDocument: boolean
  documentVerified: boolean | null
  documentNotes: string | null
  /** Issue 16: why it was rejected (absent on lists that do not carry it). */
  rejectionReason?: string | null
  createdAt: string
  updatedAt: string
}

export interface ApplicationOverview {
  applications: ResellerApplicationRow[]
  counts: Record<ReviewTab, number>
  /** Issue 16 item 4: the tab's total and the page, pages from 1. */
  total: number
  page: number
  pageSize: number
  pages: number
}

/** One page of one tab, searched; every screen of applications reads it. */
export interface OverviewFilter {
  tab: ReviewTab
  search: string
  /** From 1. */
  page: number
  pageSize: number
}

const BASE = '/api/admin/reseller-applications'
const overviewKey = ['admin', 'reseller-applications', 'overview'] as const

export function applicationOverviewQueryOptions({ tab, search, page, pageSize }: OverviewFilter) {
  const params = new URLSearchParams({ tab, page: String(page), pageSize: String(pageSize) })
  if (search.trim()) params.set('search', search.trim())
  return queryOptions({
    // The tab stays at [3]: a decision's update of the cached lists reads it there.
    queryKey: [...overviewKey, tab, search.trim(), page, pageSize],
    queryFn: () => api<ApplicationOverview>(`${BASE}/overview?${params.toString()}`),
    // The previous page while the next one loads, but never another tab's applications.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === tab ? previous : undefined,
  })
}

export function useApplicationOverview(filter: OverviewFilter) {
  return useQuery(applicationOverviewQueryOptions(filter))
}

/** Issue 16: one application with its document, account and mails (its detail view). */
export function applicationDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['admin', 'reseller-applications', 'detail', id],
    queryFn: ({ signal }) =>
      api<AdminApplicationDetail>(ADMIN_DETAIL_PATHS.applicationApi(id), { signal }),
  })
}

export const useApplicationDetail = (id: string) => useQuery(applicationDetailQueryOptions(id))

/** After any change every list of applications (and the admin dashboard's) is stale. */
function useInvalidateApplications() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: ['admin'] })
}

export function addManualApplication(input: ManualApplicationInput) {
  return api<{ application: ResellerApplicationRow }>(BASE, { method: 'POST', body: input })
}

export interface PasswordAnswer {
  application: ResellerApplicationRow
  temporaryPassword: string
  email?: string
}

export function useCreateAccount() {
  const invalidate = useInvalidateApplications()
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      api<PasswordAnswer>(`${BASE}/${id}/account`, { method: 'POST', body: { password } }),
    onSuccess: () => invalidate(),
  })
}

export function useResetPassword() {
  const invalidate = useInvalidateApplications()
  return useMutation({
    mutationFn: ({ id }: { id: string }) =>
      api<PasswordAnswer>(`${BASE}/${id}/password-reset`, { method: 'POST', body: {} }),
    onSuccess: () => invalidate(),
  })
}

/** An approval that created the account carries its temporary password, this once (issue 13). */
export interface DecisionAnswer {
  application: ResellerApplicationRow
  temporaryPassword?: string
}

/** Issue 16: a rejection carries its reason. */
export type DecisionInput = { id: string } & ResellerDecisionInput

export function useDecideApplication() {
  const queryClient = useQueryClient()
  const invalidate = useInvalidateApplications()
  return useMutation({
    mutationFn: ({ id, ...decision }: DecisionInput) =>
      api<DecisionAnswer>(`${BASE}/${id}/decision`, {
        method: 'POST',
        body: decision,
      }),
    onSuccess: ({ application }) => {
      // At once, before the refetch: a decided application leaves the Pending list and shows
      // its new status everywhere else.
      for (const [key, data] of queryClient.getQueriesData<ApplicationOverview>({
        queryKey: overviewKey,
      })) {
        if (!data) continue
        const applications =
          key[3] === 'pending'
            ? data.applications.filter((a) => a.id !== application.id)
            : data.applications.map((a) => (a.id === application.id ? { ...a, ...application } : a))
        queryClient.setQueryData(key, { ...data, applications })
      }
    },
    onSettled: () => invalidate(),
  })
}

export function useReviewDocument() {
  const invalidate = useInvalidateApplications()
  return useMutation({
    mutationFn: ({ id, verified, notes }: { id: string; verified: boolean; notes: string }) =>
      api<{ application: ResellerApplicationRow }>(`${BASE}/${id}/document-review`, {
        method: 'POST',
        body: { verified, notes },
      }),
    onSuccess: () => invalidate(),
  })
}

/** The file name the server sets (Content-Disposition), read from its RFC 5987 form first. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition)
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1])
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename="([^"]*)"/i.exec(disposition)
  return plain?.[1] || fallback
}

/** Downloads the verification document, saved as '<company>_verification_document.pdf'. */
export async function downloadDocument(application: { id: string; companyName: string }) {
  let response: Response
  try {
    response = await fetch(`${BASE}/${application.id}/document`, { credentials: 'same-origin' })
  } catch {
    throw new ApiError(0, 'NETWORK', 'Failed to fetch')
  }
  if (!response.ok)
    throw new ApiError(response.status, `HTTP_${response.status}`, response.statusText)
  const blob = await response.blob()
  const name = fileNameFrom(
    response.headers.get('content-disposition'),
    `${application.companyName}_verification_document.pdf`,
  )
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
