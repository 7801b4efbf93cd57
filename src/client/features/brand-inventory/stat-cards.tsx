import { BadgeCheck, DollarSign, Package } from 'lucide-react'
import { INVENTORY_TEXTS as T, formatMoney } from '#shared/brand-inventory-texts.ts'
import { StatCards as StatCardList, type StatCard } from '../../components/layouts/stat-cards.tsx'
import type { ProductStats } from './api.ts'

const number = new Intl.NumberFormat('en-US')

/** 001 §2.3: Total Products, Approved Products, Average Price, from the database. */
export function StatCards({ stats }: { stats: ProductStats | undefined }) {
  const cards: StatCard[] = [
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
  return <StatCardList label="Inventory totals" cards={cards} />
}
