/**
 * The calls of the reseller's Compliance page (issue 14 items 1, 5 and 7;
 * src/server/modules/reseller-compliance/routes.ts): the page's data, acknowledging a policy
 * version, a violation's detail, marking one fixed and disputing one with proof (multipart).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiErrorBody } from '#shared/messages.ts'
import type { FindingDetail } from '#shared/protection-api.ts'
import { COMPLIANCE_TEXTS } from '#shared/compliance-texts.ts'
import type { ResellerCompliance } from '#server/modules/reseller-compliance/compliance.ts'
import { api, ApiError } from '../../lib/api.ts'

export type { ResellerCompliance }
export type ComplianceFinding = ResellerCompliance['findings'][number]
export type CompliancePolicy = ResellerCompliance['policies'][number]

const KEY = ['reseller', 'compliance'] as const

export const complianceQueryOptions = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) => api<ResellerCompliance>('/api/reseller/compliance', { signal }),
  })

export const findingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...KEY, 'finding', id],
    queryFn: ({ signal }) =>
      api<FindingDetail>(`/api/reseller/compliance/findings/${encodeURIComponent(id)}`, {
        signal,
      }),
  })

export const useCompliance = () => useQuery(complianceQueryOptions())
export const useComplianceFinding = (id: string | undefined) =>
  useQuery({ ...findingQueryOptions(id ?? ''), enabled: id !== undefined })

/** Everything on the page read again (a live `protection.changed`). */
export function useInvalidateCompliance() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: KEY })
}

function useComplianceMutation<In, Out>(fn: (input: In) => Promise<Out>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  })
}

export const useAcknowledgePolicy = () =>
  useComplianceMutation((policyId: string) =>
    api<{ acknowledgedAt: string; version: number }>(
      `/api/reseller/compliance/policies/${encodeURIComponent(policyId)}/acknowledge`,
      { method: 'POST', body: {} },
    ),
  )

export const useMarkFixed = () =>
  useComplianceMutation(({ id, note }: { id: string; note: string }) =>
    api<FindingDetail>(`/api/reseller/compliance/findings/${encodeURIComponent(id)}/fixed`, {
      method: 'POST',
      body: { note },
    }),
  )

/** POST …/dispute as multipart (fields `reason` and `proof`); errors as ApiError with the server's text. */
async function sendDispute(input: {
  id: string
  reason: string
  proof: File | null
}): Promise<FindingDetail> {
  const form = new FormData()
  form.append('reason', input.reason)
  if (input.proof) form.append('proof', input.proof, input.proof.name)
  let response: Response
  try {
    response = await fetch(
      `/api/reseller/compliance/findings/${encodeURIComponent(input.id)}/dispute`,
      { method: 'POST', credentials: 'same-origin', body: form },
    )
  } catch {
    throw new ApiError(0, 'NETWORK', COMPLIANCE_TEXTS.disputeDialog.failed)
  }
  const body = (await response.json().catch(() => null)) as
    (FindingDetail & Partial<ApiErrorBody>) | null
  if (!response.ok || !body) {
    throw new ApiError(
      response.status,
      body?.code ?? `HTTP_${response.status}`,
      body?.message ?? COMPLIANCE_TEXTS.disputeDialog.failed,
    )
  }
  return body
}

export const useDispute = () => useComplianceMutation(sendDispute)
