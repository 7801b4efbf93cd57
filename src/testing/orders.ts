/**
 * Orders for the order tests (001 §3 order, order_item): written straight to the database, as
 * the spec shows no call that places an order. The total is the sum of the lines, in cents.
 */
import { orderItems, orders, resellerAddresses, type products } from '#server/db/schema/index.ts'
import type { AppDeps } from '#server/lib/http/types.ts'
import type { OrderStatus } from '#shared/brand-orders-texts.ts'
import { brandEntryWithResellers, insertProduct } from './brand-products.ts'
import { createUser } from './factories.ts'

export interface OrderLine {
  productName: string
  sku?: string | null
  quantity: number
  /** Dollars as text, e.g. '12.50'. */
  unitPrice: string
}

let orderCounter = 0

export const defaultLines = (): OrderLine[] => {
  orderCounter += 1
  return [
    {
      productName: `Widget ${orderCounter}`,
      sku: `W-${orderCounter}`,
      quantity: 2,
      unitPrice: '12.50',
    },
    {
      productName: `Gadget ${orderCounter}`,
      sku: `G-${orderCounter}`,
      quantity: 1,
      unitPrice: '5.25',
    },
  ]
}

/** The sum of quantity × unit price, to the cent. */
export function totalOf(lines: readonly OrderLine[]): string {
  const cents = lines.reduce(
    (sum, l) => sum + Math.round(Number(l.unitPrice) * 100) * l.quantity,
    0,
  )
  return (cents / 100).toFixed(2)
}

export async function createOrder(
  deps: Pick<AppDeps, 'db'>,
  input: {
    brandId: string
    resellerId: string
    status?: OrderStatus
    /** When it was placed, as days before now (fractions allowed). */
    daysAgo?: number
    lines?: OrderLine[]
  },
) {
  const lines = input.lines ?? defaultLines()
  const at = new Date(Date.now() - (input.daysAgo ?? 0) * 24 * 60 * 60 * 1000)
  const [order] = await deps.db
    .insert(orders)
    .values({
      brandId: input.brandId,
      resellerId: input.resellerId,
      status: input.status ?? 'pending',
      totalAmount: totalOf(lines),
      createdAt: at,
      updatedAt: at,
    })
    .returning()
  if (lines.length > 0) {
    await deps.db.insert(orderItems).values(
      lines.map((l) => ({
        orderId: order!.id,
        productName: l.productName,
        sku: l.sku ?? null,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
      })),
    )
  }
  return order!
}

/**
 * A brand a reseller can order from: a brand account, its directory entry with `resellerIds`
 * allocated, and its approved products (each row overrides insertProduct's defaults).
 */
export async function orderableBrand(
  deps: Pick<AppDeps, 'db' | 'auth'>,
  resellerIds: readonly string[],
  catalog: readonly Partial<typeof products.$inferInsert>[],
) {
  // Issue 15: an order needs a ship-to address; each reseller gets a default one.
  for (const id of resellerIds) await addAddress(deps, id)
  const owner = await createUser(deps, 'brand')
  const entry = await brandEntryWithResellers(deps, owner, resellerIds)
  const items = []
  for (const row of catalog) items.push(await insertProduct(deps, owner.id, row))
  return { owner, entry, products: items }
}

/**
 * An address in a reseller's book (issue 15): a default ship-to one unless told otherwise. A
 * second default of a kind is skipped (the partial unique index), so calling it twice is safe.
 */
export async function addAddress(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  overrides: Partial<typeof resellerAddresses.$inferInsert> = {},
) {
  const [row] = await deps.db
    .insert(resellerAddresses)
    .values({
      userId,
      kind: 'shipping',
      name: 'Dana Receiver',
      company: 'Receiving Dock Co',
      line1: '100 Warehouse Way',
      city: 'Reno',
      region: 'NV',
      postalCode: '89501',
      country: 'US',
      isDefault: true,
      ...overrides,
    })
    .onConflictDoNothing()
    .returning()
  return row
}
