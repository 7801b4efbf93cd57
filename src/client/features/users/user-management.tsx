import { useEffect, useId, useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { ADMIN_DETAIL_PATHS } from '#shared/admin-detail-texts.ts'
import { ROLES, type Role } from '#shared/constants.ts'
import type { AdminUserRow } from '#shared/schemas/users.ts'
import { USERS_PAGE_SIZE, USERS_TEXTS } from '#shared/users-texts.ts'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardContent } from '../../components/ui/card.tsx'
import { SearchInput } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Pagination } from '../../components/ui/pagination.tsx'
import { ResponsiveTable, type TableColumn } from '../../components/ui/responsive-table.tsx'
import { useListUrlState } from '../../lib/use-list-url-state.ts'
import { cn } from '../../lib/utils.ts'
import { useSession } from '../session/session-api.ts'
import { useUnbanUser, useUsers } from './api.ts'
import { BanDialog } from './ban-dialog.tsx'
import { RoleChangeDialog, type PendingRoleChange } from './role-change-dialog.tsx'

const T = USERS_TEXTS
const selectClass = 'border-border bg-background h-10 rounded-md border px-3 text-sm'
const isRole = (value: string | null): value is Role => ROLES.includes(value as Role)
const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })

/**
 * User Management (/admin/users and /admin/dashboard/user-management): search by name, e-mail
 * or company, filter by role, change a role, ban and unban. The list's state lives in the URL
 * (?q=&role=&page=&pageSize=, pages from 1; issue 16: page 2 showed ?page=1), so the dashboard
 * can link to a user and a reload keeps the page. An admin's own row is read-only: the server
 * refuses a change of one's own role or a ban of oneself.
 */
export function UserManagement() {
  const searchId = useId()
  const roleId = useId()
  const list = useListUrlState({
    defaultPageSize: USERS_PAGE_SIZE,
    filters: { role: { values: ROLES, fallback: '' } },
  })
  const roleParam = list.filters.role
  const role: Role | '' = isRole(roleParam) ? roleParam : ''
  const { page, pageSize, setPage } = list
  const users = useUsers({ search: list.q, role, page, pageSize })
  const { data: me } = useSession()
  const [banning, setBanning] = useState<AdminUserRow | null>(null)
  const [roleChange, setRoleChange] = useState<PendingRoleChange | null>(null)

  const total = users.data?.total ?? 0
  const pages = users.data?.pages ?? Math.max(1, Math.ceil(total / pageSize))
  // An old link (or a ban that emptied the last page) past the end: the last page.
  useEffect(() => {
    if (users.data && !users.isPlaceholderData && page > pages) setPage(pages, true)
  }, [users.data, users.isPlaceholderData, page, pages, setPage])

  const columns = userColumns({
    meId: me?.id,
    onBan: setBanning,
    roleChange,
    onRoleChange: setRoleChange,
  })
  return (
    <Card>
      <CardContent className="grid gap-4 p-4 sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor={searchId}>{T.searchLabel}</Label>
            <SearchInput
              id={searchId}
              placeholder={T.searchPlaceholder}
              value={list.typed}
              maxLength={254}
              onChange={(e) => list.setTyped(e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={roleId}>{T.roleFilterLabel}</Label>
            <select
              id={roleId}
              className={selectClass}
              value={role}
              onChange={(e) => list.setFilter('role', e.target.value)}
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

        {users.isError && !users.data ? (
          <Alert variant="destructive" className="flex flex-wrap items-center gap-3">
            <div className="flex-1">
              <AlertTitle>{T.loadError}</AlertTitle>
              <p>{users.error.message}</p>
            </div>
            <Button variant="outline" size="sm" onClick={() => void users.refetch()}>
              Try Again
            </Button>
          </Alert>
        ) : (
          <ResponsiveTable
            label={T.tableLabel}
            columns={columns}
            rows={users.data?.users}
            rowKey={(u) => u.id}
            cardTitle={(u) => (
              <>
                <Link to={ADMIN_DETAIL_PATHS.user(u.id)} className="hover:underline">
                  {u.fullName ?? u.email}
                </Link>
                {u.id === me?.id ? (
                  <span className="text-muted-foreground ml-1 text-xs font-normal">(you)</span>
                ) : null}
              </>
            )}
            busy={users.isFetching}
            empty={T.empty}
          />
        )}

        {users.data && total > 0 ? (
          <Pagination
            summary={T.pageOf(Math.min(page, pages), pages, total)}
            page={Math.min(page, pages)}
            pages={pages}
            onPage={(next) => setPage(next)}
            pageSize={pageSize}
            onPageSize={list.setPageSize}
            texts={T}
          />
        ) : null}
      </CardContent>
      <BanDialog user={banning} onClose={() => setBanning(null)} />
      <RoleChangeDialog change={roleChange} onClose={() => setRoleChange(null)} />
    </Card>
  )
}

/**
 * Issue 16: Name, Role, Status and Actions always; Email, then Company and Joined while the card
 * has room, and under the name when it has not; a card per user on a phone.
 */
function userColumns({
  meId,
  onBan,
  roleChange,
  onRoleChange,
}: {
  meId: string | undefined
  onBan: (user: AdminUserRow) => void
  roleChange: PendingRoleChange | null
  onRoleChange: (change: PendingRoleChange) => void
}): TableColumn<AdminUserRow>[] {
  const C = T.columns
  return [
    {
      id: 'name',
      header: C.name,
      grow: true,
      priority: 0,
      width: 170,
      cell: (u) => (
        <span className="font-medium break-words">
          {/* Issue 16: the name (the address when there is none) opens the user's detail view. */}
          <Link to={ADMIN_DETAIL_PATHS.user(u.id)} className="hover:underline">
            {u.fullName ?? u.email}
          </Link>
          {u.id === meId ? <span className="text-muted-foreground ml-1 text-xs">(you)</span> : null}
        </span>
      ),
    },
    {
      id: 'email',
      header: C.email,
      priority: 1,
      width: 220,
      // One line, cut with an ellipsis: an address never breaks mid-word (the tooltip has it all).
      cell: (u) => (
        <span className="block max-w-full truncate" title={u.email}>
          {u.email}
        </span>
      ),
    },
    {
      id: 'company',
      header: C.company,
      priority: 2,
      width: 160,
      isEmpty: (u) => !u.companyName,
      cell: (u) => <span className="break-words">{u.companyName ?? '—'}</span>,
    },
    {
      id: 'role',
      header: C.role,
      priority: 0,
      width: 140,
      cell: (u) => (
        <RoleSelect
          user={u}
          isSelf={u.id === meId}
          pendingRole={roleChange?.user.id === u.id ? roleChange.role : undefined}
          onChange={(role) => onRoleChange({ user: u, role })}
        />
      ),
    },
    {
      id: 'status',
      header: C.status,
      priority: 0,
      width: 150,
      card: 'badge',
      cell: (u) => <UserStatus user={u} />,
    },
    {
      id: 'joined',
      header: C.joined,
      priority: 3,
      width: 120,
      cell: (u) => (
        <time dateTime={u.createdAt} className="whitespace-nowrap">
          {formatDate(u.createdAt)}
        </time>
      ),
    },
    {
      id: 'actions',
      header: C.actions,
      priority: 0,
      width: 100,
      card: 'actions',
      cell: (u) => <UserActions user={u} isSelf={u.id === meId} onBan={() => onBan(u)} />,
    },
  ]
}

/**
 * Picking a role only opens the confirmation (issue 16 item 3): the select shows the picked role
 * while the dialog is open and the user's own role again once it is cancelled.
 */
function RoleSelect({
  user,
  isSelf,
  pendingRole,
  onChange,
}: {
  user: AdminUserRow
  isSelf: boolean
  pendingRole: Role | undefined
  onChange: (role: Role) => void
}) {
  return (
    <select
      aria-label={`Role of ${user.email}`}
      className={cn(selectClass, 'w-full max-w-36')}
      value={pendingRole ?? user.role}
      disabled={isSelf}
      title={isSelf ? T.ownRole : undefined}
      onChange={(e) => {
        const role = e.target.value
        if (isRole(role) && role !== user.role) onChange(role)
      }}
    >
      {ROLES.map((r) => (
        <option key={r} value={r}>
          {r}
        </option>
      ))}
    </select>
  )
}

function UserStatus({ user }: { user: AdminUserRow }) {
  return (
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
  )
}

function UserActions({
  user,
  isSelf,
  onBan,
}: {
  user: AdminUserRow
  isSelf: boolean
  onBan: () => void
}) {
  const unban = useUnbanUser()
  return user.banned ? (
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
  )
}
