import { describe, expect, test } from 'vitest'
import { BRAND_CSV_COLUMNS, BRAND_IMPORT_MESSAGES as M } from '../brand-import-texts.ts'
import { BRAND_FORM_MESSAGES as FORM } from '../brands-directory-texts.ts'
import { checkBrandRow, mapHeader } from './brand-import.ts'

const header = mapHeader([...BRAND_CSV_COLUMNS])
if (!header.ok) throw new Error('template header refused')
const row = (cells: Partial<Record<(typeof BRAND_CSV_COLUMNS)[number], string>>) =>
  checkBrandRow(
    BRAND_CSV_COLUMNS.map((c) => cells[c] ?? ''),
    header.index,
  )

describe('mapHeader', () => {
  test('case-insensitive, trimmed, unknown columns ignored, required ones named', () => {
    expect(mapHeader([' Contact_Email', 'NAME', 'is_active'])).toEqual({
      ok: true,
      index: { contact_email: 0, name: 1 },
    })
    expect(mapHeader(['name'])).toEqual({ ok: false, message: M.missingField('contact_email') })
  })
})

describe('checkBrandRow', () => {
  test('free text is kept exactly as written, formulas and tabs included', () => {
    const result = row({
      name: '\t=cmd|/C calc',
      contact_email: ' +sales@acme.example ',
      description: '  -2+3  ',
      categories: ' @a ; =b ;; @A',
    })
    expect(result).toEqual({
      ok: true,
      row: {
        name: '\t=cmd|/C calc',
        website_url: null,
        description: '  -2+3  ',
        contact_email: '+sales@acme.example',
        logo_url: null,
        categories: ['@a', '=b'],
        approval_rate: null,
        response_time: null,
        department: null,
      },
    })
  })

  test("the form's number rules apply (range, step, decimal text only)", () => {
    const base = { name: 'A', contact_email: 'a@b.co' }
    expect(row({ ...base, approval_rate: '100' }).ok).toBe(true)
    expect(row({ ...base, approval_rate: '99.95' })).toEqual({
      ok: false,
      message: `approval_rate: ${FORM.approvalRateStep}`,
    })
    expect(row({ ...base, approval_rate: '0x10' })).toEqual({
      ok: false,
      message: `approval_rate: ${FORM.numberInvalid}`,
    })
    expect(row({ ...base, response_time: '-1' })).toEqual({
      ok: false,
      message: `response_time: ${FORM.responseTimeMin}`,
    })
    expect(row({ ...base, response_time: '1.25' })).toEqual({
      ok: false,
      message: `response_time: ${FORM.responseTimeStep}`,
    })
  })

  test('required fields, URLs and NUL bytes', () => {
    expect(row({ name: '   ', contact_email: 'a@b.co' })).toEqual({
      ok: false,
      message: M.missingField('name'),
    })
    expect(row({ name: 'A' })).toEqual({ ok: false, message: M.missingField('contact_email') })
    expect(row({ name: 'A', contact_email: 'a@b.co', logo_url: 'ftp://x.example/a.png' })).toEqual({
      ok: false,
      message: `logo_url: ${FORM.urlInvalid}`,
    })
    expect(row({ name: 'A\u0000', contact_email: 'a@b.co' }).ok).toBe(false)
  })
})
