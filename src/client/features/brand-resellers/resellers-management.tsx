import {
  Activity,
  Building2,
  Download,
  Filter,
  Mail,
  ShieldCheck,
  ShoppingCart,
  Users,
} from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import {
  AUTHORIZATION_MARKETPLACE_LABELS,
  AUTHORIZATION_STATUS_LABELS,
  type AuthorizationStatus,
} from '#shared/authorizations.ts'
import {
  AUTHORIZATION_FILTERS,
  AUTHORIZATION_MANAGEMENT_TEXTS as M,
  type AuthorizationFilter,
} from '#shared/brand-applications-texts.ts'
import {
  BRAND_RESELLERS_TEXTS as T,
  RESELLER_FILTERS,
  formatUsd,
  type ResellerFilter,
} from '#shared/brand-orders-texts.ts'
import { StatCards } from '../../components/layouts/stat-cards.tsx'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardContent } from '../../components/ui/card.tsx'
import { DataTableBody, Pagination, TableHeader } from '../../components/ui/data-table.tsx'
import { SearchInput } from '../../components/ui/input.tsx'
import {
  resellersExportUrl,
  useBrandResellers,
  type BrandReseller,
  type BrandResellerList,
} from './api.ts'
import { useDebouncedSearch } from '../../lib/use-debounced-search.ts'
import { AuthorizationDialog, changesFor, type PendingChange } from './authorization-dialog.tsx'
import { ContactDialog, resellerName } from './contact-dialog.tsx'
import { InviteDialog } from './invite-dialog.tsx'

const SELECT_CLASS = 'border-border bg-background h-10 rounded-md border px-3 text-sm'
const COLUMNS = Object.values(T.columns)
const number = new Intl.NumberFormat('en-US')
const date = (iso: string) => new Date(iso).toLocaleDateString()

const STATUS_TONE: Record<AuthorizationStatus, 'success' | 'warning' | 'danger' | 'default'> = {
  active: 'success',
  suspended: 'warning',
  revoked: 'danger',
  expired: 'default',
}

function SummaryCards({ data }: { data: BrandResellerList | undefined }) {
  const cards = [
    { id: 'total', title: T.cards.total, hint: T.cards.totalHint, icon: Users },
    { id: 'active', title: T.cards.active, hint: T.cards.activeHint, icon: Activity },
  ] as const
  return (
    <StatCards
      label="Reseller totals"
      // The hint is the card's tooltip and is also written under the number.
      cards={cards.map(({ id, title, hint, icon }) => ({
        id: `resellers-${id}`,
        title,
        icon,
        value: data && number.format(data.summary[id]),
        hint,
        tooltip: hint,
      }))}
    />
  )
}

function AuthorizationCell({ reseller }: { reseller: BrandReseller }) {
  return (
    <div className="space-y-1">
      <Badge tone={STATUS_TONE[reseller.status]}>
        {AUTHORIZATION_STATUS_LABELS[reseller.status]}
      </Badge>
      <p className="text-muted-foreground text-xs">
        {M.since(date(reseller.authorizedAt))}
        {' · '}
        {reseller.endsAt ? M.until(date(reseller.endsAt)) : M.noEnd}
      </p>
      {reseller.status !== 'active' && reseller.statusReason ? (
        <p className="max-w-56 text-xs break-words">{M.reason(reseller.statusReason)}</p>
      ) : null}
      {reseller.grantedBy === 'admin' ? (
        <p className="text-muted-foreground text-xs">{M.grantedByAdmin}</p>
      ) : null}
    </div>
  )
}

function ResellerRow({
  reseller,
  onContact,
  onChange,
}: {
  reseller: BrandReseller
  onContact: () => void
  onChange: (change: PendingChange['change']) => void
}) {
  const name = resellerName(reseller)
  return (
    <tr className="border-border border-b align-top last:border-0">
      <td className="px-2 py-3">
        <p className="font-medium">{reseller.companyName ?? '—'}</p>
        <Badge
          tone={reseller.active ? 'success' : 'default'}
          className="mt-1"
          title={T.cards.activeHint}
        >
          {reseller.active ? T.active : T.inactive}
        </Badge>
      </td>
      <td className="px-2 py-3">
        <p>{reseller.fullName ?? '—'}</p>
        <a
          href={`mailto:${reseller.email}`}
          className="text-muted-foreground block max-w-56 truncate text-xs hover:underline"
          title={reseller.email}
        >
          {reseller.email}
        </a>
      </td>
      <td className="px-2 py-3">
        <AuthorizationCell reseller={reseller} />
      </td>
      <td className="px-2 py-3 text-xs">
        {reseller.marketplaces.length === 0 ? (
          <span className="text-muted-foreground">{M.noMarketplaces}</span>
        ) : (
          <ul className="space-y-0.5">
            {reseller.marketplaces.map((m) => (
              <li key={m.marketplace}>
                {AUTHORIZATION_MARKETPLACE_LABELS[m.marketplace]}:{' '}
                <span className="font-mono break-all">{m.sellerId}</span>
              </li>
            ))}
          </ul>
        )}
      </td>
      <td className="px-2 py-3 tabular-nums">
        {reseller.orderCount === 0
          ? T.noOrders
          : T.ordersSummary(reseller.orderCount, formatUsd(reseller.orderTotal))}
      </td>
      <td className="px-2 py-3">
        <div className="flex flex-wrap justify-end gap-2 whitespace-nowrap">
          <Button asChild variant="outline" size="sm">
            <Link to={`/brand/dashboard/orders?reseller=${encodeURIComponent(reseller.id)}`}>
              <ShoppingCart aria-hidden="true" />
              {T.viewOrders}
              <span className="sr-only"> {name}</span>
            </Link>
          </Button>
          <Button variant="outline" size="sm" onClick={onContact}>
            <Mail aria-hidden="true" />
            {T.contact}
            <span className="sr-only"> {name}</span>
          </Button>
          {changesFor(reseller).map((change) => (
            <Button key={change} variant="outline" size="sm" onClick={() => onChange(change)}>
              {M.actions[change]}
              <span className="sr-only"> {name}</span>
            </Button>
          ))}
        </div>
      </td>
    </tr>
  )
}

/**
 * Resellers Management (001 §2.3; issue 13 #3): Total and Active cards, search over company, name
 * and e-mail, Filter and the authorization status, Export (CSV of the filtered list with seller ids
 * per marketplace), Invite a reseller, and per reseller the authorization (status, term, reason,
 * marketplaces), View Orders, Contact, and Suspend / Revoke / Reinstate.
 */
export function ResellersManagement() {
  const [filter, setFilter] = useState<ResellerFilter>('all')
  const [status, setStatus] = useState<AuthorizationFilter>('all')
  const [page, setPage] = useState(1)
  const { typed, setTyped, search } = useDebouncedSearch(setPage)
  const [contact, setContact] = useState<BrandReseller>()
  const [pendingChange, setPendingChange] = useState<PendingChange>()

  const query = useBrandResellers({ search, filter, status, page })
  const data = query.data

  if (query.isError && !data) {
    return (
      <RetryAlert
        title={T.loadFailed}
        description={T.tryAgainLater}
        retryLabel={T.tryAgain}
        onRetry={() => void query.refetch()}
      />
    )
  }

  if (data && data.entry === null) {
    return (
      <Alert role="status" className="flex gap-3">
        <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <AlertTitle>{T.noEntry}</AlertTitle>
          <p>{T.noEntryDescription}</p>
        </div>
      </Alert>
    )
  }

  const filtered = search.trim() !== '' || filter !== 'all' || status !== 'all'
  return (
    <div className="grid gap-6">
      <SummaryCards data={data} />
      <Card>
        <CardContent className="space-y-4 pt-6">
          <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
            <div className="lg:w-96">
              <SearchInput
                aria-label={T.searchLabel}
                placeholder={T.searchPlaceholder}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
            </div>
            <label className="flex items-center gap-2 text-sm font-medium">
              <Filter aria-hidden="true" className="text-muted-foreground size-4" />
              {T.filter}
              <select
                className={SELECT_CLASS}
                value={filter}
                onChange={(e) => {
                  setFilter(e.target.value as ResellerFilter)
                  setPage(1)
                }}
              >
                {RESELLER_FILTERS.map((f) => (
                  <option key={f} value={f}>
                    {T.filters[f]}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex items-center gap-2 text-sm font-medium">
              <ShieldCheck aria-hidden="true" className="text-muted-foreground size-4" />
              {M.statusFilter}
              <select
                className={SELECT_CLASS}
                value={status}
                aria-label={M.statusFilterLabel}
                onChange={(e) => {
                  setStatus(e.target.value as AuthorizationFilter)
                  setPage(1)
                }}
              >
                {AUTHORIZATION_FILTERS.map((f) => (
                  <option key={f} value={f}>
                    {M.statusFilters[f]}
                    {f !== 'all' && data?.summary.statuses
                      ? ` (${number.format(data.summary.statuses[f])})`
                      : ''}
                  </option>
                ))}
              </select>
            </label>
            <div className="flex gap-2 lg:ml-auto">
              <InviteDialog />
              <Button asChild variant="outline">
                <a href={resellersExportUrl({ search, filter, status })} download>
                  <Download aria-hidden="true" />
                  {T.export}
                </a>
              </Button>
            </div>
          </div>

          <div className="overflow-x-auto">
            <table
              className="w-full min-w-[1040px] text-left text-sm"
              aria-label={T.tableLabel}
              aria-busy={query.isFetching}
            >
              <TableHeader
                columns={COLUMNS}
                right={[T.columns.actions]}
                className={() => 'whitespace-nowrap'}
              />
              <DataTableBody
                columns={COLUMNS.length}
                rows={data?.resellers}
                skeletonRows={4}
                empty={filtered ? T.emptySearch : T.empty}
              >
                {(reseller) => (
                  <ResellerRow
                    key={reseller.id}
                    reseller={reseller}
                    onContact={() => setContact(reseller)}
                    onChange={(change) => setPendingChange({ reseller, change })}
                  />
                )}
              </DataTableBody>
            </table>
          </div>

          {data && data.matching > data.pageSize ? (
            <Pagination
              summary={T.pageOf(data.page, data.pages, data.matching)}
              page={data.page}
              pages={data.pages}
              onPage={setPage}
              texts={T}
            />
          ) : null}
        </CardContent>
      </Card>
      <ContactDialog
        reseller={contact}
        onOpenChange={(open) => (open ? undefined : setContact(undefined))}
      />
      <AuthorizationDialog pending={pendingChange} onClose={() => setPendingChange(undefined)} />
    </div>
  )
}
