/**
 * The API's Available Brands path (list-reseller-brands.ts, with the in-memory matches) against
 * the one-statement reference (reseller-brands-statement.ts): the same cards, in the same order,
 * with the same counts, for every filter combination; and a change to the directory or to the
 * reseller's applications and allocations, made by plain SQL as another process would, is seen
 * by the very next call, which checks its caches against the counters read with the session.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  resellerBrandsQuery,
  type ResellerBrandsQueryInput,
} from '#shared/schemas/reseller-brands.ts'
import { signedInUser, type TestUser } from '#testing/factories.ts'
import { bodyOf, get } from '#testing/http.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import type { ResellerBrandsResponse } from '#shared/schemas/reseller-brands.ts'
import { freshnessColumns, type Freshness } from '../../db/freshness.ts'
import { user } from '../../db/schema/index.ts'
import { listResellerBrands } from './list-reseller-brands.ts'
import { brandRowsFromJson } from './reseller-brands-sql.ts'
import { resellerBrandsStatement, runResellerBrandsStatement } from './reseller-brands-statement.ts'

let t: TestApp
let reseller: TestUser & { cookie: string }
const now = new Date()
const DAY_MS = 86_400_000

beforeAll(async () => {
  t = await createTestApp()
  reseller = await signedInUser(t.deps, t.app, 'reseller')
  const owner = await signedInUser(t.deps, t.app, 'brand')
  // 240 brands over 4 name words and 4 departments; every 9th inactive; one with products.
  await t.deps.db.execute(sql`
    insert into brands_directory (name, contact_email, description, categories, department,
      is_active, owner_user_id)
    select (array['Kitchen','Beauty','Garden','Electronics'])[1 + g % 4] || ' Maker ' || g,
      'eq' || g || '@example.com', 'Wholesale goods number ' || g,
      array[(array['electronics','beauty','home_goods','toys'])[1 + (g / 4) % 4]],
      (array['Consumer','Industrial','Retail','Outdoor'])[1 + g % 4],
      g % 9 <> 0, case when g = 5 then ${owner.id} end
    from generate_series(1, 240) as g`)
  await t.deps.db.execute(sql`
    insert into products (brand_id, name, sku, price, wholesale_price, stock, approval_status)
    values (${owner.id}, 'Pan', 'EQ-PAN', 30, 12.5, 4, 'approved')`)
  // 120 applications: every status, 0 to 3 follow-ups, ages around each boundary (3, 7 and 14
  // days exactly, and a millisecond either side), and some to inactive brands.
  const ages = [
    0,
    3 * DAY_MS - 1,
    3 * DAY_MS,
    3 * DAY_MS + 1,
    7 * DAY_MS,
    7 * DAY_MS + 1,
    14 * DAY_MS,
  ]
  const ids = (
    (await t.deps.db.execute(sql`select id from brands_directory where contact_email like 'eq%'
      order by contact_email`)) as unknown as { rows: { id: string }[] }
  ).rows.map((r) => r.id)
  const statuses = ['pending', 'pending', 'approved', 'rejected'] as const
  for (let k = 0; k < 120; k++) {
    const created = new Date(now.getTime() - ages[k % ages.length]! - (k % 5) * 2 * DAY_MS)
    const count = k % 4
    const last = count ? new Date(now.getTime() - ages[(k + 3) % ages.length]!) : null
    await t.deps.db.execute(sql`
      insert into brand_applications (reseller_id, brand_id, status, follow_up_count,
        last_follow_up_at, created_at)
      values (${reseller.id}, ${ids[k * 2]!}, ${statuses[k % 4]!}, ${count},
        ${last?.toISOString() ?? null}, ${created.toISOString()})`)
  }
  await t.deps.db.execute(sql`
    insert into brand_authorizations (brand_id, reseller_id, granted_by)
    values (${ids[7]!}, ${reseller.id}, 'admin')`)
})

afterAll(async () => {
  await t?.close()
})

/** The counters as the session lookup reads them (middleware/session-lookup.ts). */
async function freshness(): Promise<Freshness> {
  const [row] = await t.deps.db
    .select(freshnessColumns(user.id))
    .from(user)
    .where(eq(user.id, reseller.id))
  return {
    directory: row!.freshDirectory,
    cards: row!.freshCards,
    resellerBrands: row!.freshResellerBrands,
  }
}

/** The API's path (with its caches, checked against the counters) and the one statement. */
async function both(input: ResellerBrandsQueryInput) {
  const query = resellerBrandsQuery.parse(input)
  const fast = await listResellerBrands(t.deps.db, reseller.id, query, now, await freshness())
  const row = await runResellerBrandsStatement(
    t.deps.db,
    resellerBrandsStatement(reseller.id, query, now),
  )
  return {
    fast,
    reference: {
      ...fast,
      brands: brandRowsFromJson(row.brands),
      filteredCount: row.filtered_count,
      totalCount: row.total_count,
    },
  }
}

describe('the same answers as the one statement', () => {
  const searches = ['', 'kitchen', 'electornics', 'beauty garden', 'maker 12', '!!!']
  const statuses = ['all', 'not_applied', 'pending', 'approved', 'rejected'] as const
  const filters: Pick<ResellerBrandsQueryInput, 'followUp' | 'time'>[] = [
    {},
    { followUp: 'can_follow_up' },
    { followUp: 'waiting' },
    { followUp: 'followed_up,max_reached' },
    { time: 'recently_applied' },
    { time: 'long_wait' },
    { followUp: 'can_follow_up,waiting', time: 'recently_applied,long_wait' },
  ]

  test.each(searches)("search '%s': every status and filter, pages 1 and 2", async (q) => {
    let compared = 0
    for (const status of statuses) {
      for (const f of filters) {
        for (const page of ['1', '2']) {
          const { fast, reference } = await both({ q, status, ...f, page })
          expect(fast, JSON.stringify({ q, status, ...f, page })).toEqual(reference)
          compared += fast.brands.length
        }
      }
    }
    // The comparison saw cards, not only empty pages.
    if (q !== '!!!') expect(compared).toBeGreaterThan(50)
  })

  test('the counts are those of the data: 240 brands, every 9th inactive', async () => {
    const { fast } = await both({})
    expect(fast.totalCount).toBe(240 - Math.floor(240 / 9))
    expect(fast.filteredCount).toBe(fast.totalCount)
    expect(fast.brands).toHaveLength(50)
  })
})

describe('a change to the directory is seen by the next call', () => {
  test('insert, rename, deactivate and delete, by plain SQL', async () => {
    const search = async (q: string) =>
      (await both({ q })).fast.brands.map((b) => b.name).filter((n) => n.includes('Quokka'))
    const before = await both({ q: 'quokka' })
    expect(before.fast.filteredCount).toBe(0)
    const total = before.fast.totalCount

    await t.deps.db.execute(sql`insert into brands_directory (name, contact_email)
      values ('Quokka Kitchenware', 'quokka@example.com')`)
    expect(await search('quokka')).toEqual(['Quokka Kitchenware'])
    expect((await both({})).fast.totalCount).toBe(total + 1)

    await t.deps.db.execute(sql`update brands_directory set name = 'Quokka Gardenware'
      where contact_email = 'quokka@example.com'`)
    expect(await search('gardenware')).toEqual(['Quokka Gardenware'])
    expect(await search('kitchenware')).toEqual([])

    await t.deps.db.execute(
      sql`update brands_directory set is_active = false where contact_email = 'quokka@example.com'`,
    )
    expect(await search('quokka')).toEqual([])
    expect((await both({})).fast.totalCount).toBe(total)

    await t.deps.db.execute(
      sql`update brands_directory set is_active = true where contact_email = 'quokka@example.com'`,
    )
    const { fast, reference } = await both({ q: 'quokka', status: 'not_applied' })
    expect(fast).toEqual(reference)
    expect(fast.filteredCount).toBe(1)

    await t.deps.db.execute(
      sql`delete from brands_directory where contact_email = 'quokka@example.com'`,
    )
    expect(await search('quokka')).toEqual([])
    expect((await both({})).fast.totalCount).toBe(total)
  })

  test('a card shows a brand’s new approval rate and a product’s new price at once', async () => {
    const card = async () =>
      (await both({ q: '5' })).fast.brands.find((b) => b.name === 'Beauty Maker 5')!
    expect((await card()).minimumOrder).toBe('62.50')
    await t.deps.db.execute(sql`update brands_directory set approval_rate = 87.5
      where contact_email = 'eq5@example.com'`)
    expect((await card()).approvalRate).toBe(87.5)
    await t.deps.db.execute(sql`update products set wholesale_price = 3 where sku = 'EQ-PAN'`)
    expect((await card()).minimumOrder).toBe('15.00')
    // Stock is not on the card: selling does not drop the kept cards.
    const versions = async () =>
      (
        (await t.deps.db.execute(
          sql`select version::int as v, cards::int as c from brands_directory_version`,
        )) as unknown as { rows: { v: number; c: number }[] }
      ).rows[0]!
    const before = await versions()
    await t.deps.db.execute(sql`update products set stock = stock - 1 where sku = 'EQ-PAN'`)
    expect(await versions()).toEqual(before)
    // A column no search reads moves the cards' number, not the matches'.
    await t.deps.db.execute(sql`update brands_directory set website_url = 'https://example.com'
      where contact_email = 'eq1@example.com'`)
    expect(await versions()).toEqual({ v: before.v, c: before.c + 1 })
    await t.deps.db.execute(sql`update brands_directory set description = 'Changed'
      where contact_email = 'eq1@example.com'`)
    expect((await versions()).v).toBe(before.v + 1)
    const { fast, reference } = await both({ q: '5' })
    expect(fast).toEqual(reference)
  })
})

describe("a change to the reseller's applications or allocations is seen by the next request", () => {
  /** Through the API, session and all; compared with the statement at the answer's `now`. */
  async function overApi(input: Record<string, string>) {
    const response = await get(
      t.app,
      `/api/reseller/brands?${new URLSearchParams(input).toString()}`,
      { cookie: reseller.cookie },
    )
    expect(response.status).toBe(200)
    const answer = await bodyOf<ResellerBrandsResponse>(response)
    const query = resellerBrandsQuery.parse(input)
    const row = await runResellerBrandsStatement(
      t.deps.db,
      resellerBrandsStatement(reseller.id, query, new Date(answer.now)),
    )
    expect(answer.brands).toEqual(brandRowsFromJson(row.brands))
    expect(answer.filteredCount).toBe(row.filtered_count)
    return answer
  }
  const card = (answer: ResellerBrandsResponse, name: string) =>
    answer.brands.find((b) => b.name === name)

  test('insert, update and delete of an application, and an allocation, by plain SQL', async () => {
    // A brand of its own name, that the reseller never applied to nor was allocated.
    const target = 'Wombat Supplies'
    const id = (
      (await t.deps.db.execute(sql`update brands_directory b set name = ${target}
        where b.id = (select id from brands_directory d where d.is_active
          and not exists (select 1 from brand_applications a where a.brand_id = d.id)
          and not exists (select 1 from brand_authorizations al where al.brand_id = d.id)
          order by d.name limit 1)
        returning b.id`)) as unknown as { rows: { id: string }[] }
    ).rows[0]!.id
    const q = { q: 'wombat' }
    expect(card(await overApi(q), target)?.applicationStatus).toBeNull()
    // Read twice: the second answer comes from memory, and must still be right.
    await overApi(q)

    await t.deps.db.execute(sql`insert into brand_applications (reseller_id, brand_id, status)
      values (${reseller.id}, ${id}, 'pending')`)
    expect(card(await overApi(q), target)?.applicationStatus).toBe('pending')
    expect((await overApi({ status: 'pending', q: 'wombat' })).filteredCount).toBe(1)

    await t.deps.db.execute(sql`update brand_applications set status = 'approved'
      where reseller_id = ${reseller.id} and brand_id = ${id}`)
    expect(card(await overApi(q), target)?.applicationStatus).toBe('approved')
    expect((await overApi({ status: 'pending', q: 'wombat' })).filteredCount).toBe(0)

    await t.deps.db.execute(sql`update brand_applications set follow_up_count = 2,
      last_follow_up_at = now() where reseller_id = ${reseller.id} and brand_id = ${id}`)
    expect(card(await overApi(q), target)?.followUpCount).toBe(2)

    await t.deps.db.execute(sql`delete from brand_applications
      where reseller_id = ${reseller.id} and brand_id = ${id}`)
    expect(card(await overApi(q), target)?.applicationStatus).toBeNull()
    expect((await overApi({ status: 'not_applied', q: 'wombat' })).filteredCount).toBe(1)

    await t.deps.db.execute(sql`insert into brand_authorizations (brand_id, reseller_id, granted_by)
      values (${id}, ${reseller.id}, 'admin')`)
    expect(card(await overApi(q), target)?.allocated).toBe(true)
    await t.deps.db.execute(sql`update brand_authorizations set status = 'suspended'
      where brand_id = ${id} and reseller_id = ${reseller.id}`)
    expect(card(await overApi(q), target)?.allocated).toBe(false)
    await t.deps.db.execute(sql`delete from brand_authorizations
      where brand_id = ${id} and reseller_id = ${reseller.id}`)
    expect(card(await overApi(q), target)?.allocated).toBe(false)
  })

  test("another reseller's changes move only their own counter", async () => {
    const other = await signedInUser(t.deps, t.app, 'reseller')
    const before = await freshness()
    const brand = (
      (await t.deps.db.execute(
        sql`select id from brands_directory where name = 'Kitchen Maker 4'`,
      )) as unknown as { rows: { id: string }[] }
    ).rows[0]!.id
    await t.deps.db.execute(sql`insert into brand_applications (reseller_id, brand_id)
      values (${other.id}, ${brand})`)
    expect(await freshness()).toEqual(before)
    await t.deps.db.execute(sql`delete from brand_applications where reseller_id = ${other.id}`)
    expect(await freshness()).toEqual(before)
  })
})
