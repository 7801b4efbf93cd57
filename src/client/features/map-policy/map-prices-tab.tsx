import { CalendarClock } from 'lucide-react'
import { useMemo, useState } from 'react'
import { toast } from 'sonner'
import {
  MAP_CURRENCY_TEXTS,
  MAP_POLICY_TEXTS,
  mapMoney,
  usd,
  when,
} from '#shared/map-policy-texts.ts'
import type { MapProduct } from '#shared/protection-api.ts'
import { MAP_CURRENCY } from '#shared/protection.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Checkbox } from '../../components/ui/checkbox.tsx'
import { EmptyRow } from '../../components/ui/data-table.tsx'
import { SearchInput } from '../../components/ui/input.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { useCancelMapChange, useMapPrices } from './api.ts'
import { ConfirmDialog } from './confirm-dialog.tsx'
import { ExchangeRatesSection } from './exchange-rates-section.tsx'
import { MapChangeDialog } from './map-change-dialog.tsx'
import { TabState } from './tab-state.tsx'

const T = MAP_POLICY_TEXTS.map
const COLUMNS = Object.values(T.columns)

type Version = MapProduct['history'][number]

/** The scheduled change that takes effect first (the history is newest first). */
export const nextChange = (p: MapProduct): Version | undefined =>
  p.history.filter((h) => h.scheduled).at(-1)

/** A version's MAP in its own currency: '$45.00', '€41.00'. */
const versionMap = (v: Version) => mapMoney(v.mapPrice, v.currency)

/**
 * The MAP in force now in each currency other than MAP_CURRENCY (currentMap is MAP_CURRENCY's):
 * the newest version of each that has taken effect, unless it is "no MAP".
 */
export function otherCurrencyMaps(p: MapProduct): Version[] {
  const seen = new Set<string>()
  const inForce: Version[] = []
  for (const v of p.history) {
    if (v.scheduled || v.currency === MAP_CURRENCY || seen.has(v.currency)) continue
    seen.add(v.currency)
    if (v.mapPrice !== null) inForce.push(v)
  }
  return inForce
}

function matches(p: MapProduct, search: string) {
  const q = search.trim().toLowerCase()
  if (!q) return true
  return [p.name, p.sku, p.gtin].some((v) => v?.toLowerCase().includes(q))
}

function ProductRow({
  product,
  selected,
  onSelect,
  onCancel,
}: {
  product: MapProduct
  selected: boolean
  onSelect: (selected: boolean) => void
  onCancel: (version: Version) => void
}) {
  const next = nextChange(product)
  const others = otherCurrencyMaps(product)
  const promoted = product.effectiveMap !== product.currentMap
  return (
    <tr className="border-border border-b align-top last:border-0">
      <td className="px-2 py-3">
        <Checkbox
          checked={selected}
          onCheckedChange={(v) => onSelect(v === true)}
          aria-label={T.select(product.name)}
        />
      </td>
      <th scope="row" className="px-2 py-3 text-left font-medium">
        <span className="block">{product.name}</span>
        <span className="text-muted-foreground block text-xs font-normal">
          {[product.sku && T.sku(product.sku), product.gtin && T.gtin(product.gtin)]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </th>
      <td className="px-2 py-3 tabular-nums">
        {usd(product.currentMap)}
        {others.length > 0 ? (
          <span className="text-muted-foreground block text-xs">
            {MAP_CURRENCY_TEXTS.otherCurrencies(others.map(versionMap).join(', '))}
          </span>
        ) : null}
      </td>
      <td className="px-2 py-3">
        {promoted ? (
          <span className="grid gap-1">
            <span className="tabular-nums">{usd(product.effectiveMap)}</span>
            <Badge tone="info" className="w-fit">
              {T.promotionRunning}
            </Badge>
          </span>
        ) : (
          <span className="text-muted-foreground">{T.sameAsMap}</span>
        )}
      </td>
      <td className="px-2 py-3">
        {next ? (
          <span className="grid gap-1">
            <span>{T.nextChange(versionMap(next), when(next.effectiveFrom))}</span>
            <Button variant="outline" size="sm" className="w-fit" onClick={() => onCancel(next)}>
              {T.cancelChange}
              <span className="sr-only"> {product.name}</span>
            </Button>
          </span>
        ) : (
          <span className="text-muted-foreground">{T.noChange}</span>
        )}
      </td>
      <td className="px-2 py-3">
        {product.history.length === 0 ? (
          <span className="text-muted-foreground">{T.noHistory}</span>
        ) : (
          <details>
            <summary className="cursor-pointer text-sm">
              {T.historySummary(product.history.length)}
              <span className="sr-only"> {product.name}</span>
            </summary>
            <ol className="mt-2 grid gap-1 text-xs">
              {product.history.map((h) => (
                <li key={h.id} className="flex flex-wrap items-center gap-2">
                  {T.historyEntry(versionMap(h), when(h.effectiveFrom))}
                  {h.currency !== MAP_CURRENCY ? (
                    <Badge tone="info">{MAP_CURRENCY_TEXTS.inCurrency(h.currency)}</Badge>
                  ) : null}
                  {h.scheduled ? <Badge tone="warning">{T.scheduledBadge}</Badge> : null}
                </li>
              ))}
            </ol>
          </details>
        )}
      </td>
    </tr>
  )
}

function MapTable({ products }: { products: MapProduct[] }) {
  const [search, setSearch] = useState('')
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [scheduling, setScheduling] = useState(false)
  const [cancelling, setCancelling] = useState<{ version: Version; product: string }>()
  const cancel = useCancelMapChange()

  const shown = useMemo(() => products.filter((p) => matches(p, search)), [products, search])
  const chosen = products.filter((p) => selected.has(p.id))
  const shownSelected = shown.filter((p) => selected.has(p.id)).length
  const allState =
    shown.length > 0 && shownSelected === shown.length
      ? true
      : shownSelected > 0
        ? 'indeterminate'
        : false

  function select(ids: string[], on: boolean) {
    setSelected((prev) => {
      const next = new Set(prev)
      for (const id of ids) {
        if (on) next.add(id)
        else next.delete(id)
      }
      return next
    })
  }

  async function confirmCancel() {
    if (!cancelling) return
    try {
      await cancel.mutateAsync(cancelling.version.id)
      toast.success(T.cancelled, { description: cancelling.product })
      setCancelling(undefined)
    } catch (error) {
      toast.error(T.cancelFailed, { description: (error as Error).message })
    }
  }

  return (
    <SectionCard
      title={T.title}
      description={T.description}
      contentClassName="grid grid-cols-1 gap-4"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="sm:w-80">
          <SearchInput
            aria-label={T.search}
            placeholder={T.searchPlaceholder}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-muted-foreground text-sm" aria-live="polite">
            {T.selected(chosen.length)}
          </span>
          <Button disabled={chosen.length === 0} onClick={() => setScheduling(true)}>
            <CalendarClock aria-hidden="true" />
            {T.schedule}
          </Button>
        </div>
      </div>
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{T.title}</caption>
          <thead>
            <tr className="border-border text-muted-foreground border-b">
              <th scope="col" className="w-8 px-2 py-2">
                <Checkbox
                  checked={allState}
                  disabled={shown.length === 0}
                  onCheckedChange={(v) =>
                    select(
                      shown.map((p) => p.id),
                      v === true,
                    )
                  }
                  aria-label={T.selectAll}
                />
              </th>
              {COLUMNS.map((c) => (
                <th key={c} scope="col" className="px-2 py-2 font-medium">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <EmptyRow
                columns={COLUMNS.length + 1}
                hint={products.length === 0 ? T.emptyHint : undefined}
              >
                {products.length === 0 ? T.empty : T.noMatch}
              </EmptyRow>
            ) : (
              shown.map((p) => (
                <ProductRow
                  key={p.id}
                  product={p}
                  selected={selected.has(p.id)}
                  onSelect={(on) => select([p.id], on)}
                  onCancel={(version) => setCancelling({ version, product: p.name })}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
      <MapChangeDialog
        open={scheduling}
        onOpenChange={setScheduling}
        products={chosen.map((p) => ({ id: p.id, name: p.name }))}
        onScheduled={() => setSelected(new Set())}
      />
      <ConfirmDialog
        open={cancelling !== undefined}
        onOpenChange={(open) => {
          if (!open) setCancelling(undefined)
        }}
        title={T.cancelTitle}
        description={
          cancelling
            ? T.cancelDescription(
                cancelling.product,
                versionMap(cancelling.version),
                when(cancelling.version.effectiveFrom),
              )
            : ''
        }
        keepLabel={T.keep}
        confirmLabel={T.confirmCancel}
        pending={cancel.isPending}
        onConfirm={() => void confirmCancel()}
      />
    </SectionCard>
  )
}

/**
 * The MAP prices tab (issue 14 item 1): every product with its MAP now, with promotions, the
 * next scheduled change (cancellable) and its history; chosen products get a MAP change from a
 * date on, announced to the authorized resellers when it is scheduled.
 */
export function MapPricesTab() {
  const query = useMapPrices()
  return (
    <TabState data={query.data} isError={query.isError} onRetry={() => void query.refetch()}>
      {(view) => (
        <div className="grid grid-cols-1 gap-6">
          <MapTable products={view.products} />
          <ExchangeRatesSection />
        </div>
      )}
    </TabState>
  )
}
