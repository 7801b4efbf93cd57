/**
 * The lead magnet's list (issue 16 item 9) as the admin screen, the mail and the CSV read it, in
 * name order, and its count for the popup's promise.
 */
import { asc, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { leadMagnetBrands } from '../../db/schema/index.ts'

export interface LeadMagnetBrand {
  id: string
  name: string
  url: string | null
  category: string | null
  note: string | null
  createdAt: Date
}

export async function listLeadMagnetBrands(db: DbOrTx): Promise<LeadMagnetBrand[]> {
  return db
    .select({
      id: leadMagnetBrands.id,
      name: leadMagnetBrands.name,
      url: leadMagnetBrands.url,
      category: leadMagnetBrands.category,
      note: leadMagnetBrands.note,
      createdAt: leadMagnetBrands.createdAt,
    })
    .from(leadMagnetBrands)
    .orderBy(asc(sql`lower(${leadMagnetBrands.name})`), asc(leadMagnetBrands.id))
}

export async function countLeadMagnetBrands(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(leadMagnetBrands)
  return row?.n ?? 0
}
