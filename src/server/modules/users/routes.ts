import {
  userBanSchema,
  userIdParams,
  userListQuery,
  userRoleChangeSchema,
} from '#shared/schemas/users.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { confirmOwnPassword } from './confirm-own-password.ts'
import { getUserDetail } from './get-user-detail.ts'
import { listUsers } from './list-users.ts'
import { banUser, changeUserRole, unbanUser } from './update-user-access.ts'
import { auditActorOf } from '../audit-log/record-audit.ts'

/** User Management (/admin/users and /admin/dashboard/user-management). */
export const userRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/admin/users',
    summary: 'Users, newest first, by name, e-mail or company and by role, a page at a time',
    tags: ['admin'],
    access: ['admin'],
    query: userListQuery,
    handler: async ({ deps, query }) => listUsers(deps.db, query),
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/users/:id',
    summary:
      'One account for its detail view: profile, role, e-mail confirmation, ban, signed-in sessions and the newest sign-in, its reseller applications and brands directory entries',
    tags: ['admin'],
    access: ['admin'],
    params: userIdParams,
    responses: { 404: 'No such user' },
    handler: async ({ c, deps, params }) => {
      c.header('Cache-Control', 'no-store')
      return getUserDetail(deps.db, params.id)
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/api/admin/users/:id/role',
    summary:
      "Change a user's role (user and profile together); not one's own. A promotion to admin carries the acting admin's password",
    tags: ['admin'],
    access: ['admin'],
    params: userIdParams,
    body: userRoleChangeSchema,
    responses: {
      400: 'A promotion to admin without the password',
      403: 'The password is not correct',
      404: 'No such user',
      409: 'Own account',
      429: 'Too many wrong passwords (the sign-in limiter)',
    },
    handler: async ({ c, deps, viewer, params, body }) => {
      // One's own role is refused (409) before any password is weighed.
      if (body.role === 'admin' && params.id !== viewer.userId) {
        await confirmOwnPassword(deps, {
          userId: viewer.userId,
          email: viewer.email,
          ip: c.get('clientIp'),
          password: body.password ?? '',
        })
      }
      return {
        user: await changeUserRole(
          deps.db,
          { actorId: viewer.userId, userId: params.id, role: body.role },
          auditActorOf(c, viewer),
        ),
      }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/users/:id/ban',
    summary: 'Ban a user (no sign-in, every session ended); not oneself',
    tags: ['admin'],
    access: ['admin'],
    params: userIdParams,
    body: userBanSchema,
    responses: { 404: 'No such user', 409: 'Own account' },
    handler: async ({ c, deps, viewer, params, body }) => ({
      user: await banUser(
        deps.db,
        { actorId: viewer.userId, userId: params.id, ...body },
        auditActorOf(c, viewer),
      ),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/users/:id/unban',
    summary: 'Lift a ban',
    tags: ['admin'],
    access: ['admin'],
    params: userIdParams,
    responses: { 404: 'No such user' },
    handler: async ({ c, deps, viewer, params }) => ({
      user: await unbanUser(deps.db, params.id, auditActorOf(c, viewer)),
    }),
  }),
]
