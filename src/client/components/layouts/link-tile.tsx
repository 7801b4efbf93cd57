import { ArrowRight, type LucideIcon } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'

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
