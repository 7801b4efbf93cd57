import { Activity, Building2, Download, Filter, Mail, ShoppingCart, Users } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
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
import { ContactDialog, resellerName } from './contact-dialog.tsx'

const SELECT_CLASS = 'border-border bg-background h-10 rounded-md border px-3 text-sm'
const COLUMNS = Object.values(T.columns)
const number = new Intl.NumberFormat('en-US')

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

function ResellerRow({ reseller, onContact }: { reseller: BrandReseller; onContact: () => void }) {
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
      <td className="px-2 py-3">{new Date(reseller.authorizedAt).toLocaleDateString()}</td>
      <td className="px-2 py-3 tabular-nums">
        {reseller.orderCount === 0
          ? T.noOrders
          : T.ordersSummary(reseller.orderCount, formatUsd(reseller.orderTotal))}
      </td>
      <td className="px-2 py-3">
        <div className="flex justify-end gap-2 whitespace-nowrap">
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
        </div>
      </td>
    </tr>
  )
}

/**
 * Resellers Management (001 §2.3): Total and Active cards, search over company, name and e-mail,
 * Filter, Export (CSV of the filtered list), and per reseller View Orders and Contact.
 */
export function ResellersManagement() {
  const [filter, setFilter] = useState<ResellerFilter>('all')
  const [page, setPage] = useState(1)
  const { typed, setTyped, search } = useDebouncedSearch(setPage)
  const [contact, setContact] = useState<BrandReseller>()

  const query = useBrandResellers({ search, filter, page })
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

  const filtered = search.trim() !== '' || filter !== 'all'
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
            <Button asChild variant="outline" className="lg:ml-auto">
              <a href={resellersExportUrl({ search, filter })} download>
                <Download aria-hidden="true" />
                {T.export}
              </a>
            </Button>
          </div>

          <div className="overflow-x-auto">
            <table className="w-full min-w-[820px] text-left text-sm" aria-busy={query.isFetching}>
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
    </div>
  )
}
