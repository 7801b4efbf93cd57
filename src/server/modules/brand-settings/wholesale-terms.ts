/**
 * The brand's wholesale terms (issue 13 item 5): its opening order minimum and reorder minimum,
 * kept on its own directory entry. Empty means the marketplace's rule (001 §2.4: 5 × the lowest
 * wholesale price); the answer says what that is today, so the form can tell the brand. A brand
 * without a directory entry has no terms to set (the answer says `terms: null`, a save is a 409).
 */
import { and, eq, min } from 'drizzle-orm'
import {
  WHOLESALE_TERMS_CODES,
  WHOLESALE_TERMS_TEXTS,
  minimumOrderCents,
  type WholesaleTerms,
} from '#shared/reseller-order-texts.ts'
import type { WholesaleTermsOutput } from '#shared/schemas/reseller-orders.ts'
import type { Db } from '../../db/client.ts'
import { brandsDirectory, products } from '../../db/schema/index.ts'
import { conflict } from '../../lib/http/errors.ts'
import type { Viewer } from '../../lib/http/types.ts'
import { findBrandEntry } from '../brand-portal/brand-entry.ts'

export interface WholesaleTermsAnswer {
  terms:
    | (WholesaleTerms & {
        /** The marketplace's rule for this brand today, in cents: what an empty field means. */
        defaultMinimumCents: number
      })
    | null
}

async function defaultMinimumCents(db: Db, brandUserId: string): Promise<number> {
  const [row] = await db
    .select({ lowest: min(products.wholesalePrice) })
    .from(products)
    .where(and(eq(products.brandId, brandUserId), eq(products.approvalStatus, 'approved')))
  return minimumOrderCents(row?.lowest ? [row.lowest] : [])
}

export async function getWholesaleTerms(db: Db, viewer: Viewer): Promise<WholesaleTermsAnswer> {
  const entry = await findBrandEntry(db, viewer)
  if (!entry) return { terms: null }
  const [row] = await db
    .select({
      openingOrderMinimum: brandsDirectory.openingOrderMinimum,
      reorderMinimum: brandsDirectory.reorderMinimum,
    })
    .from(brandsDirectory)
    .where(eq(brandsDirectory.id, entry.id))
  return {
    terms: {
      openingOrderMinimum: row?.openingOrderMinimum ?? null,
      reorderMinimum: row?.reorderMinimum ?? null,
      defaultMinimumCents: await defaultMinimumCents(db, viewer.userId),
    },
  }
}

export async function saveWholesaleTerms(
  db: Db,
  viewer: Viewer,
  input: WholesaleTermsOutput,
): Promise<WholesaleTermsAnswer> {
  const entry = await findBrandEntry(db, viewer)
  if (!entry) throw conflict(WHOLESALE_TERMS_TEXTS.noEntry, WHOLESALE_TERMS_CODES.noEntry)
  // Only the brand's own entry; any update of it bumps the cards counter (drizzle/0013), so
  // Available Brands shows the new figures at the next request.
  await db
    .update(brandsDirectory)
    .set({
      openingOrderMinimum: input.openingOrderMinimum,
      reorderMinimum: input.reorderMinimum,
      updatedAt: new Date(),
    })
    .where(eq(brandsDirectory.id, entry.id))
  return getWholesaleTerms(db, viewer)
}
