import { KeyRound } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { BRAND_SETTINGS_TEXTS as T } from '#shared/brand-settings-texts.ts'
import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { BRAND_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx'
import { BrandListingCard } from '../../../features/brand-portal/brand-listing-card.tsx'
import { ChangePasswordForm } from '../../../features/brand-settings/change-password-form.tsx'
import { ComingSoonCard } from '../../../features/brand-settings/coming-soon-card.tsx'
import { LoginHistory } from '../../../features/brand-settings/login-history.tsx'
import { NotificationSettings } from '../../../features/brand-settings/notification-settings.tsx'
import { ProfileForm } from '../../../features/brand-settings/profile-form.tsx'
import { SubscriptionDetails } from '../../../features/brand-settings/subscription-details.tsx'
import { useRefreshSession } from '../../../features/session/session-api.ts'

const TABS = ['profile', 'subscription', 'notifications', 'security'] as const
type Tab = (typeof TABS)[number]
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab)

/**
 * 001 §2.3 brand Settings: Profile (the §3 form), Subscription (read-only), Notifications
 * (saved on the server) and Security (Change Password, Login History; Two-Factor
 * Authentication is marked Coming Soon). The open tab is in the address (?tab=), so a reload
 * stays on it.
 */
export function Component() {
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab')
  const tab: Tab = isTab(requested) ? requested : 'profile'
  const refreshSession = useRefreshSession()

  return (
    <>
      <PageHeader title={BRAND_SCREENS.settings.heading} description={T.description} />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(value === 'profile' ? {} : { tab: value }, { replace: true })
        }
      >
        <TabsList className="h-auto flex-wrap">
          {TABS.map((t) => (
            <TabsTrigger key={t} value={t}>
              {T.tabs[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="profile" className="grid gap-6">
          <ProfileForm onSaved={() => void refreshSession()} />
          <BrandListingCard />
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
      </Tabs>
    </>
  )
}
