import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { RESELLER_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { useLiveEvents } from '../../../features/live/use-live-events.ts'
import { useInvalidateResellerCatalogs } from '../../../features/reseller-catalogs/api.ts'
import { SharedCatalogs } from '../../../features/reseller-catalogs/shared-catalogs.tsx'

/**
 * Issue 16: the brands' catalogs an admin shared with the reseller, to download. A grant or a
 * revocation, or a change of the reseller's authorization, shows at once (live `catalog.changed`,
 * `authorization.changed`), and the list is read again on focus.
 */
export function Component() {
  const screen = RESELLER_SCREENS.catalogs
  const refresh = useInvalidateResellerCatalogs()
  // A suspended or revoked authorization closes the brand's catalogs too.
  useLiveEvents({
    'catalog.changed': () => void refresh(),
    'authorization.changed': () => void refresh(),
  })
  return (
    <>
      <PageHeader title={screen.heading} description={screen.description} />
      <SharedCatalogs />
    </>
  )
}
