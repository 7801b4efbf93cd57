import { z } from 'zod'
import { LIST_PAGE_MAX, LIST_PAGE_SIZE_MAX, PASSWORD_MAX_LENGTH, ROLES } from '../constants.ts'
import { BAN_DURATION_DAYS, USERS_PAGE_SIZE, USERS_TEXTS } from '../users-texts.ts'
import { text } from './common.ts'

/**
 * GET /api/admin/users: search over name, e-mail and company; role filter; pages. Issue 16: a
 * page is `page` (from 1) and `pageSize` (25 unless told, at most 100); `limit` and `offset`,
 * the older form, are still read when `page` is left out. Either way the handler gets limit and
 * offset, and the page they are.
 */
export const userListQuery = z
  .object({
    search: text(254).trim().optional(),
    role: z.enum(ROLES).optional(),
    page: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).optional(),
    pageSize: z.coerce.number().int().min(1).max(LIST_PAGE_SIZE_MAX).optional(),
    limit: z.coerce.number().int().min(1).max(LIST_PAGE_SIZE_MAX).optional(),
    offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  })
  .transform(({ page, pageSize, limit, offset, ...rest }) => {
    const size = pageSize ?? limit ?? USERS_PAGE_SIZE
    const skip = page !== undefined ? (page - 1) * size : (offset ?? 0)
    return { ...rest, limit: size, offset: skip }
  })
export type UserListQuery = z.infer<typeof userListQuery>

export const userIdParams = z.object({ id: text(128).min(1) })

/**
 * Issue 16 item 3: a promotion to admin carries the acting admin's own password, which the
 * server checks against their credential account; other changes need none (and a password sent
 * with them is ignored). The password is never stored or recorded.
 */
export const userRoleChangeSchema = z
  .object({
    role: z.enum(ROLES),
    password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.role === 'admin' && !value.password) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: USERS_TEXTS.rolePasswordRequired,
      })
    }
  })
export type UserRoleChange = z.infer<typeof userRoleChangeSchema>

export const userBanSchema = z.object({
  reason: text(500).trim().optional(),
  /** 0 = until unbanned. */
  durationDays: z
    .number()
    .int()
    .refine((d) => (BAN_DURATION_DAYS as readonly number[]).includes(d), 'Invalid duration')
    .default(0),
})
export type UserBan = z.input<typeof userBanSchema>

export interface AdminUserRow {
  id: string
  email: string
  fullName: string | null
  companyName: string | null
  role: (typeof ROLES)[number]
  emailVerified: boolean
  banned: boolean
  banReason: string | null
  banExpires: string | null
  createdAt: string
}
