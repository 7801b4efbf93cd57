import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { RESELLER_PRODUCTS_TEXTS as T, formatMoney } from '#shared/brand-inventory-texts.ts'
import { PageHeader } from '../../components/layouts/page-header.tsx'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardContent } from '../../components/ui/card.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { ApiError } from '../../lib/api.ts'
import { useResellerBrandProducts } from './api.ts'

const COLUMNS = Object.values(T.columns)
const number = new Intl.NumberFormat('en-US')

/** An allocated brand's approved products, as the reseller sees them (name, SKU, prices, stock). */
export function ResellerBrandProducts({
  brandEntryId,
  backTo,
}: {
  brandEntryId: string
  backTo: string
}) {
  const query = useResellerBrandProducts(brandEntryId)
  const back = (
    <Button asChild variant="outline">
      <Link to={backTo}>
        <ArrowLeft aria-hidden="true" />
        {T.backToBrands}
      </Link>
    </Button>
  )
  if (query.isError) {
    const notAvailable = query.error instanceof ApiError && query.error.status === 404
    return (
      <>
        <PageHeader title={notAvailable ? T.notAvailable : T.loadFailed}>{back}</PageHeader>
        {notAvailable ? null : (
          <Alert variant="destructive">
            <AlertTitle>{T.loadFailed}</AlertTitle>
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => void query.refetch()}
            >
              {T.tryAgain}
            </Button>
          </Alert>
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
      <Card>
        <CardContent className="overflow-x-auto pt-6">
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead>
              <tr className="border-border text-muted-foreground border-b">
                {COLUMNS.map((c) => (
                  <th
                    key={c}
                    scope="col"
                    className={`px-2 py-2 font-medium ${c === T.columns.product || c === T.columns.sku ? '' : 'text-right'}`}
                  >
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {!data ? (
                Array.from({ length: 4 }, (_, i) => (
                  <tr key={i} className="border-border border-b">
                    {COLUMNS.map((c) => (
                      <td key={c} className="px-2 py-3">
                        <Skeleton className="h-5 w-full" />
                      </td>
                    ))}
                  </tr>
                ))
              ) : data.products.length === 0 ? (
                <tr>
                  <td colSpan={COLUMNS.length} className="text-muted-foreground py-10 text-center">
                    {T.empty}
                  </td>
                </tr>
              ) : (
                data.products.map((p) => (
                  <tr
                    key={p.id}
                    aria-label={p.name}
                    className="border-border border-b last:border-0"
                  >
                    <td className="max-w-sm px-2 py-3">
                      <p className="font-medium">{p.name}</p>
                      {p.description ? (
                        <p className="text-muted-foreground text-xs">{p.description}</p>
                      ) : null}
                    </td>
                    <td className="px-2 py-3 font-mono text-xs">{p.sku ?? '—'}</td>
                    <td className="px-2 py-3 text-right tabular-nums">
                      {formatMoney(p.wholesalePrice)}
                    </td>
                    <td className="px-2 py-3 text-right tabular-nums">
                      {p.mapPrice === null ? '—' : formatMoney(p.mapPrice)}
                    </td>
                    <td className="px-2 py-3 text-right tabular-nums">{number.format(p.stock)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </CardContent>
      </Card>
    </>
  )
}
