import { LoaderCircle } from 'lucide-react'
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
import { useDeleteBrand, type DirectoryBrand } from './api/brands.ts'

/** 001 §2.2: delete with confirmation. */
export function DeleteBrandDialog({
  brand,
  onOpenChange,
}: {
  brand: DirectoryBrand | undefined
  onOpenChange: (open: boolean) => void
}) {
  const remove = useDeleteBrand()
  async function confirm() {
    if (!brand) return
    try {
      await remove.mutateAsync(brand.id)
      toast.success(BRANDS_TOASTS.deleted, { description: brand.name })
      onOpenChange(false)
    } catch (error) {
      toast.error(BRANDS_TOASTS.deleteFailed, { description: (error as Error).message })
    }
  }
  return (
    <Dialog open={!!brand} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{T.deleteTitle}</DialogTitle>
          <DialogDescription>{brand ? T.deleteDescription(brand.name) : null}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {T.cancel}
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => void confirm()}>
            {remove.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {T.delete}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
