import { describe, expect, it } from 'vitest'
import { VERIFICATION_DOCUMENT_MAX_BYTES } from '#shared/constants.ts'
import { RESELLER_APPLICATION_MESSAGES as M } from '#shared/schemas/public.ts'
import {
  buildApplicationFormData,
  checkDocument,
  checkDocumentBasics,
  firstInvalidField,
  interpretResponse,
  issuesToErrors,
  readApplication,
  type ApplicationValues,
} from './application-data.ts'
import { validateApplication } from './form-logic.ts'

const PDF_BYTES = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'

function pdf(name = 'license.pdf', content: BlobPart = PDF_BYTES, type = 'application/pdf') {
  return new File([content], name, { type })
}

/** A File that reports a size without allocating it. */
function sized(size: number, name = 'big.pdf', type = 'application/pdf'): File {
  const file = pdf(name, PDF_BYTES, type)
  Object.defineProperty(file, 'size', { value: size })
  return file
}

const VALUES: ApplicationValues = {
  companyName: 'Acme Retail',
  contactName: 'Ann Lee',
  email: 'ann@example.com',
  phone: '+1 555 010 0199',
  linkedIn: '',
  businessType: 'llc',
  einNumber: '12-3456789',
  amazonStoreLink: 'https://www.amazon.com/sp?seller=A1',
  walmartStoreLink: '',
  ebayStoreLink: '',
  productCategories: ['toys', 'beauty'],
  salesVolume: '10k_50k',
  feedbackScore: '98%',
  wholesaleBudget: 'under_5k',
}

describe('the document checks in the browser', () => {
  it('asks for a document when none is chosen', () => {
    expect(checkDocumentBasics(null)).toBe(M.document)
  })

  it('accepts a PDF by type or, when the browser gives no type, by name', () => {
    expect(checkDocumentBasics(pdf())).toBeUndefined()
    expect(checkDocumentBasics(pdf('LICENSE.PDF', PDF_BYTES, ''))).toBeUndefined()
  })

  it('refuses other types and names', () => {
    expect(checkDocumentBasics(pdf('license.png', 'x', 'image/png'))).toBe(M.documentType)
    expect(checkDocumentBasics(pdf('license.txt', 'x', 'text/plain'))).toBe(M.documentType)
    expect(checkDocumentBasics(pdf('license', 'x', ''))).toBe(M.documentType)
    // A PDF's type with another name is still not a .pdf file.
    expect(checkDocumentBasics(pdf('license.exe', 'x', 'application/pdf'))).toBe(M.documentType)
  })

  it('allows exactly the limit and refuses one byte more', () => {
    expect(checkDocumentBasics(sized(VERIFICATION_DOCUMENT_MAX_BYTES))).toBeUndefined()
    expect(checkDocumentBasics(sized(VERIFICATION_DOCUMENT_MAX_BYTES + 1))).toBe(M.documentSize)
  })

  it('treats an empty file as missing', () => {
    expect(checkDocumentBasics(pdf('empty.pdf', ''))).toBe(M.document)
  })

  it('reads the first bytes: a renamed text file is not a PDF', async () => {
    await expect(checkDocument(pdf())).resolves.toBeUndefined()
    await expect(checkDocument(pdf('fake.pdf', 'Just some text, not a PDF.'))).resolves.toBe(
      M.documentType,
    )
    await expect(checkDocument(null)).resolves.toBe(M.document)
  })
})

describe('reading the form and building the request', () => {
  function formData(entries: [string, string | File][]) {
    const data = new FormData()
    for (const [name, value] of entries) data.append(name, value)
    return data
  }

  it('reads every field, all categories and the file', () => {
    const file = pdf()
    const { values, document } = readApplication(
      formData([
        ...Object.entries(VALUES)
          .filter(([name]) => name !== 'productCategories')
          .map(([name, value]) => [name, value as string] as [string, string]),
        ['productCategories', 'toys'],
        ['productCategories', 'beauty'],
        ['document', file],
      ]),
    )
    expect(values).toEqual(VALUES)
    expect(document).toBe(file)
  })

  it('reads missing controls as empty and an empty file input as no document', () => {
    const { values, document } = readApplication(
      formData([['document', new File([], '', { type: 'application/octet-stream' })]]),
    )
    expect(values.companyName).toBe('')
    expect(values.businessType).toBe('')
    expect(values.productCategories).toEqual([])
    expect(document).toBeNull()
  })

  it('sends the payload as JSON in `application` and the file as `document`', async () => {
    const file = pdf('resale certificate.pdf')
    const body = buildApplicationFormData(VALUES, file)
    expect([...body.keys()]).toEqual(['application', 'document'])
    expect(JSON.parse(body.get('application') as string)).toEqual(VALUES)
    const sent = body.get('document') as File
    expect(sent.name).toBe('resale certificate.pdf')
    expect(sent.type).toBe('application/pdf')
    expect(sent.size).toBe(file.size)
  })

  it('keeps a script tag in a name as plain data', () => {
    const body = buildApplicationFormData(
      { ...VALUES, companyName: '<script>alert(1)</script>' },
      pdf(),
    )
    expect(JSON.parse(body.get('application') as string).companyName).toBe(
      '<script>alert(1)</script>',
    )
  })
})

describe('validation with the shared schema', () => {
  it('passes a complete application and trims it', () => {
    const result = validateApplication({ ...VALUES, companyName: '  Acme Retail  ' })
    expect(result.ok).toBe(true)
    if (result.ok) expect(result.data.companyName).toBe('Acme Retail')
  })

  it('reports every missing field at once, the store links as a group', () => {
    const result = validateApplication({
      ...VALUES,
      companyName: '',
      contactName: '',
      email: 'nope',
      phone: '12',
      businessType: '' as ApplicationValues['businessType'],
      amazonStoreLink: '',
      productCategories: [],
      salesVolume: '' as ApplicationValues['salesVolume'],
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toEqual({
      companyName: M.companyName,
      contactName: M.contactName,
      email: M.email,
      phone: M.phone,
      businessType: M.businessType,
      productCategories: M.categories,
      salesVolume: M.salesVolume,
      storeLinks: M.atLeastOneStore,
    })
    expect(firstInvalidField(result.errors)).toBe('companyName')
  })

  it('flags a store link that is not a URL on its own field', () => {
    const result = validateApplication({ ...VALUES, walmartStoreLink: 'walmart store' })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors).toEqual({ walmartStoreLink: M.storeLink })
  })
})

describe("the server's answers", () => {
  it('201 is a success: stored, whatever its mails do (the server retries them)', () => {
    expect(interpretResponse(201, { success: true, id: 'a1' })).toEqual({
      kind: 'success',
      id: 'a1',
    })
  })

  it('a 502 is a failure', () => {
    expect(interpretResponse(502, null).kind).toBe('failed')
    expect(interpretResponse(502, { code: 'MAIL_FAILED', message: 'x' }).kind).toBe('failed')
  })

  it('409 is the duplicate message', () => {
    expect(interpretResponse(409, { code: 'DUPLICATE_APPLICATION', message: M.duplicate })).toEqual(
      { kind: 'duplicate', message: M.duplicate },
    )
    expect(interpretResponse(409, null)).toEqual({ kind: 'duplicate', message: M.duplicate })
  })

  it('413 and 415 belong to the document field', () => {
    expect(interpretResponse(413, { message: 'Too large' })).toEqual({
      kind: 'fields',
      errors: { document: M.documentSize },
      message: undefined,
    })
    expect(interpretResponse(415, { message: 'Not a PDF' })).toEqual({
      kind: 'fields',
      errors: { document: M.documentType },
      message: undefined,
    })
  })

  it('400 issues land on their fields, whatever the path looks like', () => {
    expect(
      interpretResponse(400, {
        message: 'Invalid input',
        issues: [
          { path: ['email'], message: M.email },
          { path: 'application.phone', message: M.phone },
          { path: ['productCategories', 0], message: M.categories },
          { path: ['amazonStoreLink'], message: M.atLeastOneStore },
          { path: ['document'], message: M.document },
        ],
      }),
    ).toEqual({
      kind: 'fields',
      errors: {
        email: M.email,
        phone: M.phone,
        productCategories: M.categories,
        storeLinks: M.atLeastOneStore,
        document: M.document,
      },
      message: undefined,
    })
  })

  it('a 400 without field issues, 429 and 500 fail with a message', () => {
    expect(interpretResponse(400, { message: 'Malformed body' })).toEqual({
      kind: 'failed',
      message: 'Malformed body',
    })
    expect(interpretResponse(429, {}).kind).toBe('failed')
    expect(interpretResponse(500, 'oops').kind).toBe('failed')
  })

  it('ignores malformed issues', () => {
    expect(issuesToErrors([{ path: ['nope'], message: 'x' }])).toEqual({})
  })
})
