/**
 * Takedown packets for an unknown seller: what a brand files with the marketplace to have the
 * seller's listings of its products taken down. Per seller (the investigation's storefront
 * group), its open listings grouped by marketplace and cut into packets of at most
 * PROTECTION_LIMITS.takedownAsinsMax listing ids (ASINs on Amazon): Amazon's Report a Violation
 * form takes 50 ASINs at once, so 120 ASINs are three packets, "1 of 3" to "3 of 3". Each listing
 * carries its URL, its id, when it was seen, its prices and the evidence behind it (import, row,
 * SHA-256 of the raw row). As PDF for the form's attachment and as CSV for its fields.
 */
import { sql } from 'drizzle-orm'
import { formatPrice } from '#shared/brand-protection-texts.ts'
import { listingWebUrl } from '#shared/listing-url.ts'
import type { TakedownPacketItem } from '#shared/protection-api.ts'
import { PROTECTION_LIMITS } from '#shared/schemas/protection.ts'
import type { DbOrTx } from '../../db/client.ts'
import { toCsv } from '../../lib/csv.ts'
import { MUTED, Writer } from '../../lib/pdf-writer.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'
import { marketplaceLabel } from '../enforcement/notices.ts'

/** Evidence rows kept per listing in a packet: the newest ones (the CSV and PDF stay readable). */
const EVIDENCE_PER_LISTING = 20

export interface TakedownEvidence {
  observedAt: string
  advertisedPrice: string
  mapPrice: string | null
  currency: string | null
  source: string
  rowNo: number
  rawSha256: string
}

export interface TakedownListing {
  marketplace: string
  listingId: string | null
  url: string | null
  product: string | null
  sellerId: string | null
  sellerName: string | null
  firstSeenAt: string
  lastSeenAt: string
  advertisedPrice: string
  mapPrice: string | null
  /** The prices' currency (the listing's); null: its source did not say. */
  currency: string | null
  evidence: TakedownEvidence[]
}

export interface TakedownPacket extends TakedownPacketItem {
  sellerName: string
  listings: TakedownListing[]
}

interface Row {
  finding_id: string
  marketplace: string
  listing_id: string | null
  url: string | null
  product: string | null
  seller_id: string | null
  seller_name: string | null
  opened_at: string | Date
  last_observed_at: string | Date
  advertised_price: string
  map_price: string | null
  currency: string | null
  evidence: TakedownEvidence[] | string | null
}

const iso = (v: string | Date) => new Date(v).toISOString()

/**
 * The investigation's packets, when it is one of the brand's (else null): its group's open
 * unauthorized-seller listings, one entry per marketplace and listing id.
 */
export async function takedownPackets(
  db: DbOrTx,
  brandId: string,
  investigationId: string,
): Promise<TakedownPacket[] | null> {
  const [inv] = await rowsOf<{ group_id: string | number; seller_name: string | null }>(
    db,
    sql`select li.seller_group_id as group_id,
        (select coalesce(s.name, s.seller_id) from marketplace_sellers s
          where s.id = li.seller_group_id) as seller_name
      from leak_investigations li where li.id = ${investigationId} and li.brand_id = ${brandId}`,
  )
  if (!inv) return null
  const rows = await rowsOf<Row>(
    db,
    sql`select pf.id as finding_id, pf.marketplace, f.listing_id, f.url,
        coalesce(p.name, f.title) as product, s.seller_id, s.name as seller_name, pf.opened_at,
        pf.last_observed_at, pf.advertised_price::text, pf.map_price::text, pf.currency,
        (select coalesce(jsonb_agg(jsonb_build_object(
            'observedAt', to_char(e.observed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            'advertisedPrice', e.advertised_price::text, 'mapPrice', e.map_price::text,
            'currency', e.currency,
            'source', i.label, 'rowNo', e.row_no, 'rawSha256', e.raw_sha256)
            order by e.observed_at desc, e.id desc), '[]'::jsonb)
          from (select * from finding_evidence e0 where e0.finding_id = pf.id
            order by e0.observed_at desc, e0.id desc limit ${EVIDENCE_PER_LISTING}) e
          join listing_imports i on i.id = e.import_id) as evidence
      from protection_findings pf
      join listing_offers f on f.id = pf.offer_id
      join marketplace_sellers s on s.id = f.seller_id
      left join products p on p.id = pf.product_id
      where pf.brand_id = ${brandId} and pf.seller_group_id = ${Number(inv.group_id)}
        and pf.kind = 'unauthorized_seller' and pf.status = 'open'
      order by pf.marketplace, f.listing_id nulls last, pf.opened_at, pf.id
      limit 20000`,
  )

  // One entry per marketplace and listing id: two storefronts of the seller on one ASIN are one
  // ASIN on the form. A listing without an id stays an entry of its own (its URL names it).
  const listings = new Map<string, TakedownListing>()
  for (const r of rows) {
    const key = `${r.marketplace}\u0001${r.listing_id ?? r.finding_id}`
    const evidence = (
      typeof r.evidence === 'string' ? JSON.parse(r.evidence) : (r.evidence ?? [])
    ) as TakedownEvidence[]
    const seen = listings.get(key)
    if (!seen) {
      listings.set(key, {
        marketplace: r.marketplace,
        listingId: r.listing_id,
        url: listingWebUrl(r.url),
        product: r.product,
        sellerId: r.seller_id,
        sellerName: r.seller_name,
        firstSeenAt: iso(r.opened_at),
        lastSeenAt: iso(r.last_observed_at),
        advertisedPrice: r.advertised_price,
        mapPrice: r.map_price,
        currency: r.currency,
        evidence,
      })
      continue
    }
    if (iso(r.opened_at) < seen.firstSeenAt) seen.firstSeenAt = iso(r.opened_at)
    if (iso(r.last_observed_at) > seen.lastSeenAt) {
      seen.lastSeenAt = iso(r.last_observed_at)
      seen.advertisedPrice = r.advertised_price
      seen.mapPrice = r.map_price
      seen.currency = r.currency
    }
    seen.url ??= listingWebUrl(r.url)
    seen.evidence = [...seen.evidence, ...evidence]
      .sort((a, b) => b.observedAt.localeCompare(a.observedAt))
      .slice(0, EVIDENCE_PER_LISTING)
  }

  const byMarketplace = new Map<string, TakedownListing[]>()
  for (const l of listings.values()) {
    const list = byMarketplace.get(l.marketplace) ?? []
    list.push(l)
    byMarketplace.set(l.marketplace, list)
  }
  const max = PROTECTION_LIMITS.takedownAsinsMax
  const chunks: { marketplace: string; listings: TakedownListing[] }[] = []
  for (const [marketplace, list] of byMarketplace) {
    for (let i = 0; i < list.length; i += max) {
      chunks.push({ marketplace, listings: list.slice(i, i + max) })
    }
  }
  return chunks.map((c, i) => ({
    number: i + 1,
    of: chunks.length,
    marketplace: c.marketplace,
    listingIds: c.listings.map((l) => l.listingId ?? l.url ?? ''),
    sellerName: inv.seller_name ?? 'Unnamed seller',
    listings: c.listings,
  }))
}

/** A file name for the packet: the seller, its number and the count. */
export function takedownFileName(packet: TakedownPacket, ext: 'pdf' | 'csv'): string {
  const seller =
    packet.sellerName
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .toLowerCase() || 'seller'
  return `takedown-${seller}-${packet.number}-of-${packet.of}.${ext}`
}

/** One row per piece of evidence (a listing without any still gets its own row). */
export function takedownPacketCsv(packet: TakedownPacket): string {
  const rows = packet.listings.flatMap((l) => {
    const base = [
      `${packet.number} of ${packet.of}`,
      marketplaceLabel(l.marketplace),
      l.listingId,
      l.url ?? '',
      l.product,
      l.sellerId,
      l.sellerName,
      l.firstSeenAt,
      l.lastSeenAt,
      l.advertisedPrice,
      l.mapPrice,
      l.currency ?? '',
    ]
    if (l.evidence.length === 0) return [[...base, null, null, null, null, null]]
    return l.evidence.map((e) => [
      ...base,
      e.observedAt,
      e.advertisedPrice,
      e.source,
      e.rowNo,
      e.rawSha256,
    ])
  })
  return toCsv(
    [
      'Packet',
      'Marketplace',
      'Listing ID (ASIN)',
      'Listing URL',
      'Product',
      'Seller ID',
      'Seller name',
      'First seen (UTC)',
      'Last seen (UTC)',
      'Price last seen',
      'MAP then',
      'Currency',
      'Observed at (UTC)',
      'Price observed',
      'Source',
      'Row',
      'SHA-256 of the row',
    ],
    rows,
  )
}

export async function takedownPacketPdf(
  brandName: string,
  packet: TakedownPacket,
  generatedAt: Date = new Date(),
): Promise<Uint8Array> {
  // Loaded on the first packet, not at start (as evidence-packet.ts does).
  const { PDFDocument, StandardFonts } = await import('pdf-lib')
  const doc = await PDFDocument.create()
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  }
  const title = `Takedown packet ${packet.number} of ${packet.of}: ${packet.sellerName}`
  doc.setTitle(title)
  doc.setCreationDate(generatedAt)
  const w = new Writer(doc, fonts)
  w.text(title, { font: fonts.bold, size: 18, gap: 4 })
  w.text(
    `Prepared for ${brandName} on ${generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC. ${marketplaceLabel(packet.marketplace)}: ${packet.listings.length} listings of ${brandName}'s products by a seller it has not authorized.`,
    { color: MUTED, size: 10, gap: 6 },
  )
  w.rule()

  w.heading(`Listing IDs (${packet.listingIds.length})`)
  w.text(packet.listingIds.join(', '), { font: fonts.mono, size: 9 })
  w.rule()

  w.heading('Listings')
  for (const [i, l] of packet.listings.entries()) {
    w.text(`${i + 1}. ${l.listingId ?? 'No listing ID'}: ${l.product ?? 'Unmatched listing'}`, {
      font: fonts.bold,
      size: 10,
    })
    if (l.url) w.text(l.url, { font: fonts.mono, size: 8 })
    w.text(
      `Seller ${l.sellerName ?? 'not named'} (seller ID ${l.sellerId ?? 'not given'}). Seen ${l.firstSeenAt.slice(0, 10)} to ${l.lastSeenAt.slice(0, 10)}. Last price ${formatPrice(l.advertisedPrice, l.currency)}${l.mapPrice ? ` against MAP ${formatPrice(l.mapPrice, l.currency)}` : ''}.`,
      { size: 9 },
    )
    for (const e of l.evidence) {
      w.text(
        `${e.observedAt.replace('T', ' ').slice(0, 19)} UTC: ${formatPrice(e.advertisedPrice, e.currency)}. Source ${e.source}, row ${e.rowNo}. SHA-256 ${e.rawSha256}`,
        { font: fonts.mono, size: 7, color: MUTED },
      )
    }
  }
  return doc.save()
}
