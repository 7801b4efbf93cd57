/** Issue 16 item 9: an entry of the lead magnet's list, as the admin's form sends it. */
import { z } from 'zod'
import { LEAD_LIST_LIMITS, TEXT_MAX_LENGTH } from '../constants.ts'
import { LEAD_LIST_MESSAGES as M } from '../lead-magnet-list-texts.ts'
import { text } from './common.ts'

/** An optional text: empty or only spaces (or absent, or null) is null. */
const optional = (max: number, message: string) =>
  text(TEXT_MAX_LENGTH)
    .transform((v) => v.trim())
    .pipe(z.string().max(max, message))
    .nullish()
    .transform((v) => v || null)

const isWebUrl = (value: string) => {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname
  } catch {
    return false
  }
}

export const leadMagnetBrandSchema = z.object({
  name: text(TEXT_MAX_LENGTH, M.nameRequired)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, M.nameRequired).max(LEAD_LIST_LIMITS.name, M.nameTooLong)),
  /** http(s) only: the link is followed from the admin's table and from the mail. */
  url: text(TEXT_MAX_LENGTH)
    .transform((v) => v.trim())
    .pipe(z.string().max(LEAD_LIST_LIMITS.url, M.urlInvalid))
    .refine((v) => v === '' || isWebUrl(v), M.urlInvalid)
    .nullish()
    .transform((v) => v || null),
  category: optional(LEAD_LIST_LIMITS.category, M.categoryTooLong),
  note: optional(LEAD_LIST_LIMITS.note, M.noteTooLong),
})
export type LeadMagnetBrandInput = z.output<typeof leadMagnetBrandSchema>
export type LeadMagnetBrandValues = z.input<typeof leadMagnetBrandSchema>
