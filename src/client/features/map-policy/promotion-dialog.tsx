import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo, useState } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { MAP_POLICY_TEXTS, usd } from '#shared/map-policy-texts.ts'
import { PROTECTION_CODES } from '#shared/protection-texts.ts'
import type { MapProduct } from '#shared/protection-api.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Checkbox } from '../../components/ui/checkbox.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input, SearchInput } from '../../components/ui/input.tsx'
import { ApiError } from '../../lib/api.ts'
import { useCreatePromotion } from './api.ts'
import {
  localInputValue,
  promotionFormSchema,
  tomorrowMorning,
  withAmountMessages,
  type PromotionFormValues,
} from './form-schemas.ts'

const T = MAP_POLICY_TEXTS.promotions

type Output = z.output<typeof promotionFormSchema>

function emptyForm(): PromotionFormValues {
  const start = tomorrowMorning()
  const end = new Date(start)
  end.setDate(end.getDate() + 7)
  return { name: '', startsAt: start, endsAt: localInputValue(end), percentOff: '', products: [] }
}

/**
 * New promotion (issue 14 item 1): a name, a window, a percent off MAP and/or a promotional MAP
 * per product. The shared schema checks the window and that every product gets a discount.
 */
export function PromotionDialog({
  open,
  onOpenChange,
  products,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  products: MapProduct[]
}) {
  const create = useCreatePromotion()
  const [search, setSearch] = useState('')
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PromotionFormValues, unknown, Output>({
    resolver: withAmountMessages(zodResolver(promotionFormSchema)),
    defaultValues: emptyForm(),
  })
  const chosen = useFieldArray({ control, name: 'products', keyName: 'key' })

  useEffect(() => {
    if (open) {
      reset(emptyForm())
      setSearch('')
    }
  }, [open, reset])

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase()
    return q
      ? products.filter((p) => [p.name, p.sku, p.gtin].some((v) => v?.toLowerCase().includes(q)))
      : products
  }, [products, search])

  const indexOf = (id: string) => chosen.fields.findIndex((f) => f.productId === id)

  async function submit(form: Output) {
    try {
      await create.mutateAsync({
        name: form.name,
        startsAt: form.startsAt.toISOString(),
        endsAt: form.endsAt.toISOString(),
        percentOff: form.percentOff,
        products: form.products,
      })
      toast.success(T.created, { description: T.createdDescription })
      onOpenChange(false)
    } catch (error) {
      const message = (error as Error).message
      if (error instanceof ApiError && error.code === PROTECTION_CODES.invalidChange) {
        setError('startsAt', { message })
      } else {
        toast.error(T.createFailed, { description: message })
      }
    }
  }

  const productsError =
    errors.products?.message ?? errors.products?.root?.message ?? errors.percentOff?.message

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{T.dialogTitle}</DialogTitle>
          <DialogDescription>{T.dialogDescription}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4">
          <FormField label={T.name} error={errors.name?.message}>
            <Input placeholder={T.namePlaceholder} {...register('name')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={T.startsAt} error={errors.startsAt?.message} hint={T.windowHint}>
              <Input type="datetime-local" {...register('startsAt')} />
            </FormField>
            <FormField label={T.endsAt} error={errors.endsAt?.message} hint={T.windowHint}>
              <Input type="datetime-local" {...register('endsAt')} />
            </FormField>
          </div>
          <div className="max-w-xs">
            <FormField label={T.percent} error={errors.percentOff?.message} hint={T.percentHint}>
              <Input type="text" inputMode="decimal" {...register('percentOff')} />
            </FormField>
          </div>
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium">{T.products}</legend>
            <p className="text-muted-foreground text-xs">{T.productsHint}</p>
            <SearchInput
              aria-label={T.productSearch}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            <p className="text-muted-foreground text-xs" aria-live="polite">
              {T.chosen(chosen.fields.length)}
            </p>
            {products.length === 0 ? (
              <p className="text-muted-foreground text-sm">{T.noProducts}</p>
            ) : (
              <ul className="border-border grid max-h-64 gap-2 overflow-y-auto rounded-md border p-2">
                {shown.map((p) => {
                  const index = indexOf(p.id)
                  const checkboxId = `promotion-product-${p.id}`
                  return (
                    <li key={p.id} className="grid gap-2 sm:grid-cols-[1fr_10rem] sm:items-center">
                      <div className="flex items-center gap-2">
                        <Checkbox
                          id={checkboxId}
                          checked={index >= 0}
                          aria-label={T.include(p.name)}
                          onCheckedChange={(v) => {
                            if (v === true && index < 0)
                              chosen.append({ productId: p.id, promoMapPrice: '' })
                            if (v !== true && index >= 0) chosen.remove(index)
                          }}
                        />
                        <label htmlFor={checkboxId} className="text-sm">
                          {p.name}{' '}
                          <span className="text-muted-foreground text-xs">
                            ({usd(p.currentMap)})
                          </span>
                        </label>
                      </div>
                      {index >= 0 ? (
                        <div>
                          <Input
                            aria-label={T.promoMapLabel(p.name)}
                            placeholder={T.promoMapPlaceholder}
                            inputMode="decimal"
                            aria-invalid={
                              errors.products?.[index]?.promoMapPrice ? true : undefined
                            }
                            {...register(`products.${index}.promoMapPrice`)}
                          />
                          {errors.products?.[index]?.promoMapPrice?.message ? (
                            <p role="alert" className="text-destructive text-xs">
                              {errors.products[index].promoMapPrice.message}
                            </p>
                          ) : null}
                        </div>
                      ) : null}
                    </li>
                  )
                })}
              </ul>
            )}
            {errors.products?.message || errors.products?.root?.message ? (
              <Alert variant="destructive">{productsError}</Alert>
            ) : null}
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {MAP_POLICY_TEXTS.cancel}
            </Button>
            <PendingButton type="submit" pending={isSubmitting}>
              {isSubmitting ? T.submitting : T.submit}
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
