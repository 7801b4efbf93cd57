import type { ComponentProps } from 'react'
import { MAP_CURRENCY_TEXTS as T } from '#shared/map-policy-texts.ts'
import { MAP_CURRENCY } from '#shared/protection.ts'

/**
 * The currencies the server takes: every ISO 4217 code Intl knows, as the shared schemas check
 * them (#shared/schemas/protection.ts). The marketplaces' own currencies come first, so the
 * brand rarely scrolls through some 300 codes.
 */
const COMMON = ['USD', 'EUR', 'GBP', 'CAD', 'MXN', 'JPY', 'AUD', 'SEK', 'PLN', 'AED', 'INR']
const ALL: readonly string[] = Intl.supportedValuesOf('currency')
const names = new Intl.DisplayNames('en', { type: 'currency' })
const label = (code: string) => T.currencyOption(code, names.of(code) ?? code)

const SELECT_CLASS = 'border-border bg-background h-10 w-full rounded-md border px-3 text-sm'

/**
 * A select of ISO currency codes ("EUR — Euro"); `withoutMapCurrency` leaves USD out (an exchange
 * rate is to USD, so a rate of USD itself means nothing and the server refuses it). `placeholder`
 * adds an empty first choice.
 */
export function CurrencySelect({
  withoutMapCurrency = false,
  placeholder,
  className,
  ...props
}: ComponentProps<'select'> & { withoutMapCurrency?: boolean; placeholder?: string }) {
  const keep = (code: string) => !(withoutMapCurrency && code === MAP_CURRENCY)
  const common = COMMON.filter((c) => keep(c) && ALL.includes(c))
  const rest = ALL.filter((c) => keep(c) && !COMMON.includes(c))
  return (
    <select className={className ?? SELECT_CLASS} {...props}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      <optgroup label={T.commonCurrencies}>
        {common.map((c) => (
          <option key={c} value={c}>
            {label(c)}
          </option>
        ))}
      </optgroup>
      <optgroup label={T.allCurrencies}>
        {rest.map((c) => (
          <option key={c} value={c}>
            {label(c)}
          </option>
        ))}
      </optgroup>
    </select>
  )
}
