/**
 * The demo seed: an admin, a brand and an approved reseller with known passwords, created on
 * the first start of an empty embedded database (and by /demo-setup), the demo brands
 * directory, and the demo brand's [DEMO] products with the demo reseller's allocations and orders.
 */
import { and, eq, inArray, like, sql } from 'drizzle-orm'
import { DEMO_ACCOUNTS, type DemoAccount } from '#shared/demo-accounts.ts'
import type { Auth } from '../auth.ts'
import { provisionNewAccount } from '../modules/accounts/create-user-profile.ts'
import { authorizationInForceSql } from '../modules/authorizations/in-force.ts'
import { resellerSellerIds } from '../modules/authorizations/reseller-seller-ids.ts'
import type { Db } from './client.ts'
import { seedDemoProtection } from './demo-protection.ts'
import { seedDemoBrandActivity } from './demo-brand-activity.ts'
import { DEMO_BRANDS, DEMO_BRAND_OWNER_EMAIL } from './demo-brands.ts'
import {
  DEMO_ORDERS,
  DEMO_PRODUCTS,
  restoreDemoProductTerms,
  seedDemoProductTerms,
} from './demo-products.ts'
import {
  account,
  brandAuthorizations,
  brandsDirectory,
  leadMagnetBrands,
  orderItems,
  orders,
  products,
  resellerAddresses,
  profiles,
  resellerApplications,
  user,
} from './schema/index.ts'

export { DEMO_ACCOUNTS }

/** How long ago the demo reseller was authorized: before its oldest demo order. */
const DEMO_AUTHORIZED_DAYS_AGO = 120

/** The demo reseller's seller ids (its Amazon and Walmart stores). */
export const DEMO_RESELLER_SELLER_IDS = { amazon: 'A1PRIMERESALE', walmart: '100245678' } as const

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(user)
  return (row?.n ?? 0) === 0
}

/**
 * Creates one verified account with a password (and, for a reseller, an approved application).
 * Returns false when the e-mail is already registered, which the demo setup counts as success.
 */
export async function createVerifiedAccount(
  db: Db,
  auth: Auth,
  input: DemoAccount,
): Promise<boolean> {
  const email = input.email.toLowerCase()
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email))
  if (existing) return false
  const ctx = await auth.$context
  const id = ctx.generateId({ model: 'user' }) || crypto.randomUUID()
  const hash = await ctx.password.hash(input.password)
  await db.transaction(async (tx) => {
    await tx.insert(user).values({
      id,
      email,
      name: input.fullName,
      emailVerified: true,
      userRole: input.role,
      fullName: input.fullName,
      companyName: input.companyName,
    })
    await tx.insert(account).values({
      id: crypto.randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: hash,
    })
    await provisionNewAccount(tx, { ...input, userId: id, email })
    if (input.role === 'reseller') {
      await tx
        .update(resellerApplications)
        .set({
          status: 'approved',
          applicationStatus: 'approved',
          // The marketplaces its authorizations cover, and its Letters of Authorization name.
          amazonSellerId: DEMO_RESELLER_SELLER_IDS.amazon,
          walmartSellerId: DEMO_RESELLER_SELLER_IDS.walmart,
        })
        .where(eq(resellerApplications.userId, id))
    }
  })
  return true
}

export async function seedDemoAccounts(db: Db, auth: Auth) {
  const created: DemoAccount[] = []
  const existing: DemoAccount[] = []
  for (const demo of DEMO_ACCOUNTS) {
    ;((await createVerifiedAccount(db, auth, demo)) ? created : existing).push(demo)
  }
  const brands = await seedDemoData(db)
  await seedDemoCatalog(db)
  return { created, existing, brands }
}

/** 001 §7.5: demo data is what is named [DEMO]. */
export const DEMO_PREFIX = '[DEMO]'
const demoNamed = (column: typeof brandsDirectory.name | typeof products.name) =>
  like(column, `${DEMO_PREFIX}%`)

async function demoUserIds(db: Db) {
  const emailOf = (role: DemoAccount['role']) =>
    DEMO_ACCOUNTS.find((a) => a.role === role)!.email.toLowerCase()
  const rows = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(inArray(user.email, [emailOf('brand'), emailOf('reseller')]))
  const idOf = (role: 'brand' | 'reseller') => rows.find((r) => r.email === emailOf(role))?.id
  return { brandId: idOf('brand'), resellerId: idOf('reseller') }
}

/**
 * The demo brand's [DEMO] products, the demo reseller's authorizations to sell the [DEMO] brands
 * (issue 13: allocated by an admin, and the demo brand's own entry granted by the brand), and the
 * demo reseller's orders with the demo brand. Idempotent: products are matched by SKU,
 * authorizations by their pair, and the orders are created only when the pair has none. Parts
 * whose demo account is missing are skipped (the accounts come from seedDemoAccounts).
 */
export async function seedDemoCatalog(db: Db): Promise<void> {
  const { brandId, resellerId } = await demoUserIds(db)
  await db.transaction(async (tx) => {
    if (brandId) {
      await tx
        .insert(products)
        .values(
          DEMO_PRODUCTS.map((p) => ({
            brandId,
            name: p.name,
            sku: p.sku,
            description: p.description,
            gtin: p.gtin,
            category: p.category,
            price: p.price,
            wholesalePrice: p.wholesalePrice,
            stock: p.stock,
            casePack: p.casePack,
            approvalStatus: 'approved' as const,
          })),
        )
        .onConflictDoNothing()
      await seedDemoProductTerms(tx, brandId, DEMO_PRODUCTS, new Date())
    }
    if (resellerId) {
      // Issue 15: the demo reseller's default ship-to address (orders need one); the partial
      // unique index on the default makes a second run a no-op.
      await tx
        .insert(resellerAddresses)
        .values({
          userId: resellerId,
          kind: 'shipping',
          label: 'Main warehouse',
          name: 'Receiving Desk',
          company: '[DEMO] Prime Resale',
          line1: '100 Warehouse Way',
          city: 'Reno',
          region: 'NV',
          postalCode: '89501',
          country: 'US',
          isDefault: true,
        })
        .onConflictDoNothing()
      const demoBrands = await tx
        .select({ id: brandsDirectory.id, contactEmail: brandsDirectory.contactEmail })
        .from(brandsDirectory)
        .where(demoNamed(brandsDirectory.name))
      const marketplaces = await resellerSellerIds(tx, resellerId)
      const since = new Date(Date.now() - DEMO_AUTHORIZED_DAYS_AGO * 24 * 60 * 60 * 1000)
      const ownEntry = (b: { contactEmail: string }) =>
        b.contactEmail.toLowerCase() === DEMO_BRAND_OWNER_EMAIL.toLowerCase()
      if (demoBrands.length > 0) {
        await tx
          .insert(brandAuthorizations)
          .values(
            demoBrands.map((b) => ({
              brandId: b.id,
              resellerId,
              marketplaces,
              startsAt: since,
              // The demo brand's own entry: its own decision (the demo conversation's
              // application); the others an admin's allocation on their behalf.
              grantedBy: ownEntry(b) ? ('brand' as const) : ('admin' as const),
              grantedByUserId: ownEntry(b) ? (brandId ?? null) : null,
              statusChangedAt: since,
              createdAt: since,
              updatedAt: since,
            })),
          )
          .onConflictDoNothing()
      }
    }
    if (!brandId || !resellerId) return
    const [had] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.brandId, brandId), eq(orders.resellerId, resellerId)))
    if ((had?.n ?? 0) > 0) return
    const catalog = await tx
      .select({
        id: products.id,
        sku: products.sku,
        name: products.name,
        price: products.wholesalePrice,
      })
      .from(products)
      .where(and(eq(products.brandId, brandId), demoNamed(products.name)))
    const bySku = new Map(catalog.map((p) => [p.sku, p]))
    for (const demo of DEMO_ORDERS) {
      const lines = demo.lines.flatMap((l) => {
        const product = bySku.get(l.sku)
        return product ? [{ product, quantity: l.quantity }] : []
      })
      if (lines.length === 0) continue
      const cents = lines.reduce(
        (sum, l) => sum + Math.round(Number(l.product.price) * 100) * l.quantity,
        0,
      )
      const createdAt = new Date(Date.now() - demo.daysAgo * 24 * 60 * 60 * 1000)
      const [order] = await tx
        .insert(orders)
        .values({
          brandId,
          resellerId,
          totalAmount: (cents / 100).toFixed(2),
          status: demo.status,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: orders.id })
      await tx.insert(orderItems).values(
        lines.map((l) => ({
          orderId: order!.id,
          productId: l.product.id,
          productName: l.product.name,
          sku: l.product.sku,
          quantity: l.quantity,
          unitPrice: l.product.price,
        })),
      )
    }
  })
  // The demo brand's resellers, orders over 90 days, applications and messages (issue 5).
  await seedDemoBrandActivity(db)
  // Issue 14: its marketplace listings, so Brand Protection has findings to show at once.
  await seedDemoProtection(db)
}

/**
 * Force re-seed: puts the [DEMO] directory entries and the demo brand's [DEMO] products back to
 * their seeded values (an admin's edits are undone, deactivated entries are active again).
 * Rows are updated in place rather than deleted, so that the applications, allocations,
 * messages and orders that point at them survive; what is missing is then added by the seed.
 * Accounts are kept, with their passwords.
 */
export async function restoreDemoData(db: Db): Promise<void> {
  const { brandId } = await demoUserIds(db)
  await db.transaction(async (tx) => {
    const now = new Date()
    for (const b of DEMO_BRANDS.filter((b) => b.name.startsWith(DEMO_PREFIX))) {
      await tx
        .update(brandsDirectory)
        .set({
          description: b.description,
          categories: b.categories,
          department: b.department,
          websiteUrl: b.websiteUrl,
          contactEmail: b.contactEmail,
          approvalRate: b.approvalRate,
          responseTime: b.responseTime,
          amazonAutoUngated: b.amazonAutoUngated,
          isActive: b.isActive ?? true,
          updatedAt: now,
        })
        .where(eq(sql`lower(${brandsDirectory.name})`, b.name.toLowerCase()))
    }
    if (!brandId) return
    for (const p of DEMO_PRODUCTS) {
      await tx
        .update(products)
        .set({
          name: p.name,
          description: p.description,
          price: p.price,
          wholesalePrice: p.wholesalePrice,
          stock: p.stock,
          casePack: p.casePack,
          approvalStatus: 'approved',
          updatedAt: now,
        })
        .where(and(eq(products.brandId, brandId), eq(products.sku, p.sku)))
    }
    await restoreDemoProductTerms(tx, brandId, DEMO_PRODUCTS)
  })
}

/** The demo accounts that exist in this database (the start banner prints only these). */
export async function existingDemoAccounts(db: Db): Promise<DemoAccount[]> {
  const rows = await db
    .select({ email: user.email })
    .from(user)
    .where(
      inArray(
        sql`lower(${user.email})`,
        DEMO_ACCOUNTS.map((a) => a.email.toLowerCase()),
      ),
    )
  const present = new Set(rows.map((r) => r.email.toLowerCase()))
  return DEMO_ACCOUNTS.filter((a) => present.has(a.email.toLowerCase()))
}

/** The verification counts of Investor Demo Setup (001 §2.2, §7.5). */
export async function getDemoCounts(db: Db) {
  const emails = DEMO_ACCOUNTS.map((a) => a.email.toLowerCase())
  const { resellerId } = await demoUserIds(db)
  const count = sql<number>`count(*)::int`
  const [accounts, brands, productCount, allocations, orderCount] = await Promise.all([
    db
      .select({ n: count })
      .from(profiles)
      .where(inArray(sql`lower(${profiles.email})`, emails)),
    db.select({ n: count }).from(brandsDirectory).where(demoNamed(brandsDirectory.name)),
    db.select({ n: count }).from(products).where(demoNamed(products.name)),
    resellerId
      ? db
          .select({ n: count })
          .from(brandAuthorizations)
          .where(and(eq(brandAuthorizations.resellerId, resellerId), authorizationInForceSql()))
      : Promise.resolve([{ n: 0 }]),
    resellerId
      ? db.select({ n: count }).from(orders).where(eq(orders.resellerId, resellerId))
      : Promise.resolve([{ n: 0 }]),
  ])
  return {
    accounts: accounts[0]?.n ?? 0,
    brands: brands[0]?.n ?? 0,
    products: productCount[0]?.n ?? 0,
    allocations: allocations[0]?.n ?? 0,
    orders: orderCount[0]?.n ?? 0,
  }
}

/**
 * The demo data. Idempotent: a brand whose name is already in the directory (any case) is left
 * alone, so running it again, or after an admin edited or removed some entries, adds only what
 * is missing. Returns the number of directory entries created.
 */
export async function seedDemoData(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const names = DEMO_BRANDS.map((b) => b.name.toLowerCase())
    const present = await tx
      .select({ name: sql<string>`lower(${brandsDirectory.name})` })
      .from(brandsDirectory)
      .where(inArray(sql`lower(${brandsDirectory.name})`, names))
    const have = new Set(present.map((r) => r.name))
    const missing = DEMO_BRANDS.filter((b) => !have.has(b.name.toLowerCase()))
    if (missing.length === 0) return 0
    const [owner] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, DEMO_BRAND_OWNER_EMAIL))
    await tx.insert(brandsDirectory).values(
      missing.map((b) => ({
        name: b.name,
        description: b.description,
        categories: b.categories,
        department: b.department,
        websiteUrl: b.websiteUrl,
        contactEmail: b.contactEmail,
        approvalRate: b.approvalRate,
        responseTime: b.responseTime,
        amazonAutoUngated: b.amazonAutoUngated,
        isActive: b.isActive ?? true,
        ownerUserId: b.contactEmail === DEMO_BRAND_OWNER_EMAIL ? (owner?.id ?? null) : null,
      })),
    )
    // The lead magnet's list (issue 16) starts with the auto-ungated brands just added; one an
    // admin took off the list stays off when the seed runs again.
    const ungated = missing.filter((b) => b.amazonAutoUngated && (b.isActive ?? true))
    if (ungated.length > 0) {
      await tx
        .insert(leadMagnetBrands)
        .values(
          ungated.map((b) => ({ name: b.name, url: b.websiteUrl, category: b.categories[0] })),
        )
        .onConflictDoNothing()
    }
    return missing.length
  })
}

export function formatDemoAccounts(accounts: readonly DemoAccount[] = DEMO_ACCOUNTS): string {
  return accounts
    .map((a) => `  ${a.role.padEnd(8)} ${a.email.padEnd(28)} ${a.password}   → /${a.role}/login`)
    .join('\n')
}
