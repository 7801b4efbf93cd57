import { Pencil } from 'lucide-react'
import { INVENTORY_TEXTS as T, formatMoney, gtinLabel } from '#shared/brand-inventory-texts.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { ProductThumbnail } from '../../components/media/product-thumbnail.tsx'
import { Button } from '../../components/ui/button.tsx'
import { DataTableBody, TableHeader } from '../../components/ui/data-table.tsx'
import type { BrandProduct, ProductPage } from './api.ts'
import { MapInForce } from './map-in-force.tsx'

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
 * 'No products in inventory' (none at all) and 'No products found' (none for the search). Under
 * the SKU its GTIN, under the prices the MAP in force and the next change (issue 14).
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
        <TableHeader
          columns={COLUMNS}
          right={[T.columns.price, T.columns.stock, T.columns.actions]}
        />
        <DataTableBody
          columns={COLUMNS.length}
          rows={data?.products}
          skeletonRows={5}
          empty={searching ? T.emptySearch : T.emptyInventory}
          emptyHint={searching ? T.emptySearchHint : T.emptyInventoryHint}
        >
          {(product) => (
            <tr
              key={product.id}
              className="border-border border-b last:border-0"
              aria-label={product.name}
            >
              <td className="max-w-xs px-2 py-3">
                <div className="flex items-center gap-3">
                  <ProductThumbnail src={product.thumbnailUrl} name={product.name} />
                  <div className="min-w-0">
                    <p className="font-medium">{product.name}</p>
                    {product.description ? (
                      <p
                        className="text-muted-foreground truncate text-xs"
                        title={product.description}
                      >
                        {product.description}
                      </p>
                    ) : null}
                  </div>
                </div>
              </td>
              <td className="px-2 py-3 font-mono text-xs whitespace-nowrap">
                <p>{product.sku ?? '—'}</p>
                {product.gtin ? (
                  <p className="text-muted-foreground">{gtinLabel(product.gtin)}</p>
                ) : null}
              </td>
              <td className="px-2 py-3 text-right tabular-nums">
                <p>{formatMoney(product.price)}</p>
                <p className="text-muted-foreground text-xs">
                  {T.form.wholesalePrice}: {formatMoney(product.wholesalePrice)}
                </p>
                <MapInForce map={product} labelled />
              </td>
              <td className="px-2 py-3 text-right tabular-nums">{number.format(product.stock)}</td>
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
          )}
        </DataTableBody>
      </table>
    </div>
  )
}
