import { LogIn, ShieldCheck, Users } from 'lucide-react'
import { PORTAL_LABELS } from '#shared/messages.ts'
import { PortalLanding } from '../../../features/auth/portal-landing.tsx'

/** /brand (000 §2): links to the brand login, the reseller side and the admin console. */
export function Component() {
  return (
    <PortalLanding
      portalLabel={PORTAL_LABELS.brand}
      title="Brand Portal"
      description="Manage your catalog and MAP pricing, decide which resellers may sell your products and follow their orders."
      choices={[
        {
          icon: LogIn,
          heading: 'Brands',
          text: 'Sign in to your brand account to review applications, catalogs and orders.',
          to: '/brand/login',
          action: 'Brand Login',
          primary: true,
        },
        {
          icon: Users,
          heading: 'Resellers',
          text: 'Selling on Amazon, Walmart or eBay? The reseller portal is where you apply to brands.',
          to: '/reseller',
          action: 'Reseller Portal',
        },
        {
          icon: ShieldCheck,
          heading: 'Administrators',
          text: 'Marketplace staff manage approvals, accounts and the brands directory here.',
          to: '/admin/dashboard',
          action: 'Admin Dashboard',
        },
      ]}
    />
  )
}
