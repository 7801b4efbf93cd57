/**
 * The demo seed: an admin, a brand and an approved reseller with known passwords, created on
 * the first start of an empty embedded database (and by /demo-setup), and the demo brands
 * directory. Later issues add the demo products and orders to `seedDemoData`.
 */
import { eq, inArray, sql } from 'drizzle-orm'
import { DEMO_ACCOUNTS, type DemoAccount } from '#shared/demo-accounts.ts'
import type { Auth } from '../auth.ts'
import { provisionNewAccount } from '../modules/accounts/create-user-profile.ts'
import type { Db } from './client.ts'
import { DEMO_BRANDS, DEMO_BRAND_OWNER_EMAIL } from './demo-brands.ts'
import { account, brandsDirectory, resellerApplications, user } from './schema/index.ts'

export { DEMO_ACCOUNTS }

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
        .set({ status: 'approved', applicationStatus: 'approved' })
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
  return { created, existing, brands }
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
    return missing.length
  })
}

export function formatDemoAccounts(accounts: readonly DemoAccount[] = DEMO_ACCOUNTS): string {
  return accounts
    .map((a) => `  ${a.role.padEnd(8)} ${a.email.padEnd(28)} ${a.password}   → /${a.role}/login`)
    .join('\n')
}
