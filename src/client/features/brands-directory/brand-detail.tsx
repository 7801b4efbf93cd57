import { ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import {
  ADMIN_DETAIL_PATHS,
  BRAND_DETAIL_TEXTS as T,
  type AdminBrandDetail,
} from '#shared/admin-detail-texts.ts'
import { formatDateTime, formatMoney } from '#shared/brand-protection-texts.ts'
import { RecordPage, RecordSection } from '../../components/layouts/record-page.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { DetailList, type DetailItem } from '../../components/ui/detail-list.tsx'
import { ReadingPanel } from '../../components/ui/reading-panel.tsx'
import { ResponsiveTable, type TableColumn } from '../../components/ui/responsive-table.tsx'
import { useBrandDetail } from './api/brands.ts'

type Detail = AdminBrandDetail
type Brand = Detail['brand']
type Reseller = Detail['allocations']['resellers'][number]

const orNone = (value: string | null) => (value ? value : T.none)

function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>
}

function entryItems(b: Brand): DetailItem[] {
  return [
    {
      label: T.fields.status,
      value: (
        <Badge tone={b.isActive ? 'success' : 'default'}>
          {b.isActive ? T.active : T.inactive}
        </Badge>
      ),
    },
    {
      label: T.fields.contactEmail,
      value: (
        <a href={`mailto:${b.contactEmail}`} className="break-all hover:underline">
          {b.contactEmail}
        </a>
      ),
    },
    {
      label: T.fields.website,
      value:
        b.websiteUrl && /^https?:\/\//i.test(b.websiteUrl) ? (
          <a
            href={b.websiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand inline-flex max-w-full items-center gap-1 break-all hover:underline"
          >
            {b.websiteUrl}
            <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
          </a>
        ) : (
          orNone(b.websiteUrl)
        ),
    },
    { label: T.fields.department, value: orNone(b.department) },
    {
      label: T.fields.categories,
      value: b.categories.length ? (
        <span className="flex flex-wrap gap-1">
          {b.categories.map((c) => (
            <Badge key={c}>{c}</Badge>
          ))}
        </span>
      ) : (
        T.none
      ),
    },
    {
      label: T.fields.description,
      value: b.description ? (
        <ReadingPanel label={T.fields.description} text={b.description} className="max-h-48" />
      ) : (
        T.none
      ),
    },
    { label: T.fields.autoUngated, value: b.amazonAutoUngated ? T.yes : T.no },
    { label: T.fields.submittedBy, value: b.submittedByBrand ? T.addedByBrand : T.addedByAdmin },
    { label: T.fields.created, value: <Time iso={b.createdAt} /> },
    { label: T.fields.updated, value: <Time iso={b.updatedAt} /> },
  ]
}

function termItems(b: Brand): DetailItem[] {
  return [
    {
      label: T.fields.approvalRate,
      value: b.approvalRate === null ? T.notSet : T.percent(b.approvalRate),
    },
    {
      label: T.fields.responseTime,
      value: b.responseTime === null ? T.notSet : T.hours(b.responseTime),
    },
    {
      label: T.fields.openingMinimum,
      value: b.openingOrderMinimum === null ? T.notSet : formatMoney(b.openingOrderMinimum),
    },
    {
      label: T.fields.reorderMinimum,
      value: b.reorderMinimum === null ? T.notSet : formatMoney(b.reorderMinimum),
    },
    {
      label: T.fields.decisions,
      value: T.decisions(b.decidedApplications, b.approvedApplications),
    },
  ]
}

function OwnerSection({ owner }: { owner: Detail['owner'] }) {
  if (!owner) return <p className="text-muted-foreground text-sm">{T.noOwner}</p>
  return (
    <div className="grid gap-3">
      <DetailList
        items={[
          {
            label: T.fields.accountEmail,
            value: (
              <Link
                to={ADMIN_DETAIL_PATHS.user(owner.id)}
                className="text-brand break-all hover:underline"
              >
                {owner.email}
              </Link>
            ),
          },
          { label: T.fields.name, value: orNone(owner.fullName) },
        ]}
      />
      {owner.claimed ? null : <p className="text-muted-foreground text-sm">{T.unclaimed}</p>}
    </div>
  )
}

const resellerName = (r: Reseller) => r.companyName ?? r.fullName ?? r.email

const resellerColumns: TableColumn<Reseller>[] = [
  {
    id: 'reseller',
    header: T.resellerColumns.reseller,
    grow: true,
    priority: 0,
    width: 200,
    cell: (r) => (
      <Link
        to={ADMIN_DETAIL_PATHS.user(r.id)}
        className="text-brand font-medium break-words hover:underline"
      >
        {resellerName(r)}
      </Link>
    ),
  },
  {
    id: 'email',
    header: T.resellerColumns.email,
    priority: 1,
    width: 220,
    cell: (r) => (
      <span className="block max-w-full truncate" title={r.email}>
        {r.email}
      </span>
    ),
  },
  {
    id: 'since',
    header: T.resellerColumns.since,
    priority: 0,
    width: 190,
    cell: (r) => <Time iso={r.allocatedAt} />,
  },
  {
    id: 'grantedBy',
    header: T.resellerColumns.grantedBy,
    priority: 2,
    width: 120,
    cell: (r) => T.grantedBy[r.grantedBy] ?? r.grantedBy,
  },
]

function ResellersSection({ allocations }: { allocations: Detail['allocations'] }) {
  if (allocations.count === 0) {
    return <p className="text-muted-foreground text-sm">{T.noResellers}</p>
  }
  return (
    <div className="grid gap-3">
      <p className="text-muted-foreground text-sm">
        {T.resellersShown(allocations.resellers.length, allocations.count)}
      </p>
      <ResponsiveTable
        label={T.resellersTableLabel}
        columns={resellerColumns}
        rows={allocations.resellers}
        rowKey={(r) => r.id}
        cardTitle={(r) => (
          <Link to={ADMIN_DETAIL_PATHS.user(r.id)} className="text-brand hover:underline">
            {resellerName(r)}
          </Link>
        )}
        empty={T.noResellers}
      />
    </div>
  )
}

/**
 * Issue 16 item 2: one directory brand — the entry's fields, its terms and decision figures, the
 * brand account behind it, the resellers authorized for it — and its history, which the route
 * passes in (features do not import each other).
 */
export function BrandDetail({
  id,
  renderHistory,
}: {
  id: string
  renderHistory: (brand: Brand) => ReactNode
}) {
  const query = useBrandDetail(id)
  return (
    <RecordPage
      query={query}
      title={(d) => d.brand.name}
      description={(d) => d.brand.contactEmail}
      back={{ to: ADMIN_DETAIL_PATHS.brands, label: T.backToList }}
      texts={T}
    >
      {(d) => (
        <>
          <RecordSection title={T.sections.entry}>
            <DetailList items={entryItems(d.brand)} />
          </RecordSection>
          <RecordSection title={T.sections.terms}>
            <DetailList items={termItems(d.brand)} />
          </RecordSection>
          <RecordSection title={T.sections.account}>
            <OwnerSection owner={d.owner} />
          </RecordSection>
          <RecordSection title={T.sections.resellers}>
            <ResellersSection allocations={d.allocations} />
          </RecordSection>
          {renderHistory(d.brand)}
        </>
      )}
    </RecordPage>
  )
}
