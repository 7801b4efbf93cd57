import { useParams } from 'react-router'
import { useProtectionLiveRefresh } from '../../../features/brand-protection/api.ts'
import { InvestigationDetailView } from '../../../features/brand-protection/investigation-detail.tsx'

/**
 * A leak investigation of an unknown seller (issue 14): candidate sources with their reasons,
 * the status workflow, storefronts, listings and the evidence packet; refreshed live.
 */
export function Component() {
  const { investigationId = '' } = useParams()
  useProtectionLiveRefresh()
  return <InvestigationDetailView key={investigationId} investigationId={investigationId} />
}
