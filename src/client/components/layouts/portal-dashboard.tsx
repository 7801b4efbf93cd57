import { ArrowRight, type LucideIcon } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { PORTAL_MESSAGES } from '#shared/messages.ts'
import { useSession } from '../../features/session/session-api.ts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.tsx'
import { PageHeader } from './page-header.tsx'
import type { PortalScreen } from './portal-screens.ts'

/**
 * A portal's index page until its cards and charts arrive (001 §2.2–2.4): greets the signed-in
 * user and offers the portal's screens as first steps. It shows no figures, so nothing on it
 * can be mistaken for real numbers.
 */
export function PortalDashboard({
  screen,
  screens,
  children,
}: {
  /** The dashboard itself (its heading). */
  screen: PortalScreen
  /** Every screen of the portal; the ones with a task are offered as first steps. */
  screens: readonly PortalScreen[]
  /** More cards below the first steps. */
  children?: ReactNode
}) {
  const { data: user } = useSession()
  const name = user?.fullName?.trim() || user?.email || ''
  const steps = screens.filter((s) => s.task)

  return (
    <>
      <PageHeader
        title={screen.heading}
        description={
          user ? (
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <p>{PORTAL_MESSAGES.welcomeBack(name)}</p>
              {user.companyName ? (
                <p className="text-foreground/80 border-border rounded-full border px-2.5 py-0.5 text-xs font-medium">
                  {user.companyName}
                </p>
              ) : null}
            </div>
          ) : null
        }
      />

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Getting started</CardTitle>
          <CardDescription>Everything in this portal, one step at a time.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3 sm:grid-cols-2">
            {steps.map((step) => (
              <li key={step.to}>
                <LinkTile
                  to={step.to}
                  title={step.task ?? step.label}
                  description={step.description}
                  icon={step.icon}
                />
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      {children}
    </>
  )
}

/**
 * A card-sized link to a screen or tool. The link's name is the title alone: the description
 * is attached as its description, so that names stay short and unique.
 */
export function LinkTile({
  to,
  title,
  description,
  icon: Icon,
}: {
  to: string
  title: string
  description: string
  icon: LucideIcon
}) {
  const descriptionId = useId()
  return (
    <Link
      to={to}
      aria-label={title}
      aria-describedby={descriptionId}
      className="group border-border hover:border-foreground/20 hover:bg-accent/60 focus-visible:ring-ring flex h-full items-start gap-3 rounded-lg border p-4 transition-colors focus-visible:ring-2 focus-visible:outline-none"
    >
      <span className="bg-muted grid size-9 shrink-0 place-items-center rounded-md">
        <Icon aria-hidden="true" className="text-muted-foreground size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1 text-sm font-medium">
          {title}
          <ArrowRight
            aria-hidden="true"
            className="size-3.5 opacity-0 transition-opacity group-hover:opacity-100"
          />
        </span>
        <span
          id={descriptionId}
          className="text-muted-foreground mt-0.5 block text-xs leading-relaxed"
        >
          {description}
        </span>
      </span>
    </Link>
  )
}
