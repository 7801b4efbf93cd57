/**
 * The reseller's address book (issue 15): ship-to and bill-to addresses, defaults first. Only
 * the viewer's own addresses are ever read; another reseller's id is simply not found.
 */
import { and, asc, desc, eq } from 'drizzle-orm'
import type { Address } from '#shared/schemas/addresses.ts'
import type { OrderAddress } from '../../db/schema/orders.ts'
import type { DbOrTx } from '../../db/client.ts'
import { resellerAddresses as a } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http/errors.ts'
import { ADDRESS_TEXTS } from '#shared/order-lifecycle-texts.ts'

export const addressColumns = {
  id: a.id,
  kind: a.kind,
  label: a.label,
  name: a.name,
  company: a.company,
  line1: a.line1,
  line2: a.line2,
  city: a.city,
  region: a.region,
  postalCode: a.postalCode,
  country: a.country,
  phone: a.phone,
  isDefault: a.isDefault,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
}

type Row = Omit<Address, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date }

export const toAddress = (row: Row): Address => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

export async function listAddresses(db: DbOrTx, userId: string): Promise<Address[]> {
  const rows = await db
    .select(addressColumns)
    .from(a)
    .where(eq(a.userId, userId))
    .orderBy(asc(a.kind), desc(a.isDefault), asc(a.createdAt), asc(a.id))
  return rows.map(toAddress)
}

/** One of the user's own addresses, or 404. */
export async function ownAddress(db: DbOrTx, userId: string, id: string): Promise<Row> {
  const [row] = await db
    .select(addressColumns)
    .from(a)
    .where(and(eq(a.id, id), eq(a.userId, userId)))
  if (!row) throw notFound(ADDRESS_TEXTS.notFound)
  return row
}

/** The copy an order keeps. */
export const orderAddressOf = (row: Row): OrderAddress => ({
  name: row.name,
  company: row.company,
  line1: row.line1,
  line2: row.line2,
  city: row.city,
  region: row.region,
  postalCode: row.postalCode,
  country: row.country,
  phone: row.phone,
})
