/**
 * An order hold, as the reseller meets it before checkout (the server's hold, computed by the
 * rule the order route refuses orders with): the products page's banner above the products and
 * their Add to cart, and the cart's note beside its disabled Place Order. Both name the listings,
 * the step and since when, and link to the violations to cure them.
 */
import { ShieldAlert } from 'lucide-react'
import { Link } from 'react-router'
import { APP_ROUTES } from '#shared/app-routes.ts'
import type { OrderHold } from '#shared/order-hold.ts'
import { ORDER_HOLD_TEXTS as T } from '#shared/order-hold-texts.ts'
import { Alert, AlertTitle } from '../ui/alert.tsx'

function ViolationsLink() {
  return (
    <Link to={APP_ROUTES.resellerCompliance} className="font-medium underline underline-offset-4">
      {T.violationsLink}
    </Link>
  )
}

/**
 * The banner at the top of the brand's products page: an alert, so a screen reader reads it as
 * soon as the page has loaded the hold.
 */
export function OrderHoldBanner({ brand, hold }: { brand: string; hold: OrderHold }) {
  const unlisted = hold.count - hold.findings.length
  return (
    <Alert variant="warning" className="mb-6 space-y-2" data-testid="order-hold-banner">
      <AlertTitle className="flex items-start gap-2">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0">{T.bannerTitle(brand)}</span>
      </AlertTitle>
      <p>{T.bannerIntro(hold)}</p>
      <ul className="list-disc space-y-1 pl-5 break-words">
        {hold.findings.map((f) => (
          <li key={f.findingId}>{T.findingLine(f)}</li>
        ))}
        {unlisted > 0 ? <li>{T.notListed(unlisted)}</li> : null}
      </ul>
      <p>{T.cure}</p>
      <p>{T.cartStillOpen}</p>
      <p>
        <ViolationsLink />
      </p>
    </Alert>
  )
}

/**
 * The cart's note: why its Place Order is disabled. A status rather than a second alert: the
 * page's banner is the announcement; the button points here (aria-describedby) for its reason.
 */
export function CartHoldNotice({
  id,
  brand,
  hold,
}: {
  id: string
  brand: string
  hold: OrderHold
}) {
  return (
    <Alert variant="warning" role="status" data-testid="cart-order-hold">
      <AlertTitle>{T.cartTitle}</AlertTitle>
      <p id={id} className="break-words">
        {T.cartReason(brand, hold)}
      </p>
      <p className="mt-1">
        <ViolationsLink />
      </p>
    </Alert>
  )
}
