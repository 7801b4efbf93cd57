/**
 * The reseller's Compliance page through the API (issue 14 items 1, 5 and 7): acknowledging a
 * brand's policy version (recorded with its version and time, once), the compliance score from
 * the daily figures of the last 30 days, the reseller's own violations with the rule they broke,
 * and the dispute's proof checked by its bytes and size.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ENFORCEMENT_CODES, ENFORCEMENT_TEXTS } from '#shared/enforcement-texts.ts'
import { PROTECTION_LIMITS } from '#shared/schemas/protection.ts'
import { PROTECTION_TEXTS } from '#shared/protection-texts.ts'
import { brandAuthorizations } from '#server/db/schema/index.ts'
import { authorize } from '#testing/authorizations.ts'
import { signIn } from '#testing/factories.ts'
import { bodyOf, get, post, send } from '#testing/http.ts'
import { publishedDuring } from '#testing/live.ts'
import {
  authorizedReseller,
  draft,
  importDrafts,
  protectedBrand,
  publishPolicy,
  type ProtectedBrand,
} from '#testing/protection.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import type { ResellerCompliance } from './compliance.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' })
})
afterAll(() => t.close())

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000)
const sellerId = () => `A${Math.random().toString(36).slice(2, 12).toUpperCase()}`

async function compliance(cookie: string) {
  const res = await get(t.app, '/api/reseller/compliance', { cookie })
  expect(res.status).toBe(200)
  return bodyOf<ResellerCompliance>(res)
}

/** A brand with two products (MAP 59.99 and 79.99) and the reseller authorized on Amazon. */
async function brandSoldBy(name: string, amazonId: string, reseller?: ProtectedBrand['user']) {
  const brand = await protectedBrand(t.deps, {
    products: [
      { name: `${name} Kettle`, map: '59.99' },
      { name: `${name} Pot`, map: '79.99' },
    ],
  })
  if (reseller) {
    await authorize(t.deps, brand.entryId, reseller.id, {
      marketplaces: [{ marketplace: 'amazon', sellerId: amazonId }],
      since: daysAgo(100),
    })
    return { brand, reseller }
  }
  const { reseller: created } = await authorizedReseller(
    t.deps,
    brand,
    [{ marketplace: 'amazon', sellerId: amazonId }],
    { since: daysAgo(100) },
  )
  return { brand, reseller: created }
}

async function policyId(brand: ProtectedBrand, version: number) {
  const cookie = await signIn(t.app, brand.user)
  const view = await bodyOf<{ versions: { id: string; version: number }[] }>(
    await get(t.app, '/api/brand/protection/policy', { cookie }),
  )
  return view.versions.find((v) => v.version === version)!.id
}

describe('acknowledging a policy', () => {
  test('records the version and the time, once; a brand the reseller does not sell is 404', async () => {
    const { brand, reseller } = await brandSoldBy('Ack', sellerId())
    await publishPolicy(t.deps, brand, { version: 1, publishedAt: daysAgo(20) })
    await publishPolicy(t.deps, brand, {
      version: 2,
      toleranceKind: 'percent',
      toleranceValue: '1',
      shippingCounts: true,
      publishedAt: daysAgo(1),
    })
    const cookie = await signIn(t.app, reseller)

    // Only the newest version is offered, not yet acknowledged.
    let page = await compliance(cookie)
    expect(page.policies).toEqual([
      expect.objectContaining({
        brandId: brand.entryId,
        brand: brand.name,
        version: 2,
        shippingCounts: true,
        toleranceKind: 'percent',
        toleranceValue: '1.00',
        acknowledgedAt: null,
        acknowledgedVersion: null,
      }),
    ])

    const id = page.policies[0]!.id
    const before = Date.now()
    let answer: Response | undefined
    const events = await publishedDuring(t.deps, async () => {
      answer = await post(
        t.app,
        `/api/reseller/compliance/policies/${id}/acknowledge`,
        {},
        { cookie },
      )
    })
    expect(answer!.status).toBe(200)
    const ack = await bodyOf<{ acknowledgedAt: string; version: number }>(answer!)
    expect(ack.version).toBe(2)
    expect(new Date(ack.acknowledgedAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
    // The reseller's page and the brand's policy screen both refresh.
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'protection.changed',
        userIds: [reseller.id, brand.user.id],
      }),
    ])

    page = await compliance(cookie)
    expect(page.policies[0]).toMatchObject({
      acknowledgedAt: ack.acknowledgedAt,
      acknowledgedVersion: 2,
    })

    const twice = await post(
      t.app,
      `/api/reseller/compliance/policies/${id}/acknowledge`,
      {},
      {
        cookie,
      },
    )
    expect(twice.status).toBe(409)
    expect(await bodyOf(twice)).toMatchObject({ message: PROTECTION_TEXTS.alreadyAcknowledged })

    // A brand it does not sell: not found, whatever the version.
    const { brand: stranger } = await brandSoldBy('Stranger', sellerId())
    await publishPolicy(t.deps, stranger, { version: 1 })
    const theirs = await post(
      t.app,
      `/api/reseller/compliance/policies/${await policyId(stranger, 1)}/acknowledge`,
      {},
      { cookie },
    )
    expect(theirs.status).toBe(404)
  })

  test('a suspended authorization no longer offers the policy', async () => {
    const { brand } = await brandSoldBy('Paused', sellerId())
    const reseller = (await authorizedReseller(t.deps, brand, [], { since: daysAgo(10) })).reseller
    await publishPolicy(t.deps, brand, { version: 1 })
    await t.deps.db
      .update(brandAuthorizations)
      .set({ status: 'suspended' })
      .where(
        and(
          eq(brandAuthorizations.brandId, brand.entryId),
          eq(brandAuthorizations.resellerId, reseller.id),
        ),
      )
    const cookie = await signIn(t.app, reseller)
    expect((await compliance(cookie)).policies).toEqual([])
    const refused = await post(
      t.app,
      `/api/reseller/compliance/policies/${await policyId(brand, 1)}/acknowledge`,
      {},
      { cookie },
    )
    expect(refused.status).toBe(404)
  })
})

describe('the compliance score', () => {
  test('is the share of compliant observations over 30 days, overall and per brand', async () => {
    const amazonId = sellerId()
    const first = await brandSoldBy('Alpha', amazonId)
    const reseller = first.reseller
    const second = await brandSoldBy('Beta', amazonId, reseller)
    const cookie = await signIn(t.app, reseller)

    expect((await compliance(cookie)).score).toEqual({
      overall: null,
      observations: 0,
      days: 30,
      byBrand: [],
    })

    const [kettle, pot] = first.brand.products
    // Older than the window: not counted.
    await importDrafts(
      t.deps,
      first.brand,
      [draft({ sellerId: amazonId, gtin: kettle!.gtin, price: '10.00', observedAt: daysAgo(40) })],
      { observedAt: daysAgo(40) },
    )
    // Alpha: one compliant, one below MAP; an unknown seller's listing is not the reseller's.
    await importDrafts(
      t.deps,
      first.brand,
      [
        draft({ sellerId: amazonId, gtin: kettle!.gtin, price: '59.99', observedAt: daysAgo(2) }),
        draft({ sellerId: amazonId, gtin: pot!.gtin, price: '70.00', observedAt: daysAgo(2) }),
        draft({
          sellerId: 'A0UNKNOWN',
          sellerName: 'Nobody We Know',
          gtin: pot!.gtin,
          price: '10.00',
          observedAt: daysAgo(2),
        }),
      ],
      { observedAt: daysAgo(2) },
    )
    // Beta: compliant twice.
    const [betaKettle, betaPot] = second.brand.products
    await importDrafts(
      t.deps,
      second.brand,
      [
        draft({
          sellerId: amazonId,
          gtin: betaKettle!.gtin,
          price: '60.00',
          observedAt: daysAgo(1),
        }),
        draft({ sellerId: amazonId, gtin: betaPot!.gtin, price: '79.99', observedAt: daysAgo(1) }),
      ],
      { observedAt: daysAgo(1) },
    )

    const page = await compliance(cookie)
    expect(page.score.overall).toBe(75)
    expect(page.score.observations).toBe(4)
    expect(page.score.byBrand).toEqual([
      { brandId: first.brand.entryId, brand: first.brand.name, score: 50, observations: 2 },
      { brandId: second.brand.entryId, brand: second.brand.name, score: 100, observations: 2 },
    ])

    // The open violation first, with the rule it broke.
    expect(page.findings).toEqual([
      expect.objectContaining({
        kind: 'map_violation',
        status: 'open',
        advertisedPrice: '70.00',
        mapPrice: '79.99',
        brand: { id: first.brand.entryId, name: first.brand.name },
        product: expect.objectContaining({ name: 'Alpha Pot' }),
        rule: expect.stringContaining('is below the MAP of $79.99'),
      }),
      // The old violation, cured by the compliant observation since: closed in the window.
      expect.objectContaining({
        status: 'cured',
        advertisedPrice: '10.00',
        product: expect.objectContaining({ name: 'Alpha Kettle' }),
        closedAt: expect.any(String),
      }),
    ])
    // Another reseller's page shows none of it.
    const { reseller: other } = await authorizedReseller(t.deps, first.brand, [])
    const otherPage = await compliance(await signIn(t.app, other))
    expect(otherPage.findings).toEqual([])
    expect(otherPage.score.overall).toBeNull()
  })
})

describe('a dispute’s proof', () => {
  async function openFinding() {
    const amazonId = sellerId()
    const { brand, reseller } = await brandSoldBy('Proof', amazonId)
    await importDrafts(
      t.deps,
      brand,
      [
        draft({
          sellerId: amazonId,
          gtin: brand.products[0]!.gtin,
          price: '40.00',
          observedAt: daysAgo(1),
        }),
      ],
      { observedAt: daysAgo(1) },
    )
    const cookie = await signIn(t.app, reseller)
    const [finding] = (await compliance(cookie)).findings
    return { cookie, findingId: finding!.id }
  }

  const disputeWith = (cookie: string, findingId: string, proof: File) => {
    const form = new FormData()
    form.set('reason', 'Our repricer dropped the price for an hour; it is back at MAP now.')
    form.set('proof', proof)
    return send(t.app, 'POST', `/api/reseller/compliance/findings/${findingId}/dispute`, {
      cookie,
      body: form,
    })
  }

  test('that is not a PDF, PNG or JPEG is refused with 400, whatever its name says', async () => {
    const { cookie, findingId } = await openFinding()
    const res = await disputeWith(
      cookie,
      findingId,
      new File(['GIF89a not really a picture'], 'screenshot.png', { type: 'image/png' }),
    )
    expect(res.status).toBe(400)
    expect(await bodyOf(res)).toMatchObject({
      code: ENFORCEMENT_CODES.proofType,
      message: ENFORCEMENT_TEXTS.proofType,
    })
    // Nothing was recorded: the dispute can still be sent.
    expect((await compliance(cookie)).findings[0]!.disputeStatus).toBeNull()
  })

  test('over 10 MB is refused with 413', async () => {
    const { cookie, findingId } = await openFinding()
    const bytes = new Uint8Array(PROTECTION_LIMITS.proofMaxBytes + 1)
    bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d])
    const res = await disputeWith(
      cookie,
      findingId,
      new File([bytes], 'statement.pdf', { type: 'application/pdf' }),
    )
    expect(res.status).toBe(413)
    expect(await bodyOf(res)).toMatchObject({
      code: ENFORCEMENT_CODES.proofTooLarge,
      message: ENFORCEMENT_TEXTS.proofTooLarge,
    })
    expect((await compliance(cookie)).findings[0]!.disputeStatus).toBeNull()

    // A reason that is too short is refused before any file is read.
    const form = new FormData()
    form.set('reason', 'too short')
    const short = await send(
      t.app,
      'POST',
      `/api/reseller/compliance/findings/${findingId}/dispute`,
      {
        cookie,
        body: form,
      },
    )
    expect(short.status).toBe(400)

    // A PDF within the limit is taken, and the dispute waits for the brand.
    const ok = await disputeWith(
      cookie,
      findingId,
      new File([bytes.slice(0, 2048)], 'statement.pdf', { type: 'application/pdf' }),
    )
    expect(ok.status).toBe(200)
    expect((await compliance(cookie)).findings[0]!.disputeStatus).toBe('pending')
  })

  test('marking a violation fixed records when, and it stays open until the next observation', async () => {
    const { cookie, findingId } = await openFinding()
    const res = await post(
      t.app,
      `/api/reseller/compliance/findings/${findingId}/fixed`,
      { note: 'Repriced to MAP.' },
      { cookie },
    )
    expect(res.status).toBe(200)
    const [finding] = (await compliance(cookie)).findings
    expect(finding).toMatchObject({ status: 'open', markedFixedAt: expect.any(String) })
  })
})
