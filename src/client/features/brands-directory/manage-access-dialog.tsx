import { useQuery } from '@tanstack/react-query'
import { LoaderCircle, Plus, X } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { BRANDS_DIRECTORY_TEXTS as T, BRANDS_TOASTS } from '#shared/brands-directory-texts.ts'
import { Button } from '../../components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import {
  brandAllocationsQueryOptions,
  resellersQueryOptions,
  useAllocateBrand,
  useRemoveAllocation,
  type DirectoryBrand,
} from './api/brands.ts'
import { resellerLabel } from './reseller-label.ts'
import { useDebounced } from './use-debounced.ts'

interface Removal {
  resellerId: string
  name: string
  grantedBy: 'brand' | 'admin'
}

/**
 * Removing revokes the reseller's authorization (issue 13), so it is confirmed first, and a
 * brand's own authorization says that it is the brand's decision being undone.
 */
function ConfirmRemoval({
  brandName,
  removal,
  pending,
  onConfirm,
  onCancel,
}: {
  brandName: string
  removal: Removal | null
  pending: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <Dialog open={removal !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{removal ? T.access.confirmRemoveTitle(removal.name) : null}</DialogTitle>
          <DialogDescription>
            {removal
              ? removal.grantedBy === 'brand'
                ? T.access.confirmRemoveBrandGranted(removal.name, brandName)
                : T.access.confirmRemove(removal.name, brandName)
              : null}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            {T.cancel}
          </Button>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {T.access.confirmRemoveAction}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/**
 * 001 §2.2 Manage Access: who may sell a brand; allocate and remove (7.2). Since issue 13 the list
 * is every authorization in force, granted by the brand (approving an application) or by an
 * admin (allocating), and says which.
 */
export function ManageAccessDialog({
  brand,
  onOpenChange,
}: {
  brand: DirectoryBrand | undefined
  onOpenChange: (open: boolean) => void
}) {
  const [search, setSearch] = useState('')
  const settled = useDebounced(search)
  const open = !!brand
  const allocations = useQuery({
    ...brandAllocationsQueryOptions(brand?.id ?? ''),
    enabled: open,
  })
  const resellers = useQuery({ ...resellersQueryOptions(settled), enabled: open })
  const allocate = useAllocateBrand()
  const remove = useRemoveAllocation()
  const [removal, setRemoval] = useState<Removal | null>(null)
  const allocated = new Set(allocations.data?.resellers.map((r) => r.id))

  function onAllocate(resellerId: string, name: string) {
    if (!brand) return
    allocate.mutate(
      { brandId: brand.id, resellerId },
      {
        onSuccess: () =>
          toast.success(BRANDS_TOASTS.allocated, { description: `${brand.name} → ${name}` }),
        onError: (error) =>
          toast.error(BRANDS_TOASTS.allocateFailed, { description: error.message }),
      },
    )
  }
  function onRemove() {
    if (!brand || !removal) return
    const { resellerId, name } = removal
    remove.mutate(
      { brandId: brand.id, resellerId },
      {
        onSuccess: () => {
          setRemoval(null)
          toast.success(BRANDS_TOASTS.allocationRemoved, {
            description: `${brand.name} → ${name}`,
          })
        },
        onError: (error) =>
          toast.error(BRANDS_TOASTS.removeAllocationFailed, { description: error.message }),
      },
    )
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setSearch('')
          setRemoval(null)
        }
        onOpenChange(next)
      }}
    >
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{brand ? T.access.title(brand.name) : T.manageAccess}</DialogTitle>
          <DialogDescription>{T.access.description}</DialogDescription>
        </DialogHeader>
        <section aria-labelledby="allocated-heading" className="space-y-2">
          <h3 id="allocated-heading" className="text-sm font-semibold">
            {T.access.allocated} ({allocations.data?.resellers.length ?? 0})
          </h3>
          {allocations.isPending ? (
            <Skeleton className="h-10 w-full" />
          ) : allocations.isError ? (
            <p className="text-destructive text-sm">{allocations.error.message}</p>
          ) : allocations.data.resellers.length === 0 ? (
            <p className="text-muted-foreground text-sm">{T.access.none}</p>
          ) : (
            <ul
              className="divide-border divide-y rounded-md border"
              aria-label={T.access.allocated}
            >
              {allocations.data.resellers.map((r) => (
                <li key={r.id} className="flex items-center justify-between gap-3 px-3 py-2">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium">{resellerLabel(r)}</p>
                    <p className="text-muted-foreground truncate text-xs">
                      {r.email} ·{' '}
                      {T.access.sinceBy(
                        new Date(r.allocatedAt).toLocaleDateString(),
                        T.access.grantedBy[r.grantedBy],
                      )}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={remove.isPending}
                    onClick={() =>
                      setRemoval({
                        resellerId: r.id,
                        name: resellerLabel(r),
                        grantedBy: r.grantedBy,
                      })
                    }
                    aria-label={`${T.access.remove} ${resellerLabel(r)}`}
                  >
                    <X aria-hidden="true" />
                    {T.access.remove}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="space-y-2">
          <Input
            type="search"
            aria-label={T.access.searchLabel}
            placeholder={T.access.searchPlaceholder}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          {resellers.isPending ? (
            <Skeleton className="h-10 w-full" />
          ) : resellers.isError ? (
            <p className="text-destructive text-sm">{resellers.error.message}</p>
          ) : resellers.data.resellers.length === 0 ? (
            <p className="text-muted-foreground text-sm">{T.access.noResellers}</p>
          ) : (
            <ul className="divide-border divide-y rounded-md border" aria-label="Resellers">
              {resellers.data.resellers.map((r) => {
                const has = allocated.has(r.id)
                return (
                  <li key={r.id} className="flex items-center justify-between gap-3 px-3 py-2">
                    <div className="min-w-0">
                      <p className="truncate text-sm font-medium">{resellerLabel(r)}</p>
                      <p className="text-muted-foreground truncate text-xs">{r.email}</p>
                    </div>
                    <Button
                      size="sm"
                      disabled={has || allocate.isPending}
                      onClick={() => onAllocate(r.id, resellerLabel(r))}
                      aria-label={`${T.access.allocate} ${resellerLabel(r)}`}
                    >
                      {allocate.isPending && allocate.variables?.resellerId === r.id ? (
                        <LoaderCircle className="animate-spin" aria-hidden="true" />
                      ) : (
                        <Plus aria-hidden="true" />
                      )}
                      {T.access.allocate}
                    </Button>
                  </li>
                )
              })}
            </ul>
          )}
        </section>
        <ConfirmRemoval
          brandName={brand?.name ?? ''}
          removal={removal}
          pending={remove.isPending}
          onConfirm={onRemove}
          onCancel={() => setRemoval(null)}
        />
      </DialogContent>
    </Dialog>
  )
}
