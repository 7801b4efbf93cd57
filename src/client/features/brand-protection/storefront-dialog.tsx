import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { BRAND_PROTECTION_TEXTS } from '#shared/brand-protection-texts.ts'
import type { InvestigationDetail } from '#shared/protection-api.ts'
import { sellerDetailsSchema } from '#shared/schemas/protection.ts'
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
import { useUpdateStorefront } from './api.ts'
import { StorefrontResellerForm } from './storefront-reseller.tsx'

const T = BRAND_PROTECTION_TEXTS.investigation.storefronts
type Storefront = InvestigationDetail['storefronts'][number]

export const storefrontName = (s: Storefront) =>
  s.name ?? s.sellerId ?? BRAND_PROTECTION_TEXTS.unknownSeller

/** The form of one storefront's details; mounted per storefront so it starts from its values. */
function StorefrontForm({ storefront, onDone }: { storefront: Storefront; onDone: () => void }) {
  const [businessName, setBusinessName] = useState(storefront.businessName ?? '')
  const [businessAddress, setBusinessAddress] = useState(storefront.businessAddress ?? '')
  const [error, setError] = useState<string>()
  const mutation = useUpdateStorefront()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = sellerDetailsSchema.safeParse({
      businessName: businessName.trim() || null,
      businessAddress: businessAddress.trim() || null,
    })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    mutation.mutate(
      { id: storefront.id, ...parsed.data },
      {
        onSuccess: () => {
          toast.success(T.saved, { description: T.savedDescription })
          onDone()
        },
        onError: (e) => {
          setError(e.message)
          toast.error(T.failed, { description: e.message })
        },
      },
    )
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{T.dialogTitle(storefrontName(storefront))}</DialogTitle>
        <DialogDescription>{T.dialogDescription}</DialogDescription>
      </DialogHeader>
      <FormField label={T.businessName}>
        <Input
          value={businessName}
          maxLength={200}
          onChange={(e) => setBusinessName(e.target.value)}
        />
      </FormField>
      <FormField label={T.businessAddress} error={error}>
        <Textarea
          rows={3}
          value={businessAddress}
          maxLength={500}
          onChange={(e) => setBusinessAddress(e.target.value)}
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {T.cancel}
        </Button>
        <PendingButton type="submit" pending={mutation.isPending}>
          {T.save}
        </PendingButton>
      </DialogFooter>
    </form>
  )
}

/**
 * Records the business name and address a marketplace shows for a storefront, and whose
 * storefront it is (the brand's confirmation).
 */
export function StorefrontDialog({
  storefront,
  onClose,
}: {
  storefront: Storefront | undefined
  onClose: () => void
}) {
  return (
    <Dialog open={!!storefront} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {storefront ? (
          <>
            <StorefrontForm key={storefront.id} storefront={storefront} onDone={onClose} />
            {storefront.sellerId || storefront.name ? (
              <StorefrontResellerForm storefrontId={storefront.id} />
            ) : null}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
