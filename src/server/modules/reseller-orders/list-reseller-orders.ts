/**
 * My Orders (001 §2.4): the signed-in reseller's own orders, newest first, with the brand's
 * name, the number of items and the total. The brand's name is its brands-directory entry's
 * (the entry the brand user owns), else the brand account's company or full name.
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { RESELLER_ORDERS_LIMIT, type OrderStatus } from '#shared/brand-orders-texts.ts'
import type { Db } from '../../db/client.ts'
import { brandsDirectory, orderItems, orders, profiles } from '../../db/schema/index.ts'

export interface ResellerOrderRow {
  id: string
  brandName: string | null
  status: OrderStatus
  totalAmount: string
  itemCount: number
  createdAt: Date
  updatedAt: Date
}

export async function listResellerOrders(
  db: Db,
  resellerId: string,
): Promise<{ orders: ResellerOrderRow[]; limited: boolean; limit: number }> {
  const rows = await db
    .select({
      id: orders.id,
      brandId: orders.brandId,
      accountName: sql<string | null>`coalesce(${profiles.companyName}, ${profiles.fullName})`,
      status: orders.status,
      totalAmount: orders.totalAmount,
      itemCount: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
    })
    .from(orders)
    .leftJoin(profiles, eq(profiles.id, orders.brandId))
    .where(eq(orders.resellerId, resellerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(RESELLER_ORDERS_LIMIT + 1)
  const limited = rows.length > RESELLER_ORDERS_LIMIT
  const shown = rows.slice(0, RESELLER_ORDERS_LIMIT)
  // One read for the few distinct brands rather than one per order.
  const brandIds = [...new Set(shown.map((r) => r.brandId))]
  const entries =
    brandIds.length === 0
      ? []
      : await db
          .select({ ownerUserId: brandsDirectory.ownerUserId, name: brandsDirectory.name })
          .from(brandsDirectory)
          .where(inArray(brandsDirectory.ownerUserId, brandIds))
          .orderBy(asc(brandsDirectory.createdAt), asc(brandsDirectory.id))
  const entryName = new Map<string, string>()
  for (const e of entries) {
    // The oldest owned entry, as findBrandEntry picks it.
    if (e.ownerUserId && !entryName.has(e.ownerUserId)) entryName.set(e.ownerUserId, e.name)
  }
  return {
    orders: shown.map(({ brandId, accountName, ...row }) => ({
      ...row,
      brandName: entryName.get(brandId) ?? accountName,
    })),
    limited,
    limit: RESELLER_ORDERS_LIMIT,
  }
}
