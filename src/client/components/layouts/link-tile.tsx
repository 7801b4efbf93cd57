import { ArrowRight, type LucideIcon } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'

/**
 * A card-sized link to a screen or tool. The link is the title alone (short, unique names that
 * match what is read on screen); it stretches over the card, so the whole card is clickable,
 * and the description is attached as its description.
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
    <div className="group border-border hover:border-foreground/20 hover:bg-accent/60 has-[a:focus-visible]:ring-ring relative flex h-full items-start gap-3 rounded-lg border p-4 transition-colors has-[a:focus-visible]:ring-2">
      <span className="bg-muted grid size-9 shrink-0 place-items-center rounded-md">
        <Icon aria-hidden="true" className="text-muted-foreground size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <Link
          to={to}
          aria-describedby={descriptionId}
          className="flex items-center gap-1 text-sm font-medium after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none"
        >
          {title}
          <ArrowRight
            aria-hidden="true"
            className="size-3.5 opacity-0 transition-opacity group-hover:opacity-100"
          />
        </Link>
        <span
          id={descriptionId}
          className="text-muted-foreground mt-0.5 block text-xs leading-relaxed"
        >
          {description}
        </span>
      </span>
    </div>
  )
}
