/** Number, money and date formats of the charts and the figures around them (USD, 001 §9). */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})
const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
})
export const integer = new Intl.NumberFormat('en-US')

export const formatMoney = (amount: string | number) => usd.format(Number(amount))
export const formatMoneyWhole = (amount: number) => usdWhole.format(amount)
/** Axis labels: $1.2K rather than $1,234.56. */
export const formatMoneyAxis = (amount: number) =>
  amount >= 1000 ? compactUsd.format(amount) : usdWhole.format(amount)
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })
export const formatShortDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' })
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
