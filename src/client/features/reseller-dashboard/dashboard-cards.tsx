import { DollarSign, Handshake, Package, ShoppingCart, type LucideIcon } from 'lucide-react'
import { RESELLER_DASHBOARD_TEXTS as T } from '#shared/reseller-dashboard-texts.ts'
import type { ResellerDashboardCards } from '#shared/schemas/reseller-dashboard.ts'
import { formatMoney, integer } from '../../components/charts/format.ts'
import { StatCards } from '../../components/layouts/stat-cards.tsx'
import { RESELLER_SCREENS } from '../../components/layouts/portal-screens.ts'

type CardKey = keyof ResellerDashboardCards

const ICONS: Record<CardKey, LucideIcon> = {
  totalSpending: DollarSign,
  brandPartners: Handshake,
  products: Package,
  activeOrders: ShoppingCart,
}

/** Where each card leads: the orders behind the money and the brands behind the partners. */
const LINKS: Record<CardKey, string> = {
  totalSpending: RESELLER_SCREENS.orders.to,
  brandPartners: RESELLER_SCREENS.brands.to,
  products: RESELLER_SCREENS.brands.to,
  activeOrders: RESELLER_SCREENS.orders.to,
}

/** 001 §2.4: Total Spending, Brand Partners, Products, Active Orders; skeletons while loading. */
export function DashboardCards({ cards }: { cards: ResellerDashboardCards | undefined }) {
  const keys: CardKey[] = ['totalSpending', 'brandPartners', 'products', 'activeOrders']
  return (
    <StatCards
      label="Summary"
      region
      cards={keys.map((key) => {
        const raw = cards?.[key]
        return {
          id: `card-${key}`,
          title: T.cards[key],
          icon: ICONS[key],
          href: LINKS[key],
          value:
            raw === undefined
              ? undefined
              : typeof raw === 'string'
                ? formatMoney(raw)
                : integer.format(raw),
          rawValue: raw === undefined ? undefined : String(raw),
          hint: T.cardNotes[key],
        }
      })}
    />
  )
}
