/**
 * Letters of Authorization (issue 13 item 4): the reseller downloads the PDF for a brand while
 * their authorization is in force; anyone checks a letter's code on the public /verify page.
 */
import { LETTER_VERIFY_RATE_LIMIT } from '#shared/constants.ts'
import { LETTER_CODES, LETTER_TEXTS, verifyLetterPath } from '#shared/letters-texts.ts'
import { letterBrandParams, letterCodeParams } from '#shared/schemas/letters.ts'
import { attachmentDisposition } from '../../lib/http/content-disposition.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { consume } from '../../lib/rate-limit.ts'
import { issueLetter } from './issue-letter.ts'
import { letterCode } from './letter-code.ts'
import { renderLetterPdf } from './render-letter-pdf.ts'
import { verifyLetter } from './verify-letter.ts'

export const letterRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/reseller/brands/:brandId/letter',
    summary:
      "The reseller's Letter of Authorization for a directory brand (PDF): licensor, licensee, channels with seller ids, term, and a signed verification code with its QR code",
    tags: ['reseller'],
    access: ['reseller'],
    params: letterBrandParams,
    responses: {
      403: 'The authorization is suspended, revoked or expired (AUTHORIZATION_NOT_IN_FORCE, with why)',
      404: 'No such brand, or never authorized for this reseller',
    },
    handler: async ({ deps, viewer, params }) => {
      const letter = await issueLetter(deps, viewer, params.brandId)
      const code = letterCode(deps.signingSecret, letter.id)
      const pdf = await renderLetterPdf({
        content: letter.content,
        issuedAt: letter.issuedAt,
        code,
        verifyUrl: `${deps.env.appUrl}${verifyLetterPath(code)}`,
      })
      return new Response(pdf, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': attachmentDisposition(letter.fileName),
          // A letter names a company and its seller ids: never kept by a shared cache.
          'Cache-Control': 'private, no-store',
        },
      })
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/letters/:code',
    summary:
      'Public check of a Letter of Authorization: valid, account_suspended (the reseller is banned by the marketplace), suspended, revoked, expired (with since), superseded or unknown, and what the letter states as issued',
    tags: ['public'],
    access: 'public',
    params: letterCodeParams,
    responses: {
      400: 'A code with NUL bytes or longer than any code',
      429: 'Too many checks from this address',
    },
    handler: async ({ c, deps, params }) => {
      const retryAfter = await consume(
        deps.db,
        `letter-verify|${c.get('clientIp')}`,
        LETTER_VERIFY_RATE_LIMIT,
      )
      if (retryAfter > 0) {
        return c.json({ code: LETTER_CODES.rateLimited, message: LETTER_TEXTS.rateLimited }, 429, {
          'Retry-After': String(retryAfter),
        })
      }
      return verifyLetter(deps, params.code)
    },
  }),
]
