/**
 * Demo data for e-mail routing (DESIGN decision 7): the demo reseller's application to the demo
 * brand's own directory entry, with the thread id DEMO_APPLICATION_THREAD_ID. The demo brand
 * approved it (issue 13): the demo reseller is authorized to sell it (seed.ts), and the
 * authorization names this application. Idempotent: one application per reseller and brand (the
 * unique index), nothing when the accounts or the entry are missing. Returns whether it created
 * the application.
 */
import { and, eq, sql } from 'drizzle-orm'
import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts'
import { DEMO_APPLICATION_THREAD_ID } from '#shared/email-routing-texts.ts'
import type { Db } from '../../db/client.ts'
import {
  brandApplications,
  brandAuthorizations,
  brandsDirectory,
  user,
} from '../../db/schema/index.ts'

export async function seedDemoConversation(db: Db): Promise<boolean> {
  const emailOf = (role: 'brand' | 'reseller') =>
    DEMO_ACCOUNTS.find((a) => a.role === role)!.email.toLowerCase()
  const [reseller] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, emailOf('reseller')))
  const [brandUser] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, emailOf('brand')))
  if (!reseller || !brandUser) return false
  const [entry] = await db
    .select({ id: brandsDirectory.id })
    .from(brandsDirectory)
    .where(
      sql`${brandsDirectory.ownerUserId} = ${brandUser.id} or lower(${brandsDirectory.contactEmail}) = ${emailOf('brand')}`,
    )
    .orderBy(brandsDirectory.createdAt)
    .limit(1)
  if (!entry) return false
  const [authorization] = await db
    .select({ id: brandAuthorizations.id, startsAt: brandAuthorizations.startsAt })
    .from(brandAuthorizations)
    .where(
      and(
        eq(brandAuthorizations.resellerId, reseller.id),
        eq(brandAuthorizations.brandId, entry.id),
      ),
    )
  const decidedAt = authorization?.startsAt ?? new Date()
  const appliedAt = new Date(decidedAt.getTime() - 2 * 24 * 60 * 60 * 1000)
  const inserted = await db
    .insert(brandApplications)
    .values({
      resellerId: reseller.id,
      brandId: entry.id,
      emailThreadId: DEMO_APPLICATION_THREAD_ID,
      applicationData: {
        proposal_message:
          'We sell on Amazon and Walmart and would like to carry your range. Our team handles listings, pricing within your MAP policy and fast fulfilment.',
      },
      // Decided as the authorization says: approved when the pair is authorized.
      status: authorization ? 'approved' : 'pending',
      decidedAt: authorization ? decidedAt : null,
      decidedByUserId: authorization ? brandUser.id : null,
      createdAt: authorization ? appliedAt : new Date(),
      updatedAt: authorization ? decidedAt : new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: brandApplications.id })
  if (inserted.length && authorization) {
    await db
      .update(brandAuthorizations)
      .set({ brandApplicationId: inserted[0]!.id })
      .where(eq(brandAuthorizations.id, authorization.id))
  }
  if (inserted.length) return true
  // The pair exists (applied before the seed ran): make sure its thread can be replied to.
  await db
    .update(brandApplications)
    .set({ emailThreadId: DEMO_APPLICATION_THREAD_ID })
    .where(
      and(
        eq(brandApplications.resellerId, reseller.id),
        eq(brandApplications.brandId, entry.id),
        sql`${brandApplications.emailThreadId} is null`,
      ),
    )
  return false
}
