import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.tsx'
import { Skeleton } from '../ui/skeleton.tsx'

export interface StatCard {
  /** The React key and the figure's data-testid. */
  id: string
  title: string
  icon: LucideIcon
  /** The figure as shown; undefined while it loads (a skeleton takes its place). */
  value: string | undefined
  /** The figure's accessible name, where it should say more than the formatted number. */
  valueLabel?: string | undefined
  /** The raw figure, for a test to compare without parsing the formatted one. */
  rawValue?: string | undefined
  /** The muted line under the figure. */
  hint?: ReactNode | undefined
  /** The card's tooltip. */
  tooltip?: string | undefined
  /** Makes the title a link to the card's screen. */
  href?: string | undefined
  /** Shown between the figure and the hint (a change against the previous period). */
  extra?: ReactNode | undefined
}

// Whole class names, so that Tailwind finds them: the grid follows the number of cards.
const GRID: Record<number, string> = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-2 xl:grid-cols-4',
}
const DEFAULT_GRID = 'sm:grid-cols-2 xl:grid-cols-3'

/**
 * A row of figure cards (title, icon, big number, optional note), as every dashboard screen shows
 * them. `region` names a landmark section around the list rather than the list itself.
 */
export function StatCards({
  label,
  cards,
  region = false,
}: {
  label: string
  cards: readonly StatCard[]
  region?: boolean
}) {
  const list = (
    <ul
      className={`grid gap-4 ${GRID[cards.length] ?? DEFAULT_GRID}`}
      aria-label={region ? undefined : label}
    >
      {cards.map((card) => (
        <li key={card.id}>
          <StatCardItem card={card} />
        </li>
      ))}
    </ul>
  )
  return region ? <section aria-label={label}>{list}</section> : list
}

function StatCardItem({ card }: { card: StatCard }) {
  const { id, title, icon: Icon, value, valueLabel, rawValue, hint, tooltip, href, extra } = card
  return (
    <Card className="h-full" title={tooltip}>
      <CardHeader className="flex-row items-center justify-between space-y-0 pb-2">
        <CardTitle className="text-sm font-medium">
          {href ? (
            <Link to={href} className="hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </CardTitle>
        <Icon aria-hidden="true" className="text-muted-foreground size-4" />
      </CardHeader>
      <CardContent>
        {value === undefined ? (
          <Skeleton className="h-8 w-20" aria-label={`Loading ${title}`} />
        ) : (
          <p
            className="text-2xl font-semibold tabular-nums"
            data-testid={id}
            data-value={rawValue}
            aria-label={valueLabel}
          >
            {value}
          </p>
        )}
        {extra}
        {hint ? <p className="text-muted-foreground mt-1 text-xs">{hint}</p> : null}
      </CardContent>
    </Card>
  )
}
