/**
 * The addresses an order keeps (issue 15): the ship-to address the reseller chose from its own
 * book, or its default one (an address of another user, or a bill-to one, is refused), and its default bill-to
 * address, else the ship-to. Copies, so a later edit of the book changes no order.
 */
import { and, eq } from 'drizzle-orm'
import { ORDER_CODES } from '#shared/brand-orders-texts.ts'
import { ORDER_LIFECYCLE_TEXTS as L } from '#shared/order-lifecycle-texts.ts'
import type { DbOrTx } from '../../db/client.ts'
import { resellerAddresses as a } from '../../db/schema/index.ts'
import type { OrderAddress } from '../../db/schema/orders.ts'
import { HttpError } from '../../lib/http/errors.ts'
import { addressColumns, orderAddressOf } from '../reseller-addresses/list-addresses.ts'

export async function orderAddressesFor(
  db: DbOrTx,
  userId: string,
  shipToAddressId: string | undefined,
): Promise<{ shipTo: OrderAddress; billTo: OrderAddress }> {
  const [ship] = await db
    .select(addressColumns)
    .from(a)
    .where(
      and(
        eq(a.userId, userId),
        eq(a.kind, 'shipping'),
        shipToAddressId ? eq(a.id, shipToAddressId) : eq(a.isDefault, true),
      ),
    )
  if (!ship) {
    throw new HttpError(400, {
      code: ORDER_CODES.noAddress,
      message: shipToAddressId ? L.unknownAddress : L.checkoutNoAddress,
    })
  }
  const [bill] = await db
    .select(addressColumns)
    .from(a)
    .where(and(eq(a.userId, userId), eq(a.kind, 'billing'), eq(a.isDefault, true)))
  const shipTo = orderAddressOf(ship)
  return { shipTo, billTo: bill ? orderAddressOf(bill) : shipTo }
}
