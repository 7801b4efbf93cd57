import type { LucideIcon } from 'lucide-react'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '../../components/ui/button.tsx'
import { AuthLayout } from './auth-layout.tsx'

export interface LandingChoice {
  icon: LucideIcon
  heading: string
  text: string
  to: string
  action: string
  primary?: boolean
}

/** /brand and /reseller (000 §2): a portal's front door, one card per kind of visitor. */
export function PortalLanding({
  portalLabel,
  title,
  description,
  choices,
}: {
  portalLabel: string
  title: string
  description: string
  choices: LandingChoice[]
}) {
  return (
    <AuthLayout wide portalLabel={portalLabel} title={title} description={description}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {choices.map(({ icon: Icon, heading, text, to, action, primary }) => (
          <li
            key={to}
            className="border-border flex flex-col gap-3 rounded-lg border p-5 transition-shadow hover:shadow-sm"
          >
            <span className="bg-muted grid size-10 place-items-center rounded-md">
              <Icon className="size-5" />
            </span>
            <h2 className="font-semibold">{heading}</h2>
            <p className="text-muted-foreground flex-1 text-sm">{text}</p>
            <Link
              to={to}
              className={buttonVariants({
                variant: primary ? 'default' : 'outline',
                className: 'w-full',
              })}
            >
              {action}
              <ArrowRight />
            </Link>
          </li>
        ))}
      </ul>
    </AuthLayout>
  )
}
