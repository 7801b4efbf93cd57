import { Pencil } from 'lucide-react'
import { INVENTORY_TEXTS as T, formatMoney } from '#shared/brand-inventory-texts.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import type { BrandProduct, ProductPage } from './api.ts'

const COLUMNS = Object.values(T.columns)
const number = new Intl.NumberFormat('en-US')

function StatusBadge({ status }: { status: BrandProduct['approvalStatus'] }) {
  const tone = status === 'approved' ? 'success' : status === 'rejected' ? 'danger' : 'warning'
  return (
    <Badge tone={tone} className="capitalize">
      {status}
    </Badge>
  )
}

/**
 * The product table (001 §2.3): Product, SKU, Price, Stock, Status, Actions; the empty states
 * 'No products in inventory' (none at all) and 'No products found' (none for the search).
 */
export function ProductTable({
  data,
  searching,
  onEdit,
}: {
  data: ProductPage | undefined
  searching: boolean
  onEdit: (product: BrandProduct) => void
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[720px] text-left text-sm">
        <thead>
          <tr className="border-border text-muted-foreground border-b">
            {COLUMNS.map((c) => (
              <th
                key={c}
                scope="col"
                className={`px-2 py-2 font-medium ${c === T.columns.price || c === T.columns.stock || c === T.columns.actions ? 'text-right' : ''}`}
              >
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {!data ? (
            Array.from({ length: 5 }, (_, i) => (
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
              <td colSpan={COLUMNS.length} className="py-10 text-center">
                <p className="font-medium">{searching ? T.emptySearch : T.emptyInventory}</p>
                <p className="text-muted-foreground text-sm">
                  {searching ? T.emptySearchHint : T.emptyInventoryHint}
                </p>
              </td>
            </tr>
          ) : (
            data.products.map((product) => (
              <tr
                key={product.id}
                className="border-border border-b last:border-0"
                aria-label={product.name}
              >
                <td className="max-w-xs px-2 py-3">
                  <p className="font-medium">{product.name}</p>
                  {product.description ? (
                    <p
                      className="text-muted-foreground truncate text-xs"
                      title={product.description}
                    >
                      {product.description}
                    </p>
                  ) : null}
                </td>
                <td className="px-2 py-3 font-mono text-xs">{product.sku ?? '—'}</td>
                <td className="px-2 py-3 text-right tabular-nums">
                  <p>{formatMoney(product.price)}</p>
                  <p className="text-muted-foreground text-xs">
                    {T.form.wholesalePrice}: {formatMoney(product.wholesalePrice)}
                  </p>
                </td>
                <td className="px-2 py-3 text-right tabular-nums">
                  {number.format(product.stock)}
                </td>
                <td className="px-2 py-3">
                  <StatusBadge status={product.approvalStatus} />
                </td>
                <td className="px-2 py-3 text-right">
                  <Button variant="outline" size="sm" onClick={() => onEdit(product)}>
                    <Pencil aria-hidden="true" />
                    {T.edit}
                    <span className="sr-only"> {product.name}</span>
                  </Button>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
