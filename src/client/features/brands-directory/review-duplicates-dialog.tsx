import { useQuery } from '@tanstack/react-query'
import { CopyCheck, LoaderCircle, Trash2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import { BRANDS_DIRECTORY_TEXTS as T, BRANDS_TOASTS } from '#shared/brands-directory-texts.ts'
import { Badge } from '../../components/ui/badge.tsx'
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
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { duplicatesQueryOptions, useBulkDeleteBrands, type DuplicateBrand } from './api/brands.ts'

function BrandLine({ brand }: { brand: DuplicateBrand }) {
  return (
    <span className="min-w-0">
      <span className="block truncate text-sm font-medium">{brand.name}</span>
      <span className="text-muted-foreground block truncate text-xs">
        {brand.contactEmail} · {new Date(brand.createdAt).toLocaleString()}
        {brand.allocationCount ? ` · ${T.manageAccess} (${brand.allocationCount})` : ''}
      </span>
    </span>
  )
}

/**
 * Review Duplicates (001 §5): groups with the same trimmed, lower-cased name and contact
 * e-mail; the first (oldest) of each is kept, the others are preselected for one bulk delete.
 */
export function ReviewDuplicatesDialog() {
  const [open, setOpen] = useState(false)
  const duplicates = useQuery({ ...duplicatesQueryOptions(), enabled: open })
  const bulkDelete = useBulkDeleteBrands()
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const data = duplicates.data

  useEffect(() => {
    if (data) setSelected(new Set(data.groups.flatMap((g) => g.extras.map((b) => b.id))))
  }, [data])

  function toggle(id: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  }

  async function deleteSelected() {
    if (!data || data.totalGroups === 0) {
      toast.error(BRANDS_TOASTS.noDuplicates)
      return
    }
    if (selected.size === 0) {
      toast.error(BRANDS_TOASTS.noneSelected)
      return
    }
    try {
      const result = await bulkDelete.mutateAsync([...selected])
      if (result.deleted > 0) toast.success(T.duplicates.deleted(result.deleted))
      if (result.missing > 0) toast.error(BRANDS_TOASTS.bulkDeletePartial(result.missing))
    } catch (error) {
      toast.error(BRANDS_TOASTS.bulkDeleteError, { description: (error as Error).message })
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <CopyCheck aria-hidden="true" />
          {T.reviewDuplicates}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{T.duplicates.title}</DialogTitle>
          <DialogDescription>{T.duplicates.description}</DialogDescription>
        </DialogHeader>
        {duplicates.isPending ? (
          <div className="space-y-2" aria-busy="true">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : duplicates.isError ? (
          <p className="text-destructive text-sm">{duplicates.error.message}</p>
        ) : data!.totalGroups === 0 ? (
          <p className="text-muted-foreground py-6 text-center">{T.duplicates.none}</p>
        ) : (
          <div className="space-y-3">
            <p className="text-sm">
              {T.duplicates.summary(data!.totalGroups, data!.totalExtras)}
              {data!.groups.length < data!.totalGroups
                ? ` · ${T.duplicates.shownOnly(data!.groups.length, data!.totalGroups)}`
                : ''}
            </p>
            <ul className="space-y-3">
              {data!.groups.map((group) => (
                <li
                  key={group.keep.id}
                  className="rounded-md border p-3"
                  aria-label={`${group.name} (${group.contactEmail})`}
                >
                  <div className="flex items-center justify-between gap-3">
                    <BrandLine brand={group.keep} />
                    <Badge tone="success">{T.duplicates.keep}</Badge>
                  </div>
                  <ul className="mt-2 space-y-2 border-t pt-2">
                    {group.extras.map((brand) => (
                      <li key={brand.id}>
                        <label className="flex cursor-pointer items-center gap-3">
                          <Checkbox
                            checked={selected.has(brand.id)}
                            onCheckedChange={(v) => toggle(brand.id, v === true)}
                            aria-label={`${T.delete} ${brand.name} (${new Date(brand.createdAt).toLocaleString()})`}
                          />
                          <BrandLine brand={brand} />
                        </label>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {T.cancel}
          </Button>
          <Button
            variant="destructive"
            disabled={bulkDelete.isPending || duplicates.isPending}
            onClick={() => void deleteSelected()}
          >
            {bulkDelete.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Trash2 aria-hidden="true" />
            )}
            {T.duplicates.deleteSelected(selected.size)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
