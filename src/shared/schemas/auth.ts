import { z } from 'zod'
import {
  COMPANY_NAME_MIN_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SELF_SIGNUP_ROLES,
} from '../constants.ts'
import { email, text } from './common.ts'

/** 000 §5: texts verbatim. */
export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 8 characters',
  nameRequired: 'Name is required',
  companyRequired: 'Company name is required',
  termsRequired: 'You must accept the terms and conditions',
  passwordsDontMatch: "Passwords don't match",
  emailRequiredTitle: 'Email required',
  emailRequired: 'Please enter your email address',
} as const

export const password = () =>
  text(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordMin).pipe(
    z.string().min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordMin),
  )

export const signInSchema = z.object({
  email: email(AUTH_MESSAGES.invalidEmail),
  password: password(),
})
export type SignInInput = z.infer<typeof signInSchema>

export const signUpFormSchema = z.object({
  name: text(undefined, AUTH_MESSAGES.nameRequired).pipe(
    z.string().trim().min(NAME_MIN_LENGTH, AUTH_MESSAGES.nameRequired),
  ),
  companyName: text(undefined, AUTH_MESSAGES.companyRequired).pipe(
    z.string().trim().min(COMPANY_NAME_MIN_LENGTH, AUTH_MESSAGES.companyRequired),
  ),
  email: email(AUTH_MESSAGES.invalidEmail),
  password: password(),
  termsAccepted: z.literal(true, { error: AUTH_MESSAGES.termsRequired }),
})
export type SignUpFormInput = z.infer<typeof signUpFormSchema>

/**
 * The sign-up call as the server receives it (000 §7 call 1): better-auth's own body plus the
 * metadata fields. `inviteToken` is only for /admin/signup (DESIGN decision 2).
 */
export const signUpRequestSchema = z.object({
  email: email(AUTH_MESSAGES.invalidEmail),
  password: password(),
  name: text(undefined, AUTH_MESSAGES.nameRequired).pipe(
    z.string().trim().min(NAME_MIN_LENGTH, AUTH_MESSAGES.nameRequired),
  ),
  fullName: text(undefined, AUTH_MESSAGES.nameRequired).pipe(
    z.string().trim().min(NAME_MIN_LENGTH, AUTH_MESSAGES.nameRequired),
  ),
  companyName: text(undefined, AUTH_MESSAGES.companyRequired).pipe(
    z.string().trim().min(COMPANY_NAME_MIN_LENGTH, AUTH_MESSAGES.companyRequired),
  ),
  userRole: z.enum(['admin', ...SELF_SIGNUP_ROLES]),
  termsAccepted: z.literal(true, { error: AUTH_MESSAGES.termsRequired }),
  inviteToken: text(200).optional(),
  callbackURL: text(500).optional(),
})
export type SignUpRequest = z.infer<typeof signUpRequestSchema>

export const resetRequestSchema = z.object({
  email: email(AUTH_MESSAGES.invalidEmail),
})

/** The reset-password call as the server receives it: the new password and the e-mailed token. */
export const resetPasswordRequestSchema = z.object({
  newPassword: password(),
  token: text(500).optional(),
})

/** 001 §5 change password, texts verbatim (minimum raised to 8, DESIGN decision 4). */
export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: 'Current password is required',
  newRequired: 'New password is required',
  confirmRequired: 'Please confirm your new password',
  mismatch: 'Passwords do not match',
  sameAsCurrent: 'New password must be different from current password',
  currentIncorrect: 'Current password is incorrect',
} as const

/** The change-password call as the server receives it (000 §7 call 6). */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: text(PASSWORD_MAX_LENGTH, CHANGE_PASSWORD_MESSAGES.currentRequired).pipe(
      z.string().min(1, CHANGE_PASSWORD_MESSAGES.currentRequired),
    ),
    newPassword: text(PASSWORD_MAX_LENGTH, CHANGE_PASSWORD_MESSAGES.newRequired)
      .pipe(z.string().min(1, CHANGE_PASSWORD_MESSAGES.newRequired))
      .pipe(z.string().min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordMin)),
    revokeOtherSessions: z.boolean().optional(),
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: CHANGE_PASSWORD_MESSAGES.sameAsCurrent,
    path: ['newPassword'],
  })

export const newPasswordSchema = z
  .object({ password: password(), confirmPassword: password() })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  })

/** An empty address is 'required'; anything else must be an address the answer can go to. */
export const recoveryRequestSchema = z.object({
  email: text(254).pipe(
    z.string().trim().min(1, AUTH_MESSAGES.emailRequired).pipe(z.email(AUTH_MESSAGES.invalidEmail)),
  ),
})

/** Recovery response (000 §3). */
export const RECOVERY_ACTIONS = [
  'check_email',
  'wait',
  'contact_support',
  'contact_admin',
  'apply',
  'other',
] as const
export type RecoveryAction = (typeof RECOVERY_ACTIONS)[number]
export interface RecoveryResponse {
  success: boolean
  message: string
  status: string
  action: RecoveryAction
}
