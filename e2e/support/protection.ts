/**
 * Journey helpers for brand protection (issue 14): API clients signed in as an account, a new
 * reseller of the journey's own authorized by the demo brand on chosen marketplaces, products of
 * the journey's own with a GTIN and a MAP, and listings files imported through the API.
 * Journeys run in parallel, so each brings its own resellers and products and looks at its own
 * rows (search by the product's name).
 */
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test'
import { gtinCheckDigit } from '../../src/shared/gtin.ts'
import { adminApi, demo, expect, linkFromMailbox, uniqueEmail } from './fixtures.ts'

let apiClientCounter = 0

/**
 * An API client signed in as `account` (cookie-bearing writes need our Origin). Each is a client
 * of its own behind the e2e servers' pretend proxy, as the journeys' pages are (fixtures.ts):
 * without its own X-Forwarded-For every such client signed in from this machine's address, and
 * the journeys running side by side reached the sign-in limit of 30 a minute for one address.
 */
export async function signedInApi(baseURL: string, account: { email: string; password: string }) {
  apiClientCounter += 1
  const address = `172.${16 + (process.pid % 16)}.${(apiClientCounter >> 8) % 256}.${apiClientCounter % 256}`
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, 'X-Forwarded-For': address },
  })
  const response = await api.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
  })
  expect(response.ok(), await response.text()).toBeTruthy()
  return api
}

let gtinCounter = 0
/** A GTIN-14 no other journey uses (a UPC-A with two leading zeros, check digit valid). */
export function uniqueGtin(): string {
  gtinCounter += 1
  const body = `0087${String(Date.now() % 100_000_000).padStart(8, '0')}${String(
    (process.pid + gtinCounter) % 10,
  )}`.slice(0, 13)
  return `${body}${gtinCheckDigit(body)}`
}

let asinCounter = 0
export function uniqueAsin(): string {
  asinCounter += 1
  return `B0${`${Date.now().toString(36)}${process.pid.toString(36)}${asinCounter}`.toUpperCase().slice(-8).padStart(8, 'Z')}`
}

/** The demo brand's directory entry. */
export async function demoBrandEntry(
  brandApi: APIRequestContext,
): Promise<{ id: string; name: string }> {
  const response = await brandApi.get('/api/brand/entry')
  expect(response.ok(), await response.text()).toBeTruthy()
  const body = (await response.json()) as { entry: { id: string; name: string } }
  return body.entry
}

/** A product of the journey's own in the demo brand's inventory, with a GTIN and a MAP. */
export async function newProduct(
  brandApi: APIRequestContext,
  product: { name: string; map: string; wholesale?: string; price?: string },
) {
  const gtin = uniqueGtin()
  const response = await brandApi.post('/api/brand/products', {
    data: {
      name: product.name,
      sku: `E2E-${gtin.slice(-8)}`,
      gtin,
      price: product.price ?? '49.99',
      wholesalePrice: product.wholesale ?? '12.00',
      mapPrice: product.map,
      stock: 500,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { product: created } = (await response.json()) as { product: { id: string; sku: string } }
  return { id: created.id, sku: created.sku, gtin, name: product.name }
}

/**
 * Sets the brand's ladder to a notice then an order hold, with no cure period, so that a journey
 * takes both steps at once (the order-hold journeys; a brand of the journey's own).
 */
export async function noticeThenOrderHold(api: APIRequestContext) {
  const saved = await api.put('/api/brand/protection/enforcement', {
    data: {
      ladder: [
        { step: 'notice', cureDays: 0 },
        { step: 'order_hold', cureDays: 0 },
      ],
      templates: {},
      autoFirstNotice: false,
    },
  })
  expect(saved.ok(), await saved.text()).toBeTruthy()
}

/**
 * A brand account of the journey's own (for journeys that change the brand's settings, such as
 * its enforcement ladder): it signs up and confirms its e-mail from the mailbox, and an admin
 * lists it in the directory under its e-mail, which it claims on its first call.
 */
export async function newBrand(page: Page, request: APIRequestContext, baseURL: string) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
  const account = {
    email: uniqueEmail('protection-brand'),
    password: 'brand-pass-1234',
    name: `Holdfast Goods ${tag.toUpperCase()}`,
  }
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: {
      email: account.email,
      password: account.password,
      name: 'Harper Holdfast',
      fullName: 'Harper Holdfast',
      companyName: account.name,
      userRole: 'brand',
      termsAccepted: true,
    },
    headers: { origin: baseURL },
  })
  expect(signUp.ok(), await signUp.text()).toBeTruthy()
  await page.goto(await linkFromMailbox(page, account.email, 'Confirm your email address'))
  const admin = await signedInApi(baseURL, demo.admin)
  const listed = await admin.post('/api/admin/brands', {
    data: { name: account.name, contactEmail: account.email, categories: ['Home'] },
  })
  expect(listed.status(), await listed.text()).toBe(201)
  const api = await signedInApi(baseURL, account)
  const entry = await demoBrandEntry(api)
  expect(entry.name).toBe(account.name)
  return { ...account, api, entry }
}

/**
 * A new approved reseller of the journey's own, authorized by the demo brand (or `brand`) on the
 * given marketplaces with their seller ids (it applies; the brand approves). It gets a ship-to
 * address unless `withAddress` is false (a journey that adds one through the screen).
 */
export async function newAuthorizedReseller(
  request: APIRequestContext,
  baseURL: string,
  marketplaces: { marketplace: 'amazon' | 'walmart' | 'ebay'; sellerId: string }[],
  brand?: { api: APIRequestContext; entry: { id: string } },
  withAddress = true,
) {
  const company = `Protection Resale ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
  const account = {
    email: uniqueEmail('protection-reseller'),
    password: 'reseller-pass-1',
    company,
  }
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: {
      email: account.email,
      password: account.password,
      name: 'Robin Protection',
      fullName: 'Robin Protection',
      companyName: company,
      userRole: 'reseller',
      termsAccepted: true,
    },
    headers: { origin: baseURL },
  })
  expect(signUp.ok(), await signUp.text()).toBeTruthy()
  await (await adminApi(request, baseURL)).approveResellerByEmail(account.email)

  const brandApi = brand?.api ?? (await signedInApi(baseURL, demo.brand))
  const entry = brand?.entry ?? (await demoBrandEntry(brandApi))
  const resellerApi = await signedInApi(baseURL, account)
  const applied = await resellerApi.post(`/api/reseller/brands/${entry.id}/apply`, {
    data: { proposalMessage: 'We sell home goods on Amazon and would like to carry your brand.' },
  })
  expect(applied.status(), await applied.text()).toBe(201)
  const { application } = (await applied.json()) as { application: { id: string } }
  const approved = await brandApi.post(`/api/brand/applications/${application.id}/decision`, {
    data: { action: 'approve', marketplaces, endsAt: null },
  })
  expect(approved.ok(), await approved.text()).toBeTruthy()
  if (!withAddress) return { ...account, api: resellerApi }
  // Issue 15: an order ships to an address of the reseller's book.
  const address = await resellerApi.post('/api/reseller/addresses', {
    data: {
      kind: 'shipping',
      name: account.email,
      line1: '100 Warehouse Way',
      city: 'Reno',
      region: 'NV',
      postalCode: '89501',
      country: 'US',
    },
  })
  expect(address.status(), await address.text()).toBe(201)
  return { ...account, api: resellerApi }
}

/** Imports a listings file through the API and waits for its end; returns the done line. */
export async function importListings(
  api: APIRequestContext,
  file: string,
  query: Record<string, string>,
  path = '/api/brand/protection/imports',
) {
  const response = await api.post(`${path}?${new URLSearchParams(query).toString()}`, {
    data: Buffer.from(file),
    headers: { 'content-type': 'text/plain' },
  })
  expect(response.status(), await response.text()).toBe(201)
  const lines = (await response.text())
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { type: string; import?: { status: string } })
  const done = lines.at(-1)!
  expect(done.type, JSON.stringify(done)).toBe('done')
  return done
}
