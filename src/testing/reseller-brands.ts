/** Helpers for the Available Brands tests: applications at any age, and plan limits. */
import { brandApplications, subscribers } from '#server/db/schema/index.ts'
import type { AppDeps } from '#server/lib/http/types.ts'

const DAY_MS = 24 * 60 * 60 * 1000
export const daysAgo = (days: number, from: Date = new Date()) =>
  new Date(from.getTime() - days * DAY_MS)

/** A brand application stored directly, applied `appliedDaysAgo` days ago. */
export async function insertApplication(
  deps: Pick<AppDeps, 'db'>,
  input: {
    resellerId: string
    brandId: string
    appliedDaysAgo?: number
    status?: 'pending' | 'approved' | 'rejected'
    followUpCount?: number
    lastFollowUpDaysAgo?: number | null
    proposalMessage?: string
  },
) {
  const createdAt = daysAgo(input.appliedDaysAgo ?? 0)
  const [row] = await deps.db
    .insert(brandApplications)
    .values({
      resellerId: input.resellerId,
      brandId: input.brandId,
      status: input.status ?? 'pending',
      followUpCount: input.followUpCount ?? 0,
      lastFollowUpAt:
        input.lastFollowUpDaysAgo === undefined || input.lastFollowUpDaysAgo === null
          ? null
          : daysAgo(input.lastFollowUpDaysAgo),
      applicationData: { proposal_message: input.proposalMessage ?? 'Stored proposal' },
      emailThreadId: `app-test-${Math.random().toString(36).slice(2, 12)}`,
      createdAt,
      updatedAt: createdAt,
    })
    .returning()
  return row!
}

/** The reseller's plan limit (DESIGN decision 6), as after a cancelled paid plan. */
export async function setApplicationLimit(
  deps: Pick<AppDeps, 'db'>,
  user: { id: string; email: string },
  limit: number,
) {
  await deps.db
    .insert(subscribers)
    .values({ userId: user.id, email: user.email, brandApplicationLimit: limit })
    .onConflictDoUpdate({
      target: subscribers.userId,
      set: { brandApplicationLimit: limit },
    })
}
