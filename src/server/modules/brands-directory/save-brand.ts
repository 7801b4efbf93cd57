import { eq } from 'drizzle-orm'
import { BRANDS_API_MESSAGES } from '#shared/brands-directory-texts.ts'
import type { BrandInput } from '#shared/schemas/brands-directory.ts'
import type { Db } from '../../db/client.ts'
import { brandsDirectory as b } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http/errors.ts'
import { brandColumns } from './brand-columns.ts'

function values(input: BrandInput) {
  return {
    name: input.name,
    contactEmail: input.contactEmail,
    websiteUrl: input.websiteUrl,
    logoUrl: input.logoUrl,
    description: input.description,
    department: input.department,
    categories: input.categories,
    approvalRate: input.approvalRate,
    responseTime: input.responseTime,
  }
}

async function brandById(db: Db, id: string) {
  const [brand] = await db.select(brandColumns).from(b).where(eq(b.id, id))
  if (!brand) throw notFound(BRANDS_API_MESSAGES.brandNotFound)
  return brand
}

/** 7.2 admin_add_brand (001 §5 form rules are in the schema). New brands are active by default. */
export async function addBrand(db: Db, input: BrandInput) {
  const [row] = await db
    .insert(b)
    .values({
      ...values(input),
      isActive: input.isActive ?? true,
      amazonAutoUngated: input.amazonAutoUngated ?? false,
    })
    .returning({ id: b.id })
  return brandById(db, row!.id)
}

/** 7.2 admin_update_brand: every field of the form; flags left out stay as they are. */
export async function updateBrand(db: Db, id: string, input: BrandInput) {
  const [row] = await db
    .update(b)
    .set({
      ...values(input),
      ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
      ...(input.amazonAutoUngated === undefined
        ? {}
        : { amazonAutoUngated: input.amazonAutoUngated }),
      updatedAt: new Date(),
    })
    .where(eq(b.id, id))
    .returning({ id: b.id })
  if (!row) throw notFound(BRANDS_API_MESSAGES.brandNotFound)
  return brandById(db, row.id)
}

/** 001 §4.4: is_active toggles between Active and Inactive. */
export async function setBrandStatus(db: Db, id: string, isActive: boolean) {
  const [row] = await db
    .update(b)
    .set({ isActive, updatedAt: new Date() })
    .where(eq(b.id, id))
    .returning({ id: b.id, isActive: b.isActive })
  if (!row) throw notFound(BRANDS_API_MESSAGES.brandNotFound)
  return row
}
