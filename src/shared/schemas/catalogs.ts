import { z } from 'zod'
import {
  CATALOG_NAME_MAX_LENGTH,
  CATALOG_REJECTION_REASON_MAX_LENGTH,
  CATALOG_TEXTS,
} from '../catalogs-texts.ts'
import { CATALOG_CONFIRM_KEYS_MAX } from '../constants.ts'
import { text } from './common.ts'

/** The catalog name of the upload form (001 §5: required). */
export const catalogNameSchema = text(CATALOG_NAME_MAX_LENGTH, CATALOG_TEXTS.nameRequired)
  .transform((v) => v.trim())
  .pipe(z.string().min(1, CATALOG_TEXTS.nameRequired))

export const catalogListQuery = z.object({
  /** listed = pending and approved (001 §7.3), newest first. */
  status: z.enum(['pending', 'approved', 'rejected', 'listed']).default('listed'),
})

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
