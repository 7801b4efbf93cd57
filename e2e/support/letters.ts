/**
 * Letters of Authorization in journeys (issue 13): a reseller's letter from the demo brand (or
 * another), read back from its PDF as a reviewer would read it, for its /verify page.
 */
import type { APIRequestContext } from '@playwright/test'
import { pdfLines } from '../../src/testing/pdf-text.ts'
import { expect } from './fixtures.ts'

/** Downloads `reseller`'s letter for a brand entry; its lines, verification code and address. */
export async function downloadLetter(reseller: APIRequestContext, brandEntryId: string) {
  const response = await reseller.get(`/api/reseller/brands/${brandEntryId}/letter`)
  expect(response.status(), 'the letter of authorization').toBe(200)
  const lines = await pdfLines(new Uint8Array(await response.body()))
  // The code sits under its label; the letter also prints the page's address in full.
  const code = lines[lines.indexOf('Verification code') + 1]!
  expect(code).toMatch(/^[A-Za-z0-9_-]{22}~[A-Za-z0-9_-]{22}$/)
  const verifyUrl = lines.find((line) => line.endsWith(`/verify/${code}`))
  expect(verifyUrl, 'the /verify address printed on the letter').toBeTruthy()
  return { lines, code, verifyUrl: verifyUrl! }
}
