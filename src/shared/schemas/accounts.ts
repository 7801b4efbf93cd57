import { z } from 'zod'
import { COMPANY_NAME_MIN_LENGTH, NAME_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '../constants.ts'
import { USERS_TEXTS } from '../users-texts.ts'
import { ACCOUNT_MESSAGES, REJECTION_REASON_MAX_CHARS } from '../reseller-accounts-texts.ts'
import { email, longText, text, uuid } from './common.ts'

/** 001 §5 brand profile form, texts verbatim. */
export const profileUpdateSchema = z.object({
  fullName: text().pipe(
    z.string().trim().min(NAME_MIN_LENGTH, 'Full name must be at least 2 characters.'),
  ),
  companyName: text().pipe(
    z.string().trim().min(COMPANY_NAME_MIN_LENGTH, 'Company name must be at least 2 characters.'),
  ),
  // The outer bound only keeps huge strings out; the 500 limit speaks the spec's text.
  bio: longText()
    .pipe(z.string().max(500, 'Bio must not be longer than 500 characters.'))
    .optional(),
})
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>

export const idParams = z.object({ id: text(100) })
export const uuidParams = z.object({ id: uuid })

export const adminInvitationSchema = z.object({ email: email() })

export const settingsUpdateSchema = z.object({ signupDisabled: z.boolean() })

const rejectionReason = text(REJECTION_REASON_MAX_CHARS, ACCOUNT_MESSAGES.rejectionReasonRequired)
  .transform((v) => v.trim())
  .pipe(z.string().min(1, ACCOUNT_MESSAGES.rejectionReasonRequired))

/** POST /api/admin/reseller-applications/:id/decision: a rejection needs its reason (issue 16). */
export const resellerDecisionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('approve') }),
    z.object({ action: z.literal('reject'), reason: rejectionReason }),
  ],
  { error: 'Action must be approve or reject' },
)
export type ResellerDecisionInput = z.input<typeof resellerDecisionSchema>

/**
 * Issue 16 item 3: making someone admin here also takes the acting admin's own password, as User
 * Management's promotion does; the server checks it (users/confirm-own-password.ts).
 */
export const promoteSchema = z.object({
  email: text(254).pipe(z.string().trim().min(1, 'Please enter an email address')),
  // Missing or not a string reads the same as empty: the field's own message.
  password: z
    .string({ error: USERS_TEXTS.rolePasswordRequired })
    .min(1, USERS_TEXTS.rolePasswordRequired)
    .max(PASSWORD_MAX_LENGTH),
})

export const demoSetupSchema = z.object({
  mode: z.enum(['complete', 'seed', 'reseed']).default('complete'),
})

export const resellerApplicationListQuery = z.object({
  status: z.enum(['pending', 'pending_approval', 'approved', 'rejected']).optional(),
  search: text(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
})
