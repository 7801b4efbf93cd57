import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import {
  RESELLER_PRODUCTS_TEXTS as T,
  formatMoney,
  gtinLabel,
} from '#shared/brand-inventory-texts.ts'
import { AUTHORIZATION_CODES } from '#shared/authorizations.ts'
import { ORDER_TERMS_TEXTS, type OrderTerms } from '#shared/order-terms.ts'
import { PageHeader } from '../../components/layouts/page-header.tsx'
import { ProductThumbnail } from '../../components/media/product-thumbnail.tsx'
import { OrderHoldBanner } from '../../components/protection/order-hold-notice.tsx'
import { Alert } from '../../components/ui/alert.tsx'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardContent } from '../../components/ui/card.tsx'
import { DataTableBody, TableHeader } from '../../components/ui/data-table.tsx'
import { ApiError } from '../../lib/api.ts'
import { useResellerBrandProducts, type ResellerBrandProducts as Listing } from './api.ts'
import { MapInForce } from './map-in-force.tsx'

const COLUMNS = Object.values(T.columns)
// Every column but the product and its SKU holds a number.
const NUMERIC = COLUMNS.filter((c) => c !== T.columns.product && c !== T.columns.sku)
const number = new Intl.NumberFormat('en-US')

type ListedProduct = Listing['products'][number]

/** The product's trade terms, only what is set ('Case of 6 · Min 12'); nothing without any. */
function ProductTerms({ terms }: { terms: OrderTerms }) {
  const text = ORDER_TERMS_TEXTS.summary(terms)
  return text ? (
    <p className="text-xs font-medium text-amber-700" data-testid="product-terms">
      {text}
    </p>
  ) : null
}

/**
 * An authorized brand's approved products, as the reseller sees them (name, SKU and GTIN, so the
 * listing is of the right item, wholesale price, the MAP in force now, stock);
 * when the authorization is suspended, revoked or expired, the server's title and reason instead;
 * while the brand holds the reseller's orders, a banner above the products says so, and why.
 * The screen may add a last column per product (ordering's quantity and 'Add to cart') and a
 * panel beside the table (the cart).
 */
export function ResellerBrandProducts({
  brandEntryId,
  backTo,
  action,
  aside,
}: {
  brandEntryId: string
  backTo: string
  action?: { header: string; cell: (product: ListedProduct) => ReactNode }
  aside?: ReactNode
}) {
  const query = useResellerBrandProducts(brandEntryId)
  const columns = action ? [...COLUMNS, action.header] : COLUMNS
  const back = (
    <Button asChild variant="outline">
      <Link to={backTo}>
        <ArrowLeft aria-hidden="true" />
        {T.backToBrands}
      </Link>
    </Button>
  )
  if (query.isError) {
    const error = query.error instanceof ApiError ? query.error : null
    // Issue 13: an authorization that is suspended, revoked or expired says so, and why.
    if (error?.status === 403 && error.code === AUTHORIZATION_CODES.notInForce) {
      return (
        <>
          <PageHeader title={error.title ?? T.notAvailable}>{back}</PageHeader>
          <Alert variant="destructive">
            <p>{error.message}</p>
          </Alert>
        </>
      )
    }
    const notAvailable = error?.status === 404
    return (
      <>
        <PageHeader title={notAvailable ? T.notAvailable : T.loadFailed}>{back}</PageHeader>
        {notAvailable ? null : (
          <RetryAlert
            title={T.loadFailed}
            retryLabel={T.tryAgain}
            onRetry={() => void query.refetch()}
          />
        )}
      </>
    )
  }
  const data = query.data
  return (
    <>
      <PageHeader
        title={data ? T.heading(data.brand.name) : T.fallbackHeading}
        description={T.description}
      >
        {back}
      </PageHeader>
      {/* Before the products and their Add to cart: ordering is held, why, and how to lift it. */}
      {data?.orderHold ? <OrderHoldBanner brand={data.brand.name} hold={data.orderHold} /> : null}
      <div
        className={
          aside
            ? 'grid grid-cols-[minmax(0,1fr)] items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]'
            : undefined
        }
      >
        <Card>
          <CardContent className="overflow-x-auto pt-6">
            <table className="w-full min-w-[640px] text-left text-sm">
              <TableHeader
                columns={columns}
                right={action ? [...NUMERIC, action.header] : NUMERIC}
              />
              <DataTableBody
                columns={columns.length}
                rows={data?.products}
                skeletonRows={4}
                empty={T.empty}
              >
                {(p) => (
                  <tr
                    key={p.id}
                    aria-label={p.name}
                    className="border-border border-b last:border-0"
                  >
                    <td className="max-w-sm px-2 py-3">
                      <div className="flex items-start gap-3">
                        <ProductThumbnail src={p.thumbnailUrl} name={p.name} />
                        <div className="min-w-0">
                          <p className="font-medium">{p.name}</p>
                          <ProductTerms terms={p} />
                          {p.description ? (
                            <p className="text-muted-foreground text-xs">{p.description}</p>
                          ) : null}
                        </div>
                      </div>
                    </td>
                    <td className="px-2 py-3 font-mono text-xs whitespace-nowrap">
                      <p>{p.sku ?? '—'}</p>
                      {p.gtin ? <p className="text-muted-foreground">{gtinLabel(p.gtin)}</p> : null}
                    </td>
                    <td className="px-2 py-3 text-right tabular-nums">
                      {formatMoney(p.wholesalePrice)}
                    </td>
                    <td className="px-2 py-3 text-right tabular-nums">
                      <MapInForce map={p} />
                    </td>
                    <td className="px-2 py-3 text-right tabular-nums">{number.format(p.stock)}</td>
                    {action ? <td className="px-2 py-3">{action.cell(p)}</td> : null}
                  </tr>
                )}
              </DataTableBody>
            </table>
          </CardContent>
        </Card>
        {aside}
      </div>
    </>
  )
}
