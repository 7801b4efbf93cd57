import { KeyRound, Sparkles } from 'lucide-react'
import { LinkTile, PortalDashboard } from '../../../components/layouts/portal-dashboard.tsx'
import { ADMIN_SCREENS, PORTAL_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { SignUpSwitch } from '../../../features/admin-settings/sign-up-switch.tsx'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx'

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

/** 001 §2.2 Admin Dashboard: the greeting and first steps; its cards arrive with a later issue. */
export function Component() {
  return (
    <PortalDashboard screen={ADMIN_SCREENS.dashboard} screens={PORTAL_SCREENS.admin}>
      <Card className="mt-6">
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
    </PortalDashboard>
  )
}
