import { Plus, Upload } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { INVENTORY_TEXTS as T } from '#shared/brand-inventory-texts.ts'
import { PageHeader } from '../../components/layouts/page-header.tsx'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardContent } from '../../components/ui/card.tsx'
import { SearchInput } from '../../components/ui/input.tsx'
import { useBrandProducts, useProductStats, type BrandProduct } from './api.ts'
import { ProductFormDialog } from './product-form-dialog.tsx'
import { ProductTable } from './product-table.tsx'
import { StatCards } from './stat-cards.tsx'
import { UploadCatalog } from './upload-catalog.tsx'
import { YourCatalogs } from './your-catalogs.tsx'

function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/**
 * Inventory Management (001 §2.3): stat cards, a search over name and SKU, the product table with
 * Edit and Add Product, Upload Catalog and Your Catalogs.
 */
export function InventoryManagement({
  heading,
  description,
}: {
  heading: string
  description: string
}) {
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const term = useDebounced(search.trim())
  const products = useBrandProducts(term, page)
  const stats = useProductStats()
  const [editing, setEditing] = useState<BrandProduct | undefined>()
  const [dialogOpen, setDialogOpen] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)

  useEffect(() => setPage(1), [term])

  function openDialog(product?: BrandProduct) {
    setEditing(product)
    setDialogOpen(true)
  }

  const data = products.data
  return (
    <>
      <PageHeader title={heading} description={description}>
        <Button variant="outline" onClick={() => fileInput.current?.click()}>
          <Upload aria-hidden="true" />
          {T.uploadCatalog}
        </Button>
        <Button onClick={() => openDialog()}>
          <Plus aria-hidden="true" />
          {T.addProduct}
        </Button>
      </PageHeader>
      <div className="space-y-6">
        <StatCards stats={stats.data} />
        <Card>
          <CardContent className="space-y-4 pt-6">
            <SearchInput
              aria-label={T.searchLabel}
              placeholder={T.searchPlaceholder}
              value={search}
              maxLength={200}
              onChange={(e) => setSearch(e.target.value)}
            />
            {products.isError && !data ? (
              <RetryAlert
                title={T.loadFailed}
                description={T.loadFailedDescription}
                retryLabel={T.tryAgain}
                onRetry={() => void products.refetch()}
              />
            ) : (
              <ProductTable data={data} searching={term !== ''} onEdit={openDialog} />
            )}
            {data && data.pages > 1 ? (
              <nav className="flex items-center justify-between gap-2" aria-label="Pages">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page <= 1}
                  onClick={() => setPage((p) => p - 1)}
                >
                  {T.previous}
                </Button>
                <span className="text-muted-foreground text-sm">
                  {T.pageOf(data.page, data.pages)}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page >= data.pages}
                  onClick={() => setPage((p) => p + 1)}
                >
                  {T.next}
                </Button>
              </nav>
            ) : null}
          </CardContent>
        </Card>
        <div className="grid gap-6 lg:grid-cols-2">
          <UploadCatalog inputRef={fileInput} />
          <YourCatalogs />
        </div>
      </div>
      <ProductFormDialog open={dialogOpen} onOpenChange={setDialogOpen} product={editing} />
    </>
  )
}
