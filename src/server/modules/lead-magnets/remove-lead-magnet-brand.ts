/** Issue 16 item 9: an admin takes a brand off the lead magnet's list. */
import { eq } from 'drizzle-orm'
import { LEAD_LIST_MESSAGES } from '#shared/lead-magnet-list-texts.ts'
import type { DbOrTx } from '../../db/client.ts'
import { leadMagnetBrands } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http/errors.ts'

export async function removeLeadMagnetBrand(db: DbOrTx, id: string): Promise<{ id: string }> {
  const [row] = await db
    .delete(leadMagnetBrands)
    .where(eq(leadMagnetBrands.id, id))
    .returning({ id: leadMagnetBrands.id })
  if (!row) throw notFound(LEAD_LIST_MESSAGES.notFound)
  return row
}
