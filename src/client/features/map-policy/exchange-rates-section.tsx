import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { z } from 'zod'
import { MAP_CURRENCY_TEXTS, rateDate } from '#shared/map-policy-texts.ts'
import { exchangeRateSchema } from '#shared/schemas/protection.ts'
import { DataTableBody, TableHeader } from '../../components/ui/data-table.tsx'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input } from '../../components/ui/input.tsx'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { ApiError } from '../../lib/api.ts'
import { useAddExchangeRate, useExchangeRates } from './api.ts'
import { CurrencySelect } from './currency-select.tsx'

const T = MAP_CURRENCY_TEXTS.rates
const COLUMNS = Object.values(T.columns)

interface RateFormValues {
  currency: string
  rate: string
  /** A date input's value, '2026-11-20': the rate holds from that day's midnight UTC. */
  effectiveFrom: string
}

/** The form's values checked by the server's own schema, the day sent as its UTC midnight. */
const rateFormSchema = z.preprocess(
  (v: RateFormValues) => ({
    currency: v.currency,
    rate: v.rate,
    effectiveFrom: v.effectiveFrom ? `${v.effectiveFrom}T00:00:00.000Z` : '',
  }),
  exchangeRateSchema,
)

const FIELDS = ['currency', 'rate', 'effectiveFrom'] as const
type Field = (typeof FIELDS)[number]
const isField = (path: string): path is Field => (FIELDS as readonly string[]).includes(path)

const todayUtc = () => new Date().toISOString().slice(0, 10)

function AddRateForm() {
  const add = useAddExchangeRate()
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RateFormValues, unknown, z.output<typeof rateFormSchema>>({
    resolver: zodResolver(rateFormSchema),
    defaultValues: { currency: '', rate: '', effectiveFrom: todayUtc() },
  })
  const currency = useWatch({ control, name: 'currency' })

  async function submit(form: z.output<typeof rateFormSchema>) {
    try {
      const added = await add.mutateAsync({
        currency: form.currency,
        rate: form.rate,
        effectiveFrom: form.effectiveFrom.toISOString(),
      })
      toast.success(T.added(added.currency, added.rate), { description: T.addedDescription })
      reset({ currency: '', rate: '', effectiveFrom: todayUtc() })
    } catch (error) {
      // The server's words on the field they concern: a rate of that currency from that day
      // exists (409), or a value it refuses (400, with the field's path).
      if (error instanceof ApiError && error.status === 409) {
        setError('effectiveFrom', { message: error.message })
        return
      }
      const issues = error instanceof ApiError && error.status === 400 ? (error.issues ?? []) : []
      const placed = issues.filter((i) => isField(i.path))
      for (const issue of placed) setError(issue.path as Field, { message: issue.message })
      if (placed.length === 0) {
        toast.error(T.addFailed, { description: (error as Error).message })
      }
    }
  }

  return (
    <form
      noValidate
      aria-label={T.formTitle}
      onSubmit={handleSubmit(submit)}
      className="border-border grid gap-4 border-t pt-4"
    >
      <div>
        <h3 className="font-medium">{T.formTitle}</h3>
        <p className="text-muted-foreground text-sm">{T.formDescription}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          label={T.currency}
          error={errors.currency ? (errors.currency.message ?? T.chooseCurrency) : undefined}
        >
          <CurrencySelect
            withoutMapCurrency
            placeholder={T.chooseCurrency}
            {...register('currency')}
          />
        </FormField>
        <FormField label={T.rateLabel} error={errors.rate?.message} hint={T.rateHint(currency)}>
          <Input type="text" inputMode="decimal" autoComplete="off" {...register('rate')} />
        </FormField>
        <FormField label={T.from} error={errors.effectiveFrom?.message} hint={T.fromHint}>
          <Input type="date" {...register('effectiveFrom')} />
        </FormField>
      </div>
      <div>
        <PendingButton type="submit" pending={isSubmitting}>
          {isSubmitting ? T.submitting : T.submit}
        </PendingButton>
      </div>
    </form>
  )
}

/**
 * The brand's exchange rates (decision 013): what a listing priced in another currency is
 * judged with when its product has no MAP in that currency. Listed per currency, newest first,
 * with a form to enter one; the server refuses a second rate of a currency from the same time.
 */
export function ExchangeRatesSection() {
  const query = useExchangeRates()
  return (
    <SectionCard
      title={T.title}
      description={T.description}
      contentClassName="grid grid-cols-1 gap-4"
    >
      <p className="text-sm">{T.neverFetched}</p>
      {query.isError && !query.data ? (
        <RetryAlert
          title={T.loadFailed}
          retryLabel={T.tryAgain}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{T.tableLabel}</caption>
            <TableHeader columns={COLUMNS} />
            <DataTableBody
              columns={COLUMNS.length}
              rows={query.data?.rates}
              skeletonRows={2}
              empty={T.empty}
              emptyHint={T.emptyHint}
            >
              {(r) => (
                <tr key={r.id} className="border-border border-b last:border-0">
                  <th scope="row" className="px-2 py-3 font-medium">
                    {r.currency}
                  </th>
                  <td className="px-2 py-3 tabular-nums">{T.rate(r.currency, r.rate)}</td>
                  <td className="px-2 py-3">
                    <time dateTime={r.effectiveFrom}>{rateDate(r.effectiveFrom)}</time>
                  </td>
                </tr>
              )}
            </DataTableBody>
          </table>
        </div>
      )}
      <AddRateForm />
    </SectionCard>
  )
}
