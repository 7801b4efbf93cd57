import { z } from 'zod'
import {
  CATALOG_LIST_LIMIT,
  CATALOG_NAME_MAX_LENGTH,
  CATALOG_REJECTION_REASON_MAX_LENGTH,
  CATALOG_TEXTS,
} from '../catalogs-texts.ts'
import {
  CATALOG_CONFIRM_KEYS_MAX,
  CATALOG_PAGE_SIZE,
  LIST_PAGE_MAX,
  LIST_PAGE_SIZE_MAX,
} from '../constants.ts'
import { text } from './common.ts'

/** The catalog name of the upload form (001 §5: required). */
export const catalogNameSchema = text(CATALOG_NAME_MAX_LENGTH, CATALOG_TEXTS.nameRequired)
  .transform((v) => v.trim())
  .pipe(z.string().min(1, CATALOG_TEXTS.nameRequired))

/**
 * GET /api/admin/catalogs. Issue 16 item 4 (Catalog Approvals): with `page` (from 1) and
 * `pageSize` (CATALOG_PAGE_SIZE unless told, at most LIST_PAGE_SIZE_MAX) one page, searched by
 * the catalog's or the brand's name or e-mail, with the total and the counts per status; without
 * `page`, as before, the newest CATALOG_LIST_LIMIT (the Reseller Access tab's catalog picker).
 */
export const catalogListQuery = z
  .object({
    /** listed = pending and approved (001 §7.3), newest first. */
    status: z.enum(['pending', 'approved', 'rejected', 'listed']).default('listed'),
    search: text(200)
      .transform((v) => v.trim())
      .optional(),
    page: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).optional(),
    pageSize: z.coerce.number().int().min(1).max(LIST_PAGE_SIZE_MAX).optional(),
  })
  .transform(({ page, pageSize, ...rest }) => {
    const size =
      page === undefined && pageSize === undefined
        ? CATALOG_LIST_LIMIT
        : (pageSize ?? CATALOG_PAGE_SIZE)
    return { ...rest, limit: size, offset: ((page ?? 1) - 1) * size }
  })
export type CatalogListQuery = z.infer<typeof catalogListQuery>

export const catalogDecisionSchema = z.object({
  action: z.enum(['approve', 'reject']),
  /** Issue 16: with a rejection, the reason mailed to the brand (blank: none). */
  reason: text(CATALOG_REJECTION_REASON_MAX_LENGTH)
    .transform((v) => v.trim())
    .optional(),
})
export type CatalogDecision = z.infer<typeof catalogDecisionSchema>

export const catalogAccessQuery = z.object({
  search: text(200).optional(),
})

/** DESIGN decision 8: the Reseller Access toggle, stored on the server. */
export const catalogAccessUpdateSchema = z.object({
  resellerId: text(100).pipe(z.string().min(1)),
  granted: z.boolean(),
})
export type CatalogAccessUpdate = z.infer<typeof catalogAccessUpdateSchema>

/** Issue 15: the import preview's changes the brand confirms, by their keys. */
export const catalogConfirmSchema = z.object({
  keys: z.array(text(2000)).min(1).max(CATALOG_CONFIRM_KEYS_MAX),
})
