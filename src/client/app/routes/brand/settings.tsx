import { useQueryClient } from '@tanstack/react-query'
import { KeyRound } from 'lucide-react'
import { BRAND_SETTINGS_TEXTS as T } from '#shared/brand-settings-texts.ts'
import { AddressTabs } from '../../../components/layouts/address-tabs.tsx'
import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { BRAND_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { TabsContent } from '../../../components/ui/tabs.tsx'
import { brandEntryQueryOptions } from '../../../features/brand-portal/api.ts'
import { BrandListingCard } from '../../../features/brand-portal/brand-listing-card.tsx'
import { useLiveEvents } from '../../../features/live/use-live-events.ts'
import { ChangePasswordForm } from '../../../features/brand-settings/change-password-form.tsx'
import { ComingSoonCard } from '../../../features/brand-settings/coming-soon-card.tsx'
import { LoginHistory } from '../../../features/brand-settings/login-history.tsx'
import { NotificationSettings } from '../../../features/brand-settings/notification-settings.tsx'
import { ProfileForm } from '../../../features/brand-settings/profile-form.tsx'
import { SubscriptionDetails } from '../../../features/brand-settings/subscription-details.tsx'
import { WholesaleTermsCard } from '../../../features/brand-settings/wholesale-terms-card.tsx'
import { MonitoringSettings } from '../../../features/monitoring/monitoring-settings.tsx'
import { useRefreshSession } from '../../../features/session/session-api.ts'

const TABS = ['profile', 'subscription', 'notifications', 'security', 'monitoring'] as const

/**
 * 001 §2.3 brand Settings: Profile (the §3 form, the directory entry and the brand's wholesale
 * terms, issue 13 item 5), Subscription (read-only), Notifications
 * (saved on the server) and Security (Change Password, Login History; Two-Factor
 * Authentication is marked Coming Soon) and Monitoring (the marketplace sources the brand
 * connected, their schedule and the coverage they reach). The open tab is in the address
 * (?tab=), so a reload stays on it.
 */
export function Component() {
  const refreshSession = useRefreshSession()
  const queryClient = useQueryClient()
  // An admin's decision on the entry's name or e-mail change shows at once (issue 15 item 11).
  useLiveEvents({
    'brand-entry.changed': () =>
      void queryClient.invalidateQueries({ queryKey: brandEntryQueryOptions().queryKey }),
  })

  return (
    <>
      <PageHeader title={BRAND_SCREENS.settings.heading} description={T.description} />
      <AddressTabs tabs={TABS} labels={T.tabs}>
        <TabsContent value="profile" className="grid gap-6">
          <ProfileForm onSaved={() => void refreshSession()} />
          <BrandListingCard />
          <WholesaleTermsCard />
        </TabsContent>
        <TabsContent value="subscription">
          <SubscriptionDetails />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationSettings />
        </TabsContent>
        <TabsContent value="security" className="grid gap-6">
          <ChangePasswordForm />
          <ComingSoonCard
            title={T.security.twoFactor}
            description={T.security.twoFactorDescription}
            icon={KeyRound}
          />
          <LoginHistory />
        </TabsContent>
        <TabsContent value="monitoring">
          <MonitoringSettings />
        </TabsContent>
      </AddressTabs>
    </>
  )
}
