import { eq } from 'drizzle-orm'
import { BRANDS_API_MESSAGES } from '#shared/brands-directory-texts.ts'
import type { BrandInput } from '#shared/schemas/brands-directory.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { brandsDirectory as b } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http/errors.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { enqueueEntryActivationMail } from './announce-entry-activation.ts'
import { changedFields, recordAudit, type AuditActor } from '../audit-log/record-audit.ts'
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

async function brandById(db: DbOrTx, id: string) {
  const [brand] = await db.select(brandColumns).from(b).where(eq(b.id, id))
  if (!brand) throw notFound(BRANDS_API_MESSAGES.brandNotFound)
  return brand
}

/** What the audit log keeps of a brand: the form's fields (issue 16). */
function audited(brand: Awaited<ReturnType<typeof brandById>>) {
  const {
    id: _id,
    shownLogoUrl: _shown,
    allocationCount: _count,
    createdAt: _c,
    updatedAt: _u,
    ...fields
  } = brand
  return fields
}

/** 7.2 admin_add_brand (001 §5 form rules are in the schema). New brands are active by default. */
export async function addBrand(db: Db, input: BrandInput, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(b)
      .values({
        ...values(input),
        isActive: input.isActive ?? true,
        amazonAutoUngated: input.amazonAutoUngated ?? false,
      })
      .returning({ id: b.id })
    const brand = await brandById(tx, row!.id)
    await recordAudit(tx, {
      actor,
      action: 'brands_directory.created',
      targetType: 'brand',
      targetId: brand.id,
      targetLabel: brand.name,
      after: audited(brand),
    })
    return brand
  })
}

/** 7.2 admin_update_brand: every field of the form; flags left out stay as they are. */
/** Every field; activating the entry mails its brand (issue 16) in the same transaction. */
export async function updateBrand(
  deps: Pick<AppDeps, 'db' | 'env' | 'mailer'>,
  id: string,
  input: BrandInput,
  actor: AuditActor,
) {
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.select({ id: b.id }).from(b).where(eq(b.id, id)).for('update')
    if (!current) throw notFound(BRANDS_API_MESSAGES.brandNotFound)
    const before = await brandById(tx, id)
    await tx
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
    const brand = await brandById(tx, id)
    await recordAudit(tx, {
      actor,
      action: 'brands_directory.updated',
      targetType: 'brand',
      targetId: id,
      targetLabel: brand.name,
      ...changedFields(audited(before), audited(brand)),
    })
    await enqueueEntryActivationMail(tx, deps, brand, before.isActive)
    return brand
  })
}

/** 001 §4.4: is_active toggles between Active and Inactive; activating mails the brand. */
export async function setBrandStatus(
  deps: Pick<AppDeps, 'db' | 'env' | 'mailer'>,
  id: string,
  isActive: boolean,
  actor: AuditActor,
) {
  return deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ isActive: b.isActive })
      .from(b)
      .where(eq(b.id, id))
      .for('update')
    const [row] = await tx
      .update(b)
      .set({ isActive, updatedAt: new Date() })
      .where(eq(b.id, id))
      .returning({ id: b.id, isActive: b.isActive, name: b.name })
    if (!row || !before) throw notFound(BRANDS_API_MESSAGES.brandNotFound)
    await recordAudit(tx, {
      actor,
      action: isActive ? 'brands_directory.activated' : 'brands_directory.deactivated',
      targetType: 'brand',
      targetId: id,
      targetLabel: row.name,
      before: { isActive: before.isActive },
      after: { isActive },
    })
    await enqueueEntryActivationMail(tx, deps, row, before.isActive)
    return { id: row.id, isActive: row.isActive }
  })
}
