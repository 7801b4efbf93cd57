/**
 * The reseller's address book (issue 15): ship-to and bill-to addresses; add, edit, remove and
 * choose the default of each kind. Orders keep their own copy, so an edit changes no order.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { MapPin, Pencil, Plus, Star, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { ADDRESS_KINDS, ADDRESS_TEXTS as T } from '#shared/order-lifecycle-texts.ts'
import {
  addressSchema,
  type Address,
  type AddressInput,
  type AddressOutput,
} from '#shared/schemas/addresses.ts'
import { AddressBlock } from '../../components/orders/order-parts.tsx'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useAddresses, useDeleteAddress, useSaveAddress } from './api.ts'

const blank: AddressInput = {
  kind: 'shipping',
  label: '',
  name: '',
  company: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: 'US',
  phone: '',
  isDefault: false,
}

const toInput = (a: Address): AddressInput => ({
  kind: a.kind,
  label: a.label ?? '',
  name: a.name,
  company: a.company ?? '',
  line1: a.line1,
  line2: a.line2 ?? '',
  city: a.city,
  region: a.region ?? '',
  postalCode: a.postalCode,
  country: a.country,
  phone: a.phone ?? '',
  isDefault: a.isDefault,
})

function AddressForm({ editing, onDone }: { editing: Address | null; onDone: () => void }) {
  const save = useSaveAddress()
  const form = useForm<AddressInput, unknown, AddressOutput>({
    resolver: zodResolver(addressSchema),
    defaultValues: editing ? toInput(editing) : blank,
  })
  const errors = form.formState.errors
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, id: editing?.id },
      {
        onSuccess: () => {
          toast.success(T.saved)
          onDone()
        },
        onError: (error) => toast.error(T.failed, { description: error.message }),
      },
    ),
  )
  const field = (name: keyof typeof T.fields & keyof AddressInput, props = {}) => (
    <FormField label={T.fields[name]} error={errors[name]?.message}>
      <Input {...form.register(name)} {...props} />
    </FormField>
  )
  return (
    <Card>
      <CardHeader>
        <CardTitle>{editing ? T.formTitleEdit : T.formTitleNew}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={(e) => void submit(e)}
          className="grid gap-3 sm:grid-cols-2"
          aria-label={editing ? T.formTitleEdit : T.formTitleNew}
          noValidate
        >
          <FormField label={T.fields.kind}>
            <select
              {...form.register('kind')}
              className="border-border bg-background h-10 rounded-md border px-3 text-sm"
            >
              {ADDRESS_KINDS.map((k) => (
                <option key={k} value={k}>
                  {T.kinds[k]}
                </option>
              ))}
            </select>
          </FormField>
          {field('label')}
          {field('name', { autoComplete: 'name' })}
          {field('company', { autoComplete: 'organization' })}
          {field('line1', { autoComplete: 'address-line1' })}
          {field('line2', { autoComplete: 'address-line2' })}
          {field('city', { autoComplete: 'address-level2' })}
          {field('region', { autoComplete: 'address-level1' })}
          {field('postalCode', { autoComplete: 'postal-code' })}
          {field('country', { autoComplete: 'country', maxLength: 2 })}
          {field('phone', { autoComplete: 'tel', type: 'tel' })}
          <label className="flex items-center gap-2 self-end text-sm">
            <input type="checkbox" {...form.register('isDefault')} className="size-4" />
            {T.fields.isDefault}
          </label>
          <div className="flex justify-end gap-2 sm:col-span-2">
            <Button type="button" variant="outline" onClick={onDone}>
              {T.cancel}
            </Button>
            <PendingButton type="submit" pending={save.isPending}>
              {T.save}
            </PendingButton>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}

function AddressCard({ address, onEdit }: { address: Address; onEdit: () => void }) {
  const save = useSaveAddress()
  const remove = useDeleteAddress()
  const title = address.label || T.kinds[address.kind]
  return (
    <li
      className="border-border space-y-3 rounded-lg border p-4"
      aria-label={`${title}: ${address.line1}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="info">{T.kinds[address.kind]}</Badge>
        {address.isDefault ? <Badge tone="success">{T.default}</Badge> : null}
      </div>
      <AddressBlock title={title} address={address} />
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          {T.edit}
        </Button>
        {!address.isDefault ? (
          <PendingButton
            type="button"
            size="sm"
            variant="outline"
            pending={save.isPending}
            icon={<Star aria-hidden="true" />}
            onClick={() =>
              save.mutate(
                { ...toInput(address), isDefault: true, id: address.id },
                { onError: (error) => toast.error(T.failed, { description: error.message }) },
              )
            }
          >
            {T.makeDefault}
          </PendingButton>
        ) : null}
        <PendingButton
          type="button"
          size="sm"
          variant="ghost"
          pending={remove.isPending}
          icon={<Trash2 aria-hidden="true" />}
          onClick={() => {
            if (!window.confirm(T.removeConfirm)) return
            remove.mutate(address.id, {
              onSuccess: () => toast.success(T.removed),
              onError: (error) => toast.error(error.message),
            })
          }}
        >
          {T.remove}
        </PendingButton>
      </div>
    </li>
  )
}

export function AddressBook() {
  const query = useAddresses()
  const [editing, setEditing] = useState<Address | 'new' | null>(null)
  if (query.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{T.loadFailed}</AlertTitle>
        <p>{query.error.message}</p>
      </Alert>
    )
  }
  if (!query.data) return <Skeleton className="h-40 w-full" />
  return (
    <div className="space-y-4">
      {editing ? (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Button type="button" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          {T.add}
        </Button>
      )}
      {query.data.length === 0 ? (
        <EmptyState icon={MapPin} title={T.empty} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {query.data.map((a) => (
            <AddressCard key={a.id} address={a} onEdit={() => setEditing(a)} />
          ))}
        </ul>
      )}
    </div>
  )
}
