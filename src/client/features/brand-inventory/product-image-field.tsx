import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'
import { MEDIA_UI_TEXTS as T } from '#shared/media-texts.ts'
import { ImageUploadField } from '../../components/media/image-upload-field.tsx'
import { api } from '../../lib/api.ts'
import { uploadImage } from '../../lib/upload-image.ts'
import { INVENTORY_KEY, type BrandProduct } from './api.ts'

interface ImageAnswer {
  image: { productId: string; imageUrl: string | null; thumbnailUrl: string | null }
}

const imagePath = (id: string) => `/api/brand/products/${id}/image`

/**
 * The product's image in the Edit dialog (issue 15 item 5): uploaded, replaced or removed at once
 * (not with Save), so it never waits on the rest of the form. A new product gets one after its
 * first save.
 */
export function ProductImageField({ product }: { product: BrandProduct | undefined }) {
  const queryClient = useQueryClient()
  const [current, setCurrent] = useState(product?.imageUrl ?? null)
  const [error, setError] = useState<string | null>(null)
  const change = useMutation({
    mutationFn: (file: File | null) =>
      file
        ? uploadImage<ImageAnswer>(imagePath(product!.id), file, T.imageFailed)
        : api<ImageAnswer>(imagePath(product!.id), { method: 'DELETE' }),
    onSuccess: ({ image }, file) => {
      setCurrent(image.imageUrl)
      setError(null)
      toast.success(file ? T.imageUploaded : T.imageRemoved)
    },
    onError: (e: Error, file) => {
      setError(e.message)
      toast.error(file ? T.imageFailed : T.removeFailed, { description: e.message })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVENTORY_KEY }),
  })
  if (!product) {
    return <p className="text-muted-foreground text-sm">{T.productImageSaveFirst}</p>
  }
  return (
    <ImageUploadField
      label={T.productImage}
      hint={T.productImageHint}
      previewUrl={current}
      previewAlt={product.name}
      busy={change.isPending}
      error={error}
      onChoose={(file) => change.mutate(file)}
      onRemove={() => change.mutate(null)}
      chooseLabel={T.chooseImage}
      replaceLabel={T.replaceImage}
      removeLabel={T.removeImage}
    />
  )
}
