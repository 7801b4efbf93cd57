import { describe, expect, test } from 'vitest'
import { BRAND_IMPORT_MESSAGES as M } from '#shared/brand-import-texts.ts'
import { looksLikeCsvFile } from '#shared/schemas/brand-import.ts'
import { checkCsvFile, checkCsvHead, splitCsvLine } from './check-csv-file.ts'

describe('checkCsvFile', () => {
  test('only a CSV file passes (001 §5)', async () => {
    const csv = 'name,contact_email\nAcme,a@acme.example\n'
    expect(await checkCsvFile(new File([csv], 'brands.csv', { type: 'text/csv' }))).toBeNull()
    expect(await checkCsvFile(new File([csv], 'brands.png', { type: 'image/png' }))).toBe(
      M.invalidFile,
    )
    expect(await checkCsvFile(new File([csv], 'brands.txt', { type: 'text/plain' }))).toBe(
      M.invalidFile,
    )
  })

  test('Windows and type-less .csv files count as CSV by their name', () => {
    expect(looksLikeCsvFile({ name: 'b.CSV', type: 'application/vnd.ms-excel' })).toBe(true)
    expect(looksLikeCsvFile({ name: 'b.csv', type: '' })).toBe(true)
    expect(looksLikeCsvFile({ name: 'b.xlsx', type: 'application/vnd.ms-excel' })).toBe(false)
    expect(looksLikeCsvFile({ name: 'b.csv', type: 'application/pdf' })).toBe(false)
  })

  test('a header and one data row are needed, with name and contact_email', async () => {
    expect(await checkCsvFile(new File([''], 'b.csv', { type: 'text/csv' }))).toBe(M.needsRows)
    expect(checkCsvHead('name,contact_email\r\n\r\n')).toBe(M.needsRows)
    expect(checkCsvHead('\uFEFFNAME, Contact_Email \r\nA,b@c.de')).toBeNull()
    expect(checkCsvHead('name,email\nA,b@c.de\n')).toBe(M.missingField('contact_email'))
    expect(checkCsvHead('name,contact_email\nA\u0000,b\n')).toBe(M.invalidFile)
  })

  test('splitCsvLine honours quotes', () => {
    expect(splitCsvLine('"a, b",c,"say ""hi""",')).toEqual(['a, b', 'c', 'say "hi"', ''])
  })
})
