import { zodResolver } from '@hookform/resolvers/zod'
import { Pencil } from 'lucide-react'
import { useEffect, useId, useState, type ReactNode } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import {
  RESELLER_SETTINGS_TEXTS as T,
  RESELLER_SETTINGS_TOASTS as TOASTS,
  type ResellerSettingsCard,
} from '#shared/reseller-settings-texts.ts'
import { Button } from '../../components/ui/button.tsx'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { ApiError } from '../../lib/api.ts'
import { useSaveSettingsCard } from './api.ts'

/** 001 §8.3: the card's toasts; Profile Information has its own pair. */
function announceSaved(card: ResellerSettingsCard) {
  if (card === 'profile') {
    toast.success(TOASTS.profileUpdated, { description: TOASTS.profileUpdatedDescription })
  } else {
    toast.success(TOASTS.success, { description: TOASTS.saved[card] })
  }
}

function announceFailure(card: ResellerSettingsCard, error: unknown) {
  if (!(error instanceof ApiError)) {
    toast.error(TOASTS.unexpected)
  } else if (card === 'profile') {
    toast.error(TOASTS.profileFailed, { description: TOASTS.profileFailedDescription })
  } else {
    toast.error(TOASTS.failed[card], { description: error.message })
  }
}

/** A card's saved values as a list: label, then the value or 'Not provided'. */
export function Details({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-muted-foreground text-sm">{item.label}</dt>
          <dd className="mt-1 text-sm break-words">
            {item.value === '' || item.value === null ? (
              <span className="text-muted-foreground italic">{T.notProvided}</span>
            ) : (
              item.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * 001 §4.8 edit card: the saved values; Edit opens the form with them; Save sends the card's
 * PATCH and returns to the view on success (the spec's toast), or keeps the edited values and
 * says what failed (a field's message beside it); Cancel restores the saved values.
 */
export function EditCard<Input extends FieldValues, Output extends object>({
  card,
  schema,
  values,
  view,
  fields,
  onSaved,
}: {
  card: ResellerSettingsCard
  schema: z.ZodType<Output, Input>
  /** The saved values, as the form holds them. */
  values: DefaultValues<Input>
  view: ReactNode
  fields: (form: UseFormReturn<Input, unknown, Output>) => ReactNode
  onSaved?: (() => void) | undefined
}) {
  const titleId = useId()
  const [editing, setEditing] = useState(false)
  const save = useSaveSettingsCard(card)
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: values,
  })
  const { reset, setError } = form
  // A save (or another card's) brings new saved values; the view and the next edit start there.
  useEffect(() => {
    if (!editing) reset(values)
  }, [values, editing, reset])

  function close() {
    reset(values)
    setEditing(false)
  }

  async function submit(input: Output) {
    try {
      await save.mutateAsync(input)
      setEditing(false)
      announceSaved(card)
      onSaved?.()
    } catch (error) {
      for (const issue of error instanceof ApiError ? (error.issues ?? []) : []) {
        setError(issue.path as Path<Input>, { message: issue.message })
      }
      announceFailure(card, error)
    }
  }

  const { title, description } = T.cards[card]
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id={titleId} className="text-lg">
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {editing ? null : (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {T.edit}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
            {fields(form)}
            <div className="flex flex-wrap gap-2">
              <PendingButton type="submit" pending={form.formState.isSubmitting}>
                {T.save}
              </PendingButton>
              <Button
                type="button"
                variant="outline"
                disabled={form.formState.isSubmitting}
                onClick={close}
              >
                {T.cancel}
              </Button>
            </div>
          </form>
        ) : (
          view
        )}
      </CardContent>
    </Card>
  )
}
