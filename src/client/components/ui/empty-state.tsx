import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/** A panel with nothing to show yet: an icon, a title and an optional explanation. */
export function EmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon
  title: string
  children?: ReactNode
}) {
  return (
    <div className="border-border flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center">
      <Icon aria-hidden="true" className="text-muted-foreground size-8" />
      <p className="font-medium">{title}</p>
      {children ? (
        <div className="text-muted-foreground max-w-prose text-sm">{children}</div>
      ) : null}
    </div>
  )
}
