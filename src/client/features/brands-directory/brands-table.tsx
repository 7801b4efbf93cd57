import { ExternalLink, FileUp, Pencil, Power, PowerOff, Trash2, Users } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import {
  BRAND_STATUS_FILTERS,
  BRANDS_DIRECTORY_PAGE_SIZE,
  BRANDS_DIRECTORY_TEXTS as T,
  BRANDS_TOASTS,
  type BrandStatusFilter,
  visibleCategories,
} from '#shared/brands-directory-texts.ts'
import { ADMIN_DETAIL_PATHS } from '#shared/admin-detail-texts.ts'
import { BRAND_ENTRY_TEXTS as ENTRY_TEXTS } from '#shared/brand-settings-texts.ts'
import { LISTINGS_IMPORT_PATHS, LISTINGS_IMPORT_TEXTS } from '#shared/listings-import-texts.ts'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardContent } from '../../components/ui/card.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Pagination } from '../../components/ui/pagination.tsx'
import { ResponsiveTable, type TableColumn } from '../../components/ui/responsive-table.tsx'
import { useListUrlState } from '../../lib/use-list-url-state.ts'
import { cn } from '../../lib/utils.ts'
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

/** The row's actions (001 §2.2): edit, activate or deactivate, Manage Access, listings, delete. */
function BrandActions({
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
    <div className="flex justify-end gap-0.5 whitespace-nowrap">
      <Button
        variant="ghost"
        size="sm"
        className={ICON_BUTTON}
        onClick={onEdit}
        aria-label={`${T.edit} ${brand.name}`}
        title={T.edit}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className={ICON_BUTTON}
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
        className="h-8 gap-1 px-2"
        onClick={onAccess}
        title={T.manageAccess}
        aria-label={`${T.manageAccess} ${brand.name} (${brand.allocationCount})`}
      >
        <Users aria-hidden="true" />
        {/* The count always (001 §2.2); the label is the button's name and tooltip. */}
        <span className="tabular-nums">({brand.allocationCount})</span>
      </Button>
      {/* Issue 14: listings observed for this brand, imported on its behalf. */}
      <Button
        variant="ghost"
        size="sm"
        className={ICON_BUTTON}
        asChild
        title={LISTINGS_IMPORT_TEXTS.directory.link}
      >
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
        title={T.delete}
        className={cn(ICON_BUTTON, 'text-destructive')}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  )
}

function BrandName({ brand }: { brand: DirectoryBrand }) {
  const logo = brand.shownLogoUrl ?? brand.logoUrl
  return (
    <div className="flex items-start gap-3">
      {logo ? (
        <img
          src={logo}
          alt=""
          className="size-8 shrink-0 rounded object-contain"
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      ) : null}
      <div className="min-w-0">
        <p className="font-medium break-words">
          {/* Issue 16: the name opens the brand's detail view. */}
          <Link to={ADMIN_DETAIL_PATHS.brand(brand.id)} className="hover:underline">
            {brand.name}
          </Link>
        </p>
        {brand.amazonAutoUngated ? (
          <p className="text-muted-foreground text-xs">{T.form.amazonAutoUngated}</p>
        ) : null}
      </div>
    </div>
  )
}

function BrandStatus({ brand }: { brand: DirectoryBrand }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone={brand.isActive ? 'success' : 'default'}>
        {brand.isActive ? T.active : T.inactive}
      </Badge>
      {/* A brand's own entry from its portal waits for this admin's activation (issue 5). */}
      {brand.submittedByBrand && !brand.isActive ? (
        <Badge
          tone="warning"
          className="whitespace-nowrap"
          title={ENTRY_TEXTS.adminAwaitingReviewHint}
        >
          {ENTRY_TEXTS.adminAwaitingReview}
        </Badge>
      ) : null}
    </div>
  )
}

const ICON_BUTTON = 'size-8 px-0'

/**
 * The directory's columns (001 §2.2 order) with what each needs (issue 16): Brand, Status and
 * Actions always; Contact, then Categories, Department and Website while the card has room, and
 * under the brand's name when it has not.
 */
function brandColumns(handlers: {
  onEdit: (brand: DirectoryBrand) => void
  onAccess: (brand: DirectoryBrand) => void
  onDelete: (brand: DirectoryBrand) => void
}): TableColumn<DirectoryBrand>[] {
  const C = T.columns
  return [
    {
      id: 'brand',
      header: C.brand,
      grow: true,
      priority: 0,
      width: 220,
      cell: (b) => <BrandName brand={b} />,
    },
    {
      id: 'department',
      header: C.department,
      priority: 3,
      width: 150,
      isEmpty: (b) => !b.department,
      cell: (b) => <span className="break-words">{b.department ?? '—'}</span>,
    },
    {
      id: 'website',
      header: C.website,
      priority: 4,
      width: 160,
      isEmpty: (b) => !b.websiteUrl,
      cell: (b) =>
        b.websiteUrl ? (
          <a
            href={b.websiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            title={b.websiteUrl}
            className="text-brand inline-flex max-w-full items-center gap-1 hover:underline"
          >
            <span className="truncate">{hostOf(b.websiteUrl)}</span>
            <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
          </a>
        ) : (
          '—'
        ),
    },
    {
      id: 'contact',
      header: C.contact,
      priority: 1,
      width: 200,
      // One line, cut with an ellipsis: an address never breaks mid-word (the tooltip has it all).
      cell: (b) => (
        <a
          href={`mailto:${b.contactEmail}`}
          title={b.contactEmail}
          className="block max-w-full truncate hover:underline"
        >
          {b.contactEmail}
        </a>
      ),
    },
    {
      id: 'categories',
      header: C.categories,
      priority: 2,
      width: 180,
      isEmpty: (b) => b.categories.length === 0,
      cell: (b) => <CategoryBadges categories={b.categories} />,
    },
    {
      id: 'status',
      header: C.status,
      priority: 0,
      width: 124,
      card: 'badge',
      cell: (b) => <BrandStatus brand={b} />,
    },
    {
      id: 'actions',
      header: C.actions,
      priority: 0,
      width: 224,
      align: 'right',
      card: 'actions',
      cell: (b) => (
        <BrandActions
          brand={b}
          onEdit={() => handlers.onEdit(b)}
          onAccess={() => handlers.onAccess(b)}
          onDelete={() => handlers.onDelete(b)}
        />
      ),
    },
  ]
}

/**
 * 001 §2.2 Brands Directory table: Brand, Department, Website, Contact, Categories, Status,
 * Actions; search, status filter, pages (50 unless the admin picks 25 or 100), and loading,
 * empty and error states. Issue 16: the page, its size, the search and the status are in the
 * URL (?page=&pageSize=&q=&status=), and the table fits its card at any width.
 */
export function BrandsTable() {
  const list = useListUrlState({
    defaultPageSize: BRANDS_DIRECTORY_PAGE_SIZE,
    filters: { status: { values: BRAND_STATUS_FILTERS, fallback: 'all' } },
  })
  const status = list.filters.status as BrandStatusFilter
  const { page, pageSize, q: search, setPage } = list
  const [editing, setEditing] = useState<DirectoryBrand>()
  const [access, setAccess] = useState<DirectoryBrand>()
  const [deleting, setDeleting] = useState<DirectoryBrand>()

  const query = useBrands({ search, status, page, pageSize })
  const data = query.data
  // A delete (or an old link) can leave the page past the last one: step back to the last.
  useEffect(() => {
    if (data && !query.isPlaceholderData && page > data.pages) setPage(data.pages, true)
  }, [data, page, setPage, query.isPlaceholderData])

  const columns = brandColumns({ onEdit: setEditing, onAccess: setAccess, onDelete: setDeleting })
  return (
    <Card>
      <CardContent className="space-y-4 p-4 sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row">
          <Input
            type="search"
            aria-label={T.searchLabel}
            placeholder={T.searchPlaceholder}
            value={list.typed}
            onChange={(e) => list.setTyped(e.target.value)}
            className="sm:max-w-sm"
          />
          <select
            aria-label={T.statusFilterLabel}
            className={SELECT_CLASS}
            value={status}
            onChange={(e) => list.setFilter('status', e.target.value)}
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
          <ResponsiveTable
            label={T.tableLabel}
            columns={columns}
            rows={data?.brands}
            rowKey={(b) => b.id}
            cardTitle={(b) => (
              <Link to={ADMIN_DETAIL_PATHS.brand(b.id)} className="hover:underline">
                {b.name}
              </Link>
            )}
            cardSubtitle={(b) =>
              b.amazonAutoUngated ? (
                <p className="text-muted-foreground text-xs">{T.form.amazonAutoUngated}</p>
              ) : null
            }
            busy={query.isFetching}
            skeletonRows={5}
            skeletonTestId="brand-skeleton"
            empty={search || status !== 'all' ? T.emptySearch : T.empty}
          />
        )}

        {data && data.total > 0 ? (
          <Pagination
            summary={T.pageOf(data.page, data.pages, data.total)}
            page={Math.min(page, data.pages)}
            pages={data.pages}
            onPage={(next) => setPage(next)}
            pageSize={pageSize}
            onPageSize={list.setPageSize}
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
