import { describe, expect, it } from 'vitest'
import { contactFormSchema } from '#shared/schemas/public.ts'
import { errorsFromIssues, validateContact, type ContactValues } from './contact-validation.ts'

const valid: ContactValues = {
  name: 'Dana Doe',
  email: 'dana@example.com',
  company: 'Doe Goods',
  marketplaces: 'amazon_walmart',
  amazonLink: '',
  message: '',
}

describe('contact form validation (000 §5, messages verbatim)', () => {
  it('shows one message per field, with the spec texts', () => {
    const result = validateContact({
      name: 'D',
      email: 'not-an-email',
      company: '   ',
      marketplaces: '',
      amazonLink: 'amazon',
      message: '',
    })
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name must be at least 2 characters.',
        email: 'Please enter a valid email address.',
        company: 'Please enter your company name.',
        marketplaces: 'Please select at least one marketplace.',
        amazonLink: 'Please enter a valid Amazon URL.',
      },
    })
  })

  it('accepts a complete form as a brand inquiry, with an empty link and message', () => {
    const result = validateContact(valid)
    expect(result.ok).toBe(true)
    if (result.ok) {
      expect(result.data).toMatchObject({ ...valid, kind: 'brand_inquiry' })
    }
  })

  it('accepts an Amazon link when one is given', () => {
    expect(validateContact({ ...valid, amazonLink: 'https://www.amazon.com/stores/doe' }).ok).toBe(
      true,
    )
  })

  it('every marketplace option of 000 §3 is accepted, anything else is not', () => {
    for (const value of [
      'amazon',
      'walmart',
      'ebay',
      'amazon_walmart',
      'amazon_ebay',
      'walmart_ebay',
      'all',
      'other',
    ]) {
      expect(validateContact({ ...valid, marketplaces: value }).ok).toBe(true)
    }
    expect(validateContact({ ...valid, marketplaces: 'etsy' })).toMatchObject({
      errors: { marketplaces: 'Please select at least one marketplace.' },
    })
  })

  it('agrees with contactFormSchema, which the server applies, on every case', () => {
    const cases: ContactValues[] = [
      valid,
      { ...valid, name: ' ' },
      { ...valid, email: 'dana@' },
      { ...valid, company: '' },
      { ...valid, amazonLink: 'ftp://amazon.com' },
      { ...valid, message: 'x'.repeat(5001) },
      { ...valid, name: `Dana\u0000` },
    ]
    for (const values of cases) {
      expect(validateContact(values).ok).toBe(
        contactFormSchema.safeParse({ ...values, kind: 'brand_inquiry' }).success,
      )
    }
  })

  it("maps the server's 400 issues (dotted paths) onto the fields", () => {
    expect(
      errorsFromIssues([
        { path: 'email', message: 'Please enter a valid email address.' },
        { path: 'email', message: 'second message is ignored' },
        { path: 'kind', message: 'not a field of the form' },
        { path: 'amazonLink.0', message: 'Please enter a valid Amazon URL.' },
      ]),
    ).toEqual({
      email: 'Please enter a valid email address.',
      amazonLink: 'Please enter a valid Amazon URL.',
    })
  })
})
