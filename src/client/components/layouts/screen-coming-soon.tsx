import { Construction } from 'lucide-react'
import { PORTAL_MESSAGES } from '#shared/messages.ts'
import { Card } from '../ui/card.tsx'
import { PageHeader } from './page-header.tsx'
import type { PortalScreen } from './portal-screens.ts'

/**
 * A portal screen whose real content arrives with a later issue: its heading, what it is for,
 * and an honest empty state. No sample data and no controls that would do nothing.
 */
export function ScreenComingSoon({ screen }: { screen: PortalScreen }) {
  const Icon = screen.icon
  return (
    <>
      <PageHeader title={screen.heading} description={screen.description} />
      <Card className="border-dashed">
        <div className="flex flex-col items-center px-6 py-14 text-center sm:py-20">
          <span className="bg-muted relative mb-5 grid size-14 place-items-center rounded-2xl">
            <Icon aria-hidden="true" className="text-muted-foreground size-6" />
            <span className="bg-background border-border absolute -right-1.5 -bottom-1.5 grid size-7 place-items-center rounded-full border shadow-sm">
              <Construction aria-hidden="true" className="size-3.5 text-amber-600" />
            </span>
          </span>
          <h2 className="text-lg font-semibold">{PORTAL_MESSAGES.comingSoon.title}</h2>
          <p className="text-muted-foreground mt-2 max-w-md text-sm">
            {PORTAL_MESSAGES.comingSoon.message}
          </p>
        </div>
      </Card>
    </>
  )
}
