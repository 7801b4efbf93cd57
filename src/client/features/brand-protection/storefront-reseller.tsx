import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import type { StorefrontResellerView } from '#shared/protection-api.ts'
import { STOREFRONT_RESELLER_TEXTS as T } from '#shared/storefront-reseller-texts.ts'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { api } from '../../lib/api.ts'

const SELECT_CLASS = 'border-border bg-background h-10 w-full rounded-md border px-3 text-sm'
const keyOf = (id: number) => ['brand', 'protection', 'storefront-reseller', id] as const
const path = (id: number) => `/api/brand/protection/storefronts/${id}/reseller`

/**
 * Whose storefront this is (decision 013): how it is matched to a reseller, and the brand's
 * confirmation for a storefront whose seller id neither the authorization nor the reseller's
 * settings name. Saving asks for the listings to be judged again.
 */
export function StorefrontResellerForm({ storefrontId }: { storefrontId: number }) {
  const query = useQuery({
    queryKey: keyOf(storefrontId),
    queryFn: () => api<StorefrontResellerView>(path(storefrontId)),
  })
  if (query.isPending) return <p className="text-muted-foreground text-sm">{T.loading}</p>
  if (query.isError) return <p className="text-destructive text-sm">{query.error.message}</p>
  return <ResellerChoice key={storefrontId} view={query.data} />
}

function ResellerChoice({ view }: { view: StorefrontResellerView }) {
  const { storefront, choices } = view
  const [choice, setChoice] = useState(storefront.confirmedResellerId ?? '')
  const [error, setError] = useState<string>()
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: (resellerId: string | null) =>
      api<StorefrontResellerView>(path(storefront.id), { method: 'PUT', body: { resellerId } }),
    onSuccess: (data) => {
      queryClient.setQueryData(keyOf(storefront.id), data)
      void queryClient.invalidateQueries({ queryKey: ['brand', 'protection'] })
    },
  })

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setError(undefined)
    mutation.mutate(choice === '' ? null : choice, {
      onSuccess: () => toast.success(T.saved),
      onError: (e) => {
        setError(e.message)
        toast.error(T.failed, { description: e.message })
      },
    })
  }

  return (
    <form
      onSubmit={onSubmit}
      className="border-border grid gap-3 border-t pt-4"
      aria-label={T.title}
      noValidate
    >
      <h3 className="font-medium">{T.title}</h3>
      <p className="text-muted-foreground text-sm">
        {storefront.reseller && storefront.matchMethod
          ? T.matched(storefront.reseller.company ?? storefront.reseller.id, storefront.matchMethod)
          : T.notMatched}
      </p>
      <p className="text-muted-foreground text-sm">{T.description}</p>
      <FormField label={T.label} error={error}>
        <select className={SELECT_CLASS} value={choice} onChange={(e) => setChoice(e.target.value)}>
          <option value="">{T.nobody}</option>
          {choices.map((c) => (
            <option key={c.resellerId} value={c.resellerId}>
              {T.option(c.company, c.status)}
            </option>
          ))}
        </select>
      </FormField>
      <div className="flex justify-end">
        <PendingButton type="submit" pending={mutation.isPending}>
          {T.save}
        </PendingButton>
      </div>
    </form>
  )
}
