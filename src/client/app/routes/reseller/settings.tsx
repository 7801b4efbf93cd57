import {
  RESELLER_SETTINGS_MESSAGES as M,
  RESELLER_SETTINGS_TEXTS as T,
  RESELLER_SETTINGS_TOASTS,
} from '#shared/reseller-settings-texts.ts'
import { AddressTabs } from '../../../components/layouts/address-tabs.tsx'
import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { RESELLER_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { RetryAlert } from '../../../components/ui/retry-alert.tsx'
import { TabsContent } from '../../../components/ui/tabs.tsx'
import { useResellerSubscription } from '../../../features/billing/api.ts'
import { CurrentSubscription } from '../../../features/billing/current-subscription.tsx'
import { UpgradeBanner } from '../../../features/billing/upgrade-banner.tsx'
import { ChangePasswordForm } from '../../../features/brand-settings/change-password-form.tsx'
import { LoginHistory } from '../../../features/brand-settings/login-history.tsx'
import { ApplicationStatusBadge } from '../../../features/reseller-accounts/application-review.tsx'
import { useResellerSettings } from '../../../features/reseller-settings/api.ts'
import { ResellerNotificationSettings } from '../../../features/reseller-settings/notification-settings.tsx'
import { BusinessCards, ProfileCards } from '../../../features/reseller-settings/settings-cards.tsx'
import {
  SettingsBlocked,
  SettingsSkeleton,
  blockOf,
} from '../../../features/reseller-settings/settings-states.tsx'
import { useRefreshSession, useSession } from '../../../features/session/session-api.ts'

const TABS = ['profile', 'business', 'notifications', 'security'] as const
const screen = RESELLER_SCREENS.settings

/**
 * 001 §2.4 reseller Settings. The portal's guard sends a signed-out visitor to the reseller
 * login and lets only resellers and admins in; this screen says 'Authentication required' when
 * the session ends while it is open, and 'Access denied' to an admin, who has no reseller
 * profile (001 §6).
 */
export function Component() {
  const session = useSession()
  if (session.isPending) return <SettingsSkeleton />
  const blocked = !session.data
    ? 'authRequired'
    : session.data.role !== 'reseller'
      ? 'accessDenied'
      : null
  if (blocked) {
    return (
      <>
        <PageHeader title={screen.heading} />
        <SettingsBlocked reason={blocked} />
      </>
    )
  }
  return <ResellerSettingsScreen />
}

/** A free-tier, unsubscribed reseller sees the upgrade banner, a subscriber the plan (001 §4.7). */
function SubscriptionPanel() {
  const subscription = useResellerSubscription()
  if (subscription.data?.subscribed) return <CurrentSubscription subscription={subscription.data} />
  return <UpgradeBanner />
}

/**
 * The header (company name and the application's status badge), the subscription panel and the
 * Profile, Business, Notifications and Security tabs; the open tab is in the address (?tab=), so a reload stays
 * on it.
 */
function ResellerSettingsScreen() {
  const query = useResellerSettings()
  const refreshSession = useRefreshSession()

  if (query.isPending) return <SettingsSkeleton />
  if (query.isError) {
    const blocked = blockOf(query.error)
    return (
      <>
        <PageHeader title={screen.heading} />
        {blocked ? (
          <SettingsBlocked reason={blocked} />
        ) : (
          <RetryAlert
            title={M.loadFailed}
            retryLabel={T.retry}
            onRetry={() => void query.refetch()}
          />
        )}
      </>
    )
  }

  const settings = query.data
  // The names shown in the portal's frame come from the session.
  const onNamesSaved = () => void refreshSession()
  return (
    <>
      <PageHeader
        title={screen.heading}
        description={
          <div className="grid gap-2">
            <p>{screen.description}</p>
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-foreground font-medium">{settings.profile.companyName}</span>
              <ApplicationStatusBadge status={settings.status} />
            </div>
          </div>
        }
      />
      <div className="grid gap-6 *:min-w-0">
        <SubscriptionPanel />
        <AddressTabs tabs={TABS} labels={T.tabs}>
          <TabsContent value="profile" className="grid gap-6">
            <ProfileCards settings={settings} onProfileSaved={onNamesSaved} />
          </TabsContent>
          <TabsContent value="business" className="grid gap-6">
            <BusinessCards settings={settings} onBusinessSaved={onNamesSaved} />
          </TabsContent>
          <TabsContent value="notifications" className="grid gap-6">
            <ResellerNotificationSettings />
          </TabsContent>
          <TabsContent value="security" className="grid gap-6">
            <ChangePasswordForm
              successDescription={RESELLER_SETTINGS_TOASTS.passwordUpdatedDescription}
            />
            <LoginHistory apiBase="/api/reseller/settings" />
          </TabsContent>
        </AddressTabs>
      </div>
    </>
  )
}
