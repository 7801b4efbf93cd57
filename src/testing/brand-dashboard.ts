/**
 * Helpers for the brand Dashboard and Analytics tests and bench: a signed-in brand with its own
 * directory entry, resellers with marketplace seller ids, and orders placed at a known age.
 */
import { eq } from 'drizzle-orm'
import { orderItems, orders, resellerApplications } from '#server/db/schema/index.ts'
import type { AppDeps } from '#server/lib/http/types.ts'
import { authorize } from './authorizations.ts'
import { createReseller, createUser, signIn, type TestUser } from './factories.ts'
import type { RequestTarget } from './http.ts'
import { createBrand } from './public-site.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export const daysAgo = (days: number, now = Date.now()) => new Date(now - days * DAY_MS)

export interface BrandWithEntry extends TestUser {
  cookie: string
  entryId: string
}

/** A brand user, signed in, whose directory entry it owns (the entry's contact e-mail is its own). */
export async function brandWithEntry(
  deps: Pick<AppDeps, 'db' | 'auth'>,
  app: RequestTarget,
  name?: string,
): Promise<BrandWithEntry> {
  const brand = await createUser(deps, 'brand')
  const entry = await createBrand(deps, {
    contactEmail: brand.email,
    ownerUserId: brand.id,
    ...(name ? { name } : {}),
  })
  return { ...brand, cookie: await signIn(app, brand), entryId: entry.id }
}

/** An approved reseller whose application carries the given marketplace seller ids. */
export async function resellerSellingOn(
  deps: Pick<AppDeps, 'db' | 'auth'>,
  sellerIds: { amazon?: string; walmart?: string; ebay?: string },
  companyName?: string,
): Promise<TestUser> {
  const reseller = await createReseller(deps, 'approved', companyName ? { companyName } : {})
  await deps.db
    .update(resellerApplications)
    .set({
      amazonSellerId: sellerIds.amazon ?? null,
      walmartSellerId: sellerIds.walmart ?? null,
      ebaySellerId: sellerIds.ebay ?? null,
    })
    .where(eq(resellerApplications.userId, reseller.id))
  return reseller
}

export async function allocate(
  deps: Pick<AppDeps, 'db'>,
  entryId: string,
  resellerId: string,
  allocatedAt = new Date(),
): Promise<void> {
  await authorize(deps, entryId, resellerId, { since: allocatedAt })
}

export interface OrderLine {
  name: string
  sku?: string
  productId?: string
  quantity: number
  unitPrice: string
}

/**
 * One order placed `createdAt`, with its lines; the total is the lines' sum unless `total` is
 * given (an order with no lines then).
 */
export async function placeOrder(
  deps: Pick<AppDeps, 'db'>,
  input: {
    brandId: string
    resellerId: string
    createdAt: Date
    status?: 'pending' | 'processing' | 'shipped' | 'delivered'
    lines?: OrderLine[]
    total?: string
  },
): Promise<string> {
  const lines = input.lines ?? []
  const cents = lines.reduce(
    (sum, l) => sum + Math.round(Number(l.unitPrice) * 100) * l.quantity,
    0,
  )
  const [order] = await deps.db
    .insert(orders)
    .values({
      brandId: input.brandId,
      resellerId: input.resellerId,
      totalAmount: input.total ?? (cents / 100).toFixed(2),
      status: input.status ?? 'pending',
      createdAt: input.createdAt,
      updatedAt: input.createdAt,
    })
    .returning({ id: orders.id })
  if (lines.length > 0) {
    await deps.db.insert(orderItems).values(
      lines.map((l) => ({
        orderId: order!.id,
        productId: l.productId ?? null,
        productName: l.name,
        sku: l.sku ?? null,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
      })),
    )
  }
  return order!.id
}
