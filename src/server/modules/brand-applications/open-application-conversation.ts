/**
 * The applicant queue's Message button (issue 15: "a brand can message its applicants"): the
 * application's own thread, made on first use so the brand can write in it at once. Only the
 * brand the application was made to may open it; anyone else's application is not found. An
 * opened thread keeps its place in the lists: opening is not a message, so it does not move
 * last_message_at, and the reseller sees the thread only once something is written in it.
 */
import { and, eq } from 'drizzle-orm'
import { brandApplications, conversations } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http/errors.ts'
import type { AppDeps, Viewer } from '../../lib/http/types.ts'
import { brandEntryOr404 } from './decide-brand-application.ts'

export async function openApplicationConversation(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  applicationId: string,
): Promise<{ conversationId: string; created: boolean }> {
  const entry = await brandEntryOr404(deps, viewer)
  const [application] = await deps.db
    .select({
      id: brandApplications.id,
      brandId: brandApplications.brandId,
      resellerId: brandApplications.resellerId,
    })
    .from(brandApplications)
    .where(and(eq(brandApplications.id, applicationId), eq(brandApplications.brandId, entry.id)))
  if (!application) throw notFound()
  const existing = () =>
    deps.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.brandApplicationId, application.id))
  const [found] = await existing()
  if (found) return { conversationId: found.id, created: false }
  // Two tabs opening it at once make one thread (the unique application index decides).
  const [inserted] = await deps.db
    .insert(conversations)
    .values({
      brandId: application.brandId,
      resellerId: application.resellerId,
      brandApplicationId: application.id,
      lastMessageAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: conversations.id })
  if (inserted) return { conversationId: inserted.id, created: true }
  const [raced] = await existing()
  return { conversationId: raced!.id, created: false }
}
