import type { ReactNode } from 'react'
import { PORTAL_MESSAGES } from '#shared/messages.ts'

/** A portal dashboard's 'Welcome back' line, with the company (or brand) as a badge when known. */
export function WelcomeLine({ name, badge }: { name: string; badge?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <p>{PORTAL_MESSAGES.welcomeBack(name)}</p>
      {badge ? (
        <p className="text-foreground/80 border-border rounded-full border px-2.5 py-0.5 text-xs font-medium">
          {badge}
        </p>
      ) : null}
    </div>
  )
}
