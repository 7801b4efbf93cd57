import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { COMPLIANCE_TEXTS } from '#shared/compliance-texts.ts'
import { markFixedSchema } from '#shared/schemas/protection.ts'
import { Button } from '../../components/ui/button.tsx'
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
import { Textarea } from '../../components/ui/input.tsx'
import { useMarkFixed } from './api.ts'

const T = COMPLIANCE_TEXTS.markFixed

type Values = z.input<typeof markFixedSchema>
type Output = z.output<typeof markFixedSchema>

/** Mark fixed (issue 14 item 5): an optional note; the next observation of the listing checks it. */
export function MarkFixedDialog({
  finding,
  onOpenChange,
}: {
  finding: { id: string; label: string } | undefined
  onOpenChange: (open: boolean) => void
}) {
  const markFixed = useMarkFixed()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(markFixedSchema),
    defaultValues: { note: '' },
  })
  useEffect(() => {
    if (finding) reset({ note: '' })
  }, [finding, reset])

  async function submit(form: Output) {
    if (!finding) return
    try {
      await markFixed.mutateAsync({ id: finding.id, note: form.note })
      toast.success(T.done, { description: T.doneDescription })
      onOpenChange(false)
    } catch (error) {
      toast.error(T.failed, { description: (error as Error).message })
    }
  }

  return (
    <Dialog open={finding !== undefined} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{T.title}</DialogTitle>
          <DialogDescription>
            {finding?.label} — {T.description}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4">
          <FormField label={T.note} error={errors.note?.message}>
            <Textarea rows={3} placeholder={T.notePlaceholder} {...register('note')} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {COMPLIANCE_TEXTS.cancel}
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
