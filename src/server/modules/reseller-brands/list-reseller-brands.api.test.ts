/**
 * The API's Available Brands path (list-reseller-brands.ts, over the one brand search) against
 * the one-statement reference (reseller-brands-statement.ts): the same cards, in the same order,
 * with the same counts and standings, for every filter combination; a change to the directory or
 * to the reseller's applications and authorizations, made by plain SQL as another process would,
 * is seen by the very next call; and an authorization that expires, which writes nothing, is
 * seen by the next call too.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  resellerBrandsQuery,
  type ResellerBrandsQueryInput,
} from '#shared/schemas/reseller-brands.ts'
import { signedInUser, type TestUser } from '#testing/factories.ts'
import { bodyOf, get } from '#testing/http.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import type { ResellerBrandsResponse } from '#shared/schemas/reseller-brands.ts'
import { prepareBrandSearch } from '../search/brand-search.ts'
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
  // Decisions: a reason on every rejected application, more information asked of some pending.
  await t.deps.db.execute(sql`update brand_applications set decision_reason = 'Not a fit yet',
    decided_at = created_at where reseller_id = ${reseller.id} and status = 'rejected'`)
  await t.deps.db.execute(sql`update brand_applications set info_requested_at = created_at
    where reseller_id = ${reseller.id} and status = 'pending' and follow_up_count = 1`)
  // Authorizations of every kind (issue 13): in force, suspended, revoked, expired (by its end
  // date, nothing written), not started, ending later, and exactly at the boundaries of `now`;
  // alone (odd brands) and beside an application made before or after the last status change.
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString()
  const kinds = [
    { status: 'active', starts: -30 * DAY_MS, ends: null },
    { status: 'suspended', starts: -30 * DAY_MS, ends: null, reason: 'Listing below MAP' },
    { status: 'revoked', starts: -30 * DAY_MS, ends: null, reason: 'Counterfeit report' },
    { status: 'active', starts: -30 * DAY_MS, ends: -DAY_MS },
    { status: 'active', starts: 2 * DAY_MS, ends: null },
    { status: 'active', starts: -30 * DAY_MS, ends: 5 * DAY_MS },
    { status: 'active', starts: -30 * DAY_MS, ends: 0 },
    { status: 'active', starts: 0, ends: null },
    { status: 'expired', starts: -60 * DAY_MS, ends: -20 * DAY_MS },
  ] as const
  const marketplaces = JSON.stringify([
    { marketplace: 'amazon', sellerId: 'A1B2C3' },
    { marketplace: 'web_store', sellerId: 'shop.example.com' },
  ])
  const authorizationRows: [number, (typeof kinds)[number], number][] = []
  for (let i = 0; i < 18; i++) authorizationRows.push([2 * i + 1, kinds[i % kinds.length]!, 0])
  for (let k = 1; k < 120; k += 5) {
    // The status changed 4 days before or after the application (ages run 0 to 22 days).
    authorizationRows.push([k * 2, kinds[k % kinds.length]!, k % 2 ? -4 * DAY_MS : 4 * DAY_MS])
  }
  for (const [index, kind, shift] of authorizationRows) {
    const application = (
      (await t.deps.db.execute(sql`select created_at from brand_applications
        where reseller_id = ${reseller.id} and brand_id = ${ids[index]!}`)) as unknown as {
        rows: { created_at: string | Date }[]
      }
    ).rows[0]
    const changed = application
      ? new Date(new Date(application.created_at).getTime() + shift).toISOString()
      : at(kind.starts)
    await t.deps.db.execute(sql`
      insert into brand_authorizations (brand_id, reseller_id, granted_by, status, marketplaces,
        starts_at, ends_at, status_reason, status_changed_at)
      values (${ids[index]!}, ${reseller.id}, 'brand', ${kind.status}, ${marketplaces}::jsonb,
        ${at(kind.starts)}, ${kind.ends === null ? null : at(kind.ends)},
        ${'reason' in kind ? kind.reason : null}, ${changed})`)
  }
})

afterAll(async () => {
  await t?.close()
})

/** The API's path and the one statement. */
async function both(input: ResellerBrandsQueryInput) {
  const query = resellerBrandsQuery.parse(input)
  const fast = await listResellerBrands(t.deps.db, reseller.id, query, now)
  const row = await runResellerBrandsStatement(
    t.deps.db,
    resellerBrandsStatement(reseller.id, query, now, await prepareBrandSearch(t.deps.db, query.q)),
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
  const searches = ['', 'kitchen', 'electornics', 'beauty garden', 'maker 1', '!!!']
  const statuses = ['all', 'not_applied', 'pending', 'approved', 'authorized', 'rejected'] as const
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

  test('the comparison saw every standing, reasons, terms and requests for information', async () => {
    const seen = new Map<string, number>()
    let reasons = 0
    let infoRequested = 0
    let ending = 0
    for (const page of ['1', '2', '3', '4', '5']) {
      const { fast, reference } = await both({ page })
      expect(fast).toEqual(reference)
      for (const b of fast.brands) {
        seen.set(b.standing, (seen.get(b.standing) ?? 0) + 1)
        if (b.decisionReason || b.authorization?.statusReason) reasons++
        if (b.infoRequestedAt) infoRequested++
        if (b.authorization?.endsAt) ending++
      }
    }
    expect([...seen.keys()].sort()).toEqual(
      [
        'approved',
        'authorized',
        'expired',
        'not_applied',
        'pending',
        'rejected',
        'revoked',
        'scheduled',
        'suspended',
      ].sort(),
    )
    expect(reasons).toBeGreaterThan(0)
    expect(infoRequested).toBeGreaterThan(0)
    expect(ending).toBeGreaterThan(0)
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
    const { fast, reference } = await both({ q: '5' })
    expect(fast).toEqual(reference)
  })
})

describe("a change to the reseller's applications or authorizations is seen by the next request", () => {
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
      resellerBrandsStatement(
        reseller.id,
        query,
        new Date(answer.now),
        await prepareBrandSearch(t.deps.db, query.q),
      ),
    )
    expect(answer.brands).toEqual(brandRowsFromJson(row.brands))
    expect(answer.filteredCount).toBe(row.filtered_count)
    return answer
  }
  const card = (answer: ResellerBrandsResponse, name: string) =>
    answer.brands.find((b) => b.name === name)

  test('insert, update and delete of an application, and an authorization, by plain SQL', async () => {
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

    await t.deps.db.execute(sql`insert into brand_applications (reseller_id, brand_id, status)
      values (${reseller.id}, ${id}, 'pending')`)
    expect(card(await overApi(q), target)?.applicationStatus).toBe('pending')
    expect((await overApi({ status: 'pending', q: 'wombat' })).filteredCount).toBe(1)

    await t.deps.db.execute(sql`update brand_applications set status = 'approved'
      where reseller_id = ${reseller.id} and brand_id = ${id}`)
    expect(card(await overApi(q), target)?.applicationStatus).toBe('approved')
    expect((await overApi({ status: 'pending', q: 'wombat' })).filteredCount).toBe(0)

    // Another reseller's reasons on the same brand are theirs alone.
    const other = await signedInUser(t.deps, t.app, 'reseller')
    await t.deps.db.execute(sql`insert into brand_applications (reseller_id, brand_id, status,
        decision_reason) values (${other.id}, ${id}, 'rejected', 'Their own reason')`)
    await t.deps.db.execute(sql`insert into brand_authorizations (brand_id, reseller_id,
        granted_by, status, status_reason) values (${id}, ${other.id}, 'admin', 'suspended',
        'Their pause')`)
    expect(card(await overApi(q), target)).toMatchObject({
      applicationStatus: 'approved',
      decisionReason: null,
      authorization: null,
    })
    await t.deps.db.execute(sql`update brand_applications set status = 'rejected',
      decision_reason = 'Not this season' where reseller_id = ${reseller.id} and brand_id = ${id}`)
    expect(card(await overApi(q), target)?.decisionReason).toBe('Not this season')

    await t.deps.db.execute(sql`update brand_applications set follow_up_count = 2,
      last_follow_up_at = now() where reseller_id = ${reseller.id} and brand_id = ${id}`)
    expect(card(await overApi(q), target)?.followUpCount).toBe(2)

    await t.deps.db.execute(sql`delete from brand_applications
      where reseller_id = ${reseller.id} and brand_id = ${id}`)
    expect(card(await overApi(q), target)?.applicationStatus).toBeNull()
    expect((await overApi({ status: 'not_applied', q: 'wombat' })).filteredCount).toBe(1)

    await t.deps.db.execute(sql`insert into brand_authorizations (brand_id, reseller_id, granted_by)
      values (${id}, ${reseller.id}, 'admin')`)
    expect(card(await overApi(q), target)?.standing).toBe('authorized')
    expect((await overApi({ status: 'not_applied', q: 'wombat' })).filteredCount).toBe(0)
    await t.deps.db.execute(sql`update brand_authorizations set status = 'suspended',
      status_reason = 'Paused' where brand_id = ${id} and reseller_id = ${reseller.id}`)
    expect(card(await overApi(q), target)).toMatchObject({
      standing: 'suspended',
      authorization: { status: 'suspended', statusReason: 'Paused' },
    })
    await t.deps.db.execute(sql`delete from brand_authorizations
      where brand_id = ${id} and reseller_id = ${reseller.id}`)
    expect(card(await overApi(q), target)).toMatchObject({
      standing: 'not_applied',
      authorization: null,
    })
  })

  test('an authorization that reaches its end date, writing nothing, reads expired at the next request', async () => {
    const target = 'Numbat Provisions'
    const id = (
      (await t.deps.db.execute(sql`update brands_directory b set name = ${target}
        where b.id = (select id from brands_directory d where d.is_active
          and not exists (select 1 from brand_applications a where a.brand_id = d.id)
          and not exists (select 1 from brand_authorizations al where al.brand_id = d.id)
          order by d.name limit 1)
        returning b.id`)) as unknown as { rows: { id: string }[] }
    ).rows[0]!.id
    const endsAt = new Date(Date.now() + 1500)
    await t.deps.db.execute(sql`insert into brand_authorizations (brand_id, reseller_id,
        granted_by, starts_at, ends_at)
      values (${id}, ${reseller.id}, 'brand', now() - interval '1 day', ${endsAt.toISOString()})`)
    const q = { q: 'numbat' }
    expect(card(await overApi(q), target)).toMatchObject({
      standing: 'authorized',
      authorization: { status: 'active', endsAt: endsAt.toISOString() },
    })
    expect((await overApi({ ...q, status: 'authorized' })).filteredCount).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, endsAt.getTime() - Date.now() + 50))
    // Nothing was written: the reseller's part is judged at this request's `now`.
    expect(card(await overApi(q), target)).toMatchObject({
      standing: 'expired',
      authorization: { status: 'expired' },
    })
    expect((await overApi({ ...q, status: 'authorized' })).filteredCount).toBe(0)
    expect((await overApi({ ...q, status: 'approved' })).filteredCount).toBe(0)
  })
})
