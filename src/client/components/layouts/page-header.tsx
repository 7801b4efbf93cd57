import type { ReactNode } from 'react'

/** The top of every portal screen: its one h1, a line that says what the screen is for. */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: string
  description?: ReactNode
  /** Actions shown beside the heading when there is room, below it otherwise. */
  children?: ReactNode
}) {
  return (
    // Wraps rather than squeezes: the actions move below the heading when both do not fit.
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4 lg:mb-8">
      <div className="min-w-0 flex-[1_1_22rem] space-y-1.5">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        {description ? (
          <div className="text-muted-foreground text-sm sm:text-base">{description}</div>
        ) : null}
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  )
}
