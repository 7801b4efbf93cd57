/** Issue 16 item 9: an admin puts a brand on the lead magnet's list; a name already on it is a 409. */
import { LEAD_LIST_CODES, LEAD_LIST_MESSAGES } from '#shared/lead-magnet-list-texts.ts'
import type { LeadMagnetBrandInput } from '#shared/schemas/lead-magnet-brands.ts'
import type { DbOrTx } from '../../db/client.ts'
import { leadMagnetBrands } from '../../db/schema/index.ts'
import { conflict } from '../../lib/http/errors.ts'
import type { Viewer } from '../../lib/http/types.ts'
import type { LeadMagnetBrand } from './list-lead-magnet-brands.ts'

export async function addLeadMagnetBrand(
  db: DbOrTx,
  viewer: Viewer,
  input: LeadMagnetBrandInput,
): Promise<LeadMagnetBrand> {
  // The unique index on lower(name) decides, so two admins adding one brand at once get one row.
  const [row] = await db
    .insert(leadMagnetBrands)
    .values({ ...input, addedBy: viewer.userId })
    .onConflictDoNothing()
    .returning({
      id: leadMagnetBrands.id,
      name: leadMagnetBrands.name,
      url: leadMagnetBrands.url,
      category: leadMagnetBrands.category,
      note: leadMagnetBrands.note,
      createdAt: leadMagnetBrands.createdAt,
    })
  if (!row) throw conflict(LEAD_LIST_MESSAGES.duplicate(input.name), LEAD_LIST_CODES.duplicate)
  return row
}
