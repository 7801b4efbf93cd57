import { eq, sql } from 'drizzle-orm'
import { MESSAGES } from '#shared/messages.ts'
import { promoteSchema } from '#shared/schemas/accounts.ts'
import { profiles } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http/errors.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { auditActorOf } from '../audit-log/record-audit.ts'
import { confirmOwnPassword } from '../users/confirm-own-password.ts'
import { changeUserRole } from '../users/update-user-access.ts'

/**
 * The Role Updater (001 §2.2) with the permission gap closed (DESIGN decision 2): anyone signed
 * in may check their role; only admins may grant the admin role, with their own password again
 * (issue 16 item 3).
 */
export const roleUpdaterRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/role-updater/role',
    summary: 'Check current role',
    tags: ['role-updater'],
    access: 'signed-in',
    handler: async ({ viewer }) => ({ email: viewer.email, role: viewer.role }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/role-updater/promote',
    summary:
      "Make an existing profile admin by e-mail (admins only), confirmed with the acting admin's password",
    tags: ['role-updater'],
    access: ['admin'],
    body: promoteSchema,
    responses: {
      400: 'No e-mail, or no password',
      403: 'The password is not correct',
      404: MESSAGES.roleUpdater.noProfile,
      429: 'Too many wrong passwords (the sign-in limiter)',
    },
    handler: async ({ c, deps, viewer, body }) => {
      const [found] = await deps.db
        .select({ id: profiles.id, email: profiles.email, userRole: profiles.userRole })
        .from(profiles)
        .where(eq(sql`lower(${profiles.email})`, body.email.toLowerCase()))
      if (!found) throw notFound(MESSAGES.roleUpdater.noProfile)
      // One's own profile is admin already: nothing to change, nothing to confirm.
      if (found.id === viewer.userId) return { profile: found }
      // Issue 16 item 3: the same confirmation and the same change (user and profile together,
      // in the audit log) as User Management's promotion.
      await confirmOwnPassword(deps, {
        userId: viewer.userId,
        email: viewer.email,
        ip: c.get('clientIp'),
        password: body.password,
      })
      await changeUserRole(
        deps.db,
        { actorId: viewer.userId, userId: found.id, role: 'admin' },
        auditActorOf(c, viewer),
      )
      return { profile: { ...found, userRole: 'admin' as const } }
    },
  }),
]
