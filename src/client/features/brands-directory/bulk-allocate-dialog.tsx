import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { LoaderCircle, Share2 } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { BRANDS_DIRECTORY_TEXTS as T, BRANDS_TOASTS } from '#shared/brands-directory-texts.ts'
import { Button } from '../../components/ui/button.tsx'
import { Checkbox } from '../../components/ui/checkbox.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import {
  brandPagesQueryOptions,
  resellerAllocationsQueryOptions,
  resellerPagesQueryOptions,
  useBulkAllocate,
  type ResellerSummary,
} from './api/brands.ts'
import { resellerLabel } from './reseller-label.ts'
import { useDebounced } from './use-debounced.ts'

const SELECT_CLASS = 'border-border bg-background h-10 w-full rounded-md border px-3 text-sm'

/** The chosen reseller's allocation list (7.3, description cut at 100 characters, 001 §2.2). */
function ResellerAllocations({ resellerId }: { resellerId: string }) {
  const query = useQuery(resellerAllocationsQueryOptions(resellerId))
  const D = T.bulkAllocateDialog
  return (
    <section aria-labelledby="current-allocations" className="space-y-2">
      <h3 id="current-allocations" className="text-sm font-semibold">
        {D.currentList} ({query.data?.allocations.length ?? 0})
      </h3>
      {query.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : query.isError ? (
        <p className="text-destructive text-sm">{query.error.message}</p>
      ) : query.data.allocations.length === 0 ? (
        <p className="text-muted-foreground text-sm">{D.noneYet}</p>
      ) : (
        <ul
          className="divide-border max-h-48 divide-y overflow-y-auto rounded-md border"
          aria-label={D.currentList}
        >
          {query.data.allocations.map((a) => (
            <li key={a.brandId} className="px-3 py-2">
              <p className="text-sm font-medium">{a.name}</p>
              {a.description ? (
                <p className="text-muted-foreground text-xs">{a.description}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** 'Showing 50 of 2,021 brands' and Show more, under a list the server pages. */
function MoreOf({
  text,
  hasMore,
  loading,
  onMore,
}: {
  text: string | null
  hasMore: boolean
  loading: boolean
  onMore: () => void
}) {
  const D = T.bulkAllocateDialog
  if (!text) return null
  return (
    <div className="text-muted-foreground flex flex-wrap items-center justify-between gap-2 text-xs">
      <span aria-live="polite">
        {text}
        {hasMore ? ` · ${D.narrowHint}` : ''}
      </span>
      {hasMore ? (
        <Button variant="outline" size="sm" disabled={loading} onClick={onMore}>
          {loading ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {D.showMore}
        </Button>
      ) : null}
    </div>
  )
}

/**
 * Bulk Allocate Brands (001 §2.2): many brands to one reseller in one transaction. Each is an
 * admin's grant of the pair's authorization (issue 13); one already in force keeps its terms.
 * Issue 16: both pickers search every reseller and brand on the server as the admin types, and
 * page further with Show more (they used to stop at the first 20 resellers and 50 brands); the
 * chosen reseller and the ticked brands stay chosen while the searches change.
 */
export function BulkAllocateDialog() {
  const D = T.bulkAllocateDialog
  const [open, setOpen] = useState(false)
  const [resellerSearch, setResellerSearch] = useState('')
  const [chosen, setChosen] = useState<ResellerSummary>()
  const resellerId = chosen?.id ?? ''
  const [brandSearch, setBrandSearch] = useState('')
  const [selected, setSelected] = useState<Map<string, string>>(new Map())
  const settledReseller = useDebounced(resellerSearch)
  const settledBrand = useDebounced(brandSearch)
  const resellers = useInfiniteQuery({
    ...resellerPagesQueryOptions(settledReseller),
    enabled: open,
  })
  const brands = useInfiniteQuery({ ...brandPagesQueryOptions(settledBrand), enabled: open })
  const bulk = useBulkAllocate()
  const resellerList = resellers.data?.pages.flatMap((p) => p.resellers) ?? []
  // The chosen reseller stays an option while another search is shown.
  const resellerOptions =
    chosen && !resellerList.some((r) => r.id === chosen.id)
      ? [chosen, ...resellerList]
      : resellerList
  const resellerTotal = resellers.data?.pages[0]?.total
  const brandList = brands.data?.pages.flatMap((p) => p.brands) ?? []
  const brandTotal = brands.data?.pages[0]?.total
  const selectedHidden = [...selected.keys()].filter((id) => !brandList.some((b) => b.id === id))

  function reset() {
    setResellerSearch('')
    setChosen(undefined)
    setBrandSearch('')
    setSelected(new Map())
  }

  function toggle(id: string, name: string, on: boolean) {
    setSelected((current) => {
      const next = new Map(current)
      if (on) next.set(id, name)
      else next.delete(id)
      return next
    })
  }

  async function submit() {
    if (!resellerId || selected.size === 0) return
    const name = chosen ? resellerLabel(chosen) : resellerId
    try {
      const result = await bulk.mutateAsync({ resellerId, brandIds: [...selected.keys()] })
      // An allocation never overrides an authorization in force (perhaps the brand's own): say so.
      const description = result.alreadyAllocated
        ? `${D.done(result.allocated, name)}. ${D.alreadyAuthorized(result.alreadyAllocated)}`
        : D.done(result.allocated, name)
      toast.success(BRANDS_TOASTS.allocated, { description })
      setSelected(new Map())
    } catch (error) {
      toast.error(BRANDS_TOASTS.bulkAllocateFailed, {
        description: BRANDS_TOASTS.someAllocationsFailed((error as Error).message),
      })
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) reset()
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Share2 aria-hidden="true" />
          {T.bulkAllocate}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{D.title}</DialogTitle>
          <DialogDescription>{D.description}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Input
            type="search"
            aria-label={T.access.searchLabel}
            placeholder={T.access.searchPlaceholder}
            value={resellerSearch}
            onChange={(e) => setResellerSearch(e.target.value)}
          />
          <Label htmlFor="bulk-reseller">{D.reseller}</Label>
          <select
            id="bulk-reseller"
            className={SELECT_CLASS}
            value={resellerId}
            onChange={(e) => setChosen(resellerOptions.find((r) => r.id === e.target.value))}
          >
            <option value="">{D.chooseReseller}</option>
            {resellerOptions.map((r) => (
              <option key={r.id} value={r.id}>
                {resellerLabel(r)} ({r.email})
              </option>
            ))}
          </select>
          <MoreOf
            text={
              resellerTotal !== undefined
                ? D.resellersShown(resellerList.length, resellerTotal)
                : null
            }
            hasMore={resellers.hasNextPage}
            loading={resellers.isFetchingNextPage}
            onMore={() => void resellers.fetchNextPage()}
          />
        </div>
        {resellerId ? <ResellerAllocations resellerId={resellerId} /> : null}
        <section className="grid gap-2" aria-labelledby="bulk-brands">
          <h3 id="bulk-brands" className="text-sm font-semibold">
            {D.brands} ({selected.size})
          </h3>
          <Input
            type="search"
            aria-label={D.brandsSearch}
            placeholder={T.searchPlaceholder}
            value={brandSearch}
            onChange={(e) => setBrandSearch(e.target.value)}
          />
          {brands.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : brands.isError ? (
            <p className="text-destructive text-sm">{brands.error.message}</p>
          ) : brandList.length === 0 ? (
            <p className="text-muted-foreground text-sm">{T.emptySearch}</p>
          ) : (
            <ul
              className="divide-border max-h-64 divide-y overflow-y-auto rounded-md border"
              aria-label={D.brands}
              aria-busy={brands.isFetching || undefined}
            >
              {brandList.map((b) => (
                <li key={b.id} className="px-3 py-2">
                  <label className="flex cursor-pointer items-center gap-3 text-sm">
                    <Checkbox
                      checked={selected.has(b.id)}
                      onCheckedChange={(v) => toggle(b.id, b.name, v === true)}
                      aria-label={b.name}
                    />
                    <span className="min-w-0 truncate">
                      {b.name}
                      <span className="text-muted-foreground"> · {b.contactEmail}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          <MoreOf
            text={brandTotal !== undefined ? D.brandsShown(brandList.length, brandTotal) : null}
            hasMore={brands.hasNextPage}
            loading={brands.isFetchingNextPage}
            onMore={() => void brands.fetchNextPage()}
          />
          {selectedHidden.length > 0 ? (
            <p className="text-muted-foreground text-xs">
              {D.selectedElsewhere(selectedHidden.length)}
            </p>
          ) : null}
        </section>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {T.cancel}
          </Button>
          <Button
            disabled={!resellerId || selected.size === 0 || bulk.isPending}
            onClick={() => void submit()}
          >
            {bulk.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {D.submit(selected.size)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
