import { z } from 'zod'
import { ENGAGEMENT_INTERACTIONS, EMAIL_PREVIEW_TEXTS } from '../email-preview-texts.ts'
import { email, text } from './common.ts'

const required = (message: string) =>
  text(200, message)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, message))

/** 001 §7.1 preview-brand-engagement-email: brandName, resellerCompany, interactionType. */
export const engagementPreviewSchema = z.object({
  brandName: required(EMAIL_PREVIEW_TEXTS.brandNameRequired),
  resellerCompany: required(EMAIL_PREVIEW_TEXTS.resellerCompanyRequired),
  interactionType: z.enum(ENGAGEMENT_INTERACTIONS),
})
export type EngagementPreviewInput = z.infer<typeof engagementPreviewSchema>

/** Send Test Email: the preview's settings and the address (001 §5: required). */
export const engagementTestSendSchema = engagementPreviewSchema.extend({
  to: z
    .string({ error: EMAIL_PREVIEW_TEXTS.addressRequired })
    .trim()
    .min(1, EMAIL_PREVIEW_TEXTS.addressRequired)
    .pipe(email()),
})
export type EngagementTestSendInput = z.infer<typeof engagementTestSendSchema>
