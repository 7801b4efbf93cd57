/** The admin's Failed mail list (issue 12). */
import { z } from 'zod'
import { LIST_PAGE_MAX, LIST_PAGE_SIZE_MAX, MAIL_OUTBOX_PAGE_SIZE } from '../constants.ts'
import { MAIL_OUTBOX_FILTERS } from '../mail-outbox-texts.ts'

/**
 * Issue 16 item 4: a page is `page` (from 1) and `pageSize` (MAIL_OUTBOX_PAGE_SIZE unless told,
 * at most LIST_PAGE_SIZE_MAX); `limit` and `offset`, the older form, are still read when `page`
 * is left out. Either way the handler gets limit and offset.
 */
export const mailOutboxListQuery = z
  .object({
    status: z.enum(MAIL_OUTBOX_FILTERS).default('all'),
    page: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).optional(),
    pageSize: z.coerce.number().int().min(1).max(LIST_PAGE_SIZE_MAX).optional(),
    limit: z.coerce.number().int().min(1).max(200).optional(),
    offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  })
  .transform(({ page, pageSize, limit, offset, ...rest }) => {
    const size = pageSize ?? limit ?? MAIL_OUTBOX_PAGE_SIZE
    const skip = page !== undefined ? (page - 1) * size : (offset ?? 0)
    return { ...rest, limit: size, offset: skip }
  })
export type MailOutboxListQuery = z.infer<typeof mailOutboxListQuery>
