import { BadgeCheck, DollarSign, Package, type LucideIcon } from 'lucide-react'
import { INVENTORY_TEXTS as T, formatMoney } from '#shared/brand-inventory-texts.ts'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import type { ProductStats } from './api.ts'

const number = new Intl.NumberFormat('en-US')

/** 001 §2.3: Total Products, Approved Products, Average Price, from the database. */
export function StatCards({ stats }: { stats: ProductStats | undefined }) {
  const cards: { id: string; title: string; icon: LucideIcon; value: string | undefined }[] = [
    {
      id: 'total-products',
      title: T.stats.total,
      icon: Package,
      value: stats && number.format(stats.total),
    },
    {
      id: 'approved-products',
      title: T.stats.approved,
      icon: BadgeCheck,
      value: stats && number.format(stats.approved),
    },
    {
      id: 'average-price',
      title: T.stats.averagePrice,
      icon: DollarSign,
      value: stats && (stats.averagePrice === null ? '—' : formatMoney(stats.averagePrice)),
    },
  ]
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Inventory totals">
      {cards.map(({ id, title, icon: Icon, value }) => (
        <li key={id}>
          <Card className="h-full">
            <CardHeader className="flex-row items-center justify-between space-y-0 pb-2">
              <CardTitle className="text-sm font-medium">{title}</CardTitle>
              <Icon aria-hidden="true" className="text-muted-foreground size-4" />
            </CardHeader>
            <CardContent>
              {value === undefined ? (
                <Skeleton className="h-8 w-24" />
              ) : (
                <p className="text-2xl font-semibold tabular-nums" data-testid={id}>
                  {value}
                </p>
              )}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  )
}
