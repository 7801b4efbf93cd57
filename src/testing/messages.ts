/**
 * Messages for the message tests: written straight to the database (an inbound e-mail, a
 * brand's application message), and the brand-reseller relationship a brand may write within.
 */
import { brandApplications, messages, orders } from '#server/db/schema/index.ts'
import type { AppDeps } from '#server/lib/http/types.ts'
import type { MessageSource } from '#shared/messages-texts.ts'
import { authorize } from './authorizations.ts'
import { createBrand } from './public-site.ts'

export async function insertMessage(
  deps: Pick<AppDeps, 'db'>,
  input: {
    senderId: string | null
    recipientId: string
    content?: string
    messageSource?: MessageSource
    brandApplicationId?: string | null
    emailThreadId?: string | null
    isRead?: boolean
    createdAt?: Date
  },
) {
  const [row] = await deps.db
    .insert(messages)
    .values({
      senderId: input.senderId,
      recipientId: input.recipientId,
      content: input.content ?? 'Hello from the tests\nSecond line',
      messageSource: input.messageSource ?? 'internal',
      brandApplicationId: input.brandApplicationId ?? null,
      emailThreadId: input.emailThreadId ?? null,
      isRead: input.isRead ?? false,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning()
  return row!
}

/** The brand user's own directory entry (claimed by owner_user_id). */
export async function entryOf(
  deps: Pick<AppDeps, 'db'>,
  brand: { id: string; email: string },
  name?: string,
) {
  return createBrand(deps, {
    contactEmail: brand.email,
    ownerUserId: brand.id,
    ...(name ? { name } : {}),
  })
}

/** The reseller applied to the brand's entry, on an e-mail thread; returns the application. */
export async function applicationBetween(
  deps: Pick<AppDeps, 'db'>,
  entryId: string,
  resellerId: string,
  emailThreadId: string | null = `thread-${Math.random().toString(36).slice(2, 12)}`,
) {
  const [row] = await deps.db
    .insert(brandApplications)
    .values({ brandId: entryId, resellerId, emailThreadId })
    .returning()
  return row!
}

export async function allocate(deps: Pick<AppDeps, 'db'>, entryId: string, resellerId: string) {
  await authorize(deps, entryId, resellerId)
}

/** An order between the two (orders key on the brand's user id), with no lines. */
export async function orderBetween(
  deps: Pick<AppDeps, 'db'>,
  brandUserId: string,
  resellerId: string,
) {
  const [row] = await deps.db
    .insert(orders)
    .values({ brandId: brandUserId, resellerId, totalAmount: '0.00' })
    .returning()
  return row!
}
