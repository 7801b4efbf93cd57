import { ExternalLink, FileUp, Pencil, Power, PowerOff, Trash2, Users } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import {
  BRAND_STATUS_FILTERS,
  BRANDS_DIRECTORY_TEXTS as T,
  BRANDS_TOASTS,
  type BrandStatusFilter,
  visibleCategories,
} from '#shared/brands-directory-texts.ts'
import { BRAND_ENTRY_TEXTS as ENTRY_TEXTS } from '#shared/brand-settings-texts.ts'
import { LISTINGS_IMPORT_PATHS, LISTINGS_IMPORT_TEXTS } from '#shared/listings-import-texts.ts'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardContent } from '../../components/ui/card.tsx'
import { Input } from '../../components/ui/input.tsx'
import { DataTableBody, Pagination, TableHeader } from '../../components/ui/data-table.tsx'
import { useDebouncedSearch } from '../../lib/use-debounced-search.ts'
import { useBrands, useSetBrandStatus, type DirectoryBrand } from './api/brands.ts'
import { BrandFormDialog } from './brand-form-dialog.tsx'
import { DeleteBrandDialog } from './delete-brand-dialog.tsx'
import { ManageAccessDialog } from './manage-access-dialog.tsx'

const SELECT_CLASS = 'border-border bg-background h-10 rounded-md border px-3 text-sm'

/** 001 §2.2: the first 2 categories, plus '+N'. */
export function CategoryBadges({ categories }: { categories: string[] }) {
  const { shown, more } = visibleCategories(categories)
  if (!categories.length) return <span className="text-muted-foreground">—</span>
  return (
    <div className="flex flex-wrap gap-1">
      {shown.map((c) => (
        <Badge key={c}>{c}</Badge>
      ))}
      {more ? (
        <Badge tone="info" title={categories.slice(2).join(', ')}>
          {more}
        </Badge>
      ) : null}
    </div>
  )
}

function hostOf(url: string) {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

function BrandRow({
  brand,
  onEdit,
  onAccess,
  onDelete,
}: {
  brand: DirectoryBrand
  onEdit: () => void
  onAccess: () => void
  onDelete: () => void
}) {
  const setStatus = useSetBrandStatus()
  function toggle() {
    setStatus.mutate(
      { id: brand.id, isActive: !brand.isActive },
      {
        onSuccess: () =>
          toast.success(BRANDS_TOASTS.statusUpdated, {
            description: `${brand.name}: ${brand.isActive ? T.inactive : T.active}`,
          }),
        onError: (error) => toast.error(BRANDS_TOASTS.statusFailed, { description: error.message }),
      },
    )
  }
  return (
    <tr className="border-border border-b align-top last:border-0">
      <td className="px-2 py-3">
        <div className="flex items-center gap-3">
          {(brand.shownLogoUrl ?? brand.logoUrl) ? (
            <img
              src={brand.shownLogoUrl ?? brand.logoUrl ?? undefined}
              alt=""
              className="size-8 shrink-0 rounded object-contain"
              loading="lazy"
              referrerPolicy="no-referrer"
            />
          ) : null}
          <div className="min-w-32">
            <p className="font-medium">{brand.name}</p>
            {brand.amazonAutoUngated ? (
              <p className="text-muted-foreground text-xs">{T.form.amazonAutoUngated}</p>
            ) : null}
          </div>
        </div>
      </td>
      <td className="px-2 py-3">{brand.department ?? '—'}</td>
      <td className="px-2 py-3">
        {brand.websiteUrl ? (
          <a
            href={brand.websiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            title={brand.websiteUrl}
            className="text-brand inline-flex max-w-32 items-center gap-1 hover:underline"
          >
            <span className="truncate">{hostOf(brand.websiteUrl)}</span>
            <ExternalLink className="size-3" aria-hidden="true" />
          </a>
        ) : (
          '—'
        )}
      </td>
      <td className="px-2 py-3">
        <a
          href={`mailto:${brand.contactEmail}`}
          title={brand.contactEmail}
          className="block max-w-36 truncate hover:underline"
        >
          {brand.contactEmail}
        </a>
      </td>
      <td className="px-2 py-3">
        <CategoryBadges categories={brand.categories} />
      </td>
      <td className="px-2 py-3">
        <Badge tone={brand.isActive ? 'success' : 'default'}>
          {brand.isActive ? T.active : T.inactive}
        </Badge>
        {/* A brand's own entry from its portal waits for this admin's activation (issue 5). */}
        {brand.submittedByBrand && !brand.isActive ? (
          <Badge
            tone="warning"
            className="mt-1 whitespace-nowrap"
            title={ENTRY_TEXTS.adminAwaitingReviewHint}
          >
            {ENTRY_TEXTS.adminAwaitingReview}
          </Badge>
        ) : null}
      </td>
      {/* Sticky: the row's actions stay in view when a narrow screen scrolls the table. */}
      <td className="bg-background sticky right-0 px-2 py-3">
        <div className="flex justify-end gap-1 whitespace-nowrap">
          <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`${T.edit} ${brand.name}`}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={setStatus.isPending}
            onClick={toggle}
            aria-label={`${brand.isActive ? T.deactivate : T.activate} ${brand.name}`}
            title={brand.isActive ? T.deactivate : T.activate}
          >
            {brand.isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={onAccess}
            title={T.manageAccess}
            aria-label={`${T.manageAccess} ${brand.name} (${brand.allocationCount})`}
          >
            <Users aria-hidden="true" />
            {/* The full label where the table has room; the count always (001 §2.2). */}
            <span className="hidden 2xl:inline">{T.manageAccess} </span>({brand.allocationCount})
          </Button>
          {/* Issue 14: listings observed for this brand, imported on its behalf. */}
          <Button variant="ghost" size="sm" asChild title={LISTINGS_IMPORT_TEXTS.directory.link}>
            <Link
              to={LISTINGS_IMPORT_PATHS.adminScreen(brand.id)}
              aria-label={LISTINGS_IMPORT_TEXTS.directory.linkLabel(brand.name)}
            >
              <FileUp aria-hidden="true" />
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            aria-label={`${T.delete} ${brand.name}`}
            className="text-destructive"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </td>
    </tr>
  )
}

/**
 * 001 §2.2 Brands Directory table: Brand, Department, Website, Contact, Categories, Status,
 * Actions; search, status filter, pages of 50, and loading, empty and error states.
 */
export function BrandsTable() {
  const [status, setStatus] = useState<BrandStatusFilter>('all')
  const [page, setPage] = useState(1)
  const { typed, setTyped, search } = useDebouncedSearch(setPage)
  const [editing, setEditing] = useState<DirectoryBrand>()
  const [access, setAccess] = useState<DirectoryBrand>()
  const [deleting, setDeleting] = useState<DirectoryBrand>()

  const query = useBrands({ search, status, page })
  const data = query.data
  // A delete can leave the last page empty: step back to the last page that exists.
  useEffect(() => {
    if (data && page > data.pages) setPage(data.pages)
  }, [data, page])

  const columns = Object.values(T.columns)
  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        <div className="flex flex-col gap-3 sm:flex-row">
          <Input
            type="search"
            aria-label={T.searchLabel}
            placeholder={T.searchPlaceholder}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            className="sm:max-w-sm"
          />
          <select
            aria-label={T.statusFilterLabel}
            className={SELECT_CLASS}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as BrandStatusFilter)
              setPage(1)
            }}
          >
            {BRAND_STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {T.statusFilter[s]}
              </option>
            ))}
          </select>
        </div>

        {query.isError && !data ? (
          <RetryAlert
            title={T.loadFailed}
            description={query.error.message}
            retryLabel={T.tryAgain}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[900px] text-left text-sm" aria-busy={query.isFetching}>
              <TableHeader
                columns={columns}
                right={[T.columns.actions]}
                // Sticky, like the row's actions (see BrandRow).
                className={(c) =>
                  c === T.columns.actions ? 'bg-background sticky right-0' : undefined
                }
              />
              <DataTableBody
                columns={columns.length}
                rows={data?.brands}
                skeletonRows={5}
                skeletonTestId="brand-skeleton"
                empty={search.trim() || status !== 'all' ? T.emptySearch : T.empty}
              >
                {(brand) => (
                  <BrandRow
                    key={brand.id}
                    brand={brand}
                    onEdit={() => setEditing(brand)}
                    onAccess={() => setAccess(brand)}
                    onDelete={() => setDeleting(brand)}
                  />
                )}
              </DataTableBody>
            </table>
          </div>
        )}

        {data && data.total > 0 ? (
          <Pagination
            summary={T.pageOf(data.page, data.pages, data.total)}
            page={page}
            pages={data.pages}
            onPage={setPage}
            texts={T}
          />
        ) : null}
      </CardContent>
      <BrandFormDialog
        open={!!editing}
        brand={editing}
        onOpenChange={(open) => (open ? undefined : setEditing(undefined))}
      />
      <ManageAccessDialog
        brand={access}
        onOpenChange={(open) => (open ? undefined : setAccess(undefined))}
      />
      <DeleteBrandDialog
        brand={deleting}
        onOpenChange={(open) => (open ? undefined : setDeleting(undefined))}
      />
    </Card>
  )
}
