import { KeyRound, Sparkles } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { DASHBOARD_TEXTS } from '#shared/admin-dashboard-texts.ts'
import { PORTAL_MESSAGES } from '#shared/messages.ts'
import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { LinkTile } from '../../../components/layouts/link-tile.tsx'
import { ADMIN_SCREENS } from '../../../components/layouts/portal-screens.ts'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx'
import { DashboardOverview } from '../../../features/admin-dashboard/dashboard-cards.tsx'
import { DashboardTrends } from '../../../features/admin-dashboard/dashboard-trends.tsx'
import { InquiriesList } from '../../../features/admin-dashboard/inquiries-list.tsx'
import { RecentActivities } from '../../../features/admin-dashboard/recent-activities.tsx'
import { SignUpSwitch } from '../../../features/admin-settings/sign-up-switch.tsx'
import { EmailRoutingLogs } from '../../../features/email-routing/email-routing-logs.tsx'
import { useSession } from '../../../features/session/session-api.ts'

const ADMIN_TOOLS = [
  {
    to: '/role-updater',
    title: 'Invite an admin or grant the admin role',
    description: 'Send an invitation link, or make an existing account an admin.',
    icon: KeyRound,
  },
  {
    to: '/demo-setup',
    title: 'Prepare the investor demo',
    description: 'Create the demo accounts and see their sign-in details.',
    icon: Sparkles,
  },
] as const

const TABS = ['activities', 'email-logs', 'inquiries'] as const
type Tab = (typeof TABS)[number]
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab)

/**
 * The Admin Dashboard (001 §2.2): the six cards, the pending applications table, the tabs
 * 'Recent Activities' and 'Email Routing Logs' (and the inquiries), then the admin tools and the
 * sign-up switch. The open tab is in the URL (?tab=), so an activity can link to it.
 */
export function Component() {
  const { data: user } = useSession()
  const [params, setParams] = useSearchParams()
  const tabParam = params.get('tab')
  const tab: Tab = isTab(tabParam) ? tabParam : 'activities'
  const name = user?.fullName?.trim() || user?.email || ''

  return (
    <>
      <PageHeader
        title={ADMIN_SCREENS.dashboard.heading}
        description={user ? <p>{PORTAL_MESSAGES.welcomeBack(name)}</p> : null}
      />
      <DashboardOverview />
      <DashboardTrends />

      <Tabs
        className="mt-8"
        value={tab}
        onValueChange={(value) =>
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev)
              if (value === 'activities') next.delete('tab')
              else next.set('tab', value)
              return next
            },
            { replace: true },
          )
        }
      >
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="activities">{DASHBOARD_TEXTS.tabs.activities}</TabsTrigger>
          <TabsTrigger value="email-logs">{DASHBOARD_TEXTS.tabs.emailLogs}</TabsTrigger>
          <TabsTrigger value="inquiries">{DASHBOARD_TEXTS.tabs.inquiries}</TabsTrigger>
        </TabsList>
        <TabsContent value="activities">
          <RecentActivities />
        </TabsContent>
        <TabsContent value="email-logs">
          <EmailRoutingLogs />
        </TabsContent>
        <TabsContent value="inquiries">
          <InquiriesList />
        </TabsContent>
      </Tabs>

      <Card className="mt-8">
        <CardHeader>
          <CardTitle className="text-lg">Admin tools</CardTitle>
          <CardDescription>Access and demo management outside the console.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3 sm:grid-cols-2">
            {ADMIN_TOOLS.map(({ to, title, description, icon }) => (
              <li key={to}>
                <LinkTile to={to} title={title} description={description} icon={icon} />
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <SignUpSwitch />
    </>
  )
}
