import { DollarSign, Handshake, Package, ShoppingCart, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { BRAND_DASHBOARD_TEXTS as T } from '#shared/brand-dashboard-texts.ts'
import type { BrandDashboardData } from '#shared/schemas/brand-dashboard.ts'
import { StatCards } from '../../components/layouts/stat-cards.tsx'
import { formatMoney, integer } from './api.ts'
import { ChangeBadge } from '../../components/charts/change-badge.tsx'

type CardKey = keyof typeof T.cards

/** 001 §2.3: where each summary card links. */
export const CARD_LINKS: Record<CardKey, string> = {
  authorizedResellers: '/brand/dashboard/resellers',
  totalProducts: '/brand/dashboard/inventory',
  pendingOrders: '/brand/dashboard/orders',
  totalRevenue: '/brand/dashboard/analytics',
}

const ICONS: Record<CardKey, LucideIcon> = {
  authorizedResellers: Handshake,
  totalProducts: Package,
  pendingOrders: ShoppingCart,
  totalRevenue: DollarSign,
}

/** The four summary cards of the period, each linking to its screen. */
export function SummaryCards({ data }: { data: BrandDashboardData }) {
  const days = data.period
  const { cards } = data
  const items: { key: CardKey; value: string; text: string; below: ReactNode }[] = [
    {
      key: 'authorizedResellers',
      value: integer.format(cards.authorizedResellers.value),
      text: String(cards.authorizedResellers.value),
      below: <ChangeBadge compared={cards.authorizedResellers} against={`vs ${days} days ago`} />,
    },
    {
      key: 'totalProducts',
      value: integer.format(cards.totalProducts),
      text: String(cards.totalProducts),
      below: null,
    },
    {
      key: 'pendingOrders',
      value: integer.format(cards.pendingOrders),
      text: String(cards.pendingOrders),
      below: null,
    },
    {
      key: 'totalRevenue',
      value: formatMoney(cards.totalRevenue.value),
      text: cards.totalRevenue.value,
      below: <ChangeBadge compared={cards.totalRevenue} against={`vs previous ${days} days`} />,
    },
  ]
  const notes: Record<CardKey, string> = {
    authorizedResellers: T.cardNotes.authorizedResellers(days),
    totalProducts: T.cardNotes.totalProducts,
    pendingOrders: T.cardNotes.pendingOrders(days),
    totalRevenue: T.cardNotes.totalRevenue(days),
  }
  return (
    <StatCards
      label="Summary"
      region
      cards={items.map(({ key, value, text, below }) => ({
        id: `card-${key}`,
        title: T.cards[key],
        icon: ICONS[key],
        href: CARD_LINKS[key],
        value,
        rawValue: text,
        extra: below,
        hint: notes[key],
      }))}
    />
  )
}
