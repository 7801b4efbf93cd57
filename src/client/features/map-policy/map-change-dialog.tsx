import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { PRICE_SANITY_CODES, PRICE_SANITY_TEXTS } from '#shared/brand-inventory-texts.ts'
import { MAP_CURRENCY_TEXTS, MAP_POLICY_TEXTS } from '#shared/map-policy-texts.ts'
import { MAP_CURRENCY } from '#shared/protection.ts'
import { PROTECTION_CODES } from '#shared/protection-texts.ts'
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
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { ApiError } from '../../lib/api.ts'
import { useScheduleMapChange } from './api.ts'
import { CurrencySelect } from './currency-select.tsx'
import {
  mapChangeFormSchema,
  tomorrowMorning,
  withAmountMessages,
  type MapChangeFormValues,
} from './form-schemas.ts'

const T = MAP_POLICY_TEXTS.map

type Output = z.output<typeof mapChangeFormSchema>

/**
 * Schedule a MAP change (issue 14 item 1) for the chosen products: a new MAP, or none, from a
 * time on. The server refuses a time in the past with its own words, shown on the field.
 */
export function MapChangeDialog({
  open,
  onOpenChange,
  products,
  onScheduled,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  products: { id: string; name: string }[]
  onScheduled: () => void
}) {
  const schedule = useScheduleMapChange()
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MapChangeFormValues, unknown, Output>({
    resolver: withAmountMessages(zodResolver(mapChangeFormSchema)),
  })

  // Issue 15: the server's warning that the MAP is below wholesale; the brand may confirm it.
  const [belowWholesale, setBelowWholesale] = useState(false)
  const [confirmed, setConfirmed] = useState(false)
  const ids = products.map((p) => p.id).join(',')
  useEffect(() => {
    if (open) {
      setBelowWholesale(false)
      setConfirmed(false)
      reset({
        productIds: ids ? ids.split(',') : [],
        mapPrice: '',
        noMap: false,
        effectiveFrom: tomorrowMorning(),
        currency: MAP_CURRENCY,
      })
    }
  }, [open, ids, reset])

  const noMap = useWatch({ control, name: 'noMap' })
  const currency = useWatch({ control, name: 'currency' }) ?? MAP_CURRENCY

  async function submit(form: Output) {
    try {
      const done = await schedule.mutateAsync({
        productIds: form.productIds,
        mapPrice: form.mapPrice,
        effectiveFrom: form.effectiveFrom.toISOString(),
        confirmBelowWholesale: confirmed,
        currency: form.currency,
      })
      toast.success(T.scheduled, {
        description: T.scheduledDescription(done.products, done.resellersTold),
      })
      onScheduled()
      onOpenChange(false)
    } catch (error) {
      const message = (error as Error).message
      if (error instanceof ApiError && error.code === PRICE_SANITY_CODES.confirmationRequired) {
        setBelowWholesale(true)
        setError('mapPrice', { message })
      } else if (error instanceof ApiError && error.code === PROTECTION_CODES.invalidChange) {
        setError('effectiveFrom', { message })
      } else {
        toast.error(T.scheduleFailed, { description: message })
      }
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{T.dialogTitle}</DialogTitle>
          <DialogDescription>{T.dialogDescription(products.length)}</DialogDescription>
        </DialogHeader>
        <ul className="text-muted-foreground max-h-28 list-disc overflow-y-auto pl-5 text-sm">
          {products.map((p) => (
            <li key={p.id}>{p.name}</li>
          ))}
        </ul>
        <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4">
          {errors.productIds?.message ? (
            <Alert variant="destructive">{errors.productIds.message}</Alert>
          ) : null}
          <FormField
            label={T.newMap}
            error={errors.mapPrice?.message}
            hint={MAP_CURRENCY_TEXTS.newMapHint(currency)}
          >
            <Input type="text" inputMode="decimal" disabled={noMap} {...register('mapPrice')} />
          </FormField>
          <FormField
            label={MAP_CURRENCY_TEXTS.currency}
            error={errors.currency?.message}
            hint={MAP_CURRENCY_TEXTS.currencyHint}
          >
            <CurrencySelect {...register('currency')} />
          </FormField>
          <div className="flex items-center gap-2">
            <Controller
              control={control}
              name="noMap"
              render={({ field }) => (
                <Checkbox
                  id="map-change-no-map"
                  checked={field.value}
                  onCheckedChange={(v) => field.onChange(v === true)}
                />
              )}
            />
            <Label htmlFor="map-change-no-map">{T.noMap}</Label>
          </div>
          {belowWholesale && !noMap ? (
            <div className="flex items-start gap-2">
              <Checkbox
                id="map-change-confirm-below-wholesale"
                checked={confirmed}
                onCheckedChange={(v) => setConfirmed(v === true)}
                className="mt-0.5"
              />
              <Label htmlFor="map-change-confirm-below-wholesale">
                {PRICE_SANITY_TEXTS.confirmMapBelowWholesale}
              </Label>
            </div>
          ) : null}
          <FormField
            label={T.takesEffect}
            error={errors.effectiveFrom?.message}
            hint={T.takesEffectHint}
          >
            <Input type="datetime-local" {...register('effectiveFrom')} />
          </FormField>
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
