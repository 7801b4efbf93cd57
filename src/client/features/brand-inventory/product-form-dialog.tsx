import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import {
  BRAND_PRODUCT_CODES,
  INVENTORY_TEXTS as T,
  PRICE_SANITY_TEXTS,
  gtinForDisplay,
} from '#shared/brand-inventory-texts.ts'
import { priceIssues } from '#shared/price-sanity.ts'
import { PRODUCT_CATEGORY_OPTIONS } from '#shared/reseller-hub-texts.ts'
import {
  productFormSchema,
  type ProductFormOutput,
  type ProductFormValues,
} from '#shared/schemas/brand-products.ts'
import { Button } from '../../components/ui/button.tsx'
import { Checkbox } from '../../components/ui/checkbox.tsx'
import { PendingButton } from '../../components/ui/form-card.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input, Textarea } from '../../components/ui/input.tsx'
import { ApiError } from '../../lib/api.ts'
import { useSaveProduct, type BrandProduct } from './api.ts'
import { ProductImageField } from './product-image-field.tsx'

const EMPTY: ProductFormValues = {
  name: '',
  description: '',
  sku: '',
  price: '',
  wholesalePrice: '',
  mapPrice: '',
  gtin: '',
  category: '',
  stock: '',
  casePack: '',
  minOrderQty: '',
  lowStockThreshold: '',
  confirmMapBelowWholesale: false,
}

const SELECT_CLASS = 'border-border bg-background h-10 w-full rounded-md border px-3 text-sm'

/** The trade terms (#shared/order-terms.ts): whole numbers, or empty for none. */
const TERM_FIELDS = [
  { name: 'casePack', label: T.form.casePack, hint: T.form.casePackHint },
  { name: 'minOrderQty', label: T.form.minOrderQty, hint: T.form.minOrderQtyHint },
] as const

function valuesOf(product: BrandProduct | undefined): ProductFormValues {
  if (!product) return EMPTY
  return {
    name: product.name,
    description: product.description ?? '',
    sku: product.sku ?? '',
    price: product.price,
    wholesalePrice: product.wholesalePrice,
    // The regular MAP in force (not a promotion's): saving it unchanged writes no version.
    mapPrice: product.mapPrice ?? '',
    gtin: product.gtin === null ? '' : gtinForDisplay(product.gtin),
    category: product.category ?? '',
    stock: String(product.stock),
    casePack: product.casePack === null ? '' : String(product.casePack),
    minOrderQty: product.minOrderQty === null ? '' : String(product.minOrderQty),
    lowStockThreshold: product.lowStockThreshold === null ? '' : String(product.lowStockThreshold),
    // Saved below wholesale before: the brand confirmed it then, and the box shows it ticked.
    confirmMapBelowWholesale:
      product.mapPrice !== null && Number(product.mapPrice) < Number(product.wholesalePrice),
  }
}

/** Cents-exact 2-decimal text of what an input holds, or null when it is not an amount yet. */
function typedAmount(typed: string): string | null {
  const value = typed.trim()
  return /^\d+(?:\.\d{1,2})?$/.test(value) ? Number(value).toFixed(2) : null
}

/**
 * Add Product and Edit (DESIGN decision 8: the spec's Edit did nothing; here it saves). The
 * shared schema checks the form (no negative prices or stock, at most 2 decimals, a GTIN with its
 * check digit) and the server checks the same again; a SKU or GTIN the brand already uses comes
 * back as that field's error. A changed MAP applies from now (issue 14: MAP is versioned).
 */
export function ProductFormDialog({
  open,
  onOpenChange,
  product,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The product to edit; none to add one. */
  product?: BrandProduct | undefined
}) {
  const save = useSaveProduct()
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: valuesOf(product),
  })

  useEffect(() => {
    if (open) reset(valuesOf(product))
  }, [open, product, reset])

  // Issue 15: a MAP below wholesale is saved only once the brand confirms it; the box appears
  // with the warning, as soon as the two prices say so.
  const [price, wholesalePrice, mapPrice] = useWatch({
    control,
    name: ['price', 'wholesalePrice', 'mapPrice'],
  })
  const mapBelowWholesale = priceIssues({
    price: typedAmount(price),
    wholesalePrice: typedAmount(wholesalePrice),
    mapPrice: typedAmount(mapPrice),
  }).find((issue) => issue.rule === 'map-below-wholesale')

  async function submit(form: ProductFormOutput) {
    const input = {
      ...form,
      description: form.description.trim() || null,
      sku: form.sku.trim() || null,
    }
    try {
      await save.mutateAsync({ ...(product ? { id: product.id } : {}), input })
      toast.success(product ? T.productUpdated : T.productAdded, { description: input.name })
      onOpenChange(false)
    } catch (error) {
      const message = (error as Error).message
      if (error instanceof ApiError && error.code === BRAND_PRODUCT_CODES.duplicateSku) {
        setError('sku', { message })
      }
      if (error instanceof ApiError && error.code === BRAND_PRODUCT_CODES.duplicateGtin) {
        setError('gtin', { message })
      }
      toast.error(T.saveFailed, { description: message })
    }
  }

  const title = product ? T.editProduct : T.addProduct
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{product ? product.name : T.emptyInventoryHint}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4">
          <FormField label={T.form.name} error={errors.name?.message}>
            <Input {...register('name')} />
          </FormField>
          <FormField label={T.form.description} error={errors.description?.message}>
            <Textarea rows={3} {...register('description')} />
          </FormField>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField label={T.form.sku} error={errors.sku?.message}>
              <Input autoComplete="off" {...register('sku')} />
            </FormField>
            <FormField label={T.form.stock} error={errors.stock?.message}>
              <Input type="number" inputMode="numeric" min={0} step={1} {...register('stock')} />
            </FormField>
            <FormField label={T.form.gtin} error={errors.gtin?.message} hint={T.form.gtinHint}>
              <Input autoComplete="off" inputMode="numeric" {...register('gtin')} />
            </FormField>
            <FormField label={T.form.category} error={errors.category?.message}>
              <select className={SELECT_CLASS} {...register('category')}>
                <option value="">{T.form.categoryNone}</option>
                {PRODUCT_CATEGORY_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField label={T.form.price} error={errors.price?.message}>
              <Input type="text" inputMode="decimal" {...register('price')} />
            </FormField>
            <FormField label={T.form.wholesalePrice} error={errors.wholesalePrice?.message}>
              <Input type="text" inputMode="decimal" {...register('wholesalePrice')} />
            </FormField>
            <FormField
              label={T.form.mapPrice}
              error={errors.mapPrice?.message}
              hint={T.form.mapPriceHint}
            >
              <Input type="text" inputMode="decimal" {...register('mapPrice')} />
            </FormField>
            <FormField
              label={T.form.lowStockThreshold}
              error={errors.lowStockThreshold?.message}
              hint={T.form.lowStockThresholdHint}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                {...register('lowStockThreshold')}
              />
            </FormField>
            {mapBelowWholesale && (
              <div className="flex items-start gap-2 sm:col-span-2">
                <Controller
                  control={control}
                  name="confirmMapBelowWholesale"
                  render={({ field }) => (
                    <Checkbox
                      id="confirm-map-below-wholesale"
                      checked={field.value}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      className="mt-0.5"
                    />
                  )}
                />
                <label htmlFor="confirm-map-below-wholesale" className="text-sm">
                  {PRICE_SANITY_TEXTS.confirmMapBelowWholesale}
                </label>
              </div>
            )}
            {TERM_FIELDS.map((field) => (
              <FormField
                key={field.name}
                label={field.label}
                error={errors[field.name]?.message}
                hint={field.hint}
              >
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  {...register(field.name)}
                />
              </FormField>
            ))}
          </div>
          <ProductImageField product={product} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {T.cancel}
            </Button>
            <PendingButton type="submit" pending={isSubmitting}>
              {isSubmitting ? T.saving : T.save}
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
