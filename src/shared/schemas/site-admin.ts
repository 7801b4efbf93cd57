/** Admin-side inputs of the public site's data: inquiries, the auto-ungated flag, telemetry. */
import { z } from 'zod'
import { INQUIRY_KINDS } from '../submission-texts.ts'

export const inquiryListQuery = z.object({
  kind: z.enum(INQUIRY_KINDS).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
})
export type InquiryListQuery = z.infer<typeof inquiryListQuery>

export const autoUngatedUpdateSchema = z.object({ amazonAutoUngated: z.boolean() })
