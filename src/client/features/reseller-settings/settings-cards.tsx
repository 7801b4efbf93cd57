import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import {
  BUSINESS_TYPE_LABELS,
  BUSINESS_TYPE_OPTIONS,
  PRODUCT_CATEGORY_LABELS,
  PRODUCT_CATEGORY_OPTIONS,
  SALES_VOLUME_OPTIONS,
  WHOLESALE_BUDGET_OPTIONS,
} from '#shared/reseller-hub-texts.ts'
import { RESELLER_SETTINGS_TEXTS as T } from '#shared/reseller-settings-texts.ts'
import { RESELLER_SETTINGS_SCHEMAS as SCHEMAS } from '#shared/schemas/reseller-settings.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input, Textarea } from '../../components/ui/input.tsx'
import type { ResellerSettings } from './api.ts'
import { Details, EditCard } from './edit-card.tsx'

const F = T.fields
const SELLER_IDS = ['amazonSellerId', 'walmartSellerId', 'ebaySellerId'] as const

/** A card's saved text values as labelled rows, in the order of `keys`. */
const rows = <K extends keyof typeof F>(values: Record<K, string>, keys: readonly K[]) =>
  keys.map((k) => ({ label: F[k], value: values[k] }))
const selectClass = 'border-border bg-background h-10 w-full rounded-md border px-3 text-sm'

/** A text input of a card's form, with its label and message. */
function TextField<V extends FieldValues>({
  form,
  name,
  label,
  hint,
  ...input
}: {
  form: UseFormReturn<V, unknown, object>
  name: Path<V>
  label: string
  hint?: string
  type?: 'tel' | 'url'
  autoComplete?: string
}) {
  const error = form.formState.errors[name]?.message
  return (
    <FormField label={label} error={typeof error === 'string' ? error : undefined} hint={hint}>
      <Input {...input} {...form.register(name)} />
    </FormField>
  )
}

/** A choice from one of 001 §3's lists, with an empty first option when nothing is chosen. */
function SelectField<V extends FieldValues>({
  form,
  name,
  label,
  options,
}: {
  form: UseFormReturn<V, unknown, object>
  name: Path<V>
  label: string
  options: readonly { value: string; label: string }[]
}) {
  const error = form.formState.errors[name]?.message
  return (
    <FormField label={label} error={typeof error === 'string' ? error : undefined}>
      <select className={selectClass} {...form.register(name)}>
        <option value="">{F.choose}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FormField>
  )
}

/** A card of one choice from a 001 §3 list; its field has the card's name. */
function ChoiceCard({
  card,
  label,
  value,
  options,
}: {
  card: 'salesVolume' | 'wholesaleBudget'
  label: string
  value: string | null
  options: readonly { value: string; label: string }[]
}) {
  return (
    <EditCard<Record<string, string | undefined>, object>
      card={card}
      schema={SCHEMAS[card]}
      values={{ [card]: value ?? undefined }}
      view={
        <Details items={[{ label, value: options.find((o) => o.value === value)?.label ?? '' }]} />
      }
      fields={(form) => <SelectField form={form} name={card} label={label} options={options} />}
    />
  )
}

/** 001 §2.4 Profile tab: Profile Information, Contact Information, Marketplace Information. */
export function ProfileCards({
  settings,
  onProfileSaved,
}: {
  settings: ResellerSettings
  onProfileSaved?: () => void
}) {
  const { profile, contact, marketplace } = settings
  return (
    <>
      <EditCard
        card="profile"
        schema={SCHEMAS.profile}
        values={profile}
        onSaved={onProfileSaved}
        view={<Details items={rows(profile, ['fullName', 'companyName', 'bio'])} />}
        fields={(form) => (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField form={form} name="fullName" label={F.fullName} autoComplete="name" />
              <TextField
                form={form}
                name="companyName"
                label={F.companyName}
                autoComplete="organization"
              />
            </div>
            <FormField label={F.bio} error={form.formState.errors.bio?.message}>
              <Textarea rows={4} {...form.register('bio')} />
            </FormField>
          </>
        )}
      />
      <EditCard
        card="contact"
        schema={SCHEMAS.contact}
        values={contact}
        view={
          <Details
            items={rows({ email: settings.email, ...contact }, ['email', 'phone', 'linkedin'])}
          />
        }
        fields={(form) => (
          <>
            <FormField label={F.email} hint={F.emailHint}>
              <Input
                type="email"
                value={settings.email}
                readOnly
                className="bg-muted text-muted-foreground"
              />
            </FormField>
            <TextField form={form} name="phone" label={F.phone} type="tel" autoComplete="tel" />
            <TextField form={form} name="linkedin" label={F.linkedin} type="url" />
          </>
        )}
      />
      <EditCard
        card="marketplace"
        schema={SCHEMAS.marketplace}
        values={marketplace}
        view={<Details items={rows(marketplace, SELLER_IDS)} />}
        fields={(form) =>
          SELLER_IDS.map((k) => <TextField key={k} form={form} name={k} label={F[k]} />)
        }
      />
    </>
  )
}

/**
 * 001 §2.4 Business tab: Business Information, Sales Volume, Wholesale Budget and the Product
 * Categories badges, each an edit card.
 */
export function BusinessCards({
  settings,
  onBusinessSaved,
}: {
  settings: ResellerSettings
  onBusinessSaved?: () => void
}) {
  const { business } = settings
  return (
    <>
      <EditCard
        card="business"
        schema={SCHEMAS.business}
        values={{ ...business, businessType: business.businessType ?? undefined }}
        onSaved={onBusinessSaved}
        view={
          <Details
            items={[
              { label: F.companyName, value: business.companyName },
              {
                label: F.businessType,
                value: business.businessType ? BUSINESS_TYPE_LABELS[business.businessType] : '',
              },
              { label: F.einNumber, value: business.einNumber },
            ]}
          />
        }
        fields={(form) => (
          <>
            <TextField
              form={form}
              name="companyName"
              label={F.companyName}
              autoComplete="organization"
            />
            <SelectField
              form={form}
              name="businessType"
              label={F.businessType}
              options={BUSINESS_TYPE_OPTIONS}
            />
            <TextField form={form} name="einNumber" label={F.einNumber} />
          </>
        )}
      />
      <ChoiceCard
        card="salesVolume"
        label={F.salesVolume}
        value={settings.salesVolume}
        options={SALES_VOLUME_OPTIONS}
      />
      <ChoiceCard
        card="wholesaleBudget"
        label={F.wholesaleBudget}
        value={settings.wholesaleBudget}
        options={WHOLESALE_BUDGET_OPTIONS}
      />
      <EditCard
        card="productCategories"
        schema={SCHEMAS.productCategories}
        values={{ productCategories: settings.productCategories }}
        view={
          settings.productCategories.length === 0 ? (
            <p className="text-muted-foreground text-sm italic">{T.notProvided}</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label={F.productCategories}>
              {settings.productCategories.map((c) => (
                <li key={c}>
                  <Badge tone="info">{PRODUCT_CATEGORY_LABELS[c]}</Badge>
                </li>
              ))}
            </ul>
          )
        }
        fields={(form) => (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{F.productCategories}</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {PRODUCT_CATEGORY_OPTIONS.map((o) => (
                <label key={o.value} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    value={o.value}
                    className="accent-primary size-4"
                    {...form.register('productCategories')}
                  />
                  {o.label}
                </label>
              ))}
            </div>
            {form.formState.errors.productCategories ? (
              <p role="alert" className="text-destructive text-sm">
                {form.formState.errors.productCategories.message}
              </p>
            ) : null}
          </fieldset>
        )}
      />
    </>
  )
}
