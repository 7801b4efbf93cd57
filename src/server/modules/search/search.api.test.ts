/**
 * The public brand search (the one brand search of decision 017) over the active directory entries,
 * on the demo seed's brands and a few of the test's own.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEMO_BRANDS } from '#server/db/demo-brands.ts'
import { seedDemoData } from '#server/db/seed.ts'
import { brandsDirectory } from '#server/db/schema/index.ts'
import { bodyOf, get } from '#testing/http.ts'
import { createBrand } from '#testing/public-site.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

interface Answer {
  query: string
  total: number
  results: Record<string, unknown>[]
}

let t: TestApp
const search = async (query: string) => {
  const response = await get(t.app, `/api/search${query}`)
  expect(response.status, await response.clone().text()).toBe(200)
  return bodyOf<Answer>(response)
}
const names = (answer: Answer) => answer.results.map((r) => r.name)

beforeAll(async () => {
  t = await createTestApp()
  await seedDemoData(t.deps.db)
  await createBrand(t.deps, {
    name: 'Hidden Northwind Copy',
    description: 'Northwind lookalike that is switched off',
    categories: ['Home Goods'],
    isActive: false,
  })
})
afterAll(async () => {
  await t?.close()
})

const activeDemo = DEMO_BRANDS.filter((b) => b.isActive !== false)

describe('search', () => {
  test('an exact name ranks its brand first; the answer has the card fields, never the contact e-mail', async () => {
    const answer = await search('?q=Northwind')
    expect(answer.query).toBe('Northwind')
    expect(answer.results[0]).toMatchObject({
      name: '[DEMO] Northwind Goods',
      categories: ['Home Goods', 'Kitchen'],
      department: 'Home & Kitchen',
      websiteUrl: 'https://northwind.example.com',
      approvalRate: 92.5,
      responseTime: 12,
      figuresFrom: 'listed',
      amazonAutoUngated: true,
    })
    expect(Object.keys(answer.results[0]!).sort()).toEqual(
      [
        'amazonAutoUngated',
        'approvalRate',
        'categories',
        'department',
        'description',
        'figuresFrom',
        'id',
        'logoUrl',
        'name',
        'responseTime',
        'websiteUrl',
      ].sort(),
    )
    expect(JSON.stringify(answer)).not.toContain('@')
  })

  test("a brand's figures come from its own decisions once it has 5, as on reseller cards (issue 13)", async () => {
    const brand = await createBrand(t.deps, {
      name: 'Quetzal Figures Co',
      approvalRate: 88,
      responseTime: 6,
    })
    const figures = async (query: string) => {
      const [found] = (await search(query)).results.filter((r) => r.id === brand.id)
      return {
        approvalRate: found!.approvalRate,
        responseTime: found!.responseTime,
        figuresFrom: found!.figuresFrom,
      }
    }
    const set = (decided: number, approved: number, hours: number) =>
      t.deps.db
        .update(brandsDirectory)
        .set({
          decidedApplications: decided,
          approvedApplications: approved,
          decisionHoursTotal: hours,
        })
        .where(eq(brandsDirectory.id, brand.id))
    await set(4, 4, 10)
    expect(await figures('?q=Quetzal')).toEqual({
      approvalRate: 88,
      responseTime: 6,
      figuresFrom: 'listed',
    })
    await set(8, 3, 100)
    const own = { approvalRate: 37.5, responseTime: 12.5, figuresFrom: 'decisions' }
    // The ranked search and the plain listing say the same.
    expect(await figures('?q=Quetzal')).toEqual(own)
    expect(await figures('?q=&limit=50')).toEqual(own)
    // The listing test below counts the demo brands only.
    await t.deps.db.delete(brandsDirectory).where(eq(brandsDirectory.id, brand.id))
  })

  test('a misspelled name still finds the brand', async () => {
    for (const q of ['Nortwind', 'northwnd goods', 'Acme Auido']) {
      const answer = await search(`?q=${encodeURIComponent(q)}`)
      expect(answer.total, q).toBeGreaterThan(0)
      expect(names(answer)[0], q).toMatch(/Northwind Goods|Acme Audio Labs/)
    }
  })

  test('a misspelled category finds the brands of that category', async () => {
    const answer = await search('?q=electornics')
    const electronics = activeDemo
      .filter((b) => b.categories.includes('Electronics'))
      .map((b) => b.name)
    expect(names(answer)).toEqual(expect.arrayContaining(electronics))
  })

  test('words match categories, departments and descriptions, ranked by relevance', async () => {
    const beauty = await search('?q=beauty')
    expect(names(beauty)).toEqual(
      expect.arrayContaining([
        '[DEMO] Petal & Pine Beauty',
        'Silkstone Skincare',
        'GreenLeaf Naturals',
      ]),
    )
    // The brand with the word in its name comes before those with it in a category.
    expect(names(beauty)[0]).toBe('[DEMO] Petal & Pine Beauty')
    const coffee = await search('?q=coffee')
    expect(names(coffee)[0]).toBe('Harbor Coffee Roasters')
    // A prefix is enough while typing.
    expect(names(await search('?q=kettleb'))).toContain('Ironclad Fitness')
  })

  test('a hero suggestion finds the brands that match most of it', async () => {
    const answer = await search(
      `?q=${encodeURIComponent('Verified beauty brands open to Amazon resellers')}`,
    )
    expect(answer.total).toBeGreaterThan(0)
    expect(names(answer).slice(0, 3)).toContain('[DEMO] Petal & Pine Beauty')
  })

  test('every quick chip finds something', async () => {
    for (const q of [
      'verified brands',
      'distributors worldwide',
      'high-rated resellers',
      'quick approval brands',
    ]) {
      expect((await search(`?q=${encodeURIComponent(q)}`)).total, q).toBeGreaterThan(0)
    }
  })

  test('inactive brands are never found', async () => {
    for (const q of ['Northwind', 'Hidden', 'Tidewater', 'kayak', '']) {
      const answer = await search(`?q=${encodeURIComponent(q)}&limit=50`)
      expect(names(answer), q).not.toContain('Hidden Northwind Copy')
      expect(names(answer), q).not.toContain('Tidewater Outdoor Gear')
    }
  })

  test('an empty query lists the active brands by name, paged', async () => {
    const all = await search('?limit=50')
    expect(all.total).toBe(activeDemo.length)
    const expected = activeDemo.map((b) => b.name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    expect([...names(all)].sort()).toEqual([...expected].sort())
    const first = await search('?limit=5&offset=0')
    const second = await search('?limit=5&offset=5')
    expect(first.results).toHaveLength(5)
    expect(first.total).toBe(activeDemo.length)
    expect(names(first)).toEqual(names(all).slice(0, 5))
    expect(names(second)).toEqual(names(all).slice(5, 10))
  })

  test('nothing found is an empty answer, not an error', async () => {
    expect(await search('?q=zzqqxxyy')).toEqual({
      query: 'zzqqxxyy',
      total: 0,
      results: [],
    })
    expect(await search(`?q=${encodeURIComponent('!!! ??? ---')}`)).toMatchObject({
      total: 0,
      results: [],
    })
    // Stop words alone, quotes and tsquery syntax are plain text here.
    for (const q of ['the', "o'reilly & | ! :*", 'a <-> b', '%_\\']) {
      const response = await get(t.app, `/api/search?q=${encodeURIComponent(q)}`)
      expect(response.status, q).toBe(200)
    }
  })

  test('the query is bounded', async () => {
    expect((await get(t.app, `/api/search?q=${'a'.repeat(201)}`)).status).toBe(400)
    expect((await get(t.app, '/api/search?limit=51')).status).toBe(400)
    expect((await get(t.app, '/api/search?offset=-1')).status).toBe(400)
  })
})

describe('the demo seed', () => {
  test('is idempotent, marks 5 brands [DEMO], and some auto-ungated', async () => {
    expect(await seedDemoData(t.deps.db)).toBe(0)
    const rows = await t.deps.db.select().from(brandsDirectory)
    const demo = rows.filter((r) => r.name.startsWith('[DEMO]'))
    expect(demo).toHaveLength(5)
    expect(rows.filter((r) => r.amazonAutoUngated && r.isActive).length).toBeGreaterThanOrEqual(5)
    expect(new Set(rows.map((r) => r.department)).size).toBeGreaterThanOrEqual(10)
    // Removing one brand and seeding again restores just that one.
    await t.deps.db.delete(brandsDirectory).where(eq(brandsDirectory.name, 'PageTurner Press'))
    expect(await seedDemoData(t.deps.db)).toBe(1)
  })

  test('the demo brand account owns its directory entry', async () => {
    const demo = await createTestApp()
    try {
      const setup = await demo.app.request('/api/demo/setup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mode: 'complete' }),
      })
      expect(setup.status).toBe(200)
      expect(await setup.json()).toMatchObject({ brandsCreated: DEMO_BRANDS.length })
      const [entry] = await demo.deps.db
        .select()
        .from(brandsDirectory)
        .where(eq(brandsDirectory.name, '[DEMO] Northwind Goods'))
      expect(entry!.contactEmail).toBe('brand@demo.example.com')
      expect(entry!.ownerUserId).toBeTruthy()
      const status = await (await demo.app.request('/api/demo/status')).json()
      expect(status.counts).toMatchObject({ accounts: 3, brands: 5 })
    } finally {
      await demo.close()
    }
  })
})
