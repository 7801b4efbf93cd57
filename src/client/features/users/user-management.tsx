import { useDeferredValue, useId, useState } from 'react'
import { useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { ROLES, type Role } from '#shared/constants.ts'
import type { AdminUserRow } from '#shared/schemas/users.ts'
import { USERS_PAGE_SIZE, USERS_TEXTS } from '#shared/users-texts.ts'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardContent } from '../../components/ui/card.tsx'
import { SearchInput } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useSession } from '../session/session-api.ts'
import { useChangeRole, useUnbanUser, useUsers } from './api.ts'
import { BanDialog } from './ban-dialog.tsx'

const T = USERS_TEXTS
const selectClass = 'border-border bg-background h-10 rounded-md border px-3 text-sm'
const isRole = (value: string | null): value is Role => ROLES.includes(value as Role)
const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })

/**
 * User Management (/admin/users and /admin/dashboard/user-management): search by name, e-mail
 * or company, filter by role, change a role, ban and unban. The filters live in the URL
 * (?search=&role=&page=), so the dashboard can link to a user. An admin's own row is read-only:
 * the server refuses a change of one's own role or a ban of oneself.
 */
export function UserManagement() {
  const searchId = useId()
  const roleId = useId()
  const [params, setParams] = useSearchParams()
  const search = params.get('search') ?? ''
  const roleParam = params.get('role')
  const role: Role | '' = isRole(roleParam) ? roleParam : ''
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0)
  const deferredSearch = useDeferredValue(search.trim())
  const users = useUsers({ search: deferredSearch, role, page })
  const { data: me } = useSession()
  const [banning, setBanning] = useState<AdminUserRow | null>(null)

  function update(changes: Record<string, string | null>) {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value)
          else next.delete(key)
        }
        return next
      },
      { replace: true },
    )
  }

  const total = users.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE))

  return (
    <Card>
      <CardContent className="grid gap-4 pt-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor={searchId}>{T.searchLabel}</Label>
            <SearchInput
              id={searchId}
              placeholder={T.searchPlaceholder}
              value={search}
              maxLength={254}
              onChange={(e) => update({ search: e.target.value, page: null })}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={roleId}>{T.roleFilterLabel}</Label>
            <select
              id={roleId}
              className={selectClass}
              value={role}
              onChange={(e) => update({ role: e.target.value, page: null })}
            >
              <option value="">{T.allRoles}</option>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </div>
        </div>

        {users.isPending ? (
          <div role="status" aria-label="Loading" className="grid gap-2">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : users.isError ? (
          <Alert variant="destructive" className="flex flex-wrap items-center gap-3">
            <div className="flex-1">
              <AlertTitle>{T.loadError}</AlertTitle>
              <p>{users.error.message}</p>
            </div>
            <Button variant="outline" size="sm" onClick={() => void users.refetch()}>
              Try Again
            </Button>
          </Alert>
        ) : users.data.users.length === 0 ? (
          <p className="text-muted-foreground py-8 text-center text-sm">{T.empty}</p>
        ) : (
          <div className="overflow-x-auto" aria-busy={users.isFetching || undefined}>
            <table className="w-full text-left text-sm">
              <thead className="text-muted-foreground border-border border-b text-xs uppercase">
                <tr>
                  {[
                    T.columns.name,
                    T.columns.email,
                    T.columns.company,
                    T.columns.role,
                    T.columns.status,
                    T.columns.joined,
                    T.columns.actions,
                  ].map((h) => (
                    <th key={h} scope="col" className="py-2 pr-4 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-border divide-y">
                {users.data.users.map((user) => (
                  <UserRow
                    key={user.id}
                    user={user}
                    isSelf={user.id === me?.id}
                    onBan={() => setBanning(user)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}

        {total > USERS_PAGE_SIZE ? (
          <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
            <span className="text-muted-foreground">
              Page {page + 1} of {pages} · {total} users
            </span>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={page === 0}
                onClick={() => update({ page: page > 1 ? String(page - 1) : null })}
              >
                {T.previous}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={page + 1 >= pages}
                onClick={() => update({ page: String(page + 1) })}
              >
                {T.next}
              </Button>
            </div>
          </nav>
        ) : null}
      </CardContent>
      <BanDialog user={banning} onClose={() => setBanning(null)} />
    </Card>
  )
}

function UserRow({
  user,
  isSelf,
  onBan,
}: {
  user: AdminUserRow
  isSelf: boolean
  onBan: () => void
}) {
  const changeRole = useChangeRole()
  const unban = useUnbanUser()
  return (
    <tr>
      <td className="py-3 pr-4 font-medium">
        {user.fullName ?? '—'}
        {isSelf ? <span className="text-muted-foreground ml-1 text-xs">(you)</span> : null}
      </td>
      <td className="py-3 pr-4 break-all">{user.email}</td>
      <td className="py-3 pr-4">{user.companyName ?? '—'}</td>
      <td className="py-3 pr-4">
        <select
          aria-label={`Role of ${user.email}`}
          className={selectClass}
          value={user.role}
          disabled={isSelf || changeRole.isPending}
          title={isSelf ? T.ownRole : undefined}
          onChange={(e) => {
            const role = e.target.value as Role
            changeRole.mutate(
              { id: user.id, role },
              {
                onSuccess: () =>
                  toast.success(T.roleUpdated, { description: `${user.email} is now ${role}.` }),
                onError: (error) => toast.error(T.roleFailed, { description: error.message }),
              },
            )
          }}
        >
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </td>
      <td className="py-3 pr-4">
        <div className="flex flex-wrap gap-1">
          {user.banned ? (
            <Badge tone="danger" title={user.banReason ?? undefined}>
              {T.banned}
              {user.banExpires ? ` until ${formatDate(user.banExpires)}` : ''}
            </Badge>
          ) : (
            <Badge tone="success">{T.active}</Badge>
          )}
          {user.emailVerified ? null : <Badge tone="warning">{T.unverified}</Badge>}
        </div>
      </td>
      <td className="py-3 pr-4 whitespace-nowrap">
        <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
      </td>
      <td className="py-3">
        {user.banned ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={`${T.unban} ${user.email}`}
            disabled={unban.isPending}
            onClick={() =>
              unban.mutate(user.id, {
                onSuccess: () => toast.success(T.userUnbanned, { description: user.email }),
                onError: (error) => toast.error(T.unbanFailed, { description: error.message }),
              })
            }
          >
            {T.unban}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            aria-label={`${T.ban} ${user.email}`}
            disabled={isSelf}
            title={isSelf ? T.ownBan : undefined}
            onClick={onBan}
          >
            {T.ban}
          </Button>
        )}
      </td>
    </tr>
  )
}
