/**
 * The brand protection filters (marketplace, reseller, product), kept in the URL by the screen.
 * A reseller and a product exclude each other: the daily figures are kept per reseller and per
 * product, never per both, so choosing one clears the other and says why.
 */
import { Filter, X } from 'lucide-react'
import {
  AUTHORIZATION_MARKETPLACES,
  AUTHORIZATION_MARKETPLACE_LABELS,
} from '#shared/authorizations.ts'
import { BRAND_ANALYTICS_TEXTS } from '#shared/brand-dashboard-texts.ts'
import { Button } from '../../components/ui/button.tsx'
import type { ProtectionFilters as Filters } from './api.ts'
import type { ProtectionFilterOptions } from '#server/modules/protection-analytics/protection-analytics.ts'

const T = BRAND_ANALYTICS_TEXTS.protection.filters
const SELECT_CLASS =
  'border-border bg-background h-10 w-full rounded-md border px-3 text-sm font-normal sm:w-52'

export const productLabel = (p: { name: string; sku: string | null }) =>
  p.sku ? `${p.name} (${p.sku})` : p.name

export function ProtectionFilters({
  filters,
  options,
  onChange,
}: {
  filters: Filters
  options: ProtectionFilterOptions | undefined
  /** The filters that change (undefined: lifted); the others stay as they are. */
  onChange: (change: Filters) => void
}) {
  const resellers = options?.resellers ?? []
  const products = options?.products ?? []
  // A filter from an old link still shows what it is, even when no longer among the options.
  const resellerOptions =
    filters.resellerId && !resellers.some((r) => r.id === filters.resellerId)
      ? [...resellers, { id: filters.resellerId, company: null }]
      : resellers
  const productOptions =
    filters.productId && !products.some((p) => p.id === filters.productId)
      ? [...products, { id: filters.productId, name: filters.productId, sku: null }]
      : products
  const any = Boolean(filters.marketplace || filters.resellerId || filters.productId)

  return (
    <div className="grid gap-2">
      <div
        role="group"
        aria-label={T.label}
        className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
      >
        <Filter
          aria-hidden="true"
          className="text-muted-foreground hidden size-4 sm:mb-3 sm:block"
        />
        <FilterSelect
          label={T.marketplace}
          all={T.allMarketplaces}
          value={filters.marketplace}
          options={AUTHORIZATION_MARKETPLACES.map((m) => ({
            value: m,
            label: AUTHORIZATION_MARKETPLACE_LABELS[m],
          }))}
          onChange={(marketplace) =>
            onChange({ marketplace: marketplace as Filters['marketplace'] })
          }
        />
        <FilterSelect
          label={T.reseller}
          all={T.allResellers}
          value={filters.resellerId}
          options={resellerOptions.map((r) => ({
            value: r.id,
            label: r.company ?? T.noReseller,
          }))}
          onChange={(resellerId) =>
            onChange(resellerId ? { resellerId, productId: undefined } : { resellerId })
          }
        />
        <FilterSelect
          label={T.product}
          all={T.allProducts}
          value={filters.productId}
          options={productOptions.map((p) => ({ value: p.id, label: productLabel(p) }))}
          onChange={(productId) =>
            onChange(productId ? { productId, resellerId: undefined } : { productId })
          }
        />
        {any ? (
          <Button
            variant="outline"
            className="h-10 self-start sm:self-end"
            onClick={() =>
              onChange({ marketplace: undefined, resellerId: undefined, productId: undefined })
            }
          >
            <X aria-hidden="true" className="size-4" />
            {T.clear}
          </Button>
        ) : null}
      </div>
      {filters.resellerId || filters.productId ? (
        <p className="text-muted-foreground text-xs">{T.oneAtATime}</p>
      ) : null}
    </div>
  )
}

/** A labelled select whose first option is "all" (no filter). */
function FilterSelect({
  label,
  all,
  value,
  options,
  onChange,
}: {
  label: string
  all: string
  value: string | undefined
  options: readonly { value: string; label: string }[]
  onChange: (value: string | undefined) => void
}) {
  return (
    <label className="grid gap-1 text-sm font-medium">
      {label}
      <select
        className={SELECT_CLASS}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  )
}
