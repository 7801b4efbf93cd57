/**
 * Ordering from a brand's products page: a quantity and 'Add to cart' per product, and the cart
 * panel with its lines, subtotal and the minimum that applies to this reseller (the brand's
 * opening or reorder minimum, issue 13 item 5, or 001 §2.4's rule), as the server listed it with
 * the products. Prices shown are the ones the server listed; the server prices the order again
 * and has the last word.
 */
import { ShoppingCart, Trash2 } from 'lucide-react'
import { useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { RESELLER_ORDER_ID_LENGTH, shortOrderId } from '#shared/brand-orders-texts.ts'
import {
  RESELLER_ORDER_TEXTS as T,
  formatCents,
  summarizeCart,
  toCents,
  type OrderMinimum,
  type PricedLine,
} from '#shared/reseller-order-texts.ts'
import { orderQuantity } from '#shared/schemas/reseller-orders.ts'
import type { OrderHold } from '#shared/order-hold.ts'
import { quantityStep, smallestQuantity, termsError, type OrderTerms } from '#shared/order-terms.ts'
import { RESELLER_SCREENS } from '../../components/layouts/portal-screens.ts'
import { ProductThumbnail } from '../../components/media/product-thumbnail.tsx'
import { CartHoldNotice } from '../../components/protection/order-hold-notice.tsx'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Input } from '../../components/ui/input.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { APP_ROUTES } from '#shared/app-routes.ts'
import { ORDER_LIFECYCLE_TEXTS as L } from '#shared/order-lifecycle-texts.ts'
import { submissionKey } from '../../site/lib/submission-key.ts'
import { useAddresses, usePlaceOrder } from './api.ts'
import type { Cart } from './cart.ts'

/** What the cart needs of a listed product (its trade terms included). */
export interface OrderableProduct extends OrderTerms {
  id: string
  name: string
  wholesalePrice: string
  stock: number
  /** Issue 15: the product's thumbnail, shown beside its cart line. */
  thumbnailUrl?: string | null
}

/** A typed quantity: the number, or the reason it is not one. */
export function parseQuantity(raw: string): { quantity: number } | { error: string } {
  const result = orderQuantity.safeParse(raw.trim() === '' ? Number.NaN : Number(raw))
  return result.success
    ? { quantity: result.data }
    : { error: result.error.issues[0]?.message ?? T.quantityWhole }
}

/** A typed quantity of a product: as parseQuantity, and it must meet the product's terms. */
export function parseProductQuantity(
  product: OrderableProduct,
  raw: string,
): { quantity: number } | { error: string } {
  const parsed = parseQuantity(raw)
  if ('error' in parsed) return parsed
  const broken = termsError(product.name, product, parsed.quantity)
  return broken ? { error: broken } : parsed
}

/** A whole-number quantity box, tied to its error message for assistive technology. */
function QuantityInput(props: {
  label: string
  value: string
  onChange: (value: string) => void
  error: string | null
  errorId: string
  className: string
  /** The product's terms: the box starts at the smallest valid quantity, steps by the case. */
  terms: OrderTerms
}) {
  return (
    <Input
      type="number"
      inputMode="numeric"
      min={smallestQuantity(props.terms)}
      step={quantityStep(props.terms)}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      aria-label={props.label}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={props.error ? props.errorId : undefined}
      className={`h-9 text-right ${props.className}`}
    />
  )
}

function QuantityError({ error, errorId }: { error: string | null; errorId: string }) {
  return error ? (
    <p id={errorId} role="alert" className="text-destructive text-xs">
      {error}
    </p>
  ) : null
}

/** The quantity box and 'Add to cart' of one product row. */
export function AddToCart({
  product,
  onAdd,
}: {
  product: OrderableProduct
  onAdd: (productId: string, quantity: number) => void
}) {
  const [raw, setRaw] = useState(() => String(smallestQuantity(product)))
  const [error, setError] = useState<string | null>(null)
  if (product.stock === 0) {
    return <span className="text-muted-foreground text-xs">{T.outOfStockShort}</span>
  }
  const errorId = `add-${product.id}-error`
  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex items-center justify-end gap-2">
        <QuantityInput
          label={T.quantityLabel(product.name)}
          value={raw}
          onChange={(value) => {
            setRaw(value)
            setError(null)
          }}
          error={error}
          errorId={errorId}
          className="w-20"
          terms={product}
        />
        <Button
          type="button"
          size="sm"
          variant="secondary"
          aria-label={T.addToCartLabel(product.name)}
          onClick={() => {
            const parsed = parseProductQuantity(product, raw)
            if ('error' in parsed) return setError(parsed.error)
            onAdd(product.id, parsed.quantity)
            toast.success(T.added(product.name))
          }}
        >
          <ShoppingCart aria-hidden="true" />
          {T.addToCart}
        </Button>
      </div>
      <QuantityError error={error} errorId={errorId} />
    </div>
  )
}

/**
 * The cart: editable quantities, line totals, the subtotal, the minimum that applies and what is
 * missing to it. 'Place Order' stays disabled below the minimum, while a line is not orderable
 * (its quantity breaks the product's case pack or minimum, or the stock), while the brand is
 * not taking orders or while it holds the reseller's orders (the note says why); a refusal from
 * the server shows here and the cart stays as it was.
 */
export function CartPanel({
  brandEntryId,
  brand,
  products,
  minimum,
  cart,
  onSettled,
  orderHold = null,
}: {
  brandEntryId: string
  /** The brand as listed: an inactive one is not taking orders. */
  brand?: { name: string; isActive: boolean }
  /** The brand's approved products as listed; undefined while loading. */
  products: readonly OrderableProduct[] | undefined
  /**
   * The minimum the server will ask of this order, listed with the products; undefined while
   * loading. Never worked out here: the list holds at most 500 of the brand's products.
   */
  minimum: OrderMinimum | undefined
  cart: Cart
  /** After an attempt (placed or refused): stock may have changed. */
  onSettled?: () => void
  /**
   * The brand's hold on the reseller's orders, as the server listed it with the products: the
   * server refuses the order while it lasts, so Place Order is disabled and says why.
   */
  orderHold?: OrderHold | null
}) {
  const navigate = useNavigate()
  const placeOrder = usePlaceOrder()
  // One Idempotency-Key per order attempt: the same cart sent again (a retry after an error or
  // a lost answer) keeps it, so the server places it once; a changed cart gets a new one.
  const orderKeys = useRef(submissionKey())
  const [drafts, setDrafts] = useState<Record<string, string>>({})
  const [placedId, setPlacedId] = useState<string | null>(null)
  // Issue 15: the order ships to an address of the book, the default one unless chosen.
  const addresses = useAddresses()
  const shipping = (addresses.data ?? []).filter((a) => a.kind === 'shipping')
  const [chosenAddress, setChosenAddress] = useState<string | null>(null)
  const shipToAddressId =
    shipping.find((a) => a.id === chosenAddress)?.id ??
    shipping.find((a) => a.isDefault)?.id ??
    shipping[0]?.id
  const byId = new Map((products ?? []).map((p) => [p.id, p]))

  const available: PricedLine[] = []
  for (const line of cart.lines) {
    const product = byId.get(line.productId)
    if (product) available.push({ ...line, unitPrice: product.wholesalePrice })
  }
  const minimumCents = minimum?.amountCents ?? 0
  const summary = summarizeCart(available, minimumCents)
  const unavailable = products ? cart.lines.filter((l) => !byId.has(l.productId)) : []
  const invalidDraft = Object.entries(drafts).some(([productId, raw]) => {
    const product = byId.get(productId)
    return 'error' in (product ? parseProductQuantity(product, raw) : parseQuantity(raw))
  })
  // A stored line may break terms the brand set after it was added.
  const breaksTerms = available.some((l) => {
    const product = byId.get(l.productId)!
    return termsError(product.name, product, l.quantity) !== null
  })
  const overStock = available.some((l) => l.quantity > byId.get(l.productId)!.stock)
  const closed = brand !== undefined && !brand.isActive
  const held = orderHold !== null
  const holdReasonId = `cart-${brandEntryId}-hold`
  const canPlace =
    products !== undefined &&
    minimum !== undefined &&
    !closed &&
    !held &&
    !breaksTerms &&
    summary.meetsMinimum &&
    unavailable.length === 0 &&
    !invalidDraft &&
    !overStock &&
    shipToAddressId !== undefined &&
    !placeOrder.isPending

  const changed = () => {
    placeOrder.reset()
    setPlacedId(null)
  }
  const setDraft = (productId: string, raw: string) => {
    changed()
    setDrafts((d) => ({ ...d, [productId]: raw }))
    // The cart keeps any whole quantity (the line shows why it cannot be ordered yet).
    const parsed = parseQuantity(raw)
    if ('quantity' in parsed) cart.setQuantity(productId, parsed.quantity)
  }
  const remove = (productId: string) => {
    changed()
    setDrafts(({ [productId]: _removed, ...rest }) => rest)
    cart.remove(productId)
  }
  const submit = () => {
    const input = {
      brandId: brandEntryId,
      shipToAddressId,
      items: available.map((l) => ({ productId: l.productId, quantity: l.quantity })),
    }
    placeOrder.mutate(
      { input, idempotencyKey: orderKeys.current.for(input) },
      {
        onSuccess: ({ order }) => {
          orderKeys.current.reset()
          cart.clear()
          setDrafts({})
          setPlacedId(order.id)
          const total = formatCents(toCents(order.totalAmount))
          toast.success(T.placed, {
            description: T.placedDescription(
              shortOrderId(order.id, RESELLER_ORDER_ID_LENGTH),
              total,
            ),
            action: {
              label: T.viewOrders,
              onClick: () => void navigate(RESELLER_SCREENS.orders.to),
            },
          })
        },
        onSettled,
      },
    )
  }

  return (
    <section aria-label={T.cartTitle} className="xl:sticky xl:top-6">
      <SectionCard title={T.cartTitle} contentClassName="space-y-4">
        {orderHold ? (
          <CartHoldNotice id={holdReasonId} brand={brand?.name ?? ''} hold={orderHold} />
        ) : null}
        {placedId ? (
          <Alert variant="success">
            <AlertTitle>{T.placed}</AlertTitle>
            <p>
              {T.placedDescription(
                shortOrderId(placedId, RESELLER_ORDER_ID_LENGTH),
                formatCents(toCents(placeOrder.data?.order.totalAmount ?? '0')),
              )}{' '}
              <Link className="font-medium underline" to={RESELLER_SCREENS.orders.to}>
                {T.viewOrders}
              </Link>
            </p>
          </Alert>
        ) : null}
        {cart.lines.length === 0 ? (
          <p className="text-muted-foreground text-sm">{T.cartEmpty}</p>
        ) : (
          <ul className="divide-border divide-y">
            {cart.lines.map((line) => {
              const product = byId.get(line.productId)
              if (!product) {
                return (
                  <li key={line.productId} className="flex items-center justify-between py-2">
                    <span className="text-muted-foreground text-sm">
                      {products ? T.unavailable : '…'}
                    </span>
                    {products ? (
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        onClick={() => remove(line.productId)}
                      >
                        <Trash2 aria-hidden="true" />
                        {T.remove}
                      </Button>
                    ) : null}
                  </li>
                )
              }
              const raw = drafts[line.productId] ?? String(line.quantity)
              const parsed = parseProductQuantity(product, raw)
              const error =
                'error' in parsed
                  ? parsed.error
                  : parsed.quantity > product.stock
                    ? T.outOfStock(product.stock, product.name)
                    : null
              const errorId = `cart-${line.productId}-error`
              return (
                <li key={line.productId} className="space-y-1 py-2" aria-label={product.name}>
                  <div className="flex items-start justify-between gap-2">
                    <div className="flex min-w-0 items-center gap-2">
                      <ProductThumbnail
                        src={product.thumbnailUrl}
                        name={product.name}
                        className="size-9"
                      />
                      <p className="text-sm font-medium">{product.name}</p>
                    </div>
                    <p className="text-sm tabular-nums">
                      {formatCents(toCents(product.wholesalePrice) * line.quantity)}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    <QuantityInput
                      label={T.cartLineQuantity(product.name)}
                      value={raw}
                      onChange={(value) => setDraft(line.productId, value)}
                      error={error}
                      errorId={errorId}
                      className="w-24"
                      terms={product}
                    />
                    <span className="text-muted-foreground text-xs">
                      × {formatCents(toCents(product.wholesalePrice))}
                    </span>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      className="ml-auto"
                      aria-label={T.removeLabel(product.name)}
                      onClick={() => remove(line.productId)}
                    >
                      <Trash2 aria-hidden="true" />
                      {T.remove}
                    </Button>
                  </div>
                  <QuantityError error={error} errorId={errorId} />
                </li>
              )
            })}
          </ul>
        )}
        <dl className="space-y-1 text-sm">
          <div className="flex justify-between">
            <dt>{T.subtotal}</dt>
            <dd className="font-semibold tabular-nums" data-testid="cart-subtotal">
              {formatCents(summary.subtotalCents)}
            </dd>
          </div>
          <div className="text-muted-foreground flex justify-between">
            <dt>{T.minimumLabel(minimum?.kind ?? 'default')}</dt>
            <dd className="tabular-nums" data-testid="cart-minimum">
              {minimum ? formatCents(minimumCents) : '…'}
            </dd>
          </div>
        </dl>
        {products && minimum && cart.lines.length > 0 ? (
          <p
            className={summary.meetsMinimum ? 'text-sm text-emerald-700' : 'text-sm text-amber-700'}
            aria-live="polite"
          >
            {summary.meetsMinimum
              ? T.minimumMet
              : T.addMore(summary.shortfallCents, summary.minimumCents, minimum.kind)}
          </p>
        ) : null}
        <div className="space-y-1 text-sm">
          <label htmlFor="cart-ship-to" className="font-medium">
            {L.checkoutShipTo}
          </label>
          {addresses.data && shipping.length === 0 ? (
            <p className="text-amber-700">
              {L.checkoutNoAddress}{' '}
              <Link className="font-medium underline" to={APP_ROUTES.resellerAddresses}>
                {L.manageAddresses}
              </Link>
            </p>
          ) : (
            <select
              id="cart-ship-to"
              className="border-border bg-background h-10 w-full rounded-md border px-3 text-sm"
              value={shipToAddressId ?? ''}
              onChange={(e) => setChosenAddress(e.target.value)}
              disabled={!addresses.data}
            >
              {shipping.map((a) => (
                <option key={a.id} value={a.id}>
                  {[a.label, a.name, a.line1, a.city].filter(Boolean).join(' · ')}
                </option>
              ))}
            </select>
          )}
        </div>
        {closed ? (
          <Alert variant="destructive">
            <AlertTitle>{T.brandInactive(brand.name)}</AlertTitle>
          </Alert>
        ) : null}
        {placeOrder.isError ? (
          <Alert variant="destructive">
            <AlertTitle>{T.failed}</AlertTitle>
            <p>{placeOrder.error.message}</p>
          </Alert>
        ) : null}
        <Button
          type="button"
          className="w-full"
          disabled={!canPlace}
          aria-describedby={held ? holdReasonId : undefined}
          onClick={submit}
        >
          {placeOrder.isPending ? T.placing : T.placeOrder}
        </Button>
      </SectionCard>
    </section>
  )
}
