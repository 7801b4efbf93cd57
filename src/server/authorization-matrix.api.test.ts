/**
 * Who may call what: one row per API route (every entry of `apiRoutes()`) and per reachable
 * better-auth endpoint, with the status each kind of caller gets. Bodies are valid, so only
 * authorization decides. A route added to `apiRoutes()` without a row here fails this file.
 *
 * Columns:
 * - anonymous: no cookie;
 * - reseller, brand: signed in, acting on their own record where the route has one;
 * - admin: signed in, acting on someone else's record (admins may, 001 §2.1);
 * - otherOwner: a signed-in reseller acting on another user's record (null: the route has no
 *   record that belongs to a user).
 */
import { randomUUID } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Role } from '#shared/constants.ts'
import { apiRoutes, createApp } from '#server/app.ts'
import { PUBLIC_AUTH_PATHS } from '#server/auth.ts'
import {
  brandApiKeys,
  brandAuthorizations,
  brandEntryChanges,
  enforcementActions,
  leadMagnetBrands,
  leakInvestigations,
  mailOutbox,
  mapPolicies,
  mapPromotions,
  marketplaceSellers,
  messages,
  monitoringConnections,
  productMapPrices,
  protectionFindings,
  resellerApplications,
  session,
} from '#server/db/schema/index.ts'
import {
  createReseller,
  createUser,
  linkIn,
  mailsTo,
  signIn,
  signUpBody,
  signedInUser,
  uniqueEmail,
  type TestUser,
} from '#testing/factories.ts'
import { bodyOf, get, post, send, type RequestTarget } from '#testing/http.ts'
import { applicationForm, applicationPayload, createBrand, postForm } from '#testing/public-site.ts'
import { catalogForm, preparedCatalog } from '#testing/catalogs.ts'
import { brandEntryWithResellers, insertProduct, productBody } from '#testing/brand-products.ts'
import { createApplication } from '#testing/reseller-accounts.ts'
import { brandCsv, brandCsvRow, csvForm } from '#testing/brand-import.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { addAddress, createOrder, orderableBrand } from '#testing/orders.ts'
import { brandEntryBody, preferences } from '#testing/brand-settings.ts'
import { insertMessage, orderBetween } from '#testing/messages.ts'
import { billingAddress, insertSandboxOrder, setSubscription } from '#testing/billing.ts'
import { insertApplication } from '#testing/reseller-brands.ts'
import { authorize } from '#testing/authorizations.ts'
import { day, draft, importDrafts, uniqueGtin } from '#testing/protection.ts'
import { amazonAllListingsReport, keepaExport, uniqueAsin } from '#testing/listing-files.ts'
import { findBrandEntry } from '#server/modules/brand-portal/brand-entry.ts'
import { pairConversation } from '#server/modules/messages/conversation-of.ts'
import { createApiKey } from '#server/modules/listings-import/api-keys.ts'
import { SYSTEM_ACTOR } from '#server/modules/audit-log/record-audit.ts'
import { createConnection } from '#server/modules/monitoring/connections.ts'
import { createConnectionSchema } from '#shared/schemas/monitoring.ts'
import { imageForm, jpegBytes } from '#testing/media.ts'
import { RESELLER_SETTINGS_CARD_CALLS, RESELLER_SETTINGS_PATH } from '#testing/reseller-settings.ts'

type Actor = 'anonymous' | 'reseller' | 'brand' | 'admin' | 'otherOwner'
const ACTORS: readonly Actor[] = ['anonymous', 'reseller', 'brand', 'admin', 'otherOwner']
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

interface Ctx {
  testApp: TestApp
  app: RequestTarget
  /** One long-lived session per role; rows that end a session make their own. */
  sessions: Record<Role, TestUser & { cookie: string }>
  /** A brand whose records the admin and the other owner act on. */
  victim: TestUser
}

interface Call {
  path: string
  body?: unknown
  /** A multipart body instead of JSON. */
  form?: FormData
  /** A raw body (an uploaded file) instead of JSON. */
  raw?: string
  headers?: Record<string, string>
  cookie?: string | undefined
}

interface Row {
  method: Method
  /** As registered: the route pattern, or /api/auth/... for better-auth. */
  path: string
  expect: Record<Actor, number | null>
  /** The concrete call for one caller; by default the path as is, with the actor's session. */
  call?: (ctx: Ctx, actor: Actor) => Promise<Call> | Call
}

const cookieOf = (ctx: Ctx, actor: Actor) =>
  actor === 'anonymous'
    ? undefined
    : ctx.sessions[actor === 'otherOwner' ? 'reseller' : actor].cookie

/** Brand A (the signed-in brand) as the other owner of brand B's (the victim's) record. */
const brandAsOtherOwner = (ctx: Ctx, actor: Actor) =>
  actor === 'otherOwner' ? ctx.sessions.brand.cookie : cookieOf(ctx, actor)

/** The user whose record the actor acts on (see the column notes above). */
function subjectOf(ctx: Ctx, actor: Actor): TestUser {
  if (actor === 'reseller' || actor === 'brand') return ctx.sessions[actor]
  return ctx.victim
}

/**
 * Issue 15: a pending order of the signed-in reseller, as each actor calls it: the reseller on
 * its own; the admin, the brand and the other owner (another reseller) on that same order.
 */
async function resellerOrderCall(ctx: Ctx, actor: Actor, suffix: string, body?: unknown) {
  const { entry, products } = await orderableBrand(
    ctx.testApp.deps,
    [ctx.sessions.reseller.id],
    [{ wholesalePrice: '10.00', stock: 100 }],
  )
  const placed = await post(
    ctx.app,
    '/api/reseller/orders',
    { brandId: entry.id, items: [{ productId: products[0]!.id, quantity: 5 }] },
    { cookie: ctx.sessions.reseller.cookie },
  )
  const { order } = await bodyOf<{ order: { id: string } }>(placed)
  const cookie =
    actor === 'otherOwner'
      ? (await signedInUser(ctx.testApp.deps, ctx.app, 'reseller')).cookie
      : cookieOf(ctx, actor)
  return { path: `/api/reseller/orders/${order.id}${suffix}`, body, cookie }
}

const ADDRESS_BODY = {
  kind: 'shipping',
  name: 'Sam Shipper',
  line1: '1 Dock Road',
  city: 'Austin',
  postalCode: '73301',
  country: 'US',
}

/**
 * An address of the signed-in reseller's book; for the other owner (who signs in as that
 * reseller) an address of another reseller's book.
 */
async function addressOf(ctx: Ctx, actor: Actor) {
  const owner =
    actor === 'otherOwner'
      ? (await createUser(ctx.testApp.deps, 'reseller')).id
      : ctx.sessions.reseller.id
  const row = await addAddress(ctx.testApp.deps, owner, { isDefault: false })
  return row!.id
}

/** The actor's own fresh session, for calls that end it (sign-out, change-password). */
async function freshSession(ctx: Ctx, actor: Actor) {
  if (actor === 'anonymous') return { user: await createUser(ctx.testApp.deps, 'brand') }
  const role = actor === 'otherOwner' ? 'reseller' : actor
  const user = await signedInUser(ctx.testApp.deps, ctx.app, role)
  return { user, cookie: user.cookie }
}

/** A valid token from the password reset mail of a new user. */
async function resetToken(ctx: Ctx) {
  const user = await createUser(ctx.testApp.deps, 'brand')
  await post(ctx.app, '/api/auth/request-password-reset', {
    email: user.email,
    redirectTo: '/reset-password/confirm',
  })
  const [mail] = await mailsTo(ctx.testApp.deps, user.email)
  const link = linkIn(mail!, '/api/auth/reset-password/')
  return { link, token: link.pathname.split('/').pop()! }
}

/** The e-mailed verification link of a brand that just signed up. */
async function verificationLink(ctx: Ctx) {
  const body = signUpBody('brand')
  await post(ctx.app, '/api/auth/sign-up/email', body)
  const [mail] = await mailsTo(ctx.testApp.deps, body.email)
  return linkIn(mail!, '/api/auth/verify-email')
}

const everyone = (status: number): Record<Actor, number | null> => ({
  anonymous: status,
  reseller: status,
  brand: status,
  admin: status,
  otherOwner: null,
})
const signedIn = { anonymous: 401, reseller: 200, brand: 200, admin: 200 }
const adminOnly = { anonymous: 401, reseller: 403, brand: 403, admin: 200, otherOwner: null }

/** The brand user's directory entry (claimed by e-mail as the portal does), made when missing. */
async function ownEntry(ctx: Ctx, owner: TestUser) {
  const found = await findBrandEntry(ctx.testApp.deps.db, { userId: owner.id, email: owner.email })
  return (
    found ?? createBrand(ctx.testApp.deps, { contactEmail: owner.email, ownerUserId: owner.id })
  )
}

/**
 * The cookie of a caller with a directory entry of its own: the brand's long-lived session, or a
 * fresh admin (the long-lived admin must stay without an entry); others as they are.
 */
async function entryOwnerCookie(ctx: Ctx, actor: Actor) {
  if (actor === 'brand') {
    await ownEntry(ctx, ctx.sessions.brand)
    return ctx.sessions.brand.cookie
  }
  if (actor === 'admin') {
    const admin = await signedInUser(ctx.testApp.deps, ctx.app, 'admin')
    await ownEntry(ctx, admin)
    return admin.cookie
  }
  return cookieOf(ctx, actor)
}

/**
 * A thread with one message: the signed-in brand's with a reseller, the signed-in reseller's
 * with the victim brand, or (admin, other owner) the victim brand's with another reseller.
 */
async function threadOf(ctx: Ctx, actor: Actor): Promise<string> {
  const deps = ctx.testApp.deps
  const owner = actor === 'brand' ? ctx.sessions.brand : ctx.victim
  const entry =
    actor === 'brand'
      ? await ownEntry(ctx, owner)
      : await createBrand(deps, { ownerUserId: ctx.victim.id })
  const reseller = actor === 'reseller' ? ctx.sessions.reseller : await createUser(deps, 'reseller')
  const conversationId = await pairConversation(deps.db, entry.id, reseller.id)
  await deps.db
    .insert(messages)
    .values({ senderId: reseller.id, recipientId: owner.id, content: 'Matrix', conversationId })
  return conversationId
}

/** A pending application to the signed-in brand's entry, or (admin, other owner) the victim's. */
async function applicationTo(ctx: Ctx, actor: Actor) {
  const entry = await ownEntry(ctx, actor === 'brand' ? ctx.sessions.brand : ctx.victim)
  const reseller = await createUser(ctx.testApp.deps, 'reseller')
  return insertApplication(ctx.testApp.deps, { resellerId: reseller.id, brandId: entry.id })
}

/**
 * Brand protection records (issue 14): the signed-in brand's own (actor 'brand') or the victim's
 * (admin, other owner: brand A acting on brand B's). A reseller authorized on Amazon, a product
 * with a GTIN and a MAP, and an imported listing below MAP: an open MAP violation.
 */
async function findingOf(ctx: Ctx, owner: TestUser, reseller?: TestUser) {
  const deps = ctx.testApp.deps
  const entry = await ownEntry(ctx, owner)
  const brand = { entryId: entry.id, ownerUserId: owner.id }
  const gtin = uniqueGtin()
  const product = await insertProduct(deps, owner.id, { gtin })
  await deps.db
    .insert(productMapPrices)
    .values({ productId: product.id, mapPrice: '24.99', effectiveFrom: day('2026-01-01') })
  const sellerId = `A${Math.random().toString(36).slice(2, 12).toUpperCase()}`
  const seller = reseller ?? (await createUser(deps, 'reseller'))
  // The signed-in reseller is authorized by the victim once; its seller id follows each call.
  const [held] = await deps.db
    .update(brandAuthorizations)
    .set({ marketplaces: [{ marketplace: 'amazon', sellerId }] })
    .where(
      and(eq(brandAuthorizations.brandId, entry.id), eq(brandAuthorizations.resellerId, seller.id)),
    )
    .returning({ id: brandAuthorizations.id })
  if (!held) {
    await authorize(deps, entry.id, seller.id, {
      marketplaces: [{ marketplace: 'amazon', sellerId }],
      since: day('2026-01-01'),
    })
  }
  const { detected } = await importDrafts(deps, brand, [
    draft({ sellerId, gtin, listingId: uniqueAsin(), price: '19.99' }),
    draft({ sellerId: 'AUNKNOWNMATRIX', gtin, listingId: uniqueAsin(), price: '18.00' }),
  ])
  const finding = detected.opened.find((f) => f.kind === 'map_violation')!
  return { entry, brand, product, reseller: seller, findingId: finding.id }
}

const protectionOwner = (ctx: Ctx, actor: Actor) =>
  actor === 'brand' ? ctx.sessions.brand : ctx.victim

const parseCreateConnection = (body: unknown) => createConnectionSchema.parse(body)

/** A valid connection body of one monitoring source (its credentials made up). */
function monitoringBody(source: 'keepa_api' | 'amazon_sp_api') {
  const credentials =
    source === 'keepa_api'
      ? { apiKey: `keepa-${randomUUID()}` }
      : {
          clientId: `amzn1.application-oa2-client.${randomUUID()}`,
          clientSecret: `amzn-secret-${randomUUID()}`,
          refreshToken: `Atzr|${randomUUID()}`,
        }
  return { source, credentials, sites: ['amazon.com'], frequencyHours: 6 }
}

/** The id of the owner's Amazon SP-API connection, connected first if it has none. */
async function monitoringConnectionOf(ctx: Ctx, owner: TestUser): Promise<string> {
  const entry = await ownEntry(ctx, owner)
  const [found] = await ctx.testApp.deps.db
    .select({ id: monitoringConnections.id })
    .from(monitoringConnections)
    .where(
      and(
        eq(monitoringConnections.brandId, entry.id),
        eq(monitoringConnections.source, 'amazon_sp_api'),
      ),
    )
  if (found) return found.id
  const scope = {
    entry: { id: entry.id, name: entry.name },
    brand: { entryId: entry.id, ownerUserId: owner.id },
    actor: { userId: owner.id, label: entry.name },
  }
  const connection = await createConnection(
    ctx.testApp.deps,
    scope,
    parseCreateConnection(monitoringBody('amazon_sp_api')),
    { actor: SYSTEM_ACTOR, userId: owner.id },
  )
  return connection.id
}

/** The reseller side: the signed-in reseller's own violation, or (admin, other owner) another's. */
async function resellerFinding(ctx: Ctx, actor: Actor) {
  if (actor === 'reseller') return findingOf(ctx, ctx.victim, ctx.sessions.reseller)
  // A brand the signed-in reseller does not sell.
  return findingOf(ctx, await createUser(ctx.testApp.deps, 'brand'))
}

/** A stored reseller-hub application (with its document), submitted anonymously. */
async function storedApplication(ctx: Ctx): Promise<string> {
  const response = await postForm(
    ctx.app,
    '/api/reseller-applications',
    applicationForm(applicationPayload()),
  )
  if (response.status !== 201) throw new Error(`application answered ${response.status}`)
  return (await bodyOf<{ id: string }>(response)).id
}

const contactBody = () => ({
  name: 'Matrix Person',
  email: uniqueEmail('inquiry'),
  company: 'Matrix Co',
  marketplaces: 'amazon',
})

const ROUTE_ROWS: Row[] = [
  // session
  { method: 'get', path: '/api/me', expect: everyone(200) },
  // accounts
  {
    method: 'post',
    path: '/api/account-recovery',
    expect: everyone(200),
    call: () => ({ path: '/api/account-recovery', body: { email: uniqueEmail('recovery') } }),
  },
  {
    method: 'get',
    path: '/api/profiles/:id',
    // Someone else's profile is reported missing, not forbidden (ids stay private).
    expect: { ...signedIn, otherOwner: 404 },
    call: (ctx, actor) => ({ path: `/api/profiles/${subjectOf(ctx, actor).id}` }),
  },
  {
    method: 'patch',
    path: '/api/profiles/:id',
    expect: { ...signedIn, otherOwner: 404 },
    call: (ctx, actor) => ({
      path: `/api/profiles/${subjectOf(ctx, actor).id}`,
      body: { fullName: 'Pat Changed', companyName: 'Changed Co', bio: 'Hello' },
    }),
  },
  // admin
  {
    method: 'post',
    path: '/api/admin/invitations',
    expect: adminOnly,
    call: () => ({ path: '/api/admin/invitations', body: { email: uniqueEmail('invitee') } }),
  },
  { method: 'get', path: '/api/admin/settings', expect: adminOnly },
  {
    method: 'patch',
    path: '/api/admin/settings',
    expect: adminOnly,
    call: () => ({ path: '/api/admin/settings', body: { signupDisabled: false } }),
  },
  {
    method: 'get',
    path: '/api/admin/reseller-applications',
    expect: adminOnly,
    call: () => ({ path: '/api/admin/reseller-applications?status=pending_approval&limit=10' }),
  },
  {
    method: 'post',
    path: '/api/admin/reseller-applications/:id/decision',
    // The other owner is a reseller deciding on another reseller's application.
    expect: { ...adminOnly, otherOwner: 403 },
    call: async (ctx) => {
      const applicant = await createReseller(ctx.testApp.deps, 'pending_approval')
      const [application] = await ctx.testApp.deps.db
        .select({ id: resellerApplications.id })
        .from(resellerApplications)
        .where(eq(resellerApplications.userId, applicant.id))
      return {
        path: `/api/admin/reseller-applications/${application!.id}/decision`,
        body: { action: 'approve' },
      }
    },
  },
  // reseller accounts (001 §2.2 Reseller Registration / Application Management)
  {
    method: 'get',
    path: '/api/admin/reseller-applications/overview',
    expect: adminOnly,
    call: () => ({
      path: '/api/admin/reseller-applications/overview?tab=doc_review&search=co&page=1&pageSize=25',
    }),
  },
  {
    method: 'post',
    path: '/api/admin/reseller-applications',
    expect: { ...adminOnly, admin: 201 },
    call: () => ({
      path: '/api/admin/reseller-applications',
      body: { email: uniqueEmail('manual'), companyName: 'Manual Matrix Co' },
    }),
  },
  {
    method: 'post',
    path: '/api/admin/reseller-applications/:id/account',
    // The other owner is a reseller creating an account from someone else's application.
    expect: { ...adminOnly, otherOwner: 403 },
    call: async (ctx) => ({
      path: `/api/admin/reseller-applications/${(await createApplication(ctx.testApp.deps)).id}/account`,
      body: { password: '' },
    }),
  },
  {
    method: 'post',
    path: '/api/admin/reseller-applications/:id/password-reset',
    expect: { ...adminOnly, otherOwner: 403 },
    call: async (ctx) => {
      const applicant = await createReseller(ctx.testApp.deps, 'approved')
      const [application] = await ctx.testApp.deps.db
        .select({ id: resellerApplications.id })
        .from(resellerApplications)
        .where(eq(resellerApplications.userId, applicant.id))
      return {
        path: `/api/admin/reseller-applications/${application!.id}/password-reset`,
        body: {},
      }
    },
  },
  {
    method: 'post',
    path: '/api/admin/reseller-applications/:id/document-review',
    expect: { ...adminOnly, otherOwner: 403 },
    call: async (ctx) => ({
      path: `/api/admin/reseller-applications/${(await createApplication(ctx.testApp.deps, { withDocument: true })).id}/document-review`,
      body: { verified: true, notes: 'EIN matches' },
    }),
  },
  {
    method: 'get',
    path: '/api/admin/reseller-applications/:id',
    // Issue 16: the reseller reads its own application's detail, the other owner another
    // reseller's: both refused; only admins see an application whole.
    expect: { ...adminOnly, otherOwner: 403 },
    call: async (ctx, actor) => {
      const [own] =
        actor === 'reseller'
          ? await ctx.testApp.deps.db
              .select({ id: resellerApplications.id })
              .from(resellerApplications)
              .where(eq(resellerApplications.userId, ctx.sessions.reseller.id))
          : []
      const id = own?.id ?? (await createApplication(ctx.testApp.deps, { withDocument: true })).id
      return { path: `/api/admin/reseller-applications/${id}` }
    },
  },
  // role updater (DESIGN decision 2: only admins grant admin)
  { method: 'get', path: '/api/role-updater/role', expect: { ...signedIn, otherOwner: null } },
  {
    method: 'post',
    path: '/api/role-updater/promote',
    expect: adminOnly,
    // Issue 16 item 3: confirmed with the acting admin's own password.
    call: async (ctx) => ({
      path: '/api/role-updater/promote',
      body: {
        email: (await createUser(ctx.testApp.deps, 'brand')).email,
        password: ctx.sessions.admin.password,
      },
    }),
  },
  // demo: for admins, and in demo mode for callers on this machine (LOOPBACK_ROWS below); the
  // callers here come from elsewhere. The DEMO_MODE=false rows are below too.
  { method: 'get', path: '/api/demo/status', expect: adminOnly },
  {
    method: 'post',
    path: '/api/demo/setup',
    expect: adminOnly,
    call: () => ({ path: '/api/demo/setup', body: { mode: 'complete' } }),
  },
  // public site (000 §7 calls 13–15, search, telemetry)
  {
    method: 'post',
    path: '/api/inquiries',
    expect: everyone(201),
    call: () => ({ path: '/api/inquiries', body: contactBody() }),
  },
  {
    method: 'get',
    path: '/api/admin/inquiries',
    expect: adminOnly,
    call: () => ({ path: '/api/admin/inquiries?kind=brand_inquiry&limit=10' }),
  },
  {
    method: 'post',
    path: '/api/lead-magnets',
    expect: everyone(200),
    call: () => ({ path: '/api/lead-magnets', body: { email: uniqueEmail('lead') } }),
  },
  {
    method: 'get',
    path: '/api/lead-magnets/:id/download',
    // The signed link is the authorization: whoever holds it gets the file, session or not.
    expect: { ...everyone(200), otherOwner: 200 },
    call: async (ctx) => {
      const email = uniqueEmail('lead')
      await post(ctx.app, '/api/lead-magnets', { email })
      const [mail] = await mailsTo(ctx.testApp.deps, email)
      const link = linkIn(mail!, '/api/lead-magnets/')
      return { path: link.pathname + link.search }
    },
  },
  // The lead magnet's list (issue 16 item 9): its count is public, the list is the admins'.
  { method: 'get', path: '/api/lead-magnets/summary', expect: everyone(200) },
  { method: 'get', path: '/api/admin/lead-magnet-brands', expect: adminOnly },
  {
    method: 'post',
    path: '/api/admin/lead-magnet-brands',
    expect: { ...adminOnly, admin: 201 },
    call: () => ({
      path: '/api/admin/lead-magnet-brands',
      body: { name: `Matrix Ungated ${uniqueEmail('b')}`, url: 'https://www.amazon.com/' },
    }),
  },
  {
    method: 'delete',
    path: '/api/admin/lead-magnet-brands/:id',
    // The other owner is a reseller removing an entry (the list belongs to no user).
    expect: { ...adminOnly, otherOwner: 403 },
    call: async (ctx) => {
      const [entry] = await ctx.testApp.deps.db
        .insert(leadMagnetBrands)
        .values({ name: `Matrix Ungated ${uniqueEmail('d')}` })
        .returning({ id: leadMagnetBrands.id })
      return { path: `/api/admin/lead-magnet-brands/${entry!.id}` }
    },
  },
  {
    method: 'post',
    path: '/api/reseller-applications',
    expect: everyone(201),
    call: () => ({
      path: '/api/reseller-applications',
      form: applicationForm(applicationPayload()),
    }),
  },
  {
    method: 'get',
    path: '/api/admin/reseller-applications/:id/document',
    // The other owner is a reseller fetching an applicant's document.
    expect: { ...adminOnly, otherOwner: 403 },
    call: async (ctx) => ({
      path: `/api/admin/reseller-applications/${await storedApplication(ctx)}/document`,
    }),
  },
  {
    method: 'patch',
    path: '/api/admin/brands/:id/auto-ungated',
    // The other owner is a reseller flagging a brand that is not theirs.
    expect: { ...adminOnly, otherOwner: 403 },
    call: async (ctx) => ({
      path: `/api/admin/brands/${(await createBrand(ctx.testApp.deps)).id}/auto-ungated`,
      body: { amazonAutoUngated: true },
    }),
  },
  // brands directory (001 §2.2 Brands Directory, allocation)
  {
    method: 'get',
    path: '/api/admin/brands',
    expect: adminOnly,
    call: () => ({ path: '/api/admin/brands?search=matrix&status=all&page=1' }),
  },
  {
    method: 'post',
    path: '/api/admin/brands',
    expect: { ...adminOnly, admin: 201 },
    call: () => ({
      path: '/api/admin/brands',
      body: { name: 'Matrix Brand', contactEmail: uniqueEmail('matrix-brand') },
    }),
  },
  {
    method: 'patch',
    path: '/api/admin/brands/:id',
    expect: { ...adminOnly, otherOwner: 403 },
    call: async (ctx) => ({
      path: `/api/admin/brands/${(await createBrand(ctx.testApp.deps)).id}`,
      body: { name: 'Matrix Renamed', contactEmail: uniqueEmail('matrix-brand') },
    }),
  },
  {
    method: 'patch',
    path: '/api/admin/brands/:id/status',
    expect: { ...adminOnly, otherOwner: 403 },
    call: async (ctx) => ({
      path: `/api/admin/brands/${(await createBrand(ctx.testApp.deps)).id}/status`,
      body: { isActive: false },
    }),
  },
  {
    method: 'delete',
    path: '/api/admin/brands/:id',
    expect: { ...adminOnly, otherOwner: 403 },
    call: async (ctx) => ({
      path: `/api/admin/brands/${(await createBrand(ctx.testApp.deps)).id}`,
    }),
  },
  { method: 'get', path: '/api/admin/brands/duplicates', expect: adminOnly },
  {
    method: 'get',
    path: '/api/admin/brands/:id',
    // Issue 16: the brand reads its own entry's admin detail, the other owner (a reseller) a
    // brand's: admins only (the brand has its own entry at /api/brand/entry).
    expect: { ...adminOnly, otherOwner: 403 },
    call: async (ctx, actor) => {
      const entry =
        actor === 'brand'
          ? await ownEntry(ctx, ctx.sessions.brand)
          : await createBrand(ctx.testApp.deps)
      return { path: `/api/admin/brands/${entry.id}` }
    },
  },
  {
    method: 'post',
    path: '/api/admin/brands/bulk-delete',
    expect: adminOnly,
    call: async (ctx) => ({
      path: '/api/admin/brands/bulk-delete',
      body: { ids: [(await createBrand(ctx.testApp.deps)).id] },
    }),
  },
  {
    method: 'get',
    path: '/api/admin/brands/:id/allocations',
    expect: { ...adminOnly, otherOwner: 403 },
    call: async (ctx) => ({
      path: `/api/admin/brands/${(await createBrand(ctx.testApp.deps)).id}/allocations`,
    }),
  },
  {
    method: 'post',
    path: '/api/admin/brands/:id/allocations',
    // The other owner is a reseller allocating a brand to themselves.
    expect: { ...adminOnly, otherOwner: 403 },
    call: async (ctx) => ({
      path: `/api/admin/brands/${(await createBrand(ctx.testApp.deps)).id}/allocations`,
      body: { resellerId: ctx.sessions.reseller.id },
    }),
  },
  {
    method: 'delete',
    path: '/api/admin/brands/:id/allocations/:resellerId',
    expect: { ...adminOnly, otherOwner: 403 },
    call: async (ctx) => ({
      path: `/api/admin/brands/${(await createBrand(ctx.testApp.deps)).id}/allocations/${ctx.sessions.reseller.id}`,
    }),
  },
  {
    method: 'post',
    path: '/api/admin/brand-allocations/bulk',
    expect: adminOnly,
    call: async (ctx) => ({
      path: '/api/admin/brand-allocations/bulk',
      body: {
        resellerId: ctx.sessions.reseller.id,
        brandIds: [(await createBrand(ctx.testApp.deps)).id],
      },
    }),
  },
  {
    method: 'get',
    path: '/api/admin/brand-allocations/resellers',
    expect: adminOnly,
    call: () => ({ path: '/api/admin/brand-allocations/resellers?search=reseller' }),
  },
  {
    method: 'get',
    path: '/api/admin/brand-allocations/resellers/:id',
    // The other owner is a reseller reading another reseller's allocations.
    expect: { ...adminOnly, otherOwner: 403 },
    call: (ctx) => ({
      path: `/api/admin/brand-allocations/resellers/${ctx.sessions.reseller.id}`,
    }),
  },
  {
    method: 'get',
    path: '/api/reseller/allocations',
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 200, otherOwner: null },
  },
  // bulk brand CSV (001 §5, §9)
  { method: 'get', path: '/api/admin/brand-import/template', expect: adminOnly },
  {
    method: 'post',
    path: '/api/admin/brand-import',
    expect: adminOnly,
    call: () => ({
      path: '/api/admin/brand-import',
      form: csvForm(brandCsv([brandCsvRow({ contact_email: uniqueEmail('matrix-import') })])),
    }),
  },
  { method: 'get', path: '/api/admin/brand-export', expect: adminOnly },
  {
    method: 'get',
    path: '/api/search',
    expect: everyone(200),
    call: () => ({ path: '/api/search?q=northwind&limit=5' }),
  },
  {
    method: 'post',
    path: '/api/telemetry',
    expect: everyone(202),
    call: () => ({
      path: '/api/telemetry',
      body: { events: [{ name: 'page_view', path: '/' }] },
    }),
  },
  { method: 'get', path: '/api/admin/telemetry/summary', expect: adminOnly },
  // catalogs (001 §4.3, DESIGN decision 8)
  {
    method: 'post',
    path: '/api/brand/catalogs',
    expect: { anonymous: 401, reseller: 403, brand: 201, admin: 201, otherOwner: null },
    call: () => ({ path: '/api/brand/catalogs', form: catalogForm() }),
  },
  {
    method: 'get',
    path: '/api/brand/catalogs',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 200, otherOwner: null },
  },
  {
    method: 'get',
    path: '/api/catalogs/:id/file',
    // The brand's own catalog; the reseller was granted access to it (approved). The other owner
    // is brand A opening brand B's (the victim's) catalog.
    expect: { ...signedIn, otherOwner: 404 },
    call: async (ctx, actor) => {
      if (actor === 'otherOwner') {
        const victimCookie = await signIn(ctx.app, ctx.victim)
        const id = await preparedCatalog(ctx.app, ctx.testApp.deps, victimCookie)
        return { path: `/api/catalogs/${id}/file`, cookie: ctx.sessions.brand.cookie }
      }
      if (actor === 'reseller') {
        // Access needs an authorization in force for the catalog's brand (issue 13).
        const owner = await signedInUser(ctx.testApp.deps, ctx.app, 'brand')
        await brandEntryWithResellers(ctx.testApp.deps, owner, [ctx.sessions.reseller.id])
        const id = await preparedCatalog(ctx.app, ctx.testApp.deps, owner.cookie, {
          grantTo: ctx.sessions.reseller.id,
        })
        return { path: `/api/catalogs/${id}/file` }
      }
      return {
        path: `/api/catalogs/${await preparedCatalog(ctx.app, ctx.testApp.deps, ctx.sessions.brand.cookie)}/file`,
      }
    },
  },
  {
    method: 'get',
    path: '/api/catalogs/:id/preview',
    // Issue 15: the brand's own pending catalog, or any for an admin; the other owner is brand A
    // reading brand B's (the victim's) preview.
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 200, otherOwner: 404 },
    call: async (ctx, actor) => {
      if (actor === 'otherOwner') {
        const victimCookie = await signIn(ctx.app, ctx.victim)
        const id = await preparedCatalog(ctx.app, ctx.testApp.deps, victimCookie)
        return { path: `/api/catalogs/${id}/preview`, cookie: ctx.sessions.brand.cookie }
      }
      return {
        path: `/api/catalogs/${await preparedCatalog(ctx.app, ctx.testApp.deps, ctx.sessions.brand.cookie)}/preview`,
      }
    },
  },
  {
    method: 'post',
    path: '/api/brand/catalogs/:id/confirm-changes',
    // Issue 15: only the catalog's brand confirms its changes: an admin (who may use brand
    // routes) and brand A on brand B's catalog get 404, as for a catalog that is not theirs.
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => {
      if (actor === 'otherOwner') {
        const victimCookie = await signIn(ctx.app, ctx.victim)
        const id = await preparedCatalog(ctx.app, ctx.testApp.deps, victimCookie)
        return {
          path: `/api/brand/catalogs/${id}/confirm-changes`,
          body: { keys: ['["rename","X","a","b"]'] },
          cookie: ctx.sessions.brand.cookie,
        }
      }
      return {
        path: `/api/brand/catalogs/${await preparedCatalog(ctx.app, ctx.testApp.deps, ctx.sessions.brand.cookie)}/confirm-changes`,
        body: { keys: ['["rename","X","a","b"]'] },
      }
    },
  },
  {
    method: 'get',
    path: '/api/admin/catalogs',
    expect: adminOnly,
    call: () => ({ path: '/api/admin/catalogs?status=pending&search=co&page=1&pageSize=25' }),
  },
  // Brands' name and contact e-mail changes awaiting review (issue 15 item 11).
  { method: 'get', path: '/api/admin/brand-entry-changes', expect: adminOnly },
  {
    method: 'post',
    path: '/api/admin/brand-entry-changes/:id/decision',
    // The other owner is a reseller deciding on a brand's change.
    expect: { ...adminOnly, otherOwner: 403 },
    call: async (ctx) => {
      const deps = ctx.testApp.deps
      const owner = await createUser(deps, 'brand')
      const entry = await brandEntryWithResellers(deps, owner, [])
      const [change] = await deps.db
        .insert(brandEntryChanges)
        .values({
          entryId: entry.id,
          requestedBy: owner.id,
          currentName: entry.name,
          currentContactEmail: entry.contactEmail,
          name: `${entry.name} Renamed`,
        })
        .returning({ id: brandEntryChanges.id })
      return {
        path: `/api/admin/brand-entry-changes/${change!.id}/decision`,
        body: { action: 'approve' },
      }
    },
  },
  {
    method: 'post',
    path: '/api/admin/catalogs/:id/decision',
    // The other owner is a reseller deciding on a brand's catalog.
    expect: { ...adminOnly, otherOwner: 403 },
    call: async (ctx) => ({
      path: `/api/admin/catalogs/${await preparedCatalog(ctx.app, ctx.testApp.deps, ctx.sessions.brand.cookie)}/decision`,
      body: { action: 'approve' },
    }),
  },
  {
    method: 'get',
    path: '/api/admin/catalogs/:id/access',
    expect: { ...adminOnly, otherOwner: 403 },
    call: async (ctx) => ({
      path: `/api/admin/catalogs/${await preparedCatalog(ctx.app, ctx.testApp.deps, ctx.sessions.brand.cookie)}/access`,
    }),
  },
  {
    method: 'patch',
    path: '/api/admin/catalogs/:id/access',
    expect: { ...adminOnly, otherOwner: 403 },
    call: async (ctx) => {
      // The reseller is authorized to sell the catalog's brand (issue 13).
      const owner = await signedInUser(ctx.testApp.deps, ctx.app, 'brand')
      await brandEntryWithResellers(ctx.testApp.deps, owner, [ctx.sessions.reseller.id])
      const id = await preparedCatalog(ctx.app, ctx.testApp.deps, owner.cookie, { approved: true })
      return {
        path: `/api/admin/catalogs/${id}/access`,
        body: { resellerId: ctx.sessions.reseller.id, granted: true },
      }
    },
  },
  // Issue 16: the catalogs shared with the reseller (an admin's own portal has none).
  {
    method: 'get',
    path: '/api/reseller/catalogs',
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 200, otherOwner: null },
  },
  {
    method: 'get',
    path: '/api/reseller/catalogs/:id/file',
    // The reseller's own grant opens it; the admin (no grant of its own) gets 404 like anyone
    // without one; the other owner is the reseller opening a catalog granted to another reseller.
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => {
      const deps = ctx.testApp.deps
      const owner = await signedInUser(deps, ctx.app, 'brand')
      const grantee =
        actor === 'otherOwner' ? (await createUser(deps, 'reseller')).id : ctx.sessions.reseller.id
      await brandEntryWithResellers(deps, owner, [grantee])
      const id = await preparedCatalog(ctx.app, deps, owner.cookie, { grantTo: grantee })
      return { path: `/api/reseller/catalogs/${id}/file` }
    },
  },
  // brand inventory (001 §2.3): a brand's own products; the other owner is another brand
  {
    method: 'get',
    path: '/api/brand/products',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 200, otherOwner: null },
  },
  {
    method: 'get',
    path: '/api/brand/products/stats',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 200, otherOwner: null },
  },
  {
    method: 'post',
    path: '/api/brand/products',
    expect: { anonymous: 401, reseller: 403, brand: 201, admin: 201, otherOwner: null },
    call: () => ({ path: '/api/brand/products', body: productBody() }),
  },
  {
    method: 'patch',
    path: '/api/brand/products/:id',
    // The brand's own product. Admins act in the brand portal as their own account, so another
    // brand's product is a 404 for them as for the other brand.
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => {
      const product = await insertProduct(ctx.testApp.deps, ctx.sessions.brand.id)
      return {
        path: `/api/brand/products/${product.id}`,
        body: productBody(),
        ...(actor === 'otherOwner' ? { cookie: await signIn(ctx.app, ctx.victim) } : {}),
      }
    },
  },
  {
    method: 'get',
    path: '/api/reseller/brands/:brandEntryId/products',
    // An entry the reseller is allocated to; the other owner is a reseller who is not.
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 200, otherOwner: 404 },
    call: async (ctx, actor) => {
      const owner = await createUser(ctx.testApp.deps, 'brand')
      const entry = await brandEntryWithResellers(ctx.testApp.deps, owner, [
        ctx.sessions.reseller.id,
      ])
      const path = `/api/reseller/brands/${entry.id}/products`
      if (actor !== 'otherOwner') return { path }
      const outsider = await signedInUser(ctx.testApp.deps, ctx.app, 'reseller')
      return { path, cookie: outsider.cookie }
    },
  },
  // e-mail routing: the webhook authenticates with its shared secret, never a session, so
  // without the secret everyone gets 401 (with it: email-routing.api.test.ts).
  {
    method: 'post',
    path: '/api/email/inbound',
    expect: everyone(401),
    call: () => ({
      path: '/api/email/inbound',
      body: { from: 'someone@example.com', to: 'reply+abcdef@in.example.com', text: 'Hi' },
    }),
  },
  {
    method: 'post',
    path: '/api/admin/email-routing/import',
    expect: adminOnly,
    call: () => ({
      path: '/api/admin/email-routing/import',
      body: { raw: 'From: someone@example.com\nTo: inbox@example.com\n\nHello' },
    }),
  },
  { method: 'get', path: '/api/admin/email-routing/logs', expect: adminOnly },
  // the outbox's failed mail (issue 12): admins only
  {
    method: 'get',
    path: '/api/admin/mail-outbox',
    expect: adminOnly,
    call: () => ({ path: '/api/admin/mail-outbox?status=failed&page=1&pageSize=25' }),
  },
  {
    method: 'post',
    path: '/api/admin/mail-outbox/:id/retry',
    // The other owner is a reseller retrying someone else's mail.
    expect: { ...adminOnly, otherOwner: 403 },
    call: async (ctx) => {
      const [mail] = await ctx.testApp.deps.db
        .insert(mailOutbox)
        .values({
          to: uniqueEmail('outbox'),
          from: 'no-reply@example.com',
          subject: 'Matrix retry',
          kind: 'test',
          status: 'failed',
          attempts: 1,
          nextAttemptAt: new Date(Date.now() + 60_000),
        })
        .returning({ id: mailOutbox.id })
      return { path: `/api/admin/mail-outbox/${mail!.id}/retry` }
    },
  },
  // the audit log (issue 16): admins read and export it; no route writes or deletes an entry
  {
    method: 'get',
    path: '/api/admin/audit-log',
    expect: adminOnly,
    call: () => ({ path: '/api/admin/audit-log?action=reseller_application.rejected&page=1' }),
  },
  {
    method: 'get',
    path: '/api/admin/audit-log/export.csv',
    expect: adminOnly,
    call: () => ({ path: '/api/admin/audit-log/export.csv?targetType=reseller_application' }),
  },
  { method: 'get', path: '/api/messages', expect: { ...signedIn, otherOwner: null } },
  {
    method: 'post',
    path: '/api/messages',
    // Only to a reseller the brand has a relationship with (here: an order); the admin has none.
    expect: { anonymous: 401, reseller: 403, brand: 201, admin: 404, otherOwner: 403 },
    call: async (ctx, actor) => {
      const recipientId = ctx.sessions.reseller.id
      if (actor === 'brand') {
        // The pair's thread is the brand entry's (issue 15).
        await ownEntry(ctx, ctx.sessions.brand)
        await orderBetween(ctx.testApp.deps, ctx.sessions.brand.id, recipientId)
      }
      return { path: '/api/messages', body: { recipientId, content: 'Matrix hello' } }
    },
  },
  {
    method: 'post',
    path: '/api/messages/:id/read',
    // Only the recipient: anyone else's message is reported missing, to admins too. The other
    // owner is brand A acting on brand B's (the victim's) message.
    expect: { anonymous: 401, reseller: 200, brand: 200, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => {
      const message = await insertMessage(ctx.testApp.deps, {
        senderId: ctx.sessions.admin.id,
        recipientId: subjectOf(ctx, actor).id,
      })
      return { path: `/api/messages/${message.id}/read`, cookie: brandAsOtherOwner(ctx, actor) }
    },
  },
  {
    method: 'post',
    path: '/api/messages/:id/reply',
    expect: { anonymous: 401, reseller: 201, brand: 201, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => {
      const message = await insertMessage(ctx.testApp.deps, {
        senderId: ctx.sessions.admin.id,
        recipientId: subjectOf(ctx, actor).id,
      })
      return {
        path: `/api/messages/${message.id}/reply`,
        body: { content: 'Matrix reply' },
        cookie: brandAsOtherOwner(ctx, actor),
      }
    },
  },
  // conversations (issue 15): only the thread's reseller and the owner of its brand entry
  {
    method: 'get',
    path: '/api/conversations',
    expect: { anonymous: 401, reseller: 200, brand: 200, admin: 200, otherOwner: null },
  },
  {
    method: 'get',
    path: '/api/conversations/contacts',
    expect: { anonymous: 401, reseller: 200, brand: 200, admin: 200, otherOwner: null },
  },
  {
    method: 'post',
    path: '/api/conversations',
    // A reseller with a brand that authorized it, a brand with its reseller; the admin and the
    // other owner (a reseller naming a brand that authorized someone else) are refused.
    expect: { anonymous: 401, reseller: 201, brand: 201, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => {
      const deps = ctx.testApp.deps
      if (actor === 'brand') {
        const entry = await ownEntry(ctx, ctx.sessions.brand)
        const reseller = await createUser(deps, 'reseller')
        await authorize(deps, entry.id, reseller.id)
        return {
          path: '/api/conversations',
          body: { resellerId: reseller.id, content: 'Matrix hello' },
        }
      }
      // A fresh entry of the victim brand, so the reseller's other authorizations stay as they are.
      const entry = await createBrand(deps, { ownerUserId: ctx.victim.id })
      const authorized =
        actor === 'reseller' ? ctx.sessions.reseller : await createUser(deps, 'reseller')
      await authorize(deps, entry.id, authorized.id)
      return {
        path: '/api/conversations',
        body: { brandId: entry.id, content: 'Matrix hello' },
        cookie: cookieOf(ctx, actor),
      }
    },
  },
  {
    method: 'get',
    path: '/api/conversations/:id',
    expect: { anonymous: 401, reseller: 200, brand: 200, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => ({
      path: `/api/conversations/${await threadOf(ctx, actor)}`,
      cookie: cookieOf(ctx, actor),
    }),
  },
  {
    method: 'post',
    path: '/api/conversations/:id/messages',
    expect: { anonymous: 401, reseller: 201, brand: 201, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => ({
      path: `/api/conversations/${await threadOf(ctx, actor)}/messages`,
      body: { content: 'Matrix reply' },
      cookie: cookieOf(ctx, actor),
    }),
  },
  {
    method: 'post',
    path: '/api/conversations/:id/read',
    expect: { anonymous: 401, reseller: 200, brand: 200, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => ({
      path: `/api/conversations/${await threadOf(ctx, actor)}/read`,
      cookie: cookieOf(ctx, actor),
    }),
  },
  // live updates: an event stream (closed unread, see detailOf)
  { method: 'get', path: '/api/live', expect: { ...signedIn, otherOwner: null } },
  // e-mail preview
  {
    method: 'post',
    path: '/api/admin/email-preview',
    expect: adminOnly,
    call: () => ({
      path: '/api/admin/email-preview',
      body: { brandName: 'Northwind', resellerCompany: 'Prime Resale', interactionType: 'reply' },
    }),
  },
  {
    method: 'post',
    path: '/api/admin/email-preview/send',
    expect: adminOnly,
    call: () => ({
      path: '/api/admin/email-preview/send',
      body: {
        brandName: 'Northwind',
        resellerCompany: 'Prime Resale',
        interactionType: 'reply',
        to: uniqueEmail('preview'),
      },
    }),
  },
  // admin dashboard and user management (issue 4: slice E)
  { method: 'get', path: '/api/admin/dashboard', expect: adminOnly },
  { method: 'get', path: '/api/admin/dashboard/activities', expect: adminOnly },
  {
    method: 'get',
    path: '/api/admin/dashboard/trends',
    expect: adminOnly,
    call: () => ({ path: '/api/admin/dashboard/trends?period=7' }),
  },
  {
    method: 'get',
    path: '/api/admin/users',
    expect: adminOnly,
    call: () => ({ path: '/api/admin/users?search=brand&role=brand&limit=5' }),
  },
  {
    method: 'get',
    path: '/api/admin/users/:id',
    // Issue 16: a reseller or brand reading its own account's detail, or (other owner) another
    // user's: admins only.
    expect: { ...adminOnly, otherOwner: 403 },
    call: (ctx, actor) => ({ path: `/api/admin/users/${subjectOf(ctx, actor).id}` }),
  },
  {
    method: 'patch',
    path: '/api/admin/users/:id/role',
    expect: { ...adminOnly, otherOwner: 403 },
    // A fresh target each time: the row must not change the role of a shared session. A
    // demotion: a promotion to admin also needs the acting admin's password (users.api.test.ts).
    call: async (ctx) => ({
      path: `/api/admin/users/${(await createUser(ctx.testApp.deps, 'brand')).id}/role`,
      body: { role: 'reseller' },
    }),
  },
  {
    method: 'post',
    path: '/api/admin/users/:id/ban',
    expect: { ...adminOnly, otherOwner: 403 },
    call: async (ctx) => ({
      path: `/api/admin/users/${(await createUser(ctx.testApp.deps, 'brand')).id}/ban`,
      body: { reason: 'matrix', durationDays: 1 },
    }),
  },
  {
    method: 'post',
    path: '/api/admin/users/:id/unban',
    expect: { ...adminOnly, otherOwner: 403 },
    call: async (ctx) => ({
      path: `/api/admin/users/${(await createUser(ctx.testApp.deps, 'brand')).id}/unban`,
      body: {},
    }),
  },
  // brand identity and settings (issue 5: the brand's directory entry, 001 §2.3 Settings)
  {
    method: 'get',
    path: '/api/brand/entry',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 200, otherOwner: null },
  },
  {
    method: 'post',
    path: '/api/brand/entry',
    // A fresh account each time: a second entry for the same account is a 409.
    expect: { anonymous: 401, reseller: 403, brand: 201, admin: 201, otherOwner: null },
    call: async (ctx, actor) => ({
      path: '/api/brand/entry',
      body: brandEntryBody(),
      cookie: (await freshSession(ctx, actor)).cookie,
    }),
  },
  // The brand's own entry edited (issue 15 item 11); admins act as their own account.
  {
    method: 'patch',
    path: '/api/brand/entry',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 200, otherOwner: null },
    // The admin gets an entry of its own on a fresh account: the long-lived admin session must
    // stay without one (the protection rows expect its 404).
    call: async (ctx, actor) => {
      const owner =
        actor === 'admin'
          ? await signedInUser(ctx.testApp.deps, ctx.app, 'admin')
          : ctx.sessions.brand
      const entry = await ownEntry(ctx, owner)
      return {
        cookie: actor === 'admin' ? owner.cookie : cookieOf(ctx, actor),
        path: '/api/brand/entry',
        body: {
          name: entry.name,
          contactEmail: entry.contactEmail,
          websiteUrl: 'https://matrix.example',
          description: 'Matrix entry',
          department: null,
          categories: ['Matrix'],
        },
      }
    },
  },
  // Brand logos (issue 15 item 5): the signed-in brand's own entry, or the admin's own.
  {
    method: 'put',
    path: '/api/brand/entry/logo',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 200, otherOwner: null },
    call: async (ctx, actor) => ({
      path: '/api/brand/entry/logo',
      form: imageForm(await jpegBytes(64, 64), 'l.jpg'),
      cookie: await entryOwnerCookie(ctx, actor),
    }),
  },
  {
    method: 'delete',
    path: '/api/brand/entry/logo',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 200, otherOwner: null },
    call: async (ctx, actor) => ({
      path: '/api/brand/entry/logo',
      cookie: await entryOwnerCookie(ctx, actor),
    }),
  },
  {
    method: 'get',
    path: '/api/brand-logos/:entryId/:version/:variant',
    // An active entry's logo is public (the directory shows it to everyone).
    expect: everyone(200),
    call: async (ctx) => {
      const owner = await signedInUser(ctx.testApp.deps, ctx.app, 'brand')
      await brandEntryWithResellers(ctx.testApp.deps, owner, [])
      const answer = await send(ctx.app, 'PUT', '/api/brand/entry/logo', {
        cookie: owner.cookie,
        body: imageForm(await jpegBytes(64, 64), 'l.jpg'),
      })
      const { logo } = await bodyOf<{ logo: { logoUrl: string } }>(answer)
      return { path: logo.logoUrl }
    },
  },
  // Product images (issue 15 item 5): the brand's own product; brand A (the other owner) on
  // brand B's; admins act in the brand portal as their own account, so another brand's is 404.
  {
    method: 'put',
    path: '/api/brand/products/:id/image',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => {
      const owner = actor === 'otherOwner' ? ctx.victim : ctx.sessions.brand
      const product = await insertProduct(ctx.testApp.deps, owner.id)
      return {
        path: `/api/brand/products/${product.id}/image`,
        form: imageForm(await jpegBytes(64, 64), 'p.jpg'),
        cookie: brandAsOtherOwner(ctx, actor),
      }
    },
  },
  {
    method: 'delete',
    path: '/api/brand/products/:id/image',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => {
      const owner = actor === 'otherOwner' ? ctx.victim : ctx.sessions.brand
      const product = await insertProduct(ctx.testApp.deps, owner.id)
      return {
        path: `/api/brand/products/${product.id}/image`,
        cookie: brandAsOtherOwner(ctx, actor),
      }
    },
  },
  {
    method: 'get',
    path: '/api/product-images/:productId/:version/:variant',
    // The brand's own product; for the reseller one of a brand that authorized them; the other
    // owner is brand A reading another brand's product image.
    expect: { ...signedIn, otherOwner: 404 },
    call: async (ctx, actor) => {
      const deps = ctx.testApp.deps
      let owner: TestUser & { cookie: string }
      if (actor === 'brand') owner = ctx.sessions.brand
      else {
        owner = await signedInUser(deps, ctx.app, 'brand')
        await brandEntryWithResellers(deps, owner, [ctx.sessions.reseller.id])
      }
      const product = await insertProduct(deps, owner.id)
      const answer = await send(ctx.app, 'PUT', `/api/brand/products/${product.id}/image`, {
        cookie: owner.cookie,
        body: imageForm(await jpegBytes(64, 64), 'p.jpg'),
      })
      const { image } = await bodyOf<{ image: { thumbnailUrl: string } }>(answer)
      return { path: image.thumbnailUrl, cookie: brandAsOtherOwner(ctx, actor) }
    },
  },
  {
    method: 'get',
    path: '/api/brand/settings/profile',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 200, otherOwner: null },
  },
  {
    method: 'patch',
    path: '/api/brand/settings/profile',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 200, otherOwner: null },
    call: async (ctx, actor) => {
      const { user, cookie } = await freshSession(ctx, actor)
      return {
        path: '/api/brand/settings/profile',
        body: {
          companyName: 'Matrix Goods',
          fullName: 'Matrix Person',
          email: user.email,
          bio: '',
        },
        cookie,
      }
    },
  },
  {
    method: 'get',
    path: '/api/brand/settings/subscription',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 200, otherOwner: null },
  },
  {
    method: 'get',
    path: '/api/brand/settings/notifications',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 200, otherOwner: null },
  },
  {
    method: 'patch',
    path: '/api/brand/settings/notifications',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 200, otherOwner: null },
    call: async (ctx, actor) => ({
      path: '/api/brand/settings/notifications',
      body: preferences(['newOrders']),
      cookie: (await freshSession(ctx, actor)).cookie,
    }),
  },
  {
    method: 'get',
    path: '/api/brand/settings/wholesale-terms',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 200, otherOwner: null },
  },
  {
    method: 'patch',
    path: '/api/brand/settings/wholesale-terms',
    // Always the caller's own directory entry (one is made for the caller here).
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 200, otherOwner: null },
    call: async (ctx, actor) => {
      const { user, cookie } = await freshSession(ctx, actor)
      await createBrand(ctx.testApp.deps, { contactEmail: user.email, ownerUserId: user.id })
      return {
        path: '/api/brand/settings/wholesale-terms',
        body: { openingOrderMinimum: '500', reorderMinimum: null },
        cookie,
      }
    },
  },
  {
    method: 'get',
    path: '/api/brand/settings/sessions',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 200, otherOwner: null },
  },
  {
    method: 'delete',
    path: '/api/brand/settings/sessions/:id',
    // The caller's own other session; the other owner is a reseller (refused by role; a brand
    // naming another brand's session gets 404, brand-settings.api.test.ts).
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 200, otherOwner: 403 },
    call: async (ctx, actor) => {
      const { user, cookie } = await freshSession(ctx, actor)
      await signIn(ctx.app, user)
      const [other] = await ctx.testApp.deps.db
        .select({ id: session.id })
        .from(session)
        .where(eq(session.userId, user.id))
        .orderBy(desc(session.createdAt))
        .limit(1)
      return { path: `/api/brand/settings/sessions/${other!.id}`, cookie }
    },
  },
  {
    method: 'post',
    path: '/api/brand/settings/sessions/revoke-others',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 200, otherOwner: null },
    call: async (ctx, actor) => ({
      path: '/api/brand/settings/sessions/revoke-others',
      body: {},
      cookie: (await freshSession(ctx, actor)).cookie,
    }),
  },
  // The admin's own Settings (issue 16 item 8): the admin's sessions only.
  {
    method: 'get',
    path: '/api/admin/settings/sessions',
    expect: adminOnly,
  },
  {
    method: 'delete',
    path: '/api/admin/settings/sessions/:id',
    // The caller's own other session; the other owner is a reseller (refused by role; an admin
    // naming another user's session gets 404, admin-settings.api.test.ts).
    expect: { ...adminOnly, otherOwner: 403 },
    call: async (ctx, actor) => {
      const { user, cookie } = await freshSession(ctx, actor)
      await signIn(ctx.app, user)
      const [other] = await ctx.testApp.deps.db
        .select({ id: session.id })
        .from(session)
        .where(eq(session.userId, user.id))
        .orderBy(desc(session.createdAt))
        .limit(1)
      return { path: `/api/admin/settings/sessions/${other!.id}`, cookie }
    },
  },
  {
    method: 'post',
    path: '/api/admin/settings/sessions/revoke-others',
    expect: adminOnly,
    call: async (ctx, actor) => ({
      path: '/api/admin/settings/sessions/revoke-others',
      body: {},
      cookie: (await freshSession(ctx, actor)).cookie,
    }),
  },
  // brand dashboard and analytics (001 §2.3; issue 5): the signed-in brand's own figures only
  // (brand-dashboard.api.test.ts shows another brand's never appear); no record id to aim at.
  {
    method: 'get',
    path: '/api/brand/dashboard',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 200, otherOwner: null },
    call: (ctx, actor) => ({ path: '/api/brand/dashboard?period=7', cookie: cookieOf(ctx, actor) }),
  },
  {
    method: 'get',
    path: '/api/brand/analytics',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 200, otherOwner: null },
    call: (ctx, actor) => ({ path: '/api/brand/analytics?range=1y', cookie: cookieOf(ctx, actor) }),
  },
  // brand orders, reseller orders, brand resellers (001 §2.3, §2.4; issue 5)
  {
    method: 'get',
    path: '/api/brand/orders',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 200, otherOwner: null },
  },
  {
    method: 'get',
    path: '/api/brand/orders/:id',
    // The brand reads its own order. The admin and the other owner, here another brand, read the
    // victim's: the brand portal shows the signed-in user's own business only, so both get 404.
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => {
      const order = await createOrder(ctx.testApp.deps, {
        brandId: actor === 'brand' ? ctx.sessions.brand.id : ctx.victim.id,
        resellerId: ctx.sessions.reseller.id,
      })
      return {
        path: `/api/brand/orders/${order.id}`,
        cookie: brandAsOtherOwner(ctx, actor),
      }
    },
  },
  {
    method: 'patch',
    path: '/api/brand/orders/:id/status',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => {
      const order = await createOrder(ctx.testApp.deps, {
        brandId: actor === 'brand' ? ctx.sessions.brand.id : ctx.victim.id,
        resellerId: ctx.sessions.reseller.id,
      })
      return {
        path: `/api/brand/orders/${order.id}/status`,
        body: { status: 'accepted' },
        cookie: brandAsOtherOwner(ctx, actor),
      }
    },
  },
  {
    method: 'post',
    path: '/api/demo/orders',
    // Only the demo accounts' data, open as the rest of the demo setup is (DESIGN decision 2).
    expect: { anonymous: 401, reseller: 403, brand: 403, admin: 201, otherOwner: null },
    call: async () => {
      await post(ctx.app, '/api/demo/setup', { mode: 'complete' }, { ip: '127.0.0.1' })
      return { path: '/api/demo/orders', body: {} }
    },
  },
  {
    method: 'get',
    path: '/api/reseller/orders',
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 200, otherOwner: null },
  },
  {
    method: 'post',
    path: '/api/reseller/orders',
    // A brand the reseller is allocated to; the other owner is a reseller who is neither
    // allocated nor approved (404, as for an unknown brand). An admin does not trade: 403.
    expect: { anonymous: 401, reseller: 201, brand: 403, admin: 403, otherOwner: 404 },
    call: async (ctx, actor) => {
      const { entry, products } = await orderableBrand(
        ctx.testApp.deps,
        [ctx.sessions.reseller.id],
        [{ wholesalePrice: '10.00', stock: 100 }],
      )
      const body = { brandId: entry.id, items: [{ productId: products[0]!.id, quantity: 5 }] }
      if (actor !== 'otherOwner') return { path: '/api/reseller/orders', body }
      const outsider = await signedInUser(ctx.testApp.deps, ctx.app, 'reseller')
      return { path: '/api/reseller/orders', body, cookie: outsider.cookie }
    },
  },
  // Issue 15: one order, its cancellation, reorder and documents. The reseller acts on its own
  // order; the admin and the other owner (another reseller) on the signed-in reseller's: 404.
  {
    method: 'get',
    path: '/api/reseller/orders/:id',
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 404, otherOwner: 404 },
    call: (ctx, actor) => resellerOrderCall(ctx, actor, ''),
  },
  {
    method: 'post',
    path: '/api/reseller/orders/:id/cancel',
    // An admin does not trade (403, as for placing an order).
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 403, otherOwner: 404 },
    call: (ctx, actor) => resellerOrderCall(ctx, actor, '/cancel', {}),
  },
  {
    method: 'post',
    path: '/api/reseller/orders/:id/reorder',
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 403, otherOwner: 404 },
    call: (ctx, actor) => resellerOrderCall(ctx, actor, '/reorder', {}),
  },
  {
    method: 'get',
    path: '/api/orders/:id/documents/:kind',
    // Its reseller (here) and its brand (order-lifecycle.api.test.ts) read it, as do admins;
    // the other owner, a reseller who is not a party, gets 404; the brand column is a brand
    // that is not a party either.
    expect: { anonymous: 401, reseller: 200, brand: 404, admin: 200, otherOwner: 404 },
    call: async (ctx, actor) => {
      const { path, cookie } = await resellerOrderCall(ctx, actor, '')
      return {
        path: `${path.replace('/api/reseller/orders/', '/api/orders/')}/documents/invoice`,
        cookie,
      }
    },
  },
  // Issue 15: the reseller's address book. The other owner edits the signed-in reseller's: 404.
  {
    method: 'get',
    path: '/api/reseller/addresses',
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 403, otherOwner: null },
  },
  {
    method: 'post',
    path: '/api/reseller/addresses',
    expect: { anonymous: 401, reseller: 201, brand: 403, admin: 403, otherOwner: null },
    call: (ctx, actor) => ({
      path: '/api/reseller/addresses',
      body: ADDRESS_BODY,
      cookie: cookieOf(ctx, actor),
    }),
  },
  {
    method: 'put',
    path: '/api/reseller/addresses/:id',
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 403, otherOwner: 404 },
    call: async (ctx, actor) => ({
      path: `/api/reseller/addresses/${await addressOf(ctx, actor)}`,
      body: ADDRESS_BODY,
      cookie: cookieOf(ctx, actor),
    }),
  },
  {
    method: 'delete',
    path: '/api/reseller/addresses/:id',
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 403, otherOwner: 404 },
    call: async (ctx, actor) => ({
      path: `/api/reseller/addresses/${await addressOf(ctx, actor)}`,
      cookie: cookieOf(ctx, actor),
    }),
  },
  // The reseller Dashboard (modules/reseller-dashboard): the viewer's own figures only.
  {
    method: 'get',
    path: '/api/reseller/dashboard',
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 200, otherOwner: null },
  },
  // reseller Settings (modules/reseller-settings): the viewer's own application record only (the
  // id comes from the session, so there is no other owner's record to name); an admin is not a
  // reseller and is told so (001 §6).
  {
    method: 'get',
    path: RESELLER_SETTINGS_PATH,
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 403, otherOwner: null },
  },
  ...Object.values(RESELLER_SETTINGS_CARD_CALLS).map(({ path, body }): Row => ({
    method: 'patch',
    path,
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 403, otherOwner: null },
    call: () => ({ path, body }),
  })),
  // Issue 15: the reseller's Order Updates switch, on the caller's own row (the id comes from
  // the session, so there is no other owner's row to name).
  {
    method: 'get',
    path: '/api/reseller/settings/notifications',
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 200, otherOwner: null },
  },
  {
    method: 'patch',
    path: '/api/reseller/settings/notifications',
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 200, otherOwner: null },
    call: () => ({ path: '/api/reseller/settings/notifications', body: { orderUpdates: false } }),
  },
  // Login History on the reseller's Security tab: the caller's own sessions; another
  // reseller's session is reported missing.
  {
    method: 'get',
    path: '/api/reseller/settings/sessions',
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 200, otherOwner: null },
  },
  {
    method: 'delete',
    path: '/api/reseller/settings/sessions/:id',
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 200, otherOwner: 404 },
    call: async (ctx, actor) => {
      const { user, cookie } = await freshSession(ctx, actor)
      const owner = actor === 'otherOwner' ? await createUser(ctx.testApp.deps, 'reseller') : user
      await signIn(ctx.app, owner)
      const [other] = await ctx.testApp.deps.db
        .select({ id: session.id })
        .from(session)
        .where(eq(session.userId, owner.id))
        .orderBy(desc(session.createdAt))
        .limit(1)
      return { path: `/api/reseller/settings/sessions/${other!.id}`, cookie }
    },
  },
  {
    method: 'post',
    path: '/api/reseller/settings/sessions/revoke-others',
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 200, otherOwner: null },
    call: async (ctx, actor) => ({
      path: '/api/reseller/settings/sessions/revoke-others',
      body: {},
      cookie: (await freshSession(ctx, actor)).cookie,
    }),
  },
  // Available Brands (modules/reseller-brands)
  {
    method: 'get',
    path: '/api/reseller/brands',
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 200, otherOwner: null },
  },
  {
    method: 'post',
    path: '/api/reseller/brands/:brandId/apply',
    // Any reseller may apply to any active brand (001 §6); an admin applies as itself.
    expect: { anonymous: 401, reseller: 201, brand: 403, admin: 201, otherOwner: null },
    call: async (ctx) => {
      const brand = await createBrand(ctx.testApp.deps)
      return {
        path: `/api/reseller/brands/${brand.id}/apply`,
        body: { proposalMessage: 'Matrix proposal' },
      }
    },
  },
  {
    method: 'post',
    path: '/api/reseller/applications/:id/follow-up',
    // Only the reseller who applied: anyone else's application is reported missing, to admins too.
    expect: { anonymous: 401, reseller: 201, brand: 403, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => {
      const brand = await createBrand(ctx.testApp.deps)
      const application = await insertApplication(ctx.testApp.deps, {
        resellerId: subjectOf(ctx, actor).id,
        brandId: brand.id,
        appliedDaysAgo: 4,
      })
      return { path: `/api/reseller/applications/${application.id}/follow-up` }
    },
  },
  // Letters of Authorization (modules/letters)
  {
    method: 'get',
    path: '/api/reseller/brands/:brandId/letter',
    // The reseller's own letter while authorized; the other owner is a reseller who is not
    // authorized for this brand (404, as for an unknown brand); an admin holds no authorization.
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => {
      const owner = await createUser(ctx.testApp.deps, 'brand')
      const entry = await brandEntryWithResellers(ctx.testApp.deps, owner, [
        ctx.sessions.reseller.id,
      ])
      const path = `/api/reseller/brands/${entry.id}/letter`
      if (actor !== 'otherOwner') return { path }
      const outsider = await signedInUser(ctx.testApp.deps, ctx.app, 'reseller')
      return { path, cookie: outsider.cookie }
    },
  },
  {
    method: 'get',
    path: '/api/letters/:code',
    // Public: anyone checks a letter; a code that is not one answers 200 'unknown'.
    expect: everyone(200),
    call: () => ({ path: '/api/letters/not-a-letter-code' }),
  },
  {
    method: 'post',
    path: '/api/demo/brand-applications/age',
    // Only the demo reseller's applications, open as the rest of the demo setup is.
    expect: { anonymous: 401, reseller: 403, brand: 403, admin: 200, otherOwner: null },
    call: async (ctx) => {
      await post(ctx.app, '/api/demo/setup', { mode: 'complete' }, { ip: '127.0.0.1' })
      return { path: '/api/demo/brand-applications/age', body: { days: 1 } }
    },
  },
  {
    method: 'get',
    path: '/api/brand/resellers',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 200, otherOwner: null },
  },
  {
    method: 'get',
    path: '/api/brand/resellers/export.csv',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 200, otherOwner: null },
  },
  // The brand's applicant queue and its authorizations (issue 13): the brand acts on its own
  // directory entry's records; the admin (no entry of its own) and the other owner, here brand A
  // acting on brand B's (the victim's) record, find nothing.
  {
    method: 'get',
    path: '/api/brand/applications',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 200, otherOwner: null },
  },
  {
    method: 'post',
    path: '/api/brand/applications/:id/decision',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => ({
      path: `/api/brand/applications/${(await applicationTo(ctx, actor)).id}/decision`,
      body: { action: 'approve', marketplaces: [{ marketplace: 'amazon', sellerId: 'A1MATRIX' }] },
      cookie: brandAsOtherOwner(ctx, actor),
    }),
  },
  {
    method: 'post',
    path: '/api/brand/applications/:id/request-info',
    expect: { anonymous: 401, reseller: 403, brand: 201, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => ({
      path: `/api/brand/applications/${(await applicationTo(ctx, actor)).id}/request-info`,
      body: { message: 'Matrix question' },
      cookie: brandAsOtherOwner(ctx, actor),
    }),
  },
  {
    // Issue 15: the queue's Message button opens (makes) the application's thread.
    method: 'post',
    path: '/api/brand/applications/:id/conversation',
    expect: { anonymous: 401, reseller: 403, brand: 201, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => ({
      path: `/api/brand/applications/${(await applicationTo(ctx, actor)).id}/conversation`,
      body: {},
      cookie: brandAsOtherOwner(ctx, actor),
    }),
  },
  {
    method: 'post',
    path: '/api/brand/authorizations/:id/status',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => {
      const reseller = await createUser(ctx.testApp.deps, 'reseller')
      const entry = await ownEntry(ctx, actor === 'brand' ? ctx.sessions.brand : ctx.victim)
      const record = await authorize(ctx.testApp.deps, entry.id, reseller.id)
      return {
        path: `/api/brand/authorizations/${record.id}/status`,
        body: { change: 'suspend', reason: 'Matrix reason' },
        cookie: brandAsOtherOwner(ctx, actor),
      }
    },
  },
  {
    method: 'post',
    path: '/api/brand/invitations',
    expect: { anonymous: 401, reseller: 403, brand: 201, admin: 404, otherOwner: null },
    call: async (ctx) => {
      await ownEntry(ctx, ctx.sessions.brand)
      return { path: '/api/brand/invitations', body: { email: uniqueEmail('invitee') } }
    },
  },
  // subscription plans and checkout (001 §2.4, §4.7, §7.1): viewer-scoped; an order is its payer's
  {
    method: 'get',
    path: '/api/reseller/subscription',
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 200, otherOwner: null },
  },
  {
    method: 'post',
    path: '/api/reseller/checkout',
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 200, otherOwner: null },
    call: () => ({
      path: '/api/reseller/checkout',
      body: { tier: 'basic', billingAddress: billingAddress() },
    }),
  },
  ...(
    [
      [
        '/api/reseller/checkout/verify',
        (o: { order_id: string; payment_id: string; signature: string }) => o,
      ],
      [
        '/api/reseller/checkout/abandon',
        (o: { order_id: string }) => ({ order_id: o.order_id, outcome: 'cancelled' }),
      ],
      [
        '/api/reseller/checkout/sandbox',
        (o: { order_id: string }) => ({ order_id: o.order_id, outcome: 'success' }),
      ],
    ] as const
  ).map(([path, body]): Row => ({
    method: 'post',
    path,
    // Another user's order is not found, for an admin too: payments are their payer's own.
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => ({
      path,
      body: body(await insertSandboxOrder(ctx.testApp.deps, subjectOf(ctx, actor).id)),
    }),
  })),
  {
    method: 'post',
    path: '/api/reseller/subscription/cancel',
    // The caller's own plan, whatever it is; nobody can cancel another user's.
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 200, otherOwner: null },
    call: async (ctx, actor) => {
      if (actor !== 'anonymous') {
        await setSubscription(
          ctx.testApp.deps,
          ctx.sessions[actor === 'otherOwner' ? 'reseller' : actor].id,
          {
            tier: 'premium',
            subscribed: true,
            subscriptionEnd: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
          },
        )
      }
      return { path: '/api/reseller/subscription/cancel', body: {} }
    },
  },
  {
    method: 'post',
    path: '/api/payments/razorpay/webhook',
    // Public, authenticated by its signature; this app has no RAZORPAY_WEBHOOK_SECRET, so it is off.
    expect: everyone(503),
    call: () => ({ path: '/api/payments/razorpay/webhook', body: { event: 'payment.captured' } }),
  },
  // Brand protection (issue 14). Brand routes act on the signed-in brand's own directory entry;
  // the admin (no entry of its own) and the other owner (brand A on brand B's records) find
  // nothing. Reseller routes act on the reseller's own violations only.
  ...[
    '/api/brand/protection/findings',
    '/api/brand/protection/enforcement',
    '/api/brand/protection/enforcement/sample',
    '/api/brand/protection/investigations',
    '/api/brand/protection/map',
    '/api/brand/protection/policy',
    '/api/brand/protection/exchange-rates',
    '/api/brand/protection/imports',
    '/api/brand/protection/unmatched',
    '/api/brand/protection/api-keys',
    '/api/brand/protection/analytics',
    '/api/brand/protection/analytics/options',
    '/api/brand/protection/compliance',
  ].map((path): Row => ({
    method: 'get',
    path,
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 200, otherOwner: null },
  })),
  ...(
    [
      ['get', '/api/brand/protection/findings/:id', ''],
      ['post', '/api/brand/protection/findings/:id/steps', '/steps'],
    ] as const
  ).map(([method, path, suffix]): Row => ({
    method,
    path,
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => ({
      path: `/api/brand/protection/findings/${(await findingOf(ctx, protectionOwner(ctx, actor))).findingId}${suffix}`,
      body: method === 'get' ? undefined : { note: '' },
      cookie: brandAsOtherOwner(ctx, actor),
    }),
  })),
  {
    method: 'post',
    path: '/api/brand/protection/findings/bulk-steps',
    // The other owner names brand B's finding: not found, and nothing of it is said or sent.
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => {
      const { findingId } = await findingOf(ctx, protectionOwner(ctx, actor))
      if (actor === 'otherOwner') await ownEntry(ctx, ctx.sessions.brand)
      return {
        path: '/api/brand/protection/findings/bulk-steps',
        body: { findingIds: [findingId], batchKey: randomUUID() },
        cookie: brandAsOtherOwner(ctx, actor),
      }
    },
  },
  {
    method: 'post',
    path: '/api/brand/protection/findings/:id/dispute-decision',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => {
      const { findingId } = await findingOf(ctx, protectionOwner(ctx, actor))
      await ctx.testApp.deps.db
        .update(protectionFindings)
        .set({ disputeStatus: 'pending' })
        .where(eq(protectionFindings.id, findingId))
      return {
        path: `/api/brand/protection/findings/${findingId}/dispute-decision`,
        body: { decision: 'reject', note: 'Matrix decision' },
        cookie: brandAsOtherOwner(ctx, actor),
      }
    },
  },
  {
    method: 'get',
    path: '/api/protection/findings/:id/proof/:actionId',
    // The brand whose finding it is and the reseller who sent the proof; admins too. The other
    // owner is a reseller reading another reseller's proof.
    expect: { anonymous: 401, reseller: 200, brand: 200, admin: 200, otherOwner: 404 },
    call: async (ctx, actor) => {
      const owner = protectionOwner(ctx, actor)
      const { findingId } = await findingOf(
        ctx,
        owner,
        actor === 'reseller' ? ctx.sessions.reseller : undefined,
      )
      const key = `disputes/${findingId}/matrix.png`
      await ctx.testApp.deps.storage.put(key, new Uint8Array([0x89, 0x50, 0x4e, 0x47]))
      const [action] = await ctx.testApp.deps.db
        .insert(enforcementActions)
        .values({
          findingId,
          event: 'disputed',
          actorLabel: 'matrix',
          attachmentKey: key,
          attachmentName: 'matrix.png',
        })
        .returning({ id: enforcementActions.id })
      return { path: `/api/protection/findings/${findingId}/proof/${action!.id}` }
    },
  },
  {
    method: 'put',
    path: '/api/brand/protection/enforcement',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 404, otherOwner: null },
    call: async (ctx) => {
      await ownEntry(ctx, ctx.sessions.brand)
      return {
        path: '/api/brand/protection/enforcement',
        body: { ladder: [{ step: 'notice', cureDays: 2 }], templates: {}, autoFirstNotice: false },
      }
    },
  },
  ...(
    [
      ['get', '/api/brand/protection/investigations/:id', ''],
      ['patch', '/api/brand/protection/investigations/:id', ''],
      ['get', '/api/brand/protection/investigations/:id/evidence.csv', '/evidence.csv'],
      ['get', '/api/brand/protection/investigations/:id/evidence.pdf', '/evidence.pdf'],
      ['get', '/api/brand/protection/investigations/:id/takedown-packets', '/takedown-packets'],
      ['get', '/api/brand/protection/investigations/:id/takedown.pdf', '/takedown.pdf'],
      ['get', '/api/brand/protection/investigations/:id/takedown.csv', '/takedown.csv?packet=1'],
    ] as const
  ).map(([method, path, suffix]): Row => ({
    method,
    path,
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => {
      const { entry } = await findingOf(ctx, protectionOwner(ctx, actor))
      const [investigation] = await ctx.testApp.deps.db
        .select({ id: leakInvestigations.id })
        .from(leakInvestigations)
        .where(eq(leakInvestigations.brandId, entry.id))
      return {
        path: `/api/brand/protection/investigations/${investigation!.id}${suffix}`,
        body: method === 'patch' ? { status: 'investigating', note: 'Matrix' } : undefined,
        cookie: brandAsOtherOwner(ctx, actor),
      }
    },
  })),
  {
    method: 'patch',
    path: '/api/brand/protection/storefronts/:id',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => {
      const { entry } = await findingOf(ctx, protectionOwner(ctx, actor))
      const [storefront] = await ctx.testApp.deps.db
        .select({ id: marketplaceSellers.id })
        .from(marketplaceSellers)
        .where(eq(marketplaceSellers.brandId, entry.id))
      return {
        path: `/api/brand/protection/storefronts/${storefront!.id}`,
        body: { businessName: 'Matrix Traders', businessAddress: null },
        cookie: brandAsOtherOwner(ctx, actor),
      }
    },
  },
  ...(['get', 'put'] as const).map((method) => ({
    method,
    path: '/api/brand/protection/storefronts/:id/reseller',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 404, otherOwner: 404 },
    call: async (ctx: Ctx, actor: Actor) => {
      const { entry } = await findingOf(ctx, protectionOwner(ctx, actor))
      const [storefront] = await ctx.testApp.deps.db
        .select({ id: marketplaceSellers.id })
        .from(marketplaceSellers)
        .where(eq(marketplaceSellers.brandId, entry.id))
      return {
        path: `/api/brand/protection/storefronts/${storefront!.id}/reseller`,
        ...(method === 'put' ? { body: { resellerId: null } } : {}),
        cookie: brandAsOtherOwner(ctx, actor),
      }
    },
  })),
  ...(
    [
      ['/api/brand/protection/map-changes', 201],
      ['/api/brand/protection/promotions', 201],
      ['/api/brand/protection/unmatched/confirm', 200],
    ] as const
  ).map(([path, ok]): Row => ({
    method: 'post',
    path,
    // A product in the body that is not the caller's is refused as not theirs.
    expect: { anonymous: 401, reseller: 403, brand: ok, admin: 404, otherOwner: 400 },
    call: async (ctx, actor) => {
      const { product } = await findingOf(ctx, protectionOwner(ctx, actor))
      const soon = new Date(Date.now() + 86_400_000).toISOString()
      const later = new Date(Date.now() + 3 * 86_400_000).toISOString()
      const body = path.endsWith('map-changes')
        ? { productIds: [product.id], mapPrice: '29.99', effectiveFrom: soon }
        : path.endsWith('promotions')
          ? {
              name: 'Matrix sale',
              startsAt: soon,
              endsAt: later,
              percentOff: '10',
              products: [{ productId: product.id }],
            }
          : { marketplace: 'amazon', listingId: uniqueAsin(), productId: product.id }
      if (actor === 'otherOwner') await ownEntry(ctx, ctx.sessions.brand)
      return { path, body, cookie: brandAsOtherOwner(ctx, actor) }
    },
  })),
  {
    method: 'delete',
    path: '/api/brand/protection/map-changes/:id',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => {
      const { product } = await findingOf(ctx, protectionOwner(ctx, actor))
      if (actor === 'otherOwner') await ownEntry(ctx, ctx.sessions.brand)
      const [version] = await ctx.testApp.deps.db
        .insert(productMapPrices)
        .values({
          productId: product.id,
          mapPrice: '30.00',
          effectiveFrom: new Date(Date.now() + 5 * 86_400_000),
        })
        .returning({ id: productMapPrices.id })
      return {
        path: `/api/brand/protection/map-changes/${version!.id}`,
        cookie: brandAsOtherOwner(ctx, actor),
      }
    },
  },
  {
    method: 'post',
    path: '/api/brand/protection/promotions/:id/cancel',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => {
      const { entry } = await findingOf(ctx, protectionOwner(ctx, actor))
      if (actor === 'otherOwner') await ownEntry(ctx, ctx.sessions.brand)
      const [promotion] = await ctx.testApp.deps.db
        .insert(mapPromotions)
        .values({
          brandId: entry.id,
          name: 'Matrix promotion',
          startsAt: new Date(Date.now() + 86_400_000),
          endsAt: new Date(Date.now() + 2 * 86_400_000),
          percentOff: '10',
        })
        .returning({ id: mapPromotions.id })
      return {
        path: `/api/brand/protection/promotions/${promotion!.id}/cancel`,
        cookie: brandAsOtherOwner(ctx, actor),
      }
    },
  },
  {
    method: 'post',
    path: '/api/brand/protection/exchange-rates',
    expect: { anonymous: 401, reseller: 403, brand: 201, admin: 404, otherOwner: null },
    call: async (ctx) => {
      await ownEntry(ctx, ctx.sessions.brand)
      return {
        path: '/api/brand/protection/exchange-rates',
        body: { currency: 'EUR', rate: '1.08', effectiveFrom: '2026-11-01T00:00:00Z' },
      }
    },
  },
  {
    method: 'post',
    path: '/api/brand/protection/policy',
    expect: { anonymous: 401, reseller: 403, brand: 201, admin: 404, otherOwner: null },
    call: async (ctx) => {
      await ownEntry(ctx, ctx.sessions.brand)
      return {
        path: '/api/brand/protection/policy',
        body: {
          text: 'Advertise at or above MAP on every marketplace.',
          shippingCounts: false,
          toleranceKind: 'amount',
          toleranceValue: '0.01',
        },
      }
    },
  },
  {
    method: 'get',
    path: '/api/brand/protection/imports/:id',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => {
      const { brand } = await findingOf(ctx, protectionOwner(ctx, actor))
      if (actor === 'otherOwner') await ownEntry(ctx, ctx.sessions.brand)
      const { importId } = await importDrafts(ctx.testApp.deps, brand, [draft({ sku: 'MATRIX' })])
      return {
        path: `/api/brand/protection/imports/${importId}`,
        cookie: brandAsOtherOwner(ctx, actor),
      }
    },
  },
  {
    method: 'get',
    path: '/api/brand/protection/imports/:id/warnings.csv',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => {
      const { brand } = await findingOf(ctx, protectionOwner(ctx, actor))
      if (actor === 'otherOwner') await ownEntry(ctx, ctx.sessions.brand)
      const { importId } = await importDrafts(ctx.testApp.deps, brand, [draft({ sku: 'MATRIX-W' })])
      return {
        path: `/api/brand/protection/imports/${importId}/warnings.csv`,
        cookie: brandAsOtherOwner(ctx, actor),
      }
    },
  },
  ...(
    [
      ['/api/brand/protection/imports/preview', 200, '?fileName=k.csv&complete=true'],
      ['/api/brand/protection/imports', 201, '?fileName=k.csv'],
    ] as const
  ).map(([path, ok, query]): Row => ({
    method: 'post',
    path,
    expect: { anonymous: 401, reseller: 403, brand: ok, admin: 404, otherOwner: null },
    call: async (ctx) => {
      await ownEntry(ctx, ctx.sessions.brand)
      return {
        path: `${path}${query}`,
        raw: keepaExport([
          {
            title: 'Matrix',
            asin: uniqueAsin(),
            price: '10.00',
            sellerName: 'M',
            sellerId: 'AMATRIX1',
          },
        ]),
      }
    },
  })),
  ...(
    [
      ['get', '/api/admin/brands/:entryId/protection/imports', '', 200],
      [
        'post',
        '/api/admin/brands/:entryId/protection/imports/preview',
        '/preview?fileName=k.csv&complete=true',
        200,
      ],
      [
        'post',
        '/api/admin/brands/:entryId/protection/imports',
        '?fileName=a.txt&sellerId=AMATRIX2',
        201,
      ],
    ] as const
  ).map(([method, path, suffix, ok]): Row => ({
    method,
    path,
    expect: { ...adminOnly, admin: ok, otherOwner: 403 },
    call: async (ctx) => {
      const entry = await ownEntry(ctx, ctx.victim)
      return {
        path: `/api/admin/brands/${entry.id}/protection/imports${suffix}`,
        ...(method === 'post'
          ? {
              raw: amazonAllListingsReport([
                { title: 'Matrix', sku: 'MX-1', price: '10.00', asin: uniqueAsin() },
              ]),
            }
          : {}),
      }
    },
  })),
  {
    method: 'post',
    path: '/api/brand/protection/api-keys',
    expect: { anonymous: 401, reseller: 403, brand: 201, admin: 404, otherOwner: null },
    call: async (ctx) => {
      await ownEntry(ctx, ctx.sessions.brand)
      return { path: '/api/brand/protection/api-keys', body: { name: 'Matrix key' } }
    },
  },
  {
    method: 'delete',
    path: '/api/brand/protection/api-keys/:id',
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => {
      const entry = await ownEntry(ctx, protectionOwner(ctx, actor))
      if (actor === 'otherOwner') await ownEntry(ctx, ctx.sessions.brand)
      const [key] = await ctx.testApp.deps.db
        .insert(brandApiKeys)
        .values({
          brandId: entry.id,
          name: 'Matrix',
          prefix: 'mkp_xx',
          keyHash: crypto.randomUUID(),
        })
        .returning({ id: brandApiKeys.id })
      return {
        path: `/api/brand/protection/api-keys/${key!.id}`,
        cookie: brandAsOtherOwner(ctx, actor),
      }
    },
  },
  ...['/api/brand/monitoring', '/api/brand/monitoring/coverage'].map((path): Row => ({
    method: 'get',
    path,
    // A brand (or an admin) without a directory entry sees an empty overview.
    expect: { anonymous: 401, reseller: 403, brand: 200, admin: 200, otherOwner: null },
  })),
  {
    method: 'post',
    path: '/api/brand/monitoring/connections',
    // The long-lived admin has no directory entry of its own to connect a source for.
    expect: { anonymous: 401, reseller: 403, brand: 201, admin: 404, otherOwner: null },
    call: async (ctx) => {
      await ownEntry(ctx, ctx.sessions.brand)
      return { path: '/api/brand/monitoring/connections', body: monitoringBody('keepa_api') }
    },
  },
  ...(
    [
      ['patch', '', { frequencyHours: 12 }, 200],
      ['delete', '', undefined, 204],
      ['post', '/check-now', {}, 202],
    ] as const
  ).map(([method, suffix, body, status]): Row => ({
    method,
    path: `/api/brand/monitoring/connections/:connectionId${suffix}`,
    // Brand B's connection, named by brand A or an admin: not found, and left as it was.
    expect: { anonymous: 401, reseller: 403, brand: status, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => ({
      path: `/api/brand/monitoring/connections/${await monitoringConnectionOf(ctx, protectionOwner(ctx, actor))}${suffix}`,
      body,
      cookie: brandAsOtherOwner(ctx, actor),
    }),
  })),
  {
    method: 'post',
    path: '/api/protection/observations',
    // Authenticated by the brand's API key, not by a session: whoever holds the key.
    expect: everyone(200),
    call: async (ctx, actor) => {
      const entry = await ownEntry(ctx, ctx.victim)
      const { key } = await createApiKey(
        ctx.testApp.deps.db,
        entry.id,
        { name: `Matrix ${actor}`, createdBy: ctx.victim.id },
        { actor: SYSTEM_ACTOR, brandName: entry.name },
      )
      return {
        path: '/api/protection/observations',
        headers: { authorization: `Bearer ${key}` },
        body: {
          observations: [
            {
              id: `matrix-${actor}-${Math.random()}`,
              marketplace: 'amazon',
              sellerId: 'AMATRIXAPI',
              listingId: uniqueAsin(),
              price: '12.00',
              observedAt: '2026-11-01T00:00:00Z',
            },
          ],
        },
      }
    },
  },
  {
    method: 'get',
    path: '/api/reseller/compliance',
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 200, otherOwner: null },
  },
  ...(
    [
      ['get', '/api/reseller/compliance/findings/:id', ''],
      ['post', '/api/reseller/compliance/findings/:id/fixed', '/fixed'],
    ] as const
  ).map(([method, path, suffix]): Row => ({
    method,
    path,
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => ({
      path: `/api/reseller/compliance/findings/${(await resellerFinding(ctx, actor)).findingId}${suffix}`,
      body: method === 'get' ? undefined : { note: '' },
    }),
  })),
  {
    method: 'post',
    path: '/api/reseller/compliance/findings/:id/dispute',
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => {
      const form = new FormData()
      form.set('reason', 'The matrix disputes this finding.')
      return {
        path: `/api/reseller/compliance/findings/${(await resellerFinding(ctx, actor)).findingId}/dispute`,
        form,
      }
    },
  },
  {
    method: 'post',
    path: '/api/reseller/compliance/policies/:id/acknowledge',
    // A policy of a brand the reseller sells; the admin and another reseller do not sell it.
    expect: { anonymous: 401, reseller: 200, brand: 403, admin: 404, otherOwner: 404 },
    call: async (ctx, actor) => {
      const { entry } = await resellerFinding(ctx, actor)
      const [last] = await ctx.testApp.deps.db
        .select({ version: mapPolicies.version })
        .from(mapPolicies)
        .where(eq(mapPolicies.brandId, entry.id))
        .orderBy(desc(mapPolicies.version))
        .limit(1)
      const [policy] = await ctx.testApp.deps.db
        .insert(mapPolicies)
        .values({
          brandId: entry.id,
          version: (last?.version ?? 0) + 1,
          text: 'Matrix policy text for resellers.',
        })
        .returning({ id: mapPolicies.id })
      return { path: `/api/reseller/compliance/policies/${policy!.id}/acknowledge` }
    },
  },
  // system
  { method: 'get', path: '/api/health', expect: everyone(200) },
  { method: 'get', path: '/api/openapi.json', expect: everyone(200) },
  { method: 'get', path: '/api/docs', expect: everyone(200) },
]

/** The demo routes on an app with DEMO_MODE=false (DESIGN decision 2). */
const NON_DEMO_ROWS: Row[] = [
  { method: 'get', path: '/api/demo/status', expect: adminOnly },
  {
    method: 'post',
    path: '/api/demo/setup',
    expect: adminOnly,
    call: () => ({ path: '/api/demo/setup', body: { mode: 'complete' } }),
  },
  {
    method: 'post',
    path: '/api/demo/orders',
    expect: { anonymous: 401, reseller: 403, brand: 403, admin: 201, otherOwner: null },
    call: () => ({ path: '/api/demo/orders', body: {} }),
  },
  {
    method: 'post',
    path: '/api/demo/brand-applications/age',
    expect: { anonymous: 401, reseller: 403, brand: 403, admin: 200, otherOwner: null },
    call: () => ({ path: '/api/demo/brand-applications/age', body: { days: 1 } }),
  },
]

/**
 * The demo routes in demo mode for a caller on this machine (127.0.0.1): open to everyone, as
 * `npm start` on the embedded database promises (DESIGN decision 2).
 */
const LOOPBACK_ROWS: Row[] = NON_DEMO_ROWS.map((row) => ({
  ...row,
  expect: everyone(row.path === '/api/demo/orders' ? 201 : 200),
}))

/** Every better-auth endpoint reachable over HTTP (PUBLIC_AUTH_PATHS and the e-mailed link). */
const AUTH_ROWS: Row[] = [
  {
    method: 'post',
    path: '/api/auth/sign-up/email',
    expect: everyone(200),
    call: () => ({ path: '/api/auth/sign-up/email', body: signUpBody('reseller') }),
  },
  {
    method: 'post',
    path: '/api/auth/sign-in/email',
    expect: everyone(200),
    call: async (ctx, actor) => {
      const { user } = await freshSession(ctx, 'anonymous')
      return {
        path: '/api/auth/sign-in/email',
        body: { email: user.email, password: user.password },
        cookie: cookieOf(ctx, actor),
      }
    },
  },
  {
    method: 'post',
    path: '/api/auth/sign-out',
    // Signing out without a session is a harmless no-op.
    expect: everyone(200),
    call: async (ctx, actor) => ({
      path: '/api/auth/sign-out',
      body: {},
      cookie: (await freshSession(ctx, actor)).cookie,
    }),
  },
  {
    method: 'get',
    path: '/api/auth/get-session',
    // Anonymous: 200 with a null body (checked below).
    expect: everyone(200),
  },
  {
    method: 'post',
    path: '/api/auth/change-password',
    expect: { ...signedIn, otherOwner: null },
    call: async (ctx, actor) => {
      const { user, cookie } = await freshSession(ctx, actor)
      return {
        path: '/api/auth/change-password',
        body: { currentPassword: user.password, newPassword: `${user.password}-new` },
        cookie,
      }
    },
  },
  {
    method: 'post',
    path: '/api/auth/request-password-reset',
    expect: everyone(200),
    call: async (ctx, actor) => ({
      path: '/api/auth/request-password-reset',
      body: { email: subjectOf(ctx, actor).email, redirectTo: '/reset-password/confirm' },
      cookie: cookieOf(ctx, actor),
    }),
  },
  {
    method: 'get',
    path: '/api/auth/reset-password/:token',
    // The e-mailed link redirects to the set-new-password screen with the token.
    expect: everyone(302),
    call: async (ctx, actor) => {
      const { link } = await resetToken(ctx)
      return { path: link.pathname + link.search, cookie: cookieOf(ctx, actor) }
    },
  },
  {
    method: 'post',
    path: '/api/auth/reset-password',
    expect: everyone(200),
    call: async (ctx, actor) => ({
      path: '/api/auth/reset-password',
      body: { newPassword: 'a-brand-new-password', token: (await resetToken(ctx)).token },
      cookie: cookieOf(ctx, actor),
    }),
  },
  {
    method: 'get',
    path: '/api/auth/verify-email',
    expect: everyone(302),
    call: async (ctx, actor) => {
      const link = await verificationLink(ctx)
      return { path: link.pathname + link.search, cookie: cookieOf(ctx, actor) }
    },
  },
  {
    method: 'post',
    path: '/api/auth/send-verification-email',
    // With a session it acts on the session's user only: already verified (reseller, brand) or
    // someone else's address (admin) is refused, so no one can mail links to others' inboxes.
    expect: { anonymous: 200, reseller: 400, brand: 400, admin: 400, otherOwner: null },
    call: async (ctx, actor) => {
      let email = subjectOf(ctx, actor).email
      if (actor === 'anonymous') {
        const body = signUpBody('brand')
        await post(ctx.app, '/api/auth/sign-up/email', body)
        email = body.email
      }
      return {
        path: '/api/auth/send-verification-email',
        body: { email, callbackURL: '/brand/login' },
        cookie: cookieOf(ctx, actor),
      }
    },
  },
  { method: 'get', path: '/api/auth/ok', expect: everyone(200) },
]

/** Any other better-auth endpoint is not reachable over HTTP. */
const HIDDEN_AUTH_ENDPOINTS: { method: Method; path: string }[] = [
  { method: 'post', path: '/api/auth/update-user' },
  { method: 'post', path: '/api/auth/delete-user' },
  { method: 'get', path: '/api/auth/list-sessions' },
  { method: 'post', path: '/api/auth/revoke-sessions' },
  { method: 'post', path: '/api/auth/change-email' },
  { method: 'get', path: '/api/auth/list-accounts' },
]

const key = (r: { method: string; path: string }) => `${r.method.toUpperCase()} ${r.path}`

async function run(ctx: Ctx, app: RequestTarget, row: Row, actor: Actor, ip?: string) {
  const call = row.call
    ? await row.call(ctx, actor)
    : { path: row.path, body: row.method === 'get' ? undefined : {} }
  const cookie = 'cookie' in call ? call.cookie : cookieOf(ctx, actor)
  return send(app, row.method.toUpperCase(), call.path, {
    cookie,
    ...(ip ? { ip } : {}),
    ...(call.headers ? { headers: call.headers } : {}),
    ...(call.form
      ? { body: call.form }
      : call.raw !== undefined
        ? { body: call.raw }
        : call.body === undefined
          ? {}
          : { json: call.body }),
  })
}

/** The body, for a failure's message; an event stream never ends, so it is closed unread. */
async function detailOf(response: Response): Promise<string> {
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel()
    return 'text/event-stream'
  }
  return response.clone().text()
}

let testApp: TestApp
let ctx: Ctx

beforeAll(async () => {
  testApp = await createTestApp()
  const { deps, app } = testApp
  const [admin, brand, reseller] = await Promise.all([
    createUser(deps, 'admin'),
    createUser(deps, 'brand'),
    createUser(deps, 'reseller'),
  ])
  const victim = await createUser(deps, 'brand')
  ctx = {
    testApp,
    app,
    victim,
    sessions: {
      admin: { ...admin!, cookie: await signIn(app, admin!) },
      brand: { ...brand!, cookie: await signIn(app, brand!) },
      reseller: { ...reseller!, cookie: await signIn(app, reseller!) },
    },
  }
})

afterAll(async () => {
  await testApp?.close()
})

describe('the matrix is complete', () => {
  test('every route in apiRoutes() has exactly one row', () => {
    const rows = new Map(ROUTE_ROWS.map((r) => [key(r), r]))
    const routes = apiRoutes().map(key)
    expect(
      routes.filter((r) => !rows.has(r)),
      'routes without a row',
    ).toEqual([])
    expect(
      [...rows.keys()].filter((r) => !routes.includes(r)),
      'rows without a route',
    ).toEqual([])
    expect(rows.size).toBe(ROUTE_ROWS.length)
  })

  test('every reachable better-auth path has a row', () => {
    const covered = new Set(AUTH_ROWS.map((r) => r.path.slice('/api/auth'.length)))
    expect([...PUBLIC_AUTH_PATHS].filter((p) => !covered.has(p))).toEqual([])
  })

  test('every demo route has a DEMO_MODE=false row', () => {
    const demo = apiRoutes()
      .filter((r) => r.access === 'demo')
      .map(key)
    expect(NON_DEMO_ROWS.map(key).sort()).toEqual(demo.sort())
  })

  test('a route with a record in its path says what the other owner gets', () => {
    const withRecord = [...ROUTE_ROWS, ...AUTH_ROWS].filter(
      (r) => r.path.includes('/:id') && r.expect.otherOwner === null,
    )
    expect(withRecord.map(key)).toEqual([])
  })
})

describe.each(ROUTE_ROWS.map((row) => [key(row), row] as const))('%s', (_name, row) => {
  test.each(ACTORS.filter((a) => row.expect[a] !== null))('%s', async (actor) => {
    const response = await run(ctx, ctx.app, row, actor)
    expect(response.status, await detailOf(response)).toBe(row.expect[actor])
  })
})

describe.each(AUTH_ROWS.map((row) => [key(row), row] as const))('%s', (_name, row) => {
  test.each(ACTORS.filter((a) => row.expect[a] !== null))('%s', async (actor) => {
    const response = await run(ctx, ctx.app, row, actor)
    expect(response.status, await response.clone().text()).toBe(row.expect[actor])
  })
})

describe('DEMO_MODE=false', () => {
  let app: RequestTarget
  beforeAll(() => {
    // The same database and sessions, served by an app that is not in demo mode.
    app = createApp({ ...testApp.deps, env: { ...testApp.deps.env, demoMode: false } })
  })

  describe.each(NON_DEMO_ROWS.map((row) => [key(row), row] as const))('%s', (_name, row) => {
    test.each(ACTORS.filter((a) => row.expect[a] !== null))('%s', async (actor) => {
      const response = await run(ctx, app, row, actor)
      expect(response.status, await response.clone().text()).toBe(row.expect[actor])
    })
  })

  describe.each(NON_DEMO_ROWS.map((row) => [key(row), row] as const))(
    '%s from this machine',
    (_name, row) => {
      test.each(ACTORS.filter((a) => row.expect[a] !== null))('%s', async (actor) => {
        const response = await run(ctx, app, row, actor, '127.0.0.1')
        expect(response.status, await response.clone().text()).toBe(row.expect[actor])
      })
    },
  )

  test('the dev mailbox exists only in demo mode', async () => {
    expect((await get(ctx.app, '/dev/mailbox', { ip: '127.0.0.1' })).status).toBe(200)
    expect((await get(app, '/dev/mailbox', { ip: '127.0.0.1' })).status).toBe(404)
    const admin = ctx.sessions.admin.cookie
    expect((await get(app, '/dev/mailbox', { ip: '127.0.0.1', cookie: admin })).status).toBe(404)
  })
})

describe('demo mode, from this machine', () => {
  describe.each(LOOPBACK_ROWS.map((row) => [key(row), row] as const))('%s', (_name, row) => {
    test.each(ACTORS.filter((a) => row.expect[a] !== null))('%s', async (actor) => {
      const response = await run(ctx, ctx.app, row, actor, '127.0.0.1')
      expect(response.status, await response.clone().text()).toBe(row.expect[actor])
    })
  })

  test('the dev mailbox: this machine or an admin; anyone else is refused', async () => {
    const mailbox = (options: { ip?: string; cookie?: string }) =>
      get(ctx.app, '/dev/mailbox', options)
    expect((await mailbox({ ip: '127.0.0.1' })).status).toBe(200)
    expect((await mailbox({ ip: '::1' })).status).toBe(200)
    expect((await mailbox({ cookie: ctx.sessions.admin.cookie })).status).toBe(200)
    const anonymous = await mailbox({})
    expect(anonymous.status).toBe(401)
    expect(await anonymous.text()).not.toContain('@')
    expect((await mailbox({ cookie: ctx.sessions.reseller.cookie })).status).toBe(403)
    expect((await mailbox({ cookie: ctx.sessions.brand.cookie })).status).toBe(403)
    const message = await get(ctx.app, `/dev/mailbox/${crypto.randomUUID()}`)
    expect(message.status).toBe(401)
  })
})

describe('answers beyond the status', () => {
  test('a refusal says why, in JSON', async () => {
    const anonymous = await bodyOf(await get(ctx.app, '/api/admin/settings'))
    expect(anonymous).toEqual({ code: 'UNAUTHENTICATED', message: 'User not authenticated' })
    const reseller = await bodyOf(
      await get(ctx.app, '/api/admin/settings', { cookie: ctx.sessions.reseller.cookie }),
    )
    expect(reseller).toMatchObject({ code: 'FORBIDDEN' })
  })

  test('get-session and /api/me are empty without a session and name the user with one', async () => {
    expect(await bodyOf(await get(ctx.app, '/api/auth/get-session'))).toBeNull()
    expect(await bodyOf(await get(ctx.app, '/api/me'))).toEqual({ user: null })
    const me = await bodyOf<{ user: { id: string; role: string } }>(
      await get(ctx.app, '/api/me', { cookie: ctx.sessions.brand.cookie }),
    )
    expect(me.user).toMatchObject({ id: ctx.sessions.brand.id, role: 'brand' })
  })

  test('own profile answers with the profile; another user’s is not disclosed', async () => {
    const { reseller } = ctx.sessions
    const own = await bodyOf<{ profile: { id: string; email: string } }>(
      await get(ctx.app, `/api/profiles/${reseller.id}`, { cookie: reseller.cookie }),
    )
    expect(own.profile).toMatchObject({ id: reseller.id, email: reseller.email })
    const other = await get(ctx.app, `/api/profiles/${ctx.victim.id}`, { cookie: reseller.cookie })
    expect(await bodyOf(other)).toEqual({ code: 'NOT_FOUND', message: 'Not found' })
  })

  test('a refused profile update changes nothing', async () => {
    const before = await bodyOf<{ profile: unknown }>(
      await get(ctx.app, `/api/profiles/${ctx.sessions.brand.id}`, {
        cookie: ctx.sessions.brand.cookie,
      }),
    )
    const response = await send(ctx.app, 'PATCH', `/api/profiles/${ctx.sessions.brand.id}`, {
      cookie: ctx.sessions.reseller.cookie,
      json: { fullName: 'Hijacked', companyName: 'Hijacked Co' },
    })
    expect(response.status).toBe(404)
    const after = await bodyOf<{ profile: unknown }>(
      await get(ctx.app, `/api/profiles/${ctx.sessions.brand.id}`, {
        cookie: ctx.sessions.brand.cookie,
      }),
    )
    expect(after.profile).toEqual(before.profile)
  })

  test.each(HIDDEN_AUTH_ENDPOINTS.map((e) => [key(e), e] as const))(
    '%s is not reachable, even for an admin',
    async (_name, endpoint) => {
      const response = await send(ctx.app, endpoint.method.toUpperCase(), endpoint.path, {
        cookie: ctx.sessions.admin.cookie,
        ...(endpoint.method === 'get' ? {} : { json: { name: 'x', email: uniqueEmail() } }),
      })
      expect(response.status).toBe(404)
    },
  )
})
