import type { ReactNode } from 'react'
import { Link } from 'react-router'
import {
  ADMIN_DETAIL_PATHS,
  USER_DETAIL_TEXTS as T,
  type AdminUserDetail,
} from '#shared/admin-detail-texts.ts'
import { formatDateTime } from '#shared/brand-protection-texts.ts'
import { APPLICATION_STATUS_LABELS } from '#shared/reseller-accounts-texts.ts'
import { RecordPage, RecordSection } from '../../components/layouts/record-page.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { DetailList, type DetailItem } from '../../components/ui/detail-list.tsx'
import { useUserDetail } from './api.ts'

type Detail = AdminUserDetail
type User = Detail['user']

const orNone = (value: string | null) => (value ? value : T.none)

function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>
}

function profileItems(u: User): DetailItem[] {
  return [
    { label: T.fields.email, value: <span className="break-all">{u.email}</span> },
    { label: T.fields.fullName, value: orNone(u.fullName) },
    { label: T.fields.name, value: orNone(u.name) },
    { label: T.fields.company, value: orNone(u.companyName) },
    { label: T.fields.bio, value: orNone(u.bio) },
    { label: T.fields.role, value: T.roleLabels[u.role] },
    { label: T.fields.joined, value: <Time iso={u.createdAt} /> },
    { label: T.fields.updated, value: <Time iso={u.updatedAt} /> },
  ]
}

function accessItems(d: Detail): DetailItem[] {
  const u = d.user
  const items: DetailItem[] = [
    { label: T.fields.emailVerified, value: u.emailVerified ? T.yes : T.no },
    {
      label: T.fields.status,
      value: u.banned ? (
        <Badge tone="danger">{T.banned}</Badge>
      ) : (
        <Badge tone="success">{T.active}</Badge>
      ),
    },
  ]
  if (u.banned) {
    items.push(
      { label: T.fields.banReason, value: orNone(u.banReason) },
      {
        label: T.fields.banExpires,
        value: u.banExpires ? <Time iso={u.banExpires} /> : T.banForever,
      },
    )
  }
  items.push(
    { label: T.fields.activeSessions, value: d.sessions.active.toLocaleString('en-US') },
    {
      label: T.fields.lastSignIn,
      value: d.sessions.lastSignInAt ? <Time iso={d.sessions.lastSignInAt} /> : T.never,
    },
  )
  return items
}

function linkItems(d: Detail): DetailItem[] {
  const items: DetailItem[] = []
  if (d.applications.length) {
    items.push({
      label: T.fields.applications,
      value: (
        <ul className="grid gap-1">
          {d.applications.map((a) => (
            <li key={a.id}>
              <Link
                to={ADMIN_DETAIL_PATHS.application(a.id)}
                className="text-brand hover:underline"
              >
                {a.companyName}
              </Link>{' '}
              <span className="text-muted-foreground">
                ({APPLICATION_STATUS_LABELS[a.status] ?? a.status})
              </span>
            </li>
          ))}
        </ul>
      ),
    })
  }
  if (d.brandEntries.length) {
    items.push({
      label: T.fields.brandEntries,
      value: (
        <ul className="grid gap-1">
          {d.brandEntries.map((e) => {
            const notes = [e.isActive ? null : T.inactive, e.claimed ? null : T.unclaimed].filter(
              Boolean,
            )
            return (
              <li key={e.id}>
                <Link to={ADMIN_DETAIL_PATHS.brand(e.id)} className="text-brand hover:underline">
                  {e.name}
                </Link>
                {notes.length ? (
                  <span className="text-muted-foreground"> ({notes.join(', ')})</span>
                ) : null}
              </li>
            )
          })}
        </ul>
      ),
    })
  }
  if (d.user.role === 'reseller') {
    items.push({
      label: T.fields.authorizedBrands,
      value: d.authorizedBrandCount.toLocaleString('en-US'),
    })
  }
  return items
}

/**
 * Issue 16 item 2: one account — its profile and role, whether it can sign in (e-mail confirmed,
 * ban with its reason and end, sessions), the applications and directory entries it is linked
 * to, and its history, which the route passes in (features do not import each other).
 */
export function UserDetail({
  id,
  renderHistory,
}: {
  id: string
  renderHistory: (user: User) => ReactNode
}) {
  const query = useUserDetail(id)
  return (
    <RecordPage
      query={query}
      title={(d) => d.user.email}
      description={(d) =>
        [d.user.fullName, d.user.companyName, T.roleLabels[d.user.role]].filter(Boolean).join(' · ')
      }
      back={{ to: ADMIN_DETAIL_PATHS.users, label: T.backToList }}
      texts={T}
    >
      {(d) => {
        const links = linkItems(d)
        return (
          <>
            <RecordSection title={T.sections.profile}>
              <DetailList items={profileItems(d.user)} />
            </RecordSection>
            <RecordSection title={T.sections.access}>
              <DetailList items={accessItems(d)} />
            </RecordSection>
            <RecordSection title={T.sections.links}>
              {links.length ? (
                <DetailList items={links} />
              ) : (
                <p className="text-muted-foreground text-sm">{T.noLinks}</p>
              )}
            </RecordSection>
            {renderHistory(d.user)}
          </>
        )
      }}
    </RecordPage>
  )
}
