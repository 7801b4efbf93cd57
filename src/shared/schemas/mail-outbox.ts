/** The admin's Failed mail list (issue 12). */
import { z } from 'zod'
import { MAIL_OUTBOX_PAGE_SIZE } from '../constants.ts'
import { MAIL_OUTBOX_FILTERS } from '../mail-outbox-texts.ts'

export const mailOutboxListQuery = z.object({
  status: z.enum(MAIL_OUTBOX_FILTERS).default('all'),
  limit: z.coerce.number().int().min(1).max(200).default(MAIL_OUTBOX_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
})
export type MailOutboxListQuery = z.infer<typeof mailOutboxListQuery>
