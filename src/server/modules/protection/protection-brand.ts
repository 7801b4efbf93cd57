/**
 * Whose protection a request is about: the signed-in brand's own directory entry, or (admin
 * routes) the entry named in the path. Everything in brand protection keys on the entry; its
 * products are the owner account's.
 */
import { eq } from 'drizzle-orm'
import { LISTINGS_CODES, LISTINGS_TEXTS } from '#shared/listings-texts.ts'
import type { Db } from '../../db/client.ts'
import { brandsDirectory } from '../../db/schema/index.ts'
import { HttpError, notFound } from '../../lib/http/errors.ts'
import type { Viewer } from '../../lib/http/types.ts'
import { findBrandEntry } from '../brand-portal/brand-entry.ts'
import type { ProtectionBrand } from './detect.ts'

export interface ProtectionScope {
  entry: { id: string; name: string }
  brand: ProtectionBrand
  /** Who acts, as histories show it. */
  actor: { userId: string; label: string }
}

/** The signed-in brand's scope, or null when it has no directory entry yet. */
export async function brandScope(db: Db, viewer: Viewer): Promise<ProtectionScope | null> {
  const entry = await findBrandEntry(db, { userId: viewer.userId, email: viewer.email })
  if (!entry) return null
  return {
    entry: { id: entry.id, name: entry.name },
    brand: { entryId: entry.id, ownerUserId: viewer.userId },
    actor: { userId: viewer.userId, label: `${viewer.fullName ?? viewer.email} (${entry.name})` },
  }
}

/** The same, for routes that act on a record: no entry is 404 (nothing of the brand's exists). */
export async function requireBrandScope(db: Db, viewer: Viewer): Promise<ProtectionScope> {
  const scope = await brandScope(db, viewer)
  if (!scope) throw notFound()
  return scope
}

/** The brand an admin acts for (admin routes name the entry). */
export async function entryScope(
  db: Db,
  viewer: Viewer,
  entryId: string,
): Promise<ProtectionScope> {
  const [entry] = await db
    .select({
      id: brandsDirectory.id,
      name: brandsDirectory.name,
      owner: brandsDirectory.ownerUserId,
    })
    .from(brandsDirectory)
    .where(eq(brandsDirectory.id, entryId))
  if (!entry) throw notFound()
  return {
    entry: { id: entry.id, name: entry.name },
    brand: { entryId: entry.id, ownerUserId: entry.owner },
    actor: { userId: viewer.userId, label: `${viewer.fullName ?? viewer.email} (admin)` },
  }
}

export const noBrandEntry = () =>
  new HttpError(409, { code: LISTINGS_CODES.noBrandEntry, message: LISTINGS_TEXTS.noBrandEntry })
