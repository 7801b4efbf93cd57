import { describe, expect, test } from 'vitest'
import { BRAND_FORM_MESSAGES } from '../brands-directory-texts.ts'
import { BRAND_PROFILE_MESSAGES as M } from '../brand-settings-texts.ts'
import { AUTH_MESSAGES, CHANGE_PASSWORD_MESSAGES as P } from './auth.ts'
import {
  brandEntryFormSchema,
  brandProfileSchema,
  changePasswordFormSchema,
  type ChangePasswordForm,
} from './brand-settings.ts'

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message)

describe('the brand entry form (the admin brand form’s rules, 001 §5)', () => {
  test('turns what was typed into the API payload', () => {
    expect(
      brandEntryFormSchema.parse({
        name: '  Acme  ',
        websiteUrl: 'https://acme.example',
        logoUrl: '',
        description: '  ',
        department: 'Home',
        categories: 'Kitchen, Garden ,kitchen',
      }),
    ).toEqual({
      name: 'Acme',
      websiteUrl: 'https://acme.example',
      logoUrl: null,
      description: null,
      department: 'Home',
      categories: ['Kitchen', 'Garden'],
    })
  })

  test('name required, URLs of URL type', () => {
    const result = brandEntryFormSchema.safeParse({
      name: ' ',
      websiteUrl: 'ftp://acme.example',
      logoUrl: '',
      description: '',
      department: '',
      categories: '',
    })
    expect(messagesOf(result)).toEqual([
      BRAND_FORM_MESSAGES.nameRequired,
      BRAND_FORM_MESSAGES.urlInvalid,
    ])
  })
})

describe('the brand profile form (001 §5)', () => {
  const valid = { companyName: 'NW', fullName: 'Bo', email: 'bo@example.com', bio: '' }
  test.each([
    [{ companyName: 'N' }, M.companyNameMin],
    [{ fullName: '  B  ' }, M.fullNameMin],
    [{ email: 'bo@' }, M.emailInvalid],
    [{ bio: 'x'.repeat(501) }, M.bioMax],
  ])('%j → %s', (change, message) => {
    expect(messagesOf(brandProfileSchema.safeParse({ ...valid, ...change }))).toEqual([message])
  })
  test('the limits pass', () => {
    expect(brandProfileSchema.safeParse({ ...valid, bio: 'x'.repeat(500) }).success).toBe(true)
  })
})

describe('the change password form (001 §5, minimum 8)', () => {
  const form = (over: Partial<ChangePasswordForm>): ChangePasswordForm => ({
    currentPassword: 'old-password-1',
    newPassword: 'new-password-2',
    confirmPassword: 'new-password-2',
    ...over,
  })
  test.each([
    [{ currentPassword: '' }, [P.currentRequired]],
    [
      { newPassword: '', confirmPassword: '' },
      [P.newRequired, AUTH_MESSAGES.passwordMin, P.confirmRequired],
    ],
    [{ newPassword: 'short12', confirmPassword: 'short12' }, [AUTH_MESSAGES.passwordMin]],
    [{ confirmPassword: '' }, [P.confirmRequired]],
    [{ confirmPassword: 'new-password-3' }, [P.mismatch]],
    [{ newPassword: 'old-password-1', confirmPassword: 'old-password-1' }, [P.sameAsCurrent]],
  ])('%j → the spec’s messages', (over, messages) => {
    expect(messagesOf(changePasswordFormSchema.safeParse(form(over)))).toEqual(messages)
  })
  test('a valid change passes', () => {
    expect(changePasswordFormSchema.safeParse(form({})).success).toBe(true)
  })
})
