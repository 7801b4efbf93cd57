import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import {
  BILLING_COUNTRIES,
  BILLING_COUNTRY_NAMES,
  BILLING_TEXTS,
  DEFAULT_BILLING_COUNTRY,
  type PaidTier,
} from '#shared/billing-texts.ts'
import {
  billingAddressSchema,
  type BillingAddress,
  type BillingAddressInput,
} from '#shared/schemas/billing.ts'
import { Button } from '../../components/ui/button.tsx'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input } from '../../components/ui/input.tsx'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx'
import { INPUT_CLASS } from '../../components/ui/variants.ts'

const T = BILLING_TEXTS.billing

const EMPTY: BillingAddressInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  country: DEFAULT_BILLING_COUNTRY,
}

/** 001 §3 billing address with every rule of §5 (the same schema checks it on the server). */
export function BillingAddressForm({
  tier,
  defaults,
  pending,
  onBack,
  onSubmit,
}: {
  tier: PaidTier
  defaults: Partial<BillingAddressInput>
  pending: boolean
  onBack: () => void
  onSubmit: (address: BillingAddress) => void
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BillingAddressInput, unknown, BillingAddress>({
    resolver: zodResolver(billingAddressSchema),
    defaultValues: { ...EMPTY, ...defaults },
  })
  const plan = BILLING_TEXTS.plans[tier]
  const F = T.fields
  return (
    <Card>
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <CardHeader>
          <CardTitle className="text-lg">{T.title}</CardTitle>
          <CardDescription>{T.description(plan.name, plan.price)}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField label={F.firstName} error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...register('firstName')} />
          </FormField>
          <FormField label={F.lastName} error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...register('lastName')} />
          </FormField>
          <FormField label={F.email} error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <FormField label={F.phone} error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...register('phone')} />
          </FormField>
          <div className="sm:col-span-2">
            <FormField label={F.address} error={errors.address?.message}>
              <Input autoComplete="street-address" {...register('address')} />
            </FormField>
          </div>
          <FormField label={F.city} error={errors.city?.message}>
            <Input autoComplete="address-level2" {...register('city')} />
          </FormField>
          <FormField label={F.state} error={errors.state?.message}>
            <Input autoComplete="address-level1" {...register('state')} />
          </FormField>
          <FormField label={F.zipCode} error={errors.zipCode?.message}>
            <Input autoComplete="postal-code" {...register('zipCode')} />
          </FormField>
          <FormField label={F.country} error={errors.country?.message}>
            <select className={INPUT_CLASS} autoComplete="country" {...register('country')}>
              {BILLING_COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {BILLING_COUNTRY_NAMES[c]}
                </option>
              ))}
            </select>
          </FormField>
        </CardContent>
        <CardFooter className="flex justify-between gap-2">
          <Button type="button" variant="outline" onClick={onBack} disabled={pending}>
            {T.back}
          </Button>
          <PendingButton type="submit" pending={pending}>
            {pending ? T.submitting : T.submit}
          </PendingButton>
        </CardFooter>
      </form>
    </Card>
  )
}
