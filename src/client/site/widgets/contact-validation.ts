/**
 * The contact form's validation: contactFormSchema itself (000 §5, messages verbatim), in a
 * module of its own so that zod loads when the visitor starts on the form, not with the page.
 */
import { contactFormSchema, type ContactForm } from '#shared/schemas/public.ts'

export const CONTACT_FIELDS = [
  'name',
  'email',
  'company',
  'marketplaces',
  'amazonLink',
  'message',
] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]
export type ContactValues = Record<ContactField, string>
export type ContactErrors = Partial<Record<ContactField, string>>

export type ContactValidation =
  { ok: true; data: ContactForm } | { ok: false; errors: ContactErrors }

const isField = (key: unknown): key is ContactField => CONTACT_FIELDS.includes(key as ContactField)

/** The first message per field, as the form shows them under the fields. */
export function errorsFromIssues(
  issues: readonly { path: readonly PropertyKey[] | string; message: string }[],
): ContactErrors {
  const errors: ContactErrors = {}
  for (const issue of issues) {
    const key = typeof issue.path === 'string' ? issue.path.split('.')[0] : issue.path[0]
    if (isField(key) && !errors[key]) errors[key] = issue.message
  }
  return errors
}

export function validateContact(values: ContactValues): ContactValidation {
  const result = contactFormSchema.safeParse({ ...values, kind: 'brand_inquiry' })
  if (result.success) return { ok: true, data: result.data }
  return { ok: false, errors: errorsFromIssues(result.error.issues) }
}
