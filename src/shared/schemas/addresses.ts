/** Issue 15: the reseller's address book. One schema for the API and the address form. */
import { z } from 'zod'
import { ADDRESS_KINDS, ADDRESS_TEXTS as T } from '../order-lifecycle-texts.ts'
import { text } from './common.ts'

const required = (label: string, max = 120) =>
  text(max)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, T.required(label)))
const optional = (max = 120) =>
  text(max)
    .transform((v) => v.trim())
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()
    .transform((v) => v ?? null)

export const addressSchema = z.strictObject({
  kind: z.enum(ADDRESS_KINDS),
  label: optional(60),
  name: required(T.fields.name),
  company: optional(),
  line1: required(T.fields.line1, 200),
  line2: optional(200),
  city: required(T.fields.city),
  region: optional(),
  postalCode: required(T.fields.postalCode, 20),
  country: text(2)
    .transform((v) => v.trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, T.countryInvalid)),
  phone: optional(40),
  isDefault: z.boolean().default(false),
})
export type AddressInput = z.input<typeof addressSchema>
export type AddressOutput = z.output<typeof addressSchema>

export interface Address extends Omit<AddressOutput, 'isDefault'> {
  id: string
  isDefault: boolean
  createdAt: string
  updatedAt: string
}
