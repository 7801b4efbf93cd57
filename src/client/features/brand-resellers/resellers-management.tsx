import { Activity, Building2, Download, Filter, Mail, ShoppingCart, Users } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import {
  BRAND_RESELLERS_TEXTS as T,
  RESELLER_FILTERS,
  formatUsd,
  type ResellerFilter,
} from '#shared/brand-orders-texts.ts'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx'
import { SearchInput } from '../../components/ui/input.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import {
  resellersExportUrl,
  useBrandResellers,
  type BrandReseller,
  type BrandResellerList,
} from './api.ts'
import { ContactDialog, resellerName } from './contact-dialog.tsx'

const SEARCH_DEBOUNCE_MS = 300
const SELECT_CLASS = 'border-border bg-background h-10 rounded-md border px-3 text-sm'
const COLUMNS = Object.values(T.columns)
const number = new Intl.NumberFormat('en-US')

function SummaryCards({ data }: { data: BrandResellerList | undefined }) {
  const cards = [
    { id: 'total', title: T.cards.total, hint: T.cards.totalHint, icon: Users },
    { id: 'active', title: T.cards.active, hint: T.cards.activeHint, icon: Activity },
  ] as const
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label="Reseller totals">
      {cards.map(({ id, title, hint, icon: Icon }) => (
        <li key={id}>
          {/* The hint is the card's tooltip and is also written under the number. */}
          <Card className="h-full" title={hint}>
            <CardHeader className="flex-row items-center justify-between space-y-0 pb-2">
              <CardTitle className="text-sm font-medium">{title}</CardTitle>
              <Icon aria-hidden="true" className="text-muted-foreground size-4" />
            </CardHeader>
            <CardContent>
              {!data ? (
                <Skeleton className="h-8 w-20" />
              ) : (
                <p className="text-2xl font-semibold tabular-nums" data-testid={`resellers-${id}`}>
                  {number.format(data.summary[id])}
                </p>
              )}
              <p className="text-muted-foreground mt-1 text-xs">{hint}</p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
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
  const [typed, setTyped] = useState('')
  const [search, setSearch] = useState('')
  const [filter, setFilter] = useState<ResellerFilter>('all')
  const [page, setPage] = useState(1)
  const [contact, setContact] = useState<BrandReseller>()

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed)
      setPage(1)
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed])

  const query = useBrandResellers({ search, filter, page })
  const data = query.data

  if (query.isError && !data) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{T.loadFailed}</AlertTitle>
        <p>{T.tryAgainLater}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          {T.tryAgain}
        </Button>
      </Alert>
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
              <thead>
                <tr className="border-border text-muted-foreground border-b">
                  {COLUMNS.map((c) => (
                    <th
                      key={c}
                      scope="col"
                      className={`px-2 py-2 font-medium whitespace-nowrap ${c === T.columns.actions ? 'text-right' : ''}`}
                    >
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {!data ? (
                  Array.from({ length: 4 }, (_, i) => (
                    <tr key={i} className="border-border border-b">
                      {COLUMNS.map((c) => (
                        <td key={c} className="px-2 py-3">
                          <Skeleton className="h-5 w-full" />
                        </td>
                      ))}
                    </tr>
                  ))
                ) : data.resellers.length === 0 ? (
                  <tr>
                    <td
                      colSpan={COLUMNS.length}
                      className="text-muted-foreground py-10 text-center"
                    >
                      {filtered ? T.emptySearch : T.empty}
                    </td>
                  </tr>
                ) : (
                  data.resellers.map((reseller) => (
                    <ResellerRow
                      key={reseller.id}
                      reseller={reseller}
                      onContact={() => setContact(reseller)}
                    />
                  ))
                )}
              </tbody>
            </table>
          </div>

          {data && data.matching > data.pageSize ? (
            <nav aria-label="Pagination" className="flex items-center justify-between gap-3">
              <p className="text-muted-foreground text-sm">
                {T.pageOf(data.page, data.pages, data.matching)}
              </p>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={data.page <= 1}
                  onClick={() => setPage(Math.max(1, data.page - 1))}
                >
                  {T.previous}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={data.page >= data.pages}
                  onClick={() => setPage(data.page + 1)}
                >
                  {T.next}
                </Button>
              </div>
            </nav>
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
