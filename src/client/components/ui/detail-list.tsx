import type { ReactNode } from 'react'
import { cn } from '../../lib/utils.ts'

export interface DetailItem {
  label: string
  value: ReactNode
}

/**
 * A record's fields as a definition list: a plain label, then its value (issue 16's detail
 * views). Two columns where there is room, label above value on a phone.
 */
export function DetailList({ items, className }: { items: DetailItem[]; className?: string }) {
  return (
    <dl
      className={cn(
        'grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[minmax(9rem,auto)_minmax(0,1fr)]',
        className,
      )}
    >
      {items.map((item) => (
        <div key={item.label} className="contents">
          <dt className="text-muted-foreground">{item.label}</dt>
          <dd className="min-w-0 break-words">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
