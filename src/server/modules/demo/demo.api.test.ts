/**
 * Investor Demo Setup (001 §2.2, §7.5, §9): complete, seed only and force re-seed; 5 [DEMO]
 * brands, at least 5 [DEMO] products for the demo brand, demo accounts for the 3 roles; the
 * verification counts; every mode idempotent; existing accounts count as success.
 */
import { and, eq, inArray, like } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts'
import { brandApplications, brandsDirectory, products, user } from '#server/db/schema/index.ts'
import { signIn } from '#testing/factories.ts'
import { bodyOf, get, post } from '#testing/http.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

/** The demo tools answer callers on this machine (DESIGN decision 2). */
const LOCAL = { ip: '127.0.0.1' }

interface Counts {
  accounts: number
  brands: number
  products: number
  allocations: number
  orders: number
}
interface SetupAnswer {
  success: boolean
  created: string[]
  existing: string[]
  counts: Counts
}

let t: TestApp
beforeEach(async () => {
  await t?.close()
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

async function setup(mode: 'complete' | 'seed' | 'reseed') {
  const response = await post(t.app, '/api/demo/setup', { mode }, LOCAL)
  expect(response.status).toBe(200)
  return bodyOf<SetupAnswer>(response)
}

async function status() {
  const response = await get(t.app, '/api/demo/status', LOCAL)
  expect(response.status).toBe(200)
  return bodyOf<{ counts: Counts; accounts: { email: string; exists: boolean }[] }>(response)
}

// Products: the 6 of demo-products.ts and the 4 of demo-brand-activity.ts (issue 5).
const FULL: Counts = { accounts: 3, brands: 5, products: 10, allocations: 5, orders: 5 }

describe('demo setup', () => {
  test('complete creates the 3 accounts and the demo data; running it again changes nothing', async () => {
    const first = await setup('complete')
    expect(first.success).toBe(true)
    expect(first.created.sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort())
    expect(first.counts).toEqual(FULL)
    expect((await status()).counts).toEqual(FULL)

    const again = await setup('complete')
    expect(again).toMatchObject({ success: true, created: [], counts: FULL })
    expect(again.existing).toHaveLength(3)

    // Every demo account signs in with its listed password.
    for (const account of DEMO_ACCOUNTS) await signIn(t.app, account)

    // The products belong to the demo brand account and are approved.
    const [brandUser] = await t.deps.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'brand@demo.example.com'))
    const rows = await t.deps.db
      .select()
      .from(products)
      .where(and(eq(products.brandId, brandUser!.id), like(products.name, '[DEMO]%')))
    expect(rows.length).toBeGreaterThanOrEqual(5)
    expect(new Set(rows.map((r) => r.approvalStatus))).toEqual(new Set(['approved']))
  })

  test('seed only writes the data without creating accounts, and is idempotent', async () => {
    const first = await setup('seed')
    expect(first.created).toEqual([])
    // Products, allocations and orders need the demo accounts, which seed only does not create.
    expect(first.counts).toEqual({ accounts: 0, brands: 5, products: 0, allocations: 0, orders: 0 })
    expect((await status()).accounts.every((a) => !a.exists)).toBe(true)

    await setup('complete')
    const seeded = await setup('seed')
    expect(seeded.existing).toHaveLength(3)
    expect(seeded.counts).toEqual(FULL)
    expect((await setup('seed')).counts).toEqual(FULL)
  })

  test('force re-seed undoes edits, restores deleted demo data and keeps the accounts', async () => {
    await setup('complete')
    await t.deps.db.delete(products).where(eq(products.sku, 'DEMO-NW-003'))
    await t.deps.db
      .update(brandsDirectory)
      .set({ description: 'edited by an admin' })
      .where(eq(brandsDirectory.name, '[DEMO] Lumen Electronics'))
    await t.deps.db
      .delete(brandsDirectory)
      .where(eq(brandsDirectory.name, '[DEMO] Bright Blocks Toys'))
    const before = await status()
    expect(before.counts).toMatchObject({ brands: 4, products: 9, allocations: 4 })

    const reseeded = await setup('reseed')
    expect(reseeded).toMatchObject({ success: true, created: [], counts: FULL })
    const [lumen] = await t.deps.db
      .select()
      .from(brandsDirectory)
      .where(eq(brandsDirectory.name, '[DEMO] Lumen Electronics'))
    expect(lumen!.description).not.toBe('edited by an admin')
    expect((await setup('reseed')).counts).toEqual(FULL)
    // Rows are restored in place: the demo conversation's application survives (with the two of
    // demo-brand-activity.ts).
    expect(await t.deps.db.select().from(brandApplications)).toHaveLength(3)
    // Passwords are kept.
    for (const account of DEMO_ACCOUNTS) await signIn(t.app, account)
  })

  test('force re-seed on an empty database creates everything', async () => {
    const answer = await setup('reseed')
    expect(answer.created).toHaveLength(3)
    expect(answer.counts).toEqual(FULL)
  })

  test('an unknown mode is refused', async () => {
    expect((await post(t.app, '/api/demo/setup', { mode: 'wipe' }, LOCAL)).status).toBe(400)
  })
})

/**
 * Issue 12, finding 1: on a PostgreSQL deployment nobody said was a demo, an anonymous
 * POST /api/demo/setup created the demo admin with its published password, and /dev/mailbox
 * showed every reset link.
 */
describe('demo mode stays off where nobody asked for it', () => {
  let deployed: TestApp
  beforeAll(async () => {
    // The environment of a server on DATABASE_URL without NODE_ENV=production or DEMO_MODE.
    deployed = await createTestApp({
      DATABASE_URL: 'postgres://app@db.example.com/marketplace',
      DEMO_MODE: '',
    })
  })
  afterAll(async () => {
    await deployed.close()
  })

  test('an anonymous demo setup is refused, even from this machine, and creates no account', async () => {
    expect(deployed.deps.env.demoMode).toBe(false)
    for (const options of [{}, LOCAL]) {
      const response = await post(deployed.app, '/api/demo/setup', { mode: 'complete' }, options)
      expect(response.status).toBe(401)
      expect((await get(deployed.app, '/api/demo/status', options)).status).toBe(401)
    }
    const demoUsers = await deployed.deps.db
      .select()
      .from(user)
      .where(
        inArray(
          user.email,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
      )
    expect(demoUsers).toEqual([])
  })

  test('there is no mailbox', async () => {
    expect((await get(deployed.app, '/dev/mailbox', LOCAL)).status).toBe(404)
  })
})

describe('in demo mode, the demo tools answer this machine or an admin', () => {
  test('a caller from elsewhere is refused; an admin from elsewhere is served', async () => {
    const elsewhere = { ip: '203.0.113.7' }
    expect((await post(t.app, '/api/demo/setup', { mode: 'complete' }, elsewhere)).status).toBe(401)
    expect((await get(t.app, '/api/demo/status', elsewhere)).status).toBe(401)
    expect((await get(t.app, '/dev/mailbox', elsewhere)).status).toBe(401)
    await setup('complete')
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!
    const cookie = await signIn(t.app, admin)
    expect((await get(t.app, '/api/demo/status', { ...elsewhere, cookie })).status).toBe(200)
    expect((await get(t.app, '/dev/mailbox', { ...elsewhere, cookie })).status).toBe(200)
  })
})
