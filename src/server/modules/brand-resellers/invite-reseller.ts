/**
 * A brand invites someone by e-mail to apply to sell it (issue 13 #3). A reseller of the
 * marketplace gets a link to the brand in their Available Brands; anyone else a link to the
 * Reseller Hub, to apply to the marketplace first. The answer is the same either way, so the
 * form cannot be used to find out who is a reseller here.
 *
 * Limits, counted before anything is sent (rate_limit, shared by every instance): a brand sends
 * at most BRAND_INVITATIONS_PER_HOUR, and an address receives at most
 * INVITATIONS_PER_RECIPIENT_PER_DAY from all brands together, so no one is flooded through us.
 */
import { and, eq, sql } from 'drizzle-orm'
import {
  AUTHORIZATION_MANAGEMENT_TEXTS,
  BRAND_APPLICATION_CODES,
  BRAND_INVITATIONS_PER_HOUR,
  INVITATIONS_PER_RECIPIENT_PER_DAY,
} from '#shared/brand-applications-texts.ts'
import { user } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http/errors.ts'
import type { AppDeps, Viewer } from '../../lib/http/types.ts'
import { brandInvitationMail } from '../../lib/mail/authorization-mails.ts'
import { consume, type RateRule } from '../../lib/rate-limit.ts'
import { brandEntryOr404 } from '../brand-applications/decide-brand-application.ts'
import { brandCardLink } from '../brand-applications/mail-reseller.ts'

const PER_BRAND: RateRule = { window: 60 * 60, max: BRAND_INVITATIONS_PER_HOUR }
const PER_RECIPIENT: RateRule = { window: 24 * 60 * 60, max: INVITATIONS_PER_RECIPIENT_PER_DAY }

const T = AUTHORIZATION_MANAGEMENT_TEXTS.invite

export async function inviteReseller(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'logger' | 'env'>,
  viewer: Viewer,
  input: { email: string; message?: string | undefined },
) {
  const entry = await brandEntryOr404(deps, viewer)
  const email = input.email.trim().toLowerCase()
  const brandWait = await consume(deps.db, `brand-invitation|${entry.id}`, PER_BRAND)
  if (brandWait > 0) {
    throw new HttpError(429, {
      code: BRAND_APPLICATION_CODES.invitationLimited,
      message: T.limited(Math.max(1, Math.ceil(brandWait / 60))),
    })
  }
  const recipientWait = await consume(deps.db, `brand-invitation-to|${email}`, PER_RECIPIENT)
  if (recipientWait > 0) {
    throw new HttpError(429, {
      code: BRAND_APPLICATION_CODES.invitationLimited,
      message: T.recipientLimited,
    })
  }
  const [reseller] = await deps.db
    .select({ id: user.id })
    .from(user)
    .where(and(sql`lower(${user.email}) = ${email}`, eq(user.userRole, 'reseller')))
    .limit(1)
  const link = reseller
    ? brandCardLink(deps.env.appUrl, entry.name)
    : `${deps.env.appUrl}/reseller-hub`
  // An invitation records nothing but its rate-limit units: the mail is simply queued.
  await deps.mailer.send({
    to: email,
    kind: 'brand_invitation',
    replyTo: entry.contactEmail,
    ...brandInvitationMail({
      brandName: entry.name,
      message: input.message?.trim() || null,
      link,
      reseller: Boolean(reseller),
    }),
  })
  // In the outbox: the worker sends it and retries a failure.
  return { invited: email }
}
