import { eq } from 'drizzle-orm'
import { RESET_RATE_LIMIT } from '#shared/constants.ts'
import { MESSAGES } from '#shared/messages.ts'
import { profileUpdateSchema, idParams } from '#shared/schemas/accounts.ts'
import { recoveryRequestSchema } from '#shared/schemas/auth.ts'
import { profiles } from '../../db/schema/index.ts'
import { HttpError, notFound } from '../../lib/http/errors.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { consume } from '../../lib/rate-limit.ts'
import { RECOVERY_ANSWER, sendAccountRecoveryMailLater } from './send-account-recovery-mail.ts'

const profileColumns = {
  id: profiles.id,
  email: profiles.email,
  userRole: profiles.userRole,
  fullName: profiles.fullName,
  companyName: profiles.companyName,
  bio: profiles.bio,
  createdAt: profiles.createdAt,
}

export const accountRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/account-recovery',
    summary:
      'Request Account Access: the same answer for every address; a mail to the address says where its account stands and what to do next',
    tags: ['accounts'],
    access: 'public',
    body: recoveryRequestSchema,
    responses: { 429: 'Too many requests from this address' },
    handler: async ({ deps, body, c }) => {
      const retryAfter = await consume(deps.db, `recovery|${c.get('clientIp')}`, RESET_RATE_LIMIT)
      if (retryAfter > 0) {
        throw new HttpError(429, { code: 'RATE_LIMITED', message: MESSAGES.reset.rateLimited })
      }
      // Issue 12: the answer must not tell whether the address has an account, neither by its
      // body nor by its timing, so the lookup and the mail happen after it.
      sendAccountRecoveryMailLater(deps, body.email)
      return RECOVERY_ANSWER
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/profiles/:id',
    summary: 'One profile: its owner or an admin',
    tags: ['accounts'],
    access: 'signed-in',
    params: idParams,
    handler: async ({ deps, viewer, params }) => {
      // Someone else's profile is reported missing rather than forbidden: ids stay private.
      if (viewer.userId !== params.id && viewer.role !== 'admin') throw notFound()
      const [row] = await deps.db
        .select(profileColumns)
        .from(profiles)
        .where(eq(profiles.id, params.id))
      if (!row) throw notFound()
      return { profile: row }
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/api/profiles/:id',
    summary: 'Update full name, company name and bio of a profile: its owner or an admin',
    tags: ['accounts'],
    access: 'signed-in',
    params: idParams,
    body: profileUpdateSchema,
    handler: async ({ deps, viewer, params, body }) => {
      if (viewer.userId !== params.id && viewer.role !== 'admin') throw notFound()
      const [row] = await deps.db
        .update(profiles)
        .set({ ...body, updatedAt: new Date() })
        .where(eq(profiles.id, params.id))
        .returning(profileColumns)
      if (!row) throw notFound()
      return { profile: row }
    },
  }),
]
