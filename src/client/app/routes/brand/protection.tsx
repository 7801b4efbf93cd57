import { useProtectionLiveRefresh } from '../../../features/brand-protection/api.ts'
import { ProtectionOverview } from '../../../features/brand-protection/protection-overview.tsx'

/**
 * Brand Protection (issue 14): the brand's findings in three kinds with their figures and
 * filters, and the leak investigations; an import, a step or a re-detection refreshes it live.
 */
export function Component() {
  useProtectionLiveRefresh()
  return <ProtectionOverview />
}
