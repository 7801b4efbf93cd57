/**
 * Generated leak scenarios (leak-scenarios.ts) end to end (decision 013 item 11): the brand's
 * catalog, buyers and a year of orders stored, the unknown seller's listings pushed through the
 * listings API, the investigation opened by detection, and the candidates read through the API.
 * The SQL's sums are held to the pure summariseBuyers the bench measures, and the ranking read
 * through the API to the pure ranking: what the bench reports is what the screens show.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { orderItems, orders } from '#server/db/schema/index.ts'
import { rowsOf } from '#server/modules/brand-dashboard/sql-rows.ts'
import type { AuthorizationStatus } from '#shared/authorizations.ts'
import type { InvestigationDetail, InvestigationListItem } from '#shared/protection-api.ts'
import { createUser, signIn } from '#testing/factories.ts'
import { bodyOf, get, post, send } from '#testing/http.ts'
import { protectedBrand } from '#testing/protection.ts'
import { authorize } from '#testing/authorizations.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { summariseCandidates } from './investigations.ts'
import { generateScenarios, type LeakScenario } from './leak-scenarios.ts'
import { rankCandidates, summariseBuyers, type BuyerEvidence } from './rank-candidates.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' })
})
afterAll(() => t.close())

const BASE = '/api/brand/protection/investigations'

/** Three scenarios of a seed neither tuned nor reported on: known quantities, unknown, late listing. */
function chosen(): LeakScenario[] {
  const all = generateScenarios(90_001, 60)
  const known = all.find((s) => s.listed.length >= 2 && s.listed.every((p) => p.units !== null))
  const unknown = all.find((s) => s !== known && s.listed.every((p) => p.units === null))
  const late = all.find(
    (s) =>
      s !== known &&
      s !== unknown &&
      s.listed.some((p) => p.firstSeenAt.getTime() > s.firstSeenAt.getTime()),
  )
  return [known!, unknown!, late!]
}

/** Stores a scenario: products, buyers with their authorizations, orders; pushes the listings. */
async function store(s: LeakScenario, n: number) {
  const brand = await protectedBrand(t.deps, {
    products: s.catalog.map((p) => ({ name: p.name, map: '20.00' })),
  })
  const productId = new Map(s.catalog.map((p, i) => [p.productId, brand.products[i]!]))
  const resellerId = new Map<string, string>()
  for (const b of s.buyers) {
    const user = await createUser(t.deps, 'reseller', { companyName: b.company ?? undefined })
    resellerId.set(b.resellerId, user.id)
    const a = b.authorization
    if (a)
      await authorize(t.deps, brand.entryId, user.id, {
        status: a.status as AuthorizationStatus,
        since: new Date(Date.UTC(2025, 0, 1)),
        marketplaces: a.marketplaces.map((m, i) => ({
          marketplace: m as 'amazon' | 'walmart' | 'ebay',
          sellerId: `S${n}X${user.id.slice(0, 8)}${i}`,
        })),
      })
  }
  const byOrder = new Map<string, LeakScenario['lines']>()
  for (const l of s.lines) byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), l])
  for (const lines of byOrder.values()) {
    const [first] = lines
    const [row] = await t.deps.db
      .insert(orders)
      .values({
        brandId: brand.ownerUserId!,
        resellerId: resellerId.get(first!.resellerId)!,
        status: 'delivered',
        totalAmount: '100.00',
        createdAt: first!.at,
        updatedAt: first!.at,
      })
      .returning({ id: orders.id })
    await t.deps.db.insert(orderItems).values(
      lines.map((l) => {
        const p = productId.get(l.productId)!
        return {
          orderId: row!.id,
          productId: p.id,
          productName: p.name,
          sku: p.sku,
          quantity: l.quantity,
          unitPrice: '10.00',
        }
      }),
    )
  }
  const cookie = await signIn(t.app, brand.user)
  const created = await post(
    t.app,
    '/api/brand/protection/api-keys',
    { name: 'Monitor' },
    { cookie },
  )
  const { key } = await bodyOf<{ key: string }>(created)
  const pushed = await send(t.app, 'POST', '/api/protection/observations', {
    origin: null,
    headers: { authorization: `Bearer ${key}` },
    json: {
      observations: s.listed.map((p, i) => ({
        id: `${s.name}-${i}`,
        marketplace: s.marketplace,
        sellerId: `AUNKNOWN${n}`,
        sellerName: `Leaky Deals ${n}`,
        listingId: `B0LEAK${n}X${i}`,
        gtin: productId.get(p.productId)!.gtin,
        price: '9.99',
        quantity: p.units,
        observedAt: p.firstSeenAt.toISOString(),
      })),
    },
  })
  expect(pushed.status).toBe(200)
  return { brand, cookie, productId, resellerId }
}

/** Evidence with the scenario's ids, its figures rounded where SQL and JS round differently. */
const comparable = (e: BuyerEvidence, id: (x: string) => string) => ({
  ...e,
  resellerId: id(e.resellerId),
  names: [...e.names].sort(),
  productShare: Number(e.productShare.toFixed(9)),
  firstAfterDays: e.firstAfterDays === null ? null : Number(e.firstAfterDays.toFixed(6)),
  lastPurchaseAt: e.lastPurchaseAt.toISOString(),
  lead: e.lead
    ? { ...e.lead, at: e.lead.at.toISOString(), daysBefore: Number(e.lead.daysBefore.toFixed(6)) }
    : null,
})

describe('generated leak scenarios through the database', () => {
  test.each(chosen().map((s, i) => [s.name, s, i] as const))(
    '%s: the SQL sums up what the bench does, and the API ranks the true source first',
    async (_name, s, n) => {
      const { brand, cookie, resellerId } = await store(s, n)
      const list = await bodyOf<{ items: InvestigationListItem[] }>(
        await get(t.app, `${BASE}?status=all`, { cookie }),
      )
      expect(list.items).toHaveLength(1)
      const [item] = list.items
      const detail = await bodyOf<InvestigationDetail>(
        await get(t.app, `${BASE}/${item!.id}`, { cookie }),
      )

      // The SQL's evidence is the pure summing up's, buyer for buyer.
      const toScenario = new Map([...resellerId].map(([k, v]) => [v, k]))
      const groups = await summariseCandidates(t.deps.db, brand, await groupIdsOf(brand.entryId))
      const [summary] = [...groups.values()]
      const bySql = summary!.purchases
        .map((e) => comparable(e, (x) => toScenario.get(x)!))
        .sort((a, b) => a.resellerId.localeCompare(b.resellerId))
      const pure = summariseBuyers(s.listed, s.lines)
      const byJs = pure
        .map((e) => comparable(e, (x) => x))
        .sort((a, b) => a.resellerId.localeCompare(b.resellerId))
      expect(bySql).toEqual(byJs)
      expect(summary!.listing).toEqual({
        products: s.listed.length,
        units: s.listed.every((p) => p.units === null)
          ? null
          : s.listed.reduce((a, p) => a + (p.units ?? 0), 0),
      })

      // The API's ranking is the pure ranking, and the true source comes first.
      const ranked = rankCandidates(summary!.listing, [s.marketplace], pure, s.buyers)
      expect(detail.candidates.map((c) => [toScenario.get(c.resellerId), c.score])).toEqual(
        ranked.map((c) => [c.resellerId, c.score]),
      )
      expect(toScenario.get(detail.candidates[0]!.resellerId)).toBe(s.sourceId)
      expect(item!.topCandidate).toEqual({
        company: detail.candidates[0]!.company,
        score: detail.candidates[0]!.score,
        reason: detail.candidates[0]!.reasons[0]!.text,
      })
      // Read again from the summary kept on the investigation: the same top candidate.
      const again = await bodyOf<{ items: InvestigationListItem[] }>(
        await get(t.app, `${BASE}?status=all`, { cookie }),
      )
      expect(again.items[0]!.topCandidate).toEqual(item!.topCandidate)
    },
  )
})

async function groupIdsOf(brandId: string): Promise<number[]> {
  const rows = await rowsOf<{ g: string | number }>(
    t.deps.db,
    sql`select seller_group_id as g from leak_investigations where brand_id = ${brandId}`,
  )
  return rows.map((r) => Number(r.g))
}
