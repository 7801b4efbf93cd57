import { describe, expect, test } from 'vitest'
import { BRAND_FORM_MESSAGES as M } from '../brands-directory-texts.ts'
import { brandFormSchema, brandInputSchema, type BrandFormValues } from './brands-directory.ts'

const form = (overrides: Partial<BrandFormValues> = {}): BrandFormValues => ({
  name: 'Acme',
  contactEmail: 'sales@acme.example',
  websiteUrl: '',
  logoUrl: '',
  description: '',
  department: '',
  categories: '',
  approvalRate: '',
  responseTime: '',
  isActive: true,
  amazonAutoUngated: false,
  ...overrides,
})

const firstMessage = (values: BrandFormValues) => {
  const result = brandFormSchema.safeParse(values)
  return result.success ? null : result.error.issues[0]!.message
}

describe('the brand form (001 §5)', () => {
  test('turns what was typed into the API payload', () => {
    const parsed = brandFormSchema.parse(
      form({
        name: '  Acme  ',
        websiteUrl: 'https://acme.example',
        categories: 'Home, Garden ,home',
        approvalRate: '95.5',
        responseTime: '12.5',
        department: '  ',
      }),
    )
    expect(parsed).toEqual({
      name: 'Acme',
      contactEmail: 'sales@acme.example',
      websiteUrl: 'https://acme.example',
      logoUrl: null,
      description: null,
      department: null,
      categories: ['Home', 'Garden'],
      approvalRate: 95.5,
      responseTime: 12.5,
      isActive: true,
      amazonAutoUngated: false,
    })
    // The server accepts exactly what the form produces.
    expect(brandInputSchema.parse(parsed)).toEqual(parsed)
  })

  test.each<[string, Partial<BrandFormValues>, string]>([
    ['name required', { name: '  ' }, M.nameRequired],
    ['contact email required', { contactEmail: '' }, M.contactEmailRequired],
    ['contact email of email type', { contactEmail: 'acme' }, M.contactEmailInvalid],
    ['website of URL type', { websiteUrl: 'acme.example' }, M.urlInvalid],
    ['logo of URL type', { logoUrl: 'javascript:alert(1)' }, M.urlInvalid],
    ['approval rate at most 100', { approvalRate: '100.5' }, M.approvalRateRange],
    ['approval rate step 0.1', { approvalRate: '99.95' }, M.approvalRateStep],
    ['approval rate a number', { approvalRate: 'abc' }, M.numberInvalid],
    ['response time minimum 0', { responseTime: '-1' }, M.responseTimeMin],
    ['response time step 0.5', { responseTime: '0.2' }, M.responseTimeStep],
  ])('%s', (_label, overrides, message) => {
    expect(firstMessage(form(overrides))).toBe(message)
  })

  test('0.1 steps survive floating point (0.3, 33.3) and bounds are inclusive', () => {
    for (const approvalRate of ['0', '0.3', '33.3', '100']) {
      expect(firstMessage(form({ approvalRate })), approvalRate).toBeNull()
    }
    for (const responseTime of ['0', '0.5', '1', '36.5']) {
      expect(firstMessage(form({ responseTime })), responseTime).toBeNull()
    }
  })

  test('NUL bytes are refused', () => {
    expect(firstMessage(form({ name: 'a\u0000b' }))).not.toBeNull()
    expect(firstMessage(form({ categories: 'a\u0000b' }))).not.toBeNull()
  })
})
