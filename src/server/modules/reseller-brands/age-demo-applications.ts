/**
 * Investor demo only: moves the demo reseller's pending brand applications (their applied and
 * last follow-up times) back by whole days, so a presenter — and the follow-up journey — can show
 * what happens 3 days later without waiting. The follow-up rules keep using the server's own
 * clock; this changes the recorded history of the demo account and of nobody else. Open exactly
 * as far as the rest of Investor Demo Setup is (DESIGN decision 2): in demo mode, or for admins.
 */
import { and, eq, sql } from 'drizzle-orm'
import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts'
import { brandApplications, user } from '../../db/schema/index.ts'
import { conflict } from '../../lib/http/errors.ts'
import type { Db } from '../../db/client.ts'

export const DEMO_AGE_TEXTS = {
  noAccount: 'Create the demo accounts first (Investor Demo Setup).',
}

export async function ageDemoApplications(db: Db, days: number) {
  const email = DEMO_ACCOUNTS.find((a) => a.role === 'reseller')!.email.toLowerCase()
  const [reseller] = await db.select({ id: user.id }).from(user).where(eq(user.email, email))
  if (!reseller) throw conflict(DEMO_AGE_TEXTS.noAccount)
  const shift = sql`make_interval(days => ${days})`
  const rows = await db
    .update(brandApplications)
    .set({
      createdAt: sql`${brandApplications.createdAt} - ${shift}`,
      lastFollowUpAt: sql`${brandApplications.lastFollowUpAt} - ${shift}`,
    })
    .where(
      and(eq(brandApplications.resellerId, reseller.id), eq(brandApplications.status, 'pending')),
    )
    .returning({ id: brandApplications.id })
  return { updated: rows.length }
}
