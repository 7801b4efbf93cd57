import type { ReactNode } from 'react'

/** The top of every portal screen: its one h1, a line that says what the screen is for. */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: string
  description?: ReactNode
  /** Actions shown beside the heading on wide screens, below it on narrow ones. */
  children?: ReactNode
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between lg:mb-8">
      <div className="min-w-0 space-y-1.5">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        {description ? (
          <div className="text-muted-foreground text-sm sm:text-base">{description}</div>
        ) : null}
      </div>
      {children ? <div className="flex shrink-0 flex-wrap gap-2">{children}</div> : null}
    </div>
  )
}
