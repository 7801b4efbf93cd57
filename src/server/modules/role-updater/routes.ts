import { eq, sql } from 'drizzle-orm'
import { MESSAGES } from '#shared/messages.ts'
import { promoteSchema } from '#shared/schemas/accounts.ts'
import { profiles } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http/errors.ts'
import { defineRoute } from '../../lib/http/route.ts'

/**
 * The Role Updater (001 §2.2) with the permission gap closed (DESIGN decision 2): anyone signed
 * in may check their role; only admins may grant the admin role.
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
    summary: 'Make an existing profile admin by e-mail (admins only)',
    tags: ['role-updater'],
    access: ['admin'],
    body: promoteSchema,
    responses: { 404: MESSAGES.roleUpdater.noProfile },
    handler: async ({ deps, body }) => {
      const [row] = await deps.db
        .update(profiles)
        .set({ userRole: 'admin', updatedAt: new Date() })
        .where(eq(sql`lower(${profiles.email})`, body.email.toLowerCase()))
        .returning({ id: profiles.id, email: profiles.email, userRole: profiles.userRole })
      if (!row) throw notFound(MESSAGES.roleUpdater.noProfile)
      return { profile: row }
    },
  }),
]
