import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { z } from 'zod'
import { COMPLIANCE_TEXTS } from '#shared/compliance-texts.ts'
import { ENFORCEMENT_CODES, ENFORCEMENT_TEXTS } from '#shared/enforcement-texts.ts'
import { disputeReasonSchema, PROTECTION_LIMITS } from '#shared/schemas/protection.ts'
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
import { Input, Textarea } from '../../components/ui/input.tsx'
import { ApiError } from '../../lib/api.ts'
import { useDispute } from './api.ts'

const T = COMPLIANCE_TEXTS.disputeDialog

/** The reason, checked by the same schema as the server's. */
const disputeFormSchema = z.object({ reason: disputeReasonSchema })
type Values = z.input<typeof disputeFormSchema>
type Output = z.output<typeof disputeFormSchema>

const PROOF_TYPES = ['application/pdf', 'image/png', 'image/jpeg']
const PROOF_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg'

/** What the browser can tell of a proof before sending it (the server checks its bytes). */
export function proofProblem(file: File): string | null {
  if (file.size > PROTECTION_LIMITS.proofMaxBytes) return ENFORCEMENT_TEXTS.proofTooLarge
  const byName = /\.(pdf|png|jpe?g)$/i.test(file.name)
  if (!PROOF_TYPES.includes(file.type) && !byName) return ENFORCEMENT_TEXTS.proofType
  return null
}

/**
 * Dispute (issue 14 item 5): a reason of at least 10 characters and, optionally, proof (PDF,
 * PNG or JPEG up to 10 MB), sent as multipart; the brand decides it.
 */
export function DisputeDialog({
  finding,
  onOpenChange,
}: {
  finding: { id: string; label: string } | undefined
  onOpenChange: (open: boolean) => void
}) {
  const dispute = useDispute()
  const [proof, setProof] = useState<File | null>(null)
  const [proofError, setProofError] = useState<string>()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(disputeFormSchema),
    defaultValues: { reason: '' },
  })
  useEffect(() => {
    if (finding) {
      reset({ reason: '' })
      setProof(null)
      setProofError(undefined)
    }
  }, [finding, reset])

  async function submit(form: Output) {
    if (!finding) return
    if (proof && proofProblem(proof)) return
    try {
      await dispute.mutateAsync({ id: finding.id, reason: form.reason, proof })
      toast.success(T.done, { description: T.doneDescription })
      onOpenChange(false)
    } catch (error) {
      const message = (error as Error).message
      const code = error instanceof ApiError ? error.code : ''
      if (code === ENFORCEMENT_CODES.proofType || code === ENFORCEMENT_CODES.proofTooLarge) {
        setProofError(message)
      } else {
        toast.error(T.failed, { description: message })
      }
    }
  }

  return (
    <Dialog open={finding !== undefined} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{T.title}</DialogTitle>
          <DialogDescription>
            {finding?.label} — {T.description}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4">
          <FormField label={T.reason} error={errors.reason?.message}>
            <Textarea rows={5} placeholder={T.reasonPlaceholder} {...register('reason')} />
          </FormField>
          <FormField label={T.proof} error={proofError} hint={T.proofHint}>
            <Input
              type="file"
              accept={PROOF_ACCEPT}
              className="h-auto py-1.5"
              onChange={(e) => {
                const file = e.target.files?.[0] ?? null
                setProof(file)
                setProofError(file ? (proofProblem(file) ?? undefined) : undefined)
              }}
            />
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
