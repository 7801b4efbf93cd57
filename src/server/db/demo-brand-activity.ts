/**
 * The demo brand's business (issue 5 item 9): so that every brand screen shows something on
 * first start, the demo brand gets four more [DEMO] products (ten in all, approved), four more
 * [DEMO] resellers with marketplace seller ids (accounts without a password: they never sign in),
 * three of them authorized, a pending and an approved brand application, orders with their lines
 * spread over the last 90 days in every status, and messages from the resellers.
 *
 * Idempotent: products are matched by SKU, resellers by e-mail, allocations and applications by
 * their keys; orders and messages are written only when the demo brand has none with these
 * resellers. Everything is a handful of multi-row statements in one transaction.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts'
import { marketplacesFromSellerIds } from '#shared/authorizations.ts'
import { findBrandEntry } from '../modules/brand-portal/brand-entry.ts'
import type { Db } from './client.ts'
import { demoGtin, seedDemoProductTerms, type DemoProduct } from './demo-products.ts'
import {
  brandApplications,
  brandAuthorizations,
  messages,
  orderItems,
  orders,
  products,
  profiles,
  resellerApplications,
  user,
} from './schema/index.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export const DEMO_EXTRA_PRODUCTS: readonly DemoProduct[] = [
  {
    name: '[DEMO] Copper Pour-Over Kettle',
    sku: 'DEMO-NW-007',
    description: 'Gooseneck spout, 1 litre, hammered copper finish.',
    price: '64.99',
    wholesalePrice: '29.80',
    mapPrice: '59.99',
    gtin: demoGtin(7),
    category: 'home_goods',
    stock: 180,
    casePack: 4,
  },
  {
    name: '[DEMO] Waffle Bath Towels, Set of 2',
    sku: 'DEMO-NW-008',
    description: 'Long-staple Turkish cotton, quick drying.',
    price: '44.99',
    wholesalePrice: '19.50',
    mapPrice: '39.99',
    gtin: demoGtin(8),
    category: 'home_goods',
    stock: 640,
    casePack: 6,
  },
  {
    name: '[DEMO] Ceramic Pour Spout Pitcher',
    sku: 'DEMO-NW-009',
    description: 'Glazed stoneware, 1.5 litres, dishwasher safe.',
    price: '36.99',
    wholesalePrice: '15.90',
    mapPrice: '32.99',
    gtin: demoGtin(9),
    category: 'home_goods',
    stock: 95,
    casePack: 4,
  },
  {
    name: '[DEMO] Beeswax Food Wraps, Set of 5',
    sku: 'DEMO-NW-010',
    description: 'Organic cotton coated in beeswax and jojoba oil; reusable for a year.',
    price: '18.99',
    wholesalePrice: '7.40',
    mapPrice: '16.99',
    gtin: demoGtin(10),
    category: 'home_goods',
    stock: 1500,
    casePack: 24,
  },
]

interface DemoExtraReseller {
  key: 'harbor' | 'maple' | 'summit' | 'coastal'
  email: string
  fullName: string
  companyName: string
  sellerIds: { amazon?: string; walmart?: string; ebay?: string }
  /** Days since the demo brand authorized it; absent: not authorized. */
  allocatedDaysAgo?: number
}

export const DEMO_EXTRA_RESELLERS: readonly DemoExtraReseller[] = [
  {
    key: 'harbor',
    email: 'harbor.outlet@demo.example.com',
    fullName: 'Harper Quinn',
    companyName: '[DEMO] Harbor Outlet',
    sellerIds: { amazon: 'A2HARBOROUTLET', walmart: '101884422' },
    allocatedDaysAgo: 84,
  },
  {
    key: 'maple',
    email: 'maple.market@demo.example.com',
    fullName: 'Morgan Lee',
    companyName: '[DEMO] Maple Street Market',
    sellerIds: { ebay: 'maple_street_market' },
    allocatedDaysAgo: 57,
  },
  {
    key: 'summit',
    email: 'summit.supply@demo.example.com',
    fullName: 'Sam Ortiz',
    companyName: '[DEMO] Summit Supply Co',
    sellerIds: { amazon: 'A3SUMMITSUPPLY' },
    allocatedDaysAgo: 18,
  },
  {
    key: 'coastal',
    email: 'coastal.home@demo.example.com',
    fullName: 'Casey Brooks',
    companyName: '[DEMO] Coastal Home Traders',
    sellerIds: { walmart: '205577310', ebay: 'coastal_home_traders' },
  },
]

/** Orders by the authorized extra resellers: 36 across 90 days, newest pending, oldest delivered. */
const ORDER_COUNT = 36
const ORDERING = ['harbor', 'maple', 'summit'] as const

type OrderStatus = 'pending' | 'processing' | 'shipped' | 'delivered'

function statusFor(age: number, i: number): OrderStatus {
  if (age < 4) return i % 2 === 0 ? 'pending' : 'processing'
  if (age < 12) return i % 3 === 0 ? 'processing' : 'shipped'
  if (age < 25) return i % 4 === 0 ? 'shipped' : 'delivered'
  return 'delivered'
}

const MESSAGES = [
  {
    from: 'harbor',
    hoursAgo: 3,
    isRead: false,
    content:
      'Restock request for the Dutch ovens\nHi Blake, our Dutch oven listings sold through faster than planned. Could you confirm 24 more units for next week, and whether the 2-unit case pack still applies?',
  },
  {
    from: 'maple',
    hoursAgo: 26,
    isRead: true,
    content:
      'Question about MAP pricing\nHello, is the MAP for the linen tea towels still $26.99 during the holiday promotion? We want to stay compliant on eBay.',
  },
  {
    from: 'coastal',
    hoursAgo: 70,
    isRead: false,
    application: true,
    content:
      'Application: Coastal Home Traders\nWe run Walmart and eBay storefronts for home goods with a 99% positive feedback score and would love to carry Northwind.',
  },
] as const

async function demoBrandUser(db: Db) {
  const demo = DEMO_ACCOUNTS.find((a) => a.role === 'brand')!
  const [row] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.email, demo.email.toLowerCase()))
  return row
}

export async function seedDemoBrandActivity(db: Db): Promise<void> {
  const brand = await demoBrandUser(db)
  if (!brand) return
  const entry = await findBrandEntry(db, { userId: brand.id, email: brand.email })
  await db.transaction(async (tx) => {
    const now = Date.now()
    const at = (days: number) => new Date(now - days * DAY_MS)

    await tx
      .insert(products)
      .values(
        DEMO_EXTRA_PRODUCTS.map(({ mapPrice: _map, ...p }) => ({
          ...p,
          brandId: brand.id,
          approvalStatus: 'approved' as const,
        })),
      )
      .onConflictDoNothing()
    await seedDemoProductTerms(tx, brand.id, DEMO_EXTRA_PRODUCTS, new Date(now))

    // Resellers: a user row (no credential account), its profile and an approved application.
    const emails = DEMO_EXTRA_RESELLERS.map((r) => r.email)
    const present = await tx
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(inArray(user.email, emails))
    const known = new Set(present.map((r) => r.email))
    const missing = DEMO_EXTRA_RESELLERS.filter((r) => !known.has(r.email)).map((r) => ({
      ...r,
      id: crypto.randomUUID(),
    }))
    if (missing.length > 0) {
      await tx.insert(user).values(
        missing.map((r) => ({
          id: r.id,
          email: r.email,
          name: r.fullName,
          emailVerified: true,
          userRole: 'reseller' as const,
          fullName: r.fullName,
          companyName: r.companyName,
        })),
      )
      await tx
        .insert(profiles)
        .values(
          missing.map((r) => ({
            id: r.id,
            email: r.email,
            userRole: 'reseller' as const,
            fullName: r.fullName,
            companyName: r.companyName,
          })),
        )
        .onConflictDoNothing()
      await tx.insert(resellerApplications).values(
        missing.map((r) => ({
          userId: r.id,
          email: r.email,
          companyName: r.companyName,
          status: 'approved' as const,
          applicationStatus: 'approved' as const,
          amazonSellerId: r.sellerIds.amazon ?? null,
          walmartSellerId: r.sellerIds.walmart ?? null,
          ebaySellerId: r.sellerIds.ebay ?? null,
        })),
      )
    }
    const ids = new Map<string, string>([
      ...present.map(
        (r) => [DEMO_EXTRA_RESELLERS.find((d) => d.email === r.email)!.key, r.id] as const,
      ),
      ...missing.map((r) => [r.key, r.id] as const),
    ])
    const idOf = (key: DemoExtraReseller['key']) => ids.get(key)!

    // The demo reseller sells on Amazon and eBay, unless its application already names a store.
    const demoReseller = DEMO_ACCOUNTS.find((a) => a.role === 'reseller')!
    await tx
      .update(resellerApplications)
      .set({ amazonSellerId: 'A1PRIMERESALE', ebaySellerId: 'prime_resale' })
      .where(
        and(
          eq(resellerApplications.email, demoReseller.email.toLowerCase()),
          sql`${resellerApplications.amazonSellerId} is null`,
          sql`${resellerApplications.walmartSellerId} is null`,
          sql`${resellerApplications.ebaySellerId} is null`,
        ),
      )

    let coastalApplicationId: string | null = null
    if (entry) {
      // Issue 13: each one's authorization, granted by the demo brand, covering its stores.
      await tx
        .insert(brandAuthorizations)
        .values(
          DEMO_EXTRA_RESELLERS.flatMap((r) =>
            r.allocatedDaysAgo === undefined
              ? []
              : [
                  {
                    brandId: entry.id,
                    resellerId: idOf(r.key),
                    marketplaces: marketplacesFromSellerIds(r.sellerIds),
                    startsAt: at(r.allocatedDaysAgo),
                    grantedBy: 'brand' as const,
                    grantedByUserId: brand.id,
                    statusChangedAt: at(r.allocatedDaysAgo),
                    createdAt: at(r.allocatedDaysAgo),
                    updatedAt: at(r.allocatedDaysAgo),
                  },
                ],
          ),
        )
        .onConflictDoNothing()
      await tx
        .insert(brandApplications)
        .values([
          {
            brandId: entry.id,
            resellerId: idOf('coastal'),
            status: 'pending' as const,
            applicationData: {
              proposal_message:
                'We run Walmart and eBay storefronts for home goods and would like to add Northwind cookware and textiles.',
            },
            emailThreadId: `demo-coastal-${entry.id}`,
            responseExpectedBy: at(-4),
            createdAt: at(3),
            updatedAt: at(3),
          },
          {
            brandId: entry.id,
            resellerId: idOf('summit'),
            status: 'approved' as const,
            applicationData: { proposal_message: 'Amazon seller focused on kitchen essentials.' },
            decidedAt: at(18),
            decidedByUserId: brand.id,
            createdAt: at(21),
            updatedAt: at(18),
          },
        ])
        .onConflictDoNothing()
      const [coastal] = await tx
        .select({ id: brandApplications.id })
        .from(brandApplications)
        .where(
          and(
            eq(brandApplications.brandId, entry.id),
            eq(brandApplications.resellerId, idOf('coastal')),
          ),
        )
      coastalApplicationId = coastal?.id ?? null
    }

    const ordering = ORDERING.map(idOf)
    const [had] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.brandId, brand.id), inArray(orders.resellerId, ordering)))
    if ((had?.n ?? 0) === 0) {
      const catalog = await tx
        .select({
          id: products.id,
          name: products.name,
          sku: products.sku,
          price: products.wholesalePrice,
        })
        .from(products)
        .where(and(eq(products.brandId, brand.id), sql`${products.name} like '[DEMO]%'`))
        .orderBy(products.sku)
      if (catalog.length > 0) {
        const plan = Array.from({ length: ORDER_COUNT }, (_, i) => {
          // From 0.3 to 88 days old, a little irregular so that the chart is not a comb.
          const age = 0.3 + i * 2.45 + ((i * 7) % 5) * 0.2
          const lines = Array.from({ length: 1 + (i % 3) }, (_, j) => {
            const product = catalog[(i * 3 + j * 5) % catalog.length]!
            return { product, quantity: 2 + ((i * 5 + j * 3) % 18) }
          })
          const cents = lines.reduce(
            (sum, l) => sum + Math.round(Number(l.product.price) * 100) * l.quantity,
            0,
          )
          // The three resellers take turns; Harbor orders most, Summit only since it was authorized.
          const reseller = age > 18 && i % 3 === 2 ? ordering[0]! : ordering[i % 3]!
          return { age, lines, cents, reseller, status: statusFor(age, i) }
        })
        const inserted = await tx
          .insert(orders)
          .values(
            plan.map((o) => ({
              brandId: brand.id,
              resellerId: o.reseller,
              totalAmount: (o.cents / 100).toFixed(2),
              status: o.status,
              createdAt: at(o.age),
              updatedAt: at(Math.max(0, o.age - 1)),
            })),
          )
          .returning({ id: orders.id })
        await tx.insert(orderItems).values(
          plan.flatMap((o, i) =>
            o.lines.map((l) => ({
              orderId: inserted[i]!.id,
              productId: l.product.id,
              productName: l.product.name,
              sku: l.product.sku,
              quantity: l.quantity,
              unitPrice: l.product.price,
            })),
          ),
        )
      }
    }

    const senders = MESSAGES.map((m) => idOf(m.from))
    const [wrote] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(and(eq(messages.recipientId, brand.id), inArray(messages.senderId, senders)))
    if ((wrote?.n ?? 0) === 0) {
      await tx.insert(messages).values(
        MESSAGES.map((m) => ({
          senderId: idOf(m.from),
          recipientId: brand.id,
          content: m.content,
          isRead: m.isRead,
          messageSource: 'internal' as const,
          brandApplicationId: 'application' in m && entry ? coastalApplicationId : null,
          emailThreadId: 'application' in m && entry ? `demo-coastal-${entry.id}` : null,
          createdAt: new Date(now - m.hoursAgo * 60 * 60 * 1000),
        })),
      )
    }
  })
}
