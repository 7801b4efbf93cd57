import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { Role } from '#shared/constants.ts'
import { pageInfo, type PageInfo } from '#shared/schemas/paging.ts'
import type { AdminUserRow, UserListQuery } from '#shared/schemas/users.ts'
import type { DbOrTx } from '../../db/client.ts'
import { profiles, user } from '../../db/schema/index.ts'

/** The resolved role (000 §4): the profile's user_role overrides the sign-up metadata. */
export const resolvedRole = sql<Role>`coalesce(${profiles.userRole}::text, ${user.userRole})`
const fullName = sql<string | null>`coalesce(${profiles.fullName}, ${user.fullName})`
const companyName = sql<string | null>`coalesce(${profiles.companyName}, ${user.companyName})`

/** LIKE treats % and _ as wildcards; a search for them means the characters themselves. */
const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** User Management: every account, newest first, searched by name, e-mail and company. */
export async function listUsers(
  db: DbOrTx,
  query: UserListQuery,
): Promise<{ users: AdminUserRow[] } & PageInfo> {
  const filters: SQL[] = []
  if (query.search) {
    const pattern = likePattern(query.search)
    filters.push(
      or(ilike(user.email, pattern), ilike(fullName, pattern), ilike(companyName, pattern)) as SQL,
    )
  }
  if (query.role) filters.push(sql`${resolvedRole} = ${query.role}`)
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      fullName,
      companyName,
      role: resolvedRole,
      emailVerified: user.emailVerified,
      banned: user.banned,
      banReason: user.banReason,
      banExpires: user.banExpires,
      createdAt: user.createdAt,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(query.limit)
    .offset(query.offset)
  let total = rows[0]?.total ?? 0
  if (rows.length === 0 && query.offset > 0) {
    // Past the last page: the window count is not there, so count on its own.
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(filters.length ? and(...filters) : undefined)
    total = row?.n ?? 0
  }
  return {
    ...pageInfo(total, Math.floor(query.offset / query.limit) + 1, query.limit),
    users: rows.map(({ total: _total, ...r }) => ({
      ...r,
      banned: isBanActive(r.banned, r.banExpires),
      banExpires: r.banExpires?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
  }
}

export function isBanActive(banned: boolean, expires: Date | null): boolean {
  return banned && (expires === null || expires.getTime() > Date.now())
}
