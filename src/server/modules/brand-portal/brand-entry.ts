/**
 * A brand user's directory entry (001 §6): the brands_directory row whose contact_email equals
 * the user's e-mail. The first match is recorded in owner_user_id, so the link survives a later
 * change of either e-mail, and an entry already owned by another user is never taken over.
 * Products, catalogs and orders key on the brand's user id; allocations and brand applications
 * key on the directory entry's id. This module joins the two.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { brandsDirectory } from '../../db/schema/index.ts'
import { brandLogoUrl } from '../media/logo-url.ts'

export interface BrandEntry {
  id: string
  name: string
  contactEmail: string
  logoUrl: string | null
  isActive: boolean
}

const entryColumns = {
  id: brandsDirectory.id,
  name: brandsDirectory.name,
  contactEmail: brandsDirectory.contactEmail,
  /** The uploaded logo, else the address an admin typed in (issue 15). */
  logoUrl: brandLogoUrl,
  isActive: brandsDirectory.isActive,
}

/** The entry owned by `userId`, or the oldest unowned one with its e-mail (then claimed). */
export async function findBrandEntry(
  db: Db,
  brand: { userId: string; email: string },
): Promise<BrandEntry | null> {
  const [owned] = await db
    .select(entryColumns)
    .from(brandsDirectory)
    .where(eq(brandsDirectory.ownerUserId, brand.userId))
    .orderBy(asc(brandsDirectory.createdAt), asc(brandsDirectory.id))
    .limit(1)
  if (owned) return owned
  const email = brand.email.trim().toLowerCase()
  const [claimed] = await db
    .update(brandsDirectory)
    .set({ ownerUserId: brand.userId })
    .where(
      eq(
        brandsDirectory.id,
        sql`(select id from brands_directory
          where lower(contact_email) = ${email} and owner_user_id is null
          order by created_at, id limit 1 for update skip locked)`,
      ),
    )
    .returning(entryColumns)
  return claimed ?? null
}

/** The brand user ids behind directory entries (for publishing live events to a brand). */
export async function brandUserIdsOf(db: Db, entryIds: readonly string[]): Promise<string[]> {
  if (entryIds.length === 0) return []
  const rows = await db
    .select({ ownerUserId: brandsDirectory.ownerUserId })
    .from(brandsDirectory)
    .where(inArray(brandsDirectory.id, [...entryIds]))
  return rows.flatMap((r) => (r.ownerUserId ? [r.ownerUserId] : []))
}

/** What the brand portal shows of its own entry (the gate, the settings' listing card). */
export const brandEntryDetailColumns = {
  ...entryColumns,
  websiteUrl: brandsDirectory.websiteUrl,
  description: brandsDirectory.description,
  categories: brandsDirectory.categories,
  department: brandsDirectory.department,
  submittedByBrand: brandsDirectory.submittedByBrand,
  createdAt: brandsDirectory.createdAt,
}

export type BrandEntryDetails = BrandEntry & {
  websiteUrl: string | null
  description: string | null
  categories: string[]
  department: string | null
  submittedByBrand: boolean
  createdAt: Date
}

/** The viewer's entry with every field the portal shows (claimed by e-mail as findBrandEntry does). */
export async function findBrandEntryDetails(
  db: Db,
  brand: { userId: string; email: string },
): Promise<BrandEntryDetails | null> {
  const entry = await findBrandEntry(db, brand)
  if (!entry) return null
  const [row] = await db
    .select(brandEntryDetailColumns)
    .from(brandsDirectory)
    .where(eq(brandsDirectory.id, entry.id))
  return row ?? null
}
