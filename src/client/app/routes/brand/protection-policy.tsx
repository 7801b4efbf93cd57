import { AddressTabs } from '../../../components/layouts/address-tabs.tsx'
import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { TabsContent } from '../../../components/ui/tabs.tsx'
import { MAP_POLICY_TABS, MAP_POLICY_TEXTS as T } from '#shared/map-policy-texts.ts'
import { useLiveEvents } from '../../../features/live/use-live-events.ts'
import { useInvalidateMapPolicy } from '../../../features/map-policy/api.ts'
import { EnforcementTab } from '../../../features/map-policy/enforcement-tab.tsx'
import { MapPricesTab } from '../../../features/map-policy/map-prices-tab.tsx'
import { PolicyTab } from '../../../features/map-policy/policy-tab.tsx'
import { PromotionsTab } from '../../../features/map-policy/promotions-tab.tsx'

/**
 * Issue 14 items 1 and 5: the brand's MAP policy and its versions, MAP prices over time,
 * promotion windows, and the enforcement ladder with its notice templates, one tab each (the
 * open tab is in the address, ?tab=). Acknowledgements and new findings show live.
 */
export function Component() {
  const refresh = useInvalidateMapPolicy()
  useLiveEvents({ 'protection.changed': () => void refresh() })
  return (
    <>
      <PageHeader title={T.heading} description={T.description} />
      <AddressTabs tabs={MAP_POLICY_TABS} labels={T.tabs}>
        <TabsContent value="policy">
          <PolicyTab />
        </TabsContent>
        <TabsContent value="map">
          <MapPricesTab />
        </TabsContent>
        <TabsContent value="promotions">
          <PromotionsTab />
        </TabsContent>
        <TabsContent value="enforcement">
          <EnforcementTab />
        </TabsContent>
      </AddressTabs>
    </>
  )
}
