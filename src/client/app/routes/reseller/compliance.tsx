import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { RESELLER_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { useLiveEvents } from '../../../features/live/use-live-events.ts'
import { useInvalidateCompliance } from '../../../features/reseller-compliance/api.ts'
import { CompliancePage } from '../../../features/reseller-compliance/compliance-page.tsx'

/**
 * Issue 14: the reseller's MAP compliance — its score, the brands' policies to acknowledge, its
 * violations and deadlines, and MAP changes and promotions announced ahead. A brand's notice,
 * decision or announcement shows at once (live `protection.changed`).
 */
export function Component() {
  const screen = RESELLER_SCREENS.compliance
  const refresh = useInvalidateCompliance()
  useLiveEvents({ 'protection.changed': () => void refresh() })
  return (
    <>
      <PageHeader title={screen.heading} description={screen.description} />
      <CompliancePage />
    </>
  )
}
