import { LogIn, ShieldCheck, UserPlus } from 'lucide-react'
import { PORTAL_LABELS } from '#shared/messages.ts'
import { PortalLanding } from '../../../features/auth/portal-landing.tsx'

/** /reseller (000 §2): existing resellers sign in, new ones apply, staff go to the console. */
export function Component() {
  return (
    <PortalLanding
      portalLabel={PORTAL_LABELS.reseller}
      title="Reseller Portal"
      description="Find verified brands, apply to become an authorized reseller and order wholesale in one place."
      choices={[
        {
          icon: LogIn,
          heading: 'Existing resellers',
          text: 'Already approved? Sign in to browse brands, follow your applications and order.',
          to: '/reseller/login',
          action: 'Reseller Login',
          primary: true,
        },
        {
          icon: UserPlus,
          heading: 'New resellers',
          text: 'Tell us about your business. An admin reviews every application, usually within 1-3 business days.',
          to: '/reseller-hub',
          action: 'Apply as a Reseller',
        },
        {
          icon: ShieldCheck,
          heading: 'Administrators',
          text: 'Marketplace staff sign in to the admin console here.',
          to: '/admin/login',
          action: 'Admin Login',
        },
      ]}
    />
  )
}
