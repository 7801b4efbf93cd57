import { ExternalLink, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { LEAD_LIST_TEXTS as T, leadListCount } from '#shared/lead-magnet-list-texts.ts'
import { Button } from '../../components/ui/button.tsx'
import { DataTableBody, TableHeader } from '../../components/ui/data-table.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { useLeadMagnetBrands, useRemoveLeadMagnetBrand, type LeadMagnetBrand } from './api.ts'

const C = T.columns
const COLUMNS = [C.name, C.link, C.category, C.note, C.added, ''] as const
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })

/** The link's host, short enough for the table; the whole address is the link's title. */
function linkLabel(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}

/** The brands on the list with their count; Remove asks first. */
export function LeadBrandsTable() {
  const list = useLeadMagnetBrands()
  const remove = useRemoveLeadMagnetBrand()
  const [removing, setRemoving] = useState<LeadMagnetBrand | null>(null)

  function confirmRemove() {
    if (!removing) return
    const brand = removing
    remove.mutate(brand.id, {
      onSuccess: () => {
        toast.success(T.removed(brand.name))
        setRemoving(null)
      },
      onError: (error) => {
        toast.error(T.removeFailed, { description: error.message })
        setRemoving(null)
      },
    })
  }

  return (
    <SectionCard title={T.listTitle} description={T.listDescription} contentClassName="grid gap-4">
      {list.isError ? (
        <RetryAlert
          title={T.loadFailed}
          description={list.error.message}
          retryLabel={T.retry}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <>
          <p className="text-sm font-medium" role="status">
            {list.data ? leadListCount(list.data.count) : '\u00a0'}
          </p>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">{T.listTitle}</caption>
              <TableHeader columns={COLUMNS} />
              <DataTableBody
                columns={COLUMNS.length}
                rows={list.data?.brands}
                skeletonRows={4}
                empty={T.empty}
              >
                {(brand) => (
                  <tr key={brand.id} className="border-border border-b align-top last:border-0">
                    <td className="px-2 py-3 font-medium break-words">{brand.name}</td>
                    <td className="px-2 py-3">
                      {brand.url ? (
                        <a
                          href={brand.url}
                          title={brand.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="text-primary inline-flex items-center gap-1 underline-offset-4 hover:underline"
                        >
                          {linkLabel(brand.url)}
                          <ExternalLink aria-hidden="true" className="size-3" />
                          <span className="sr-only"> (opens in a new tab)</span>
                        </a>
                      ) : (
                        <span className="text-muted-foreground">{T.noValue}</span>
                      )}
                    </td>
                    <td className="px-2 py-3">{brand.category ?? T.noValue}</td>
                    <td className="text-muted-foreground px-2 py-3 break-words">
                      {brand.note ?? T.noValue}
                    </td>
                    <td className="px-2 py-3 whitespace-nowrap">{day(brand.createdAt)}</td>
                    <td className="px-2 py-2 text-right">
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => setRemoving(brand)}
                        aria-label={`${T.remove} ${brand.name}`}
                      >
                        <Trash2 aria-hidden="true" />
                        {T.remove}
                      </Button>
                    </td>
                  </tr>
                )}
              </DataTableBody>
            </table>
          </div>
        </>
      )}
      <Dialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
      >
        <DialogContent>
          {removing ? (
            <>
              <DialogHeader>
                <DialogTitle>{T.removeTitle(removing.name)}</DialogTitle>
                <DialogDescription>{T.removeDescription}</DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => setRemoving(null)}>
                  {T.cancel}
                </Button>
                <PendingButton
                  type="button"
                  variant="destructive"
                  pending={remove.isPending}
                  onClick={confirmRemove}
                >
                  {T.confirmRemove}
                </PendingButton>
              </DialogFooter>
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </SectionCard>
  )
}
