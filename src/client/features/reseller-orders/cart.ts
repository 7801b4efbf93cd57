/**
 * The cart of one brand: product ids and quantities, kept in localStorage per brand so that a
 * reload loses nothing; prices are never stored (they come from the server's product list).
 */
import { useCallback, useEffect, useState } from 'react'
import { MAX_ORDER_QUANTITY, type CartLine } from '#shared/reseller-order-texts.ts'

export const cartStorageKey = (brandEntryId: string) => `reseller-cart:${brandEntryId}`

const isLine = (value: unknown): value is CartLine => {
  if (typeof value !== 'object' || value === null) return false
  const { productId, quantity } = value as Record<string, unknown>
  return (
    typeof productId === 'string' &&
    productId.length > 0 &&
    Number.isInteger(quantity) &&
    (quantity as number) >= 1 &&
    (quantity as number) <= MAX_ORDER_QUANTITY
  )
}

/** The stored cart; anything unreadable (another tab's old format, a hand edit) is dropped. */
export function readCart(brandEntryId: string): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(cartStorageKey(brandEntryId)) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isLine) : []
  } catch {
    return []
  }
}

/** Writes a brand's cart (also used by Reorder, issue 15). */
export function writeCart(brandEntryId: string, lines: readonly CartLine[]) {
  try {
    if (lines.length === 0) localStorage.removeItem(cartStorageKey(brandEntryId))
    else localStorage.setItem(cartStorageKey(brandEntryId), JSON.stringify(lines))
  } catch {
    // Storage full or disabled: the cart still works for this page's life.
  }
}

/** Adds `quantity` of a product (to a line already there), capped at the order maximum. */
export function addLine(lines: readonly CartLine[], productId: string, quantity: number) {
  const existing = lines.find((l) => l.productId === productId)
  if (!existing) return [...lines, { productId, quantity: Math.min(quantity, MAX_ORDER_QUANTITY) }]
  return lines.map((l) =>
    l === existing
      ? { productId, quantity: Math.min(l.quantity + quantity, MAX_ORDER_QUANTITY) }
      : l,
  )
}

export interface Cart {
  lines: CartLine[]
  add(productId: string, quantity: number): void
  setQuantity(productId: string, quantity: number): void
  remove(productId: string): void
  clear(): void
}

export function useCart(brandEntryId: string): Cart {
  const [lines, setLines] = useState<CartLine[]>(() => readCart(brandEntryId))
  // Another brand's page (same component, new id) reads its own cart.
  useEffect(() => setLines(readCart(brandEntryId)), [brandEntryId])

  const update = useCallback(
    (change: (lines: CartLine[]) => CartLine[]) =>
      setLines((current) => {
        const next = change(current)
        writeCart(brandEntryId, next)
        return next
      }),
    [brandEntryId],
  )

  return {
    lines,
    add: (productId, quantity) => update((current) => addLine(current, productId, quantity)),
    setQuantity: (productId, quantity) =>
      update((current) =>
        current.map((l) => (l.productId === productId ? { productId, quantity } : l)),
      ),
    remove: (productId) => update((current) => current.filter((l) => l.productId !== productId)),
    clear: () => update(() => []),
  }
}
