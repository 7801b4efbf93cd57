/**
 * One data row of the bulk brand CSV (001 §5): which columns the header must have, and the
 * check of a row. Free text (name, description, department, categories) is kept exactly as
 * written, formula-looking cells included (exports defuse them, not the import); e-mail and
 * URLs are trimmed and checked like the Add Brand form, with its messages.
 */
import { z } from 'zod'
import {
  BRAND_CATEGORIES_MAX,
  BRAND_CATEGORY_MAX_LENGTH,
  BRAND_DESCRIPTION_MAX_LENGTH,
  BRAND_FORM_MESSAGES as FORM,
  BRAND_NAME_MAX_LENGTH,
  BRAND_RESPONSE_TIME_MAX,
  BRAND_URL_MAX_LENGTH,
} from '../brands-directory-texts.ts'
import {
  BRAND_CSV_CATEGORY_SEPARATOR,
  BRAND_CSV_COLUMNS,
  BRAND_CSV_REQUIRED_COLUMNS,
  BRAND_IMPORT_MESSAGES as M,
  type BrandCsvColumn,
} from '../brand-import-texts.ts'
import { EMAIL_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from '../constants.ts'
import { NO_NUL_MESSAGE } from './common.ts'

/** A row ready for the database (snake_case, as the INSERT reads it). */
export interface BrandImportRow {
  name: string
  website_url: string | null
  description: string | null
  contact_email: string
  logo_url: string | null
  categories: string[]
  approval_rate: number | null
  response_time: number | null
  department: string | null
}

export type RowCheck = { ok: true; row: BrandImportRow } | { ok: false; message: string }

/** Header cell → column: case-insensitive and trimmed (001 §5); unknown columns are ignored. */
export function normalizeHeader(cell: string): string {
  return cell.trim().toLowerCase()
}

/**
 * Where each known column sits in the header, or the message for the first required column
 * it lacks. Unknown columns (an export's is_active, created_at) are ignored; a repeated one
 * counts once, at its first place.
 */
export function mapHeader(
  header: readonly string[],
): { ok: true; index: Partial<Record<BrandCsvColumn, number>> } | { ok: false; message: string } {
  const index: Partial<Record<BrandCsvColumn, number>> = {}
  header.forEach((cell, i) => {
    const name = normalizeHeader(cell) as BrandCsvColumn
    if ((BRAND_CSV_COLUMNS as readonly string[]).includes(name) && index[name] === undefined)
      index[name] = i
  })
  for (const required of BRAND_CSV_REQUIRED_COLUMNS) {
    if (index[required] === undefined) return { ok: false, message: M.missingField(required) }
  }
  return { ok: true, index }
}

/** z.email()'s own pattern, tested directly: a schema parse per row costs 5× more. */
const EMAIL = z.regexes.email
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/

const isMultipleOf = (value: number, step: number) => {
  const ratio = value / step
  return Math.abs(ratio - Math.round(ratio)) < 1e-6
}

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

class RowError extends Error {}

const fail = (field: string, message: string): never => {
  throw new RowError(M.fieldInvalid(field, message))
}

function freeText(field: string, value: string, max: number): string | null {
  if (value.includes('\u0000')) fail(field, NO_NUL_MESSAGE)
  if (value.length > max) fail(field, `Must be at most ${max} characters`)
  return value.trim() === '' ? null : value
}

function url(field: string, raw: string): string | null {
  const value = raw.trim()
  if (value === '') return null
  if (value.length > BRAND_URL_MAX_LENGTH || !isWebUrl(value)) fail(field, FORM.urlInvalid)
  return value
}

function decimal(field: string, raw: string): number | null {
  const value = raw.trim()
  if (value === '') return null
  const n = Number(value)
  if (!DECIMAL.test(value) || !Number.isFinite(n)) fail(field, FORM.numberInvalid)
  return n
}

/** Checks one data row (its cells in header order); `index` comes from mapHeader. */
export function checkBrandRow(
  cells: readonly string[],
  index: Partial<Record<BrandCsvColumn, number>>,
): RowCheck {
  const cell = (column: BrandCsvColumn) => {
    const i = index[column]
    return i === undefined ? '' : (cells[i] ?? '')
  }
  try {
    const name = cell('name')
    if (name.trim() === '') return { ok: false, message: M.missingField('name') }
    const rawEmail = cell('contact_email').trim()
    if (rawEmail === '') return { ok: false, message: M.missingField('contact_email') }
    freeText('name', name, BRAND_NAME_MAX_LENGTH)
    if (rawEmail.length > EMAIL_MAX_LENGTH || !EMAIL.test(rawEmail))
      fail('contact_email', FORM.contactEmailInvalid)

    const categories: string[] = []
    const seen = new Set<string>()
    for (const part of cell('categories').split(BRAND_CSV_CATEGORY_SEPARATOR)) {
      const value = part.trim()
      if (value === '' || seen.has(value.toLowerCase())) continue
      if (value.includes('\u0000')) fail('categories', NO_NUL_MESSAGE)
      if (value.length > BRAND_CATEGORY_MAX_LENGTH) fail('categories', FORM.categoryTooLong)
      seen.add(value.toLowerCase())
      categories.push(value)
    }
    if (categories.length > BRAND_CATEGORIES_MAX) fail('categories', FORM.tooManyCategories)

    const approvalRate = decimal('approval_rate', cell('approval_rate'))
    if (approvalRate !== null) {
      if (approvalRate < 0 || approvalRate > 100) fail('approval_rate', FORM.approvalRateRange)
      if (!isMultipleOf(approvalRate, 0.1)) fail('approval_rate', FORM.approvalRateStep)
    }
    const responseTime = decimal('response_time', cell('response_time'))
    if (responseTime !== null) {
      if (responseTime < 0) fail('response_time', FORM.responseTimeMin)
      if (responseTime > BRAND_RESPONSE_TIME_MAX) fail('response_time', FORM.responseTimeMax)
      if (!isMultipleOf(responseTime, 0.5)) fail('response_time', FORM.responseTimeStep)
    }

    return {
      ok: true,
      row: {
        name,
        website_url: url('website_url', cell('website_url')),
        description: freeText('description', cell('description'), BRAND_DESCRIPTION_MAX_LENGTH),
        contact_email: rawEmail,
        logo_url: url('logo_url', cell('logo_url')),
        categories,
        approval_rate: approvalRate,
        response_time: responseTime,
        department: freeText('department', cell('department'), SHORT_TEXT_MAX_LENGTH),
      },
    }
  } catch (error) {
    if (error instanceof RowError) return { ok: false, message: error.message }
    throw error
  }
}

/** Client-side check before upload: the file's declared type and name (001 §5: text/csv). */
export function looksLikeCsvFile(file: { name: string; type: string }): boolean {
  const type = file.type.split(';')[0]!.trim().toLowerCase()
  if (type === 'text/csv') return true
  // Windows reports .csv as Excel's type, and some systems give none: the name decides then.
  return (
    (type === '' || type === 'application/csv' || type === 'application/vnd.ms-excel') &&
    file.name.toLowerCase().endsWith('.csv')
  )
}
