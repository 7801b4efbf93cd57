import { useParams } from 'react-router'
import { useProtectionLiveRefresh } from '../../../features/brand-protection/api.ts'
import { FindingDetailView } from '../../../features/brand-protection/finding-detail.tsx'

/**
 * One finding of Brand Protection (issue 14): evidence, enforcement and history, refreshed live
 * when the reseller answers or a new import judges the listing again.
 */
export function Component() {
  const { findingId = '' } = useParams()
  useProtectionLiveRefresh()
  return <FindingDetailView key={findingId} findingId={findingId} />
}
