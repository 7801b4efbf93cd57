import {
  AUTHORIZATION_MARKETPLACES,
  AUTHORIZATION_MARKETPLACE_LABELS,
  type AuthorizationMarketplace,
} from '#shared/authorizations.ts'
import { LISTINGS_IMPORT_TEXTS } from '#shared/listings-import-texts.ts'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input } from '../../components/ui/input.tsx'
import type { SellerChoice as Seller } from './api.ts'

const T = LISTINGS_IMPORT_TEXTS.form
export const SELECT_CLASS = 'border-border bg-background h-10 w-full rounded-md border px-3 text-sm'

/** '' nobody yet, 'other' typed in, or one of `sellers` (sellerKey). */
export interface SellerPick {
  key: string
  sellerId: string
  sellerName: string
  marketplace: AuthorizationMarketplace
}

export const OTHER_SELLER = 'other'
export const sellerKey = (s: Seller) => `${s.marketplace}\u0001${s.sellerId}`

const isMarketplace = (m: string): m is AuthorizationMarketplace =>
  (AUTHORIZATION_MARKETPLACES as readonly string[]).includes(m)

/** The seller the import is told, or null while none is chosen (or typed). */
export function resolveSeller(
  pick: SellerPick,
  sellers: readonly Seller[],
): {
  sellerId: string
  sellerName: string | undefined
  marketplace: AuthorizationMarketplace
} | null {
  if (pick.key === OTHER_SELLER) {
    const sellerId = pick.sellerId.trim()
    return sellerId
      ? { sellerId, sellerName: pick.sellerName.trim() || undefined, marketplace: pick.marketplace }
      : null
  }
  const seller = sellers.find((s) => sellerKey(s) === pick.key)
  if (!seller || !isMarketplace(seller.marketplace)) return null
  return {
    sellerId: seller.sellerId,
    // The storefront's own name as the marketplace shows it, not the company's, when it is known.
    sellerName: seller.storefront ?? seller.name ?? undefined,
    marketplace: seller.marketplace,
  }
}

/**
 * "Whose listings are these?": a seller's own report does not name its seller, so the brand
 * picks one of its authorized resellers (by company name, with each seller id) or, apart from
 * them, another storefront seen before (only the report's own marketplace when it has one), or
 * types one in.
 */
export function SellerChoice({
  format,
  marketplace,
  sellers,
  pick,
  onPick,
  error,
  disabled,
}: {
  format: string
  /** The report's marketplace, when the format has one. */
  marketplace: AuthorizationMarketplace | undefined
  sellers: readonly Seller[]
  pick: SellerPick
  onPick: (pick: SellerPick) => void
  error: string | undefined
  disabled: boolean
}) {
  const shown = sellers.filter(
    (s) => isMarketplace(s.marketplace) && (!marketplace || s.marketplace === marketplace),
  )
  // The marketplace is said only when the report has none of its own.
  const where = (s: Seller) =>
    marketplace ? null : AUTHORIZATION_MARKETPLACE_LABELS[s.marketplace as AuthorizationMarketplace]
  const groups = [
    {
      label: T.sellerGroupResellers,
      options: shown
        .filter((s) => s.kind === 'reseller')
        .map((s) => ({
          s,
          text: T.sellerOptionReseller(s.name, s.sellerId, s.storefront, where(s)),
        })),
    },
    {
      label: T.sellerGroupStorefronts,
      options: shown
        .filter((s) => s.kind !== 'reseller')
        .map((s) => ({ s, text: T.sellerOptionStorefront(s.name, s.sellerId, where(s)) })),
    },
  ].filter((g) => g.options.length > 0)
  return (
    <fieldset className="border-border grid gap-3 rounded-md border p-4">
      <legend className="px-1 text-sm font-semibold">{T.sellerLegend}</legend>
      <p className="text-muted-foreground text-sm">{T.sellerHint(format)}</p>
      <FormField label={T.sellerLabel} error={pick.key === OTHER_SELLER ? undefined : error}>
        <select
          className={SELECT_CLASS}
          value={pick.key}
          required
          disabled={disabled}
          onChange={(e) => onPick({ ...pick, key: e.target.value })}
        >
          <option value="">{T.sellerChoose}</option>
          {groups.map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.options.map(({ s, text }) => (
                <option key={sellerKey(s)} value={sellerKey(s)}>
                  {text}
                </option>
              ))}
            </optgroup>
          ))}
          <option value={OTHER_SELLER}>{T.sellerOther}</option>
        </select>
      </FormField>
      {pick.key === OTHER_SELLER ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={T.sellerIdLabel} hint={T.sellerIdHint} error={error}>
            <Input
              value={pick.sellerId}
              required
              maxLength={100}
              autoComplete="off"
              disabled={disabled}
              onChange={(e) => onPick({ ...pick, sellerId: e.target.value })}
            />
          </FormField>
          <FormField label={T.sellerNameLabel}>
            <Input
              value={pick.sellerName}
              maxLength={200}
              autoComplete="off"
              disabled={disabled}
              onChange={(e) => onPick({ ...pick, sellerName: e.target.value })}
            />
          </FormField>
          {marketplace ? null : (
            <FormField label={T.sellerMarketplaceLabel}>
              <select
                className={SELECT_CLASS}
                value={pick.marketplace}
                disabled={disabled}
                onChange={(e) =>
                  onPick({ ...pick, marketplace: e.target.value as AuthorizationMarketplace })
                }
              >
                {AUTHORIZATION_MARKETPLACES.map((m) => (
                  <option key={m} value={m}>
                    {AUTHORIZATION_MARKETPLACE_LABELS[m]}
                  </option>
                ))}
              </select>
            </FormField>
          )}
        </div>
      ) : null}
    </fieldset>
  )
}
