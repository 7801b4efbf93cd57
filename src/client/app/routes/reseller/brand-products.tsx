import { useQueryClient } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { RESELLER_ORDER_TEXTS } from '#shared/reseller-order-texts.ts'
import { RESELLER_SCREENS } from '../../../components/layouts/portal-screens.ts'
import {
  RESELLER_PRODUCTS_KEY,
  useResellerBrandProducts,
} from '../../../features/brand-inventory/api.ts'
import { ResellerBrandProducts } from '../../../features/brand-inventory/reseller-brand-products.tsx'
import { LetterDownloadLink } from '../../../features/letters/letter-download-link.tsx'
import { useLiveEvents } from '../../../features/live/use-live-events.ts'
import { useCart } from '../../../features/reseller-orders/cart.ts'
import { AddToCart, CartPanel } from '../../../features/reseller-orders/order-from-brand.tsx'

/**
 * An authorized brand's products for the reseller (001 §6, §7.5), and ordering from them: a
 * quantity and 'Add to cart' per product, and the cart with the brand's minimum. A brand's price
 * or stock change arrives live ('product.changed') and the table re-reads; so does a change to the
 * reseller's authorization ('authorization.changed', issue 13): a suspension shows why at once,
 * a reinstatement brings the products back.
 */
export function Component() {
  const { brandId = '' } = useParams()
  const queryClient = useQueryClient()
  const products = useResellerBrandProducts(brandId)
  const cart = useCart(brandId)
  const refresh = () => void queryClient.invalidateQueries({ queryKey: RESELLER_PRODUCTS_KEY })
  // protection.changed: a brand's step or an import may place or lift a hold on the orders.
  useLiveEvents({
    'product.changed': refresh,
    'authorization.changed': refresh,
    'protection.changed': refresh,
  })
  return (
    <ResellerBrandProducts
      brandEntryId={brandId}
      backTo={RESELLER_SCREENS.brands.to}
      action={{
        header: RESELLER_ORDER_TEXTS.addToCart,
        cell: (product) => <AddToCart product={product} onAdd={cart.add} />,
      }}
      aside={
        products.isSuccess ? (
          // The letter is there while the products are: both need the authorization in force.
          <div className="space-y-4 xl:sticky xl:top-6">
            <LetterDownloadLink brandEntryId={brandId} className="w-full" />
            <CartPanel
              brandEntryId={brandId}
              brand={products.data.brand}
              products={products.data.products}
              minimum={products.data.minimum}
              orderHold={products.data.orderHold}
              cart={cart}
              onSettled={refresh}
            />
          </div>
        ) : null
      }
    />
  )
}
