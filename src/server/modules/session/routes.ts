import { defineRoute } from '../../lib/http/route.ts'

/** 000 §7 calls 4, 7 and 8: the session, the user and the resolved role in one answer. */
export const sessionRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/me',
    summary: 'The signed-in user, profile and resolved role (null when signed out)',
    tags: ['session'],
    access: 'public',
    handler: async ({ viewer }) => ({
      user: viewer
        ? {
            id: viewer.userId,
            email: viewer.email,
            emailVerified: viewer.emailVerified,
            role: viewer.role,
            fullName: viewer.fullName,
            companyName: viewer.companyName,
            resellerStatus: viewer.resellerStatus,
          }
        : null,
    }),
  }),
]
