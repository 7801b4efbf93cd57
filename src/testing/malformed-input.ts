/**
 * Malformed input never breaks the server: for every route in `apiRoutes()` and every
 * better-auth endpoint, NUL bytes, huge strings, invalid JSON, wrong types, oversized and
 * chunked bodies and odd paths get an answer below 500 that is JSON with a `message` (or a
 * redirect, or 413) and never shows a stack trace. Run as an admin and anonymously.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { JSON_BODY_LIMIT_BYTES } from '#shared/constants.ts'
import { apiRoutes } from '#server/app.ts'
import { PUBLIC_AUTH_PATHS } from '#server/auth.ts'
import { createUser, signIn, uniqueEmail, type TestUser } from '#testing/factories.ts'
import { send, type RequestOptions } from '#testing/http.ts'
import {
  applicationForm,
  applicationPayload,
  fileOf,
  pdfBytes,
  postForm,
  postFormChunked,
} from '#testing/public-site.ts'
import { catalogUploadVariants, inboundEmailVariants } from '#testing/catalogs.ts'
import { brandImportVariants } from '#testing/brand-import.ts'
import { imageUploadVariants } from '#testing/media.ts'
import { disputeVariants, listingsUploadVariants } from '#testing/protection-malformed.ts'
import { RESELLER_SETTINGS_CARD_CALLS } from '#testing/reseller-settings.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

type Json = Record<string, unknown>

const UPLOAD_TEST_TIMEOUT_MS = 120_000

const VALID_LOOKING_ID_SAMPLE = '3f0c9a52-8a59-4c4e-9d51-2f5a6b1c7d80'

/** A valid body per route; the variants below break one thing at a time. */
const SAMPLE_BODIES: Record<string, Json> = {
  'POST /api/account-recovery': { email: 'someone@example.com' },
  'PATCH /api/profiles/:id': { fullName: 'Pat Doe', companyName: 'Doe Co', bio: 'Hi' },
  'POST /api/admin/invitations': { email: 'invitee@example.com' },
  'PATCH /api/admin/settings': { signupDisabled: false },
  'POST /api/messages': { recipientId: 'some-reseller-id', content: 'Hello partner' },
  'POST /api/messages/:id/reply': { content: 'Thanks, noted.' },
  'POST /api/conversations': {
    brandId: '3f0c9a52-8a59-4c4e-9d51-2f5a6b1c7d80',
    content: 'Hello brand',
  },
  'POST /api/conversations/:id/messages': { content: 'Thanks, noted.' },
  'POST /api/admin/reseller-applications/:id/decision': {
    action: 'reject',
    reason: 'No resale certificate',
  },
  'POST /api/admin/reseller-applications': {
    email: 'manual@example.com',
    companyName: 'Manual Co',
    phone: '+1 555 0100',
    businessType: 'llc',
    salesVolume: '10k_50k',
    wholesaleBudget: '5k_10k',
  },
  'POST /api/admin/reseller-applications/:id/account': { password: 'typed-password' },
  'POST /api/admin/reseller-applications/:id/password-reset': { password: '' },
  'POST /api/admin/reseller-applications/:id/document-review': { verified: true, notes: 'OK' },
  'POST /api/role-updater/promote': { email: 'someone@example.com', password: 'my-password' },
  'PATCH /api/admin/users/:id/role': { role: 'admin', password: 'my-password' },
  'POST /api/admin/users/:id/ban': { reason: 'Chargebacks', durationDays: 7 },
  'POST /api/demo/setup': { mode: 'complete' },
  'POST /api/inquiries': {
    name: 'Pat Doe',
    email: 'pat@example.com',
    company: 'Doe Co',
    marketplaces: 'amazon',
    amazonLink: 'https://www.amazon.com/stores/Doe',
    message: 'Hello',
    kind: 'brand_inquiry',
  },
  'POST /api/lead-magnets': { email: 'lead@example.com', magnetType: 'amazon_ungated_brands' },
  'PATCH /api/admin/brands/:id/auto-ungated': { amazonAutoUngated: true },
  'POST /api/admin/lead-magnet-brands': {
    name: 'Malformed Ungated',
    url: 'https://www.amazon.com/',
    category: 'Toys',
    note: 'All listings',
  },
  'PATCH /api/brand/entry': {
    name: 'Edited Brand',
    contactEmail: 'edited@example.com',
    websiteUrl: 'https://edited.example',
    description: 'Edited',
    department: 'Kitchen',
    categories: ['Kitchen'],
  },
  'POST /api/admin/brand-entry-changes/:id/decision': { action: 'approve' },
  'POST /api/brand/entry': {
    name: 'Portal Brand',
    websiteUrl: 'https://portal.example.com',
    logoUrl: 'https://portal.example.com/logo.png',
    description: 'Kitchen tools',
    department: 'Home',
    categories: ['Kitchen'],
  },
  'PATCH /api/brand/settings/profile': {
    companyName: 'Doe Co',
    fullName: 'Pat Doe',
    email: 'pat@example.com',
    bio: 'Hi',
  },
  'PATCH /api/brand/settings/notifications': {
    emailNotifications: true,
    newResellerApplications: false,
    newOrders: true,
    inventoryAlerts: true,
    mapViolations: false,
  },
  'PATCH /api/reseller/settings/notifications': { orderUpdates: false },
  'PATCH /api/brand/settings/wholesale-terms': { openingOrderMinimum: '500', reorderMinimum: null },
  ...Object.fromEntries(
    Object.values(RESELLER_SETTINGS_CARD_CALLS).map(({ path, body }) => [`PATCH ${path}`, body]),
  ),
  'POST /api/admin/brands': {
    name: 'Northwind',
    contactEmail: 'sales@northwind.example',
    websiteUrl: 'https://northwind.example',
    logoUrl: 'https://northwind.example/logo.png',
    description: 'Kitchen goods',
    department: 'Home',
    categories: ['Kitchen', 'Home'],
    approvalRate: 90.5,
    responseTime: 12.5,
    isActive: true,
    amazonAutoUngated: false,
  },
  'PATCH /api/admin/brands/:id': { name: 'Northwind', contactEmail: 'sales@northwind.example' },
  'PATCH /api/admin/brands/:id/status': { isActive: false },
  'POST /api/admin/brands/bulk-delete': { ids: ['7d1c4f4e-0a57-4b9a-9a51-3f3f0c0f5a10'] },
  'POST /api/admin/brands/:id/allocations': { resellerId: 'some-reseller-id' },
  'POST /api/admin/brand-allocations/bulk': {
    resellerId: 'some-reseller-id',
    brandIds: ['7d1c4f4e-0a57-4b9a-9a51-3f3f0c0f5a10'],
  },
  'POST /api/telemetry': { events: [{ name: 'page_view', path: '/', sessionId: 's-1' }] },
  'PATCH /api/brand/orders/:id/status': {
    status: 'shipped',
    carrier: 'UPS',
    trackingNumber: '1Z999AA10123456784',
  },
  'POST /api/reseller/orders/:id/cancel': { reason: 'Ordered twice' },
  'POST /api/reseller/addresses': {
    kind: 'shipping',
    name: 'Sam Shipper',
    line1: '1 Dock Road',
    city: 'Austin',
    postalCode: '73301',
    country: 'US',
  },
  'PUT /api/reseller/addresses/:id': {
    kind: 'billing',
    name: 'Sam Shipper',
    line1: '1 Dock Road',
    city: 'Austin',
    postalCode: '73301',
    country: 'US',
    isDefault: true,
  },
  'POST /api/reseller/brands/:brandId/apply': { proposalMessage: 'We sell on Amazon.' },
  'POST /api/reseller/orders': {
    brandId: '7d1c4f4e-0a57-4b9a-9a51-3f3f0c0f5a10',
    items: [{ productId: '7d1c4f4e-0a57-4b9a-9a51-3f3f0c0f5a11', quantity: 5 }],
  },
  'POST /api/demo/brand-applications/age': { days: 3 },
  'POST /api/reseller/checkout': {
    tier: 'premium',
    billingAddress: {
      firstName: 'Priya',
      lastName: 'Shah',
      email: 'priya@example.com',
      phone: '+91 98765 43210',
      address: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipCode: '560001',
      country: 'IN',
    },
  },
  'POST /api/reseller/checkout/verify': {
    order_id: 'order_sbx_unknown',
    payment_id: 'pay_sbx_unknown',
    signature: '0'.repeat(64),
  },
  'POST /api/reseller/checkout/abandon': { order_id: 'order_sbx_unknown', outcome: 'cancelled' },
  'POST /api/reseller/checkout/sandbox': { order_id: 'order_sbx_unknown', outcome: 'success' },
  'POST /api/brand/applications/:id/decision': {
    action: 'approve',
    marketplaces: [{ marketplace: 'amazon', sellerId: 'A1SELLER' }],
  },
  'POST /api/brand/applications/:id/request-info': { message: 'Which stores do you run?' },
  'POST /api/brand/authorizations/:id/status': { change: 'suspend', reason: 'Listed below MAP' },
  'POST /api/brand/invitations': { email: 'reseller@example.com', message: 'Apply to sell us' },
  'POST /api/brand/products': {
    name: 'Kettle',
    sku: 'K-1',
    gtin: '012345678905',
    category: 'home_goods',
    price: '19.99',
    wholesalePrice: '9.50',
    mapPrice: '17.99',
    stock: 5,
  },
  'PATCH /api/brand/products/:id': {
    name: 'Kettle',
    sku: 'K-1',
    gtin: '012345678905',
    category: 'home_goods',
    price: '19.99',
    wholesalePrice: '9.50',
    mapPrice: '17.99',
    stock: 5,
  },
  'POST /api/admin/catalogs/:id/decision': { action: 'approve' },
  'POST /api/brand/catalogs/:id/confirm-changes': { keys: ['["rename","K-1","Kettle","Pot"]'] },
  'PATCH /api/admin/catalogs/:id/access': { resellerId: 'some-reseller-id', granted: true },
  'POST /api/admin/email-routing/import': { raw: 'From: a@example.com\nTo: b@example.com\n\nHi' },
  'POST /api/admin/email-preview': {
    brandName: 'Northwind',
    resellerCompany: 'Prime Resale',
    interactionType: 'reply',
  },
  'POST /api/admin/email-preview/send': {
    brandName: 'Northwind',
    resellerCompany: 'Prime Resale',
    interactionType: 'reply',
    to: 'someone@example.com',
  },
  // Brand protection (issue 14).
  'POST /api/brand/protection/findings/:id/steps': { note: 'Please fix the price.' },
  'POST /api/brand/protection/findings/:id/dispute-decision': {
    decision: 'reject',
    note: 'Seen below MAP twice.',
  },
  'PUT /api/brand/protection/enforcement': {
    ladder: [{ step: 'notice', cureDays: 2 }],
    templates: { notice: { subject: 'MAP notice', body: 'Please fix {{product}}.' } },
    autoFirstNotice: false,
  },
  'PATCH /api/brand/protection/investigations/:id': { status: 'investigating', note: 'Test buy' },
  'POST /api/brand/protection/findings/bulk-steps': {
    batchKey: '00000000-0000-4000-8000-0000000000b1',
    note: 'Please fix the prices.',
    resellerId: 'reseller-1',
  },
  'PUT /api/brand/protection/storefronts/:id/reseller': { resellerId: 'reseller-1' },
  'POST /api/brand/protection/exchange-rates': {
    currency: 'EUR',
    rate: '1.0850',
    effectiveFrom: '2026-11-01T00:00:00Z',
  },
  'PATCH /api/brand/protection/storefronts/:id': {
    businessName: 'Deal Hunter LLC',
    businessAddress: '1 Main St',
  },
  'POST /api/brand/protection/map-changes': {
    productIds: [VALID_LOOKING_ID_SAMPLE],
    mapPrice: '24.99',
    effectiveFrom: '2030-01-01T00:00:00Z',
  },
  'POST /api/brand/protection/promotions': {
    name: 'Spring sale',
    startsAt: '2030-03-01T00:00:00Z',
    endsAt: '2030-03-08T00:00:00Z',
    percentOff: '15',
    products: [{ productId: VALID_LOOKING_ID_SAMPLE }],
  },
  'POST /api/brand/protection/policy': {
    text: 'Advertise at or above MAP everywhere.',
    shippingCounts: true,
    toleranceKind: 'percent',
    toleranceValue: '1',
  },
  'POST /api/brand/protection/unmatched/confirm': {
    marketplace: 'amazon',
    listingId: 'B0SAMPLE01',
    productId: VALID_LOOKING_ID_SAMPLE,
  },
  'POST /api/brand/protection/api-keys': { name: 'Price monitor' },
  'POST /api/protection/observations': {
    observations: [
      {
        id: 'obs-1',
        marketplace: 'amazon',
        sellerId: 'A1SELLER',
        listingId: 'B0SAMPLE01',
        price: '19.99',
        observedAt: '2026-11-01T00:00:00Z',
      },
    ],
  },
  'POST /api/reseller/compliance/findings/:id/fixed': { note: 'Repriced' },
  'POST /api/brand/monitoring/connections': {
    source: 'keepa_api',
    credentials: { apiKey: 'sample-keepa-key' },
    sites: ['amazon.com'],
    frequencyHours: 6,
    extraWeekend: true,
    extraEvening: true,
    timeZone: 'America/New_York',
  },
  'PATCH /api/brand/monitoring/connections/:connectionId': {
    credentials: { apiKey: 'sample-keepa-key' },
    sites: ['amazon.com'],
    frequencyHours: 12,
    paused: false,
  },
  'POST /api/auth/sign-up/email': {
    email: 'new@example.com',
    password: 'long-enough-password',
    name: 'New Person',
    fullName: 'New Person',
    companyName: 'New Co',
    userRole: 'reseller',
    termsAccepted: true,
  },
  'POST /api/auth/sign-in/email': { email: 'someone@example.com', password: 'long-enough-pw' },
  'POST /api/auth/sign-out': {},
  'POST /api/auth/request-password-reset': {
    email: 'someone@example.com',
    redirectTo: '/reset-password/confirm',
  },
  'POST /api/auth/reset-password': { newPassword: 'long-enough-password', token: 'bogus-token' },
  'POST /api/auth/send-verification-email': { email: 'someone@example.com' },
  'POST /api/auth/change-password': {
    currentPassword: 'long-enough-password',
    newPassword: 'another-long-password',
  },
}

/** better-auth endpoints reachable over HTTP, as method + path. */
const AUTH_ENDPOINTS = [
  'POST /api/auth/sign-up/email',
  'POST /api/auth/sign-in/email',
  'POST /api/auth/sign-out',
  'GET /api/auth/get-session',
  'POST /api/auth/request-password-reset',
  'POST /api/auth/reset-password',
  'GET /api/auth/verify-email',
  'POST /api/auth/send-verification-email',
  'POST /api/auth/change-password',
  'GET /api/auth/ok',
]

const VALID_LOOKING_ID = '3f0c9a52-8a59-4c4e-9d51-2f5a6b1c7d80'
const MB = 1024 * 1024

const INVALID_JSON = [
  '{',
  'not json',
  '{"email": "a@b.co",}',
  '{"a":1}{',
  '[]',
  'null',
  '"text"',
  '42',
  'true',
  '\u0000',
  '\uFEFF{}',
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"admin": true}}}',
  JSON.stringify([{ email: 'a@b.co' }]),
  // Deep nesting.
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
]

const WRONG_TYPES: unknown[] = [12345, -1.5, [], ['a'], null, {}, { nested: 'x' }, true]

interface Variant {
  label: string
  body?: BodyInit
  contentType?: string | null
  chunked?: boolean
}

const typeOf = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v)

/** Every way to break a body, one thing at a time. */
function variantsFor(sample: Json): Variant[] {
  const variants: Variant[] = []
  const json = (label: string, value: unknown) =>
    variants.push({ label, body: JSON.stringify(value) })
  for (const [field, value] of Object.entries(sample)) {
    if (typeof value === 'string') {
      json(`${field}: NUL in the middle`, { ...sample, [field]: `a\u0000b` })
      json(`${field}: only NUL`, { ...sample, [field]: '\u0000' })
      json(`${field}: 200 kB string`, { ...sample, [field]: 'x'.repeat(200_000) })
      json(`${field}: 1 MB string`, { ...sample, [field]: 'x'.repeat(MB) })
      json(`${field}: lone surrogate`, { ...sample, [field]: 'a\uD800b' })
    }
    for (const wrong of WRONG_TYPES) {
      if (typeOf(wrong) === typeOf(value)) continue
      json(`${field}: ${JSON.stringify(wrong)}`, { ...sample, [field]: wrong })
    }
    json(
      `${field}: missing`,
      Object.fromEntries(Object.entries(sample).filter(([k]) => k !== field)),
    )
  }
  // Every string field with NUL at once.
  json(
    'NUL in every string field',
    Object.fromEntries(
      Object.entries(sample).map(([k, v]) => [k, typeof v === 'string' ? `${v}\u0000` : v]),
    ),
  )
  for (const text of INVALID_JSON)
    variants.push({ label: `invalid JSON ${text.slice(0, 20)}`, body: text })
  variants.push({ label: 'no body at all' })
  variants.push({
    label: 'JSON as text/plain',
    body: JSON.stringify(sample),
    contentType: 'text/plain',
  })
  variants.push({
    label: 'form-encoded garbage',
    body: 'a=%00&b=%E0%A4%A&&=',
    contentType: 'application/x-www-form-urlencoded',
  })
  variants.push({
    label: 'multipart garbage',
    body: '--x\r\n\r\n',
    contentType: 'multipart/form-data; boundary=x',
  })
  variants.push({ label: 'no content type', body: JSON.stringify(sample), contentType: null })
  variants.push({
    label: '2 MB body',
    body: JSON.stringify({ ...sample, pad: 'x'.repeat(2 * MB) }),
  })
  variants.push({ label: '2 MB chunked body', chunked: true })
  return variants
}

/** A 2 MB body without Content-Length, delivered in 64 kB chunks. */
function chunkedBody(): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= 2 * MB) return controller.close()
      controller.enqueue(chunk)
      sent += chunk.length
    },
  })
}

/** Odd query strings for GET endpoints. */
const ODD_QUERIES = [
  '?x=%00',
  '?token=%00&callbackURL=%E0%A4%A',
  `?search=${'a'.repeat(100_000)}`,
  '?status=approved&status=rejected',
  '?limit=-1&offset=abc',
  '?limit=1e309',
  '?status[]=x&__proto__[admin]=1',
  '?%ZZ=%ZZ',
]

/** Odd paths, with the method that reaches the route they imitate. */
const ODD_PATHS: [string, string][] = [
  ['GET', '/api/profiles/%00'],
  ['PATCH', '/api/profiles/%00'],
  ['GET', '/api/profiles/%E0%A4%A'],
  ['PATCH', '/api/profiles/%E0%A4%A'],
  ['GET', `/api/profiles/${'a'.repeat(10_000)}`],
  ['PATCH', `/api/profiles/${'9'.repeat(10_000)}`],
  ['GET', '/api/profiles/..%2F..%2Fetc%2Fpasswd'],
  ['GET', '/api/profiles/%2e%2e'],
  ['GET', "/api/profiles/1'%20OR%20'1'='1"],
  ['POST', '/api/admin/reseller-applications/%00/decision'],
  ['POST', '/api/admin/reseller-applications/%E0%A4%A/decision'],
  ['POST', `/api/admin/reseller-applications/${'f'.repeat(5000)}/decision`],
  ['POST', '/api/admin/reseller-applications/00000000-0000-0000-0000-00000000000g/decision'],
  ['GET', '/api/auth/%00'],
  ['POST', '/api/auth/sign-in/email%00'],
  ['GET', '/api/auth/reset-password/%E0%A4%A'],
  ['GET', `/api/auth/reset-password/${'a'.repeat(10_000)}?callbackURL=/x`],
  ['GET', '/api/%ZZ'],
  ['GET', `/api/${'x/'.repeat(2000)}`],
  ['GET', '/api/admin/reseller-applications/%00/document'],
  ['GET', `/api/admin/reseller-applications/${'f'.repeat(5000)}/document`],
  ['GET', '/api/admin/reseller-applications/..%2F..%2Fetc%2Fpasswd/document'],
  ['POST', '/api/admin/reseller-applications/%00/account'],
  ['POST', `/api/admin/reseller-applications/${'f'.repeat(5000)}/password-reset`],
  ['POST', '/api/admin/reseller-applications/%E0%A4%A/document-review'],
  ['GET', '/api/admin/reseller-applications/overview?tab=%00&limit=-1&search=%E0%A4%A'],
  ['PATCH', '/api/admin/brands/%00/auto-ungated'],
  ['PATCH', '/api/admin/brands/%E0%A4%A/auto-ungated'],
  ['DELETE', '/api/profiles/x'],
  ['PUT', '/api/admin/settings'],
  ['GET', '/api/catalogs/%00/file'],
  ['GET', '/api/catalogs/..%2F..%2Fetc%2Fpasswd/file'],
  ['GET', `/api/catalogs/${'f'.repeat(5000)}/file`],
  ['POST', '/api/admin/catalogs/%E0%A4%A/decision'],
  ['PATCH', '/api/admin/catalogs/%00/access'],
  ['GET', '/api/admin/catalogs/00000000-0000-0000-0000-00000000000g/access'],
  ['PATCH', '/api/brand/products/%00'],
  ['PATCH', `/api/brand/products/${'f'.repeat(5000)}`],
  ['GET', '/api/brand/products?search=%00&page=-1'],
  ['GET', `/api/brand/products?search=${'%25'.repeat(3000)}&page=1e9`],
  ['GET', '/api/reseller/brands/%E0%A4%A/products'],
  ['GET', '/api/reseller/brands/..%2F..%2Fetc%2Fpasswd/products'],
  ['GET', '/api/brand/orders/%00'],
  ['PATCH', `/api/brand/orders/${'f'.repeat(5000)}/status`],
  ['GET', '/api/brand/orders/..%2F..%2Fetc%2Fpasswd'],
  ['GET', '/api/brand/dashboard?period=%00'],
  ['GET', `/api/brand/dashboard?period=${'9'.repeat(5000)}&period=7`],
  ['GET', '/api/brand/analytics?range=%E0%A4%A'],
  ['GET', '/api/brand/protection/findings/%00'],
  ['GET', `/api/brand/protection/findings?kind=%00&status=x&page=1e9&q=${'%25'.repeat(3000)}`],
  ['POST', '/api/brand/protection/findings/..%2F..%2Fetc%2Fpasswd/steps'],
  ['GET', '/api/protection/findings/%00/proof/1e309'],
  ['GET', `/api/protection/findings/${'f'.repeat(5000)}/proof/-1`],
  ['PATCH', '/api/brand/protection/storefronts/1e309'],
  ['PATCH', '/api/brand/protection/storefronts/-5'],
  ['GET', '/api/brand/protection/investigations/%E0%A4%A/evidence.pdf'],
  ['POST', '/api/brand/protection/imports?fileName=%00&observedAt=notadate&mapping=%7B'],
  ['POST', `/api/brand/protection/imports?fileName=x&mapping=${'%7B'.repeat(3000)}`],
  ['POST', '/api/admin/brands/%00/protection/imports?fileName=x'],
  ['GET', '/api/brand/protection/analytics?range=1y&marketplace=mars&productId=%00'],
  ['GET', '/api/brand/protection/compliance?days=8'],
  ['POST', '/api/reseller/compliance/findings/%00/dispute'],
]

interface Failure {
  request: string
  status: number
  body: string
}

/** Checks one answer; returns what is wrong with it, if anything. */
async function problemWith(response: Response): Promise<string | null> {
  // An event stream (GET /api/live) never ends: its status is the answer, and it is closed.
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel()
    return response.status === 200 ? null : `event stream answered ${response.status}`
  }
  const text = await response.text()
  if (response.status >= 500) return 'status >= 500'
  if (/\bat .*\.(?:ts|js|mjs|cjs)\b/.test(text) || /node_modules|\/work\/|file:\/\//.test(text))
    return 'stack trace or file path in the body'
  if (/\b\w*Error:/.test(text)) return 'an Error: in the body'
  if (response.status < 400) return null
  if (response.status === 413) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return 'error answer is not JSON'
  }
  const message = (parsed as { message?: unknown } | null)?.message
  if (typeof message !== 'string' || message === '') return 'error answer has no message'
  return null
}

const routeKey = (r: { method: string; path: string }) => `${r.method.toUpperCase()} ${r.path}`
const concrete = (path: string) => path.replace(/:\w+/g, VALID_LOOKING_ID)

let testApp: TestApp
let admin: TestUser
let adminCookie: string

export type Actor = 'admin' | 'anonymous'

/** A second admin session for sign-out, renewed whenever a sign-out has ended it. */
let sacrificialCookie: string | undefined

async function cookieFor(actor: Actor, endpoint: string): Promise<string | undefined> {
  if (actor === 'anonymous') return undefined
  // Sign-out may ignore a malformed body and end the session: never the shared one.
  if (endpoint === 'POST /api/auth/sign-out') {
    sacrificialCookie ??= await signIn(testApp.app, admin)
    return sacrificialCookie
  }
  return adminCookie
}

function afterAnswer(endpoint: string, response: Response) {
  if (endpoint === 'POST /api/auth/sign-out' && response.status === 200) {
    sacrificialCookie = undefined
  }
}

async function sendVariant(actor: Actor, endpoint: string, variant: Variant) {
  const [method, path] = endpoint.split(' ') as [string, string]
  const headers: Record<string, string> = {}
  if (variant.contentType !== null)
    headers['content-type'] = variant.contentType ?? 'application/json'
  const options: RequestOptions & { body?: BodyInit } = {
    cookie: await cookieFor(actor, endpoint),
    headers,
  }
  const body = variant.chunked ? chunkedBody() : (variant.body ?? null)
  return send(testApp.app, method, concrete(path), { ...options, body })
}

const BODY_ENDPOINTS = [
  ...apiRoutes()
    .filter((r) => r.body)
    .map(routeKey),
  ...AUTH_ENDPOINTS.filter((e) => e.startsWith('POST')),
]
const GET_ENDPOINTS = [
  ...apiRoutes()
    .filter((r) => r.method === 'get')
    .map(routeKey),
  ...AUTH_ENDPOINTS.filter((e) => e.startsWith('GET')),
]

/** The multipart routes: everything that can be wrong with a form, a field or a file. */
interface UploadVariant {
  label: string
  /** A fresh request per actor (fresh e-mail addresses, so duplicates never hide a problem). */
  request: (path: string, options: RequestOptions) => Promise<Response>
  /** The status it must get, when one is certain. */
  expect?: number
}

function applicationVariants(): UploadVariant[] {
  const variants: UploadVariant[] = []
  const withForm = (label: string, form: () => FormData, expected?: number) =>
    variants.push({
      label,
      request: (path, options) => postForm(testApp.app, path, form(), options),
      ...(expected ? { expect: expected } : {}),
    })
  const raw = (
    label: string,
    body: BodyInit | null,
    contentType: string | null,
    expected?: number,
  ) =>
    variants.push({
      label,
      request: (path, options) =>
        send(testApp.app, 'POST', path, {
          ...options,
          body,
          headers: contentType ? { 'content-type': contentType } : {},
        }),
      ...(expected ? { expect: expected } : {}),
    })

  raw('malformed multipart', '--x\r\n\r\n', 'multipart/form-data; boundary=x', 400)
  raw('multipart without a boundary', 'a=b', 'multipart/form-data', 400)
  raw(
    'truncated multipart',
    '--x\r\nContent-Disposition: form-data; name="application"\r\n\r\n{',
    'multipart/form-data; boundary=x',
    400,
  )
  raw('JSON instead of multipart', JSON.stringify(applicationPayload()), 'application/json', 400)
  raw('form-encoded', 'application=%7B%7D', 'application/x-www-form-urlencoded', 400)
  raw('no body at all', null, null, 400)
  withForm('missing file', () => applicationForm(applicationPayload(), null), 400)
  withForm(
    'empty file',
    () => applicationForm(applicationPayload(), fileOf(new Uint8Array(0))),
    400,
  )
  withForm(
    'file sent as a text field',
    () => {
      const form = applicationForm(applicationPayload(), null)
      form.append('document', '%PDF-1.7 not a file')
      return form
    },
    400,
  )
  withForm(
    'missing application',
    () => {
      const form = new FormData()
      form.append('document', fileOf(pdfBytes()), 'doc.pdf')
      return form
    },
    400,
  )
  for (const text of [
    '{',
    'null',
    '[]',
    '42',
    '"x"',
    '\u0000',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
  ])
    withForm(
      `application is ${JSON.stringify(text.slice(0, 12))}`,
      () => applicationForm(text),
      400,
    )
  withForm(
    '2 MB non-PDF',
    () => {
      const bytes = new Uint8Array(2 * MB)
      bytes.set([0x50, 0x4b, 0x03, 0x04])
      return applicationForm(applicationPayload(), fileOf(bytes, 'archive.zip', 'application/zip'))
    },
    415,
  )
  withForm(
    'HTML declared as a PDF',
    () =>
      applicationForm(
        applicationPayload(),
        fileOf(new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'x.pdf'),
      ),
    415,
  )
  withForm(
    'oversize PDF 11 MB',
    () => applicationForm(applicationPayload(), fileOf(pdfBytes(11 * MB))),
    413,
  )
  variants.push({
    label: 'oversize PDF 11 MB, chunked',
    request: (path, options) =>
      postFormChunked(
        testApp.app,
        path,
        applicationForm(applicationPayload(), fileOf(pdfBytes(11 * MB))),
        options,
      ),
    expect: 413,
  })
  raw('11 MB of garbage', 'x'.repeat(11 * MB), 'multipart/form-data; boundary=x', 413)
  withForm(
    'NUL in the file name',
    () => applicationForm(applicationPayload(), fileOf(pdfBytes(), 'a\u0000b\r\n.pdf')),
    201,
  )
  withForm(
    'script tags in names',
    () =>
      applicationForm(
        applicationPayload({
          companyName: '<script>alert(1)</script>',
          contactName: '<img src=x onerror=alert(1)>',
        }),
      ),
    201,
  )
  const sample = applicationPayload() as unknown as Json
  for (const [field, value] of Object.entries(sample)) {
    const fresh = (override: unknown) => () =>
      applicationForm({ ...sample, email: uniqueEmail('variant'), [field]: override })
    if (typeof value === 'string') {
      withForm(`${field}: NUL in the middle`, fresh('a\u0000b'), 400)
      withForm(`${field}: 1 MB string`, fresh('x'.repeat(MB)), 400)
      withForm(`${field}: lone surrogate`, fresh('ab\uD800cd'))
    }
    for (const wrong of WRONG_TYPES) {
      if (typeOf(wrong) === typeOf(value)) continue
      withForm(`${field}: ${JSON.stringify(wrong)}`, fresh(wrong))
    }
    withForm(`${field}: missing`, () => {
      const copy: Json = { ...sample, email: uniqueEmail('variant') }
      delete copy[field]
      return applicationForm(copy)
    })
  }
  return variants
}

const UPLOAD_VARIANTS: Record<string, () => UploadVariant[]> = {
  'POST /api/reseller-applications': applicationVariants,
  'POST /api/brand/catalogs': () => catalogUploadVariants(testApp.app),
  'PUT /api/brand/products/:id/image': () => imageUploadVariants(testApp.app),
  'PUT /api/brand/entry/logo': () => imageUploadVariants(testApp.app),
  'POST /api/email/inbound': () => inboundEmailVariants(testApp.app),
  'POST /api/admin/brand-import': () => brandImportVariants(testApp.app),
  'POST /api/brand/protection/imports/preview': () =>
    listingsUploadVariants(testApp.app, testApp.deps, '?fileName=f.csv&complete=true'),
  'POST /api/brand/protection/imports': () =>
    listingsUploadVariants(testApp.app, testApp.deps, '?fileName=f.csv'),
  'POST /api/admin/brands/:entryId/protection/imports/preview': () =>
    listingsUploadVariants(testApp.app, testApp.deps, '?fileName=f.csv&complete=true'),
  'POST /api/admin/brands/:entryId/protection/imports': () =>
    listingsUploadVariants(testApp.app, testApp.deps, '?fileName=f.csv&sellerId=AMAL9'),
  'POST /api/protection/observations': () => [],
  'POST /api/reseller/compliance/findings/:id/dispute': () => disputeVariants(testApp.app),
}

/**
 * The suite for one kind of caller. Its two callers are two files, so that the two halves run
 * side by side on two workers: as one file this was the API tests' longest by far.
 */
export function malformedInputSuite(actor: Actor) {
  beforeAll(async () => {
    testApp = await createTestApp()
    sacrificialCookie = undefined
    admin = await createUser(testApp.deps, 'admin')
    adminCookie = await signIn(testApp.app, admin)
  })

  afterAll(async () => {
    await testApp?.close()
  })

  describe(`as ${actor}`, () => {
    test.each(BODY_ENDPOINTS)('%s with malformed bodies', async (endpoint) => {
      const failures: Failure[] = []
      for (const variant of variantsFor(SAMPLE_BODIES[endpoint] ?? {})) {
        const response = await sendVariant(actor, endpoint, variant)
        afterAnswer(endpoint, response)
        const clone = response.clone()
        const problem = await problemWith(response)
        if (problem) {
          failures.push({
            request: `${variant.label}: ${problem}`,
            status: clone.status,
            body: (await clone.text()).slice(0, 300),
          })
        }
        if (variant.label.startsWith('2 MB') || variant.label.endsWith('1 MB string')) {
          if (clone.status !== 413) {
            failures.push({
              request: `${variant.label}: expected 413`,
              status: clone.status,
              body: '',
            })
          }
        }
      }
      expect(failures).toEqual([])
    })

    test.each(GET_ENDPOINTS)('%s with odd query strings', async (endpoint) => {
      const [, path] = endpoint.split(' ') as [string, string]
      const failures: Failure[] = []
      for (const query of ODD_QUERIES) {
        const response = await send(testApp.app, 'GET', `${concrete(path)}${query}`, {
          cookie: await cookieFor(actor, endpoint),
        })
        const status = response.status
        const problem = await problemWith(response)
        if (problem)
          failures.push({ request: `${query.slice(0, 40)}: ${problem}`, status, body: '' })
      }
      expect(failures).toEqual([])
    })

    test('odd paths', async () => {
      const failures: Failure[] = []
      for (const [method, path] of ODD_PATHS) {
        const response = await send(testApp.app, method, path, {
          cookie: actor === 'admin' ? adminCookie : undefined,
          ...(method === 'GET'
            ? {}
            : { json: { fullName: 'Pat Doe', companyName: 'Doe Co', action: 'approve' } }),
        })
        const status = response.status
        const body = await response.clone().text()
        const problem = await problemWith(response)
        if (problem)
          failures.push({
            request: `${method} ${path.slice(0, 60)}: ${problem}`,
            status,
            body: body.slice(0, 200),
          })
      }
      expect(failures).toEqual([])
    })

    test('the shared admin session survived all of it', async () => {
      const response = await send(testApp.app, 'GET', '/api/admin/settings', {
        cookie: adminCookie,
      })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ signupDisabled: false })
    })
  })

  describe(`uploads as ${actor}`, () => {
    test.each(Object.keys(UPLOAD_VARIANTS))(
      '%s with malformed forms and files',
      async (endpoint) => {
        const [, path] = endpoint.split(' ') as [string, string]
        const failures: Failure[] = []
        for (const variant of UPLOAD_VARIANTS[endpoint]!()) {
          const response = await variant.request(path, {
            cookie: actor === 'admin' ? adminCookie : undefined,
          })
          const clone = response.clone()
          const problem = await problemWith(response)
          if (problem)
            failures.push({
              request: `${variant.label}: ${problem}`,
              status: clone.status,
              body: (await clone.text()).slice(0, 300),
            })
          else if (variant.expect && clone.status !== variant.expect)
            failures.push({
              request: `${variant.label}: expected ${variant.expect}`,
              status: clone.status,
              body: (await clone.text()).slice(0, 300),
            })
        }
        expect(failures).toEqual([])
      },
      // Dozens of uploads of up to 11 MB each, parsed for real: the listings files took 30-70 s
      // on a machine loaded by other work, where the API tests' 30 s default cut them off.
      UPLOAD_TEST_TIMEOUT_MS,
    )
  })

  if (actor !== 'admin') return

  describe('coverage', () => {
    test('every route with a body and every auth POST endpoint has a sample body', () => {
      const needed = [
        ...apiRoutes()
          .filter((r) => r.body)
          .map(routeKey),
        ...AUTH_ENDPOINTS.filter((e) => e.startsWith('POST')),
      ]
      expect(needed.filter((k) => !SAMPLE_BODIES[k])).toEqual([])
    })

    test('every upload route has multipart variants', () => {
      const uploads = apiRoutes()
        .filter((r) => r.upload)
        .map(routeKey)
      expect(uploads).toEqual(Object.keys(UPLOAD_VARIANTS))
    })

    test('every reachable better-auth path is exercised', () => {
      const exercised = new Set(
        AUTH_ENDPOINTS.map((e) => e.split(' ')[1]!.slice('/api/auth'.length)),
      )
      expect([...PUBLIC_AUTH_PATHS].filter((p) => !exercised.has(p))).toEqual([])
    })
  })

  test('a body just under the limit is not refused for its size', async () => {
    const body = JSON.stringify({
      email: 'someone@example.com',
      pad: 'x'.repeat(JSON_BODY_LIMIT_BYTES - 100),
    })
    const response = await send(testApp.app, 'POST', '/api/account-recovery', {
      body,
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(200)
  })
}
