/**
 * Letters of Authorization (issue 13 item 4): what the PDF says, the verification code's shape,
 * and the public /verify page's words. The letter names the brand (licensor), the reseller's
 * legal company (licensee), the grant, the channels with seller ids and the term; the page shows
 * only that, and whether the letter is valid right now.
 */
import { AUTHORIZATION_MARKETPLACE_LABELS, type CoveredMarketplace } from './authorizations.ts'

/**
 * A code is `<letter id>~<signature>`: the id is 16 random bytes, the signature the first 16
 * bytes (128 bits) of an HMAC-SHA256 of the id, both base64url (22 characters). The separator is
 * `~`, not `.`, because the server takes a path with a dot for a file name (path.extname) and
 * answers a plain 404 instead of the app at /verify/<code>; `~` is URL-safe and outside the
 * base64url alphabet, so the two halves split unambiguously.
 */
export const LETTER_ID_LENGTH = 22
export const LETTER_SIGNATURE_LENGTH = 22
export const LETTER_CODE_SEPARATOR = '~'
export const LETTER_CODE_PATTERN = /^([A-Za-z0-9_-]{22})~([A-Za-z0-9_-]{22})$/
/** Longer than any code: a route parameter over this is refused before it is looked at. */
export const LETTER_CODE_MAX_LENGTH = 200

/** The public page that says whether a letter is valid (listed in app-routes.ts). */
export const verifyLetterPath = (code: string) => `/verify/${encodeURIComponent(code)}`

/** The reseller's download of their letter for a brand (a directory entry id). */
export const letterDownloadPath = (brandEntryId: string) =>
  `/api/reseller/brands/${encodeURIComponent(brandEntryId)}/letter`

/**
 * What a verification answers: valid while the authorization is in force and still at the
 * version the letter was issued for and the reseller's account is not banned by the
 * marketplace (account_suspended, whatever the authorization says); superseded once a newer
 * grant changed its terms; suspended, revoked or expired with the date since; unknown for a
 * malformed, tampered or unknown code (nothing else is said about it).
 */
export const LETTER_RESULTS = [
  'valid',
  'account_suspended',
  'suspended',
  'revoked',
  'expired',
  'superseded',
  'unknown',
] as const
export type LetterResult = (typeof LETTER_RESULTS)[number]

export const LETTER_CODES = {
  rateLimited: 'RATE_LIMITED',
} as const

/** 2026-11-25: dates on letters and the page are unambiguous, in UTC. */
export const letterDate = (d: Date | string) => new Date(d).toISOString().slice(0, 10)

/** 'Amazon: A1SELLER' for one channel of the letter. */
export const channelLine = (m: CoveredMarketplace) =>
  `${AUTHORIZATION_MARKETPLACE_LABELS[m.marketplace] ?? m.marketplace}: seller ID ${m.sellerId}`

/** 'From 2026-01-05 until revoked' or 'From 2026-01-05 to 2027-01-05'. */
export const termLine = (startsAt: Date | string, endsAt: Date | string | null) =>
  endsAt
    ? `From ${letterDate(startsAt)} to ${letterDate(endsAt)}`
    : `From ${letterDate(startsAt)} until revoked`

const NOT_VALID_VERB: Record<Exclude<LetterResult, 'valid' | 'unknown'>, string> = {
  account_suspended: 'account suspended by the marketplace',
  suspended: 'suspended',
  revoked: 'revoked',
  expired: 'expired',
  superseded: 'superseded',
}

export const LETTER_TEXTS = {
  /** The PDF. */
  pdf: {
    title: 'Letter of Authorization',
    fileName: (brandName: string) => `Letter of Authorization - ${brandName}.pdf`,
    issued: (issuedAt: Date | string) => `Issued ${letterDate(issuedAt)}`,
    licensor: 'Licensor (brand)',
    licensee: 'Licensee (reseller)',
    grantHeading: 'Grant',
    grant: (brandName: string, licensee: string) =>
      `${brandName} authorizes ${licensee} to resell ${brandName}'s products through the channels listed below, for the term stated in this letter.`,
    channelsHeading: 'Channels (marketplaces and seller IDs)',
    noChannels: 'No marketplace is named in this authorization.',
    termHeading: 'Term',
    verificationHeading: 'Verification',
    codeLabel: 'Verification code',
    check:
      'Check whether this letter is valid right now at the address below, or scan the QR code. It is valid only while that page says Valid: the brand can suspend or revoke the authorization at any time.',
    issuedBy: (product: string) =>
      `Issued through ${product} on behalf of the licensor. The verification code is signed by ${product}: a code that was altered does not verify.`,
  },
  /** The public /verify/<code> page. */
  page: {
    heading: 'Letter of Authorization',
    description: 'Whether this Letter of Authorization is valid right now.',
    checking: 'Checking the letter…',
    valid: 'Valid',
    validDetail: (licensee: string, brandName: string) =>
      `${licensee} is authorized to resell ${brandName}'s products as this letter states.`,
    notValid: (result: Exclude<LetterResult, 'valid' | 'unknown'>, since: string | null) =>
      since
        ? `Not valid: ${NOT_VALID_VERB[result]} on ${letterDate(since)}`
        : `Not valid: ${NOT_VALID_VERB[result]}`,
    notValidDetail: {
      account_suspended:
        "The marketplace has suspended the reseller's account, so this authorization cannot be relied on. Do not rely on this letter.",
      suspended: 'The brand has suspended this authorization. Do not rely on this letter.',
      revoked: 'The brand has revoked this authorization. Do not rely on this letter.',
      expired: 'The term of this authorization has ended. Do not rely on this letter.',
      superseded:
        "The authorization's terms changed after this letter was issued. Ask the reseller for their current letter.",
    },
    unknown: 'This verification code is not valid',
    unknownDetail:
      'No letter was issued with this code. Check that it was copied in full, or scan the QR code on the letter again.',
    loadFailed: 'The letter could not be checked',
    tryAgain: 'Try again',
    letterHeading: 'What the letter states',
    brand: 'Brand (licensor)',
    licensee: 'Licensee (reseller)',
    channels: 'Marketplaces and seller IDs',
    noChannels: 'None named',
    term: 'Term',
    issued: 'Issued',
    code: 'Verification code',
  },
  /** The reseller's download link. */
  download: 'Download Letter of Authorization',
  downloadShort: 'Letter of Authorization',
  rateLimited: 'Too many verification requests from your address. Please wait a minute.',
} as const
