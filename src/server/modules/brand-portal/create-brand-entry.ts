/**
 * Issue 5 item 1: a brand without a directory entry creates its own. The entry carries the
 * account's e-mail as contact_email and the account as owner, and starts inactive with
 * submitted_by_brand set, so that it waits for an admin in the Brands Directory; the admins are
 * told by mail (written in the entry's transaction, sent by the outbox after the commit). A brand has one entry: a second attempt, or one while an admin's entry with the
 * same e-mail waits to be claimed, answers 409.
 */
import { and, eq, isNull, or, sql } from 'drizzle-orm'
import { BRAND_ENTRY_TEXTS, BRAND_SETTINGS_CODES } from '#shared/brand-settings-texts.ts'
import type { BrandEntryInput } from '#shared/schemas/brand-settings.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { brandsDirectory as b } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { conflict } from '../../lib/http/errors.ts'
import type { Logger } from '../../lib/logger.ts'
import type { Mailer } from '../../lib/mail/mailer.ts'
import { adminRecipients } from '../../lib/mail/submission-mails.ts'
import { brandEntryDetailColumns, findBrandEntry, type BrandEntryDetails } from './brand-entry.ts'
import { brandEntrySubmittedMail } from './entry-submitted-mail.ts'

const entryExists = () => conflict(BRAND_ENTRY_TEXTS.exists, BRAND_SETTINGS_CODES.entryExists)

export async function createBrandEntry(
  deps: { db: Db; env: Env; mailer: Mailer; logger: Logger },
  brand: { userId: string; email: string },
  input: BrandEntryInput,
): Promise<BrandEntryDetails> {
  // An unowned entry with the account's e-mail is this brand's (001 §6): claimed, not duplicated.
  if (await findBrandEntry(deps.db, brand)) throw entryExists()
  const email = brand.email.trim().toLowerCase()
  const created = await deps.db.transaction(async (tx) => {
    // Two submissions at once must not make two entries.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`brand-entry:${brand.userId}`}))`)
    const [existing] = await tx
      .select({ id: b.id })
      .from(b)
      .where(
        or(
          eq(b.ownerUserId, brand.userId),
          and(isNull(b.ownerUserId), sql`lower(${b.contactEmail}) = ${email}`),
        ),
      )
      .limit(1)
    if (existing) throw entryExists()
    const [row] = await tx
      .insert(b)
      .values({
        name: input.name,
        websiteUrl: input.websiteUrl,
        logoUrl: input.logoUrl,
        description: input.description,
        department: input.department,
        categories: input.categories,
        contactEmail: email,
        ownerUserId: brand.userId,
        isActive: false,
        submittedByBrand: true,
      })
      .returning(brandEntryDetailColumns)
    await notifyAdmins(tx, deps, row!)
    return row!
  })
  deps.mailer.deliverSoon()
  return created
}

/** In the entry's transaction: the admins' mails commit with the entry. */
async function notifyAdmins(
  tx: DbOrTx,
  deps: { env: Env; mailer: Mailer },
  entry: BrandEntryDetails,
) {
  const mail = brandEntrySubmittedMail(entry, `${deps.env.appUrl}/admin/dashboard/brands-directory`)
  for (const to of await adminRecipients(tx, deps.env)) {
    await deps.mailer.enqueue(tx, { to, ...mail, kind: 'brand_entry_submitted' })
  }
}
