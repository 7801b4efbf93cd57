/**
 * An evidence packet for a marketplace takedown or a test buy (issue 14 item 6): the seller's
 * storefronts and listings, every observation behind them with its source, time, raw row and
 * SHA-256, the candidate sources with their reasons, and the investigation's history. As CSV (one
 * row per observation, for spreadsheets and marketplace forms) and as PDF (for people).
 */
import { sql } from 'drizzle-orm'
import { listingWebUrl } from '#shared/listing-url.ts'
import { INVESTIGATION_STATUS_LABELS } from '#shared/protection.ts'
import type { InvestigationDetail } from '#shared/protection-api.ts'
import type { DbOrTx } from '../../db/client.ts'
import { toCsv } from '../../lib/csv.ts'
import { MUTED, Writer } from '../../lib/pdf-writer.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'
import { formatPrice } from '#shared/brand-protection-texts.ts'
import { marketplaceLabel } from '../enforcement/notices.ts'

export interface PacketObservation {
  marketplace: string
  sellerId: string | null
  sellerName: string | null
  listingId: string | null
  url: string | null
  product: string | null
  observedAt: string
  advertisedPrice: string
  mapPrice: string | null
  /** The two prices' currency (the listing's); null: its source did not say. */
  currency: string | null
  rule: string
  source: string
  rowNo: number
  rawSha256: string
  raw: string | null
}

/** Every observation recorded as evidence on the group's unauthorized-seller findings. */
export async function packetObservations(
  db: DbOrTx,
  brandId: string,
  groupId: number,
): Promise<PacketObservation[]> {
  const rows = await rowsOf<{
    marketplace: string
    seller_id: string | null
    seller_name: string | null
    listing_id: string | null
    url: string | null
    product: string | null
    observed_at: string | Date
    advertised_price: string
    map_price: string | null
    currency: string | null
    rule: string
    label: string
    row_no: number
    raw_sha256: string
    raw: string | null
  }>(
    db,
    sql`select pf.marketplace, s.seller_id, s.name as seller_name, f.listing_id, f.url,
        coalesce(p.name, f.title) as product, e.observed_at, e.advertised_price::text,
        e.map_price::text, e.currency, e.rule, i.label, e.row_no, e.raw_sha256, o.raw
      from protection_findings pf
      join listing_offers f on f.id = pf.offer_id
      join marketplace_sellers s on s.id = f.seller_id
      join finding_evidence e on e.finding_id = pf.id
      join listing_imports i on i.id = e.import_id
      left join listing_observations o on o.import_id = e.import_id and o.row_no = e.row_no
      left join products p on p.id = pf.product_id
      where pf.brand_id = ${brandId} and s.group_id = ${groupId}
        and pf.kind = 'unauthorized_seller'
      order by e.observed_at, e.id
      limit 5000`,
  )
  return rows.map((r) => ({
    marketplace: r.marketplace,
    sellerId: r.seller_id,
    sellerName: r.seller_name,
    listingId: r.listing_id,
    url: r.url,
    product: r.product,
    observedAt: new Date(r.observed_at).toISOString(),
    advertisedPrice: r.advertised_price,
    mapPrice: r.map_price,
    currency: r.currency,
    rule: r.rule,
    source: r.label,
    rowNo: r.row_no,
    rawSha256: r.raw_sha256,
    raw: r.raw,
  }))
}

export function evidencePacketCsv(observations: readonly PacketObservation[]): string {
  return toCsv(
    [
      'Marketplace',
      'Seller ID',
      'Seller name',
      'Listing ID',
      'Listing URL',
      'Product',
      'Observed at (UTC)',
      'Advertised price',
      'MAP then',
      'Currency',
      'Finding',
      'Source',
      'Row',
      'SHA-256 of the row',
      'Row as recorded',
    ],
    observations.map((o) => [
      marketplaceLabel(o.marketplace),
      o.sellerId,
      o.sellerName,
      o.listingId,
      // Only an http(s) address is written out (shared/listing-url.ts); older data may hold others.
      listingWebUrl(o.url) ?? '',
      o.product,
      o.observedAt,
      o.advertisedPrice,
      o.mapPrice,
      o.currency ?? '',
      o.rule,
      o.source,
      o.rowNo,
      o.rawSha256,
      o.raw,
    ]),
  )
}

export async function evidencePacketPdf(
  brandName: string,
  detail: InvestigationDetail,
  observations: readonly PacketObservation[],
  generatedAt: Date = new Date(),
): Promise<Uint8Array> {
  // Loaded on the first packet, not at start (an idle server would keep its 3.4 MB of heap).
  const { PDFDocument, StandardFonts } = await import('pdf-lib')
  const doc = await PDFDocument.create()
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  }
  const seller = detail.investigation.sellerName ?? 'Unnamed seller'
  doc.setTitle(`Evidence packet: ${seller}`)
  doc.setCreationDate(generatedAt)
  const w = new Writer(doc, fonts)
  w.text(`Evidence packet: ${seller}`, { font: fonts.bold, size: 18, gap: 4 })
  w.text(
    `Prepared for ${brandName} on ${generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC. Investigation status: ${INVESTIGATION_STATUS_LABELS[detail.investigation.status]}.`,
    { color: MUTED, size: 10, gap: 6 },
  )
  w.rule()

  w.heading('Storefronts')
  for (const s of detail.storefronts) {
    w.text(
      `${marketplaceLabel(s.marketplace)}: ${s.name ?? 'no name'} (seller ID ${s.sellerId ?? 'not given'})${s.businessName ? `, business ${s.businessName}` : ''}${s.businessAddress ? `, ${s.businessAddress}` : ''}. Seen ${s.firstSeenAt.slice(0, 10)} to ${s.lastSeenAt.slice(0, 10)}.`,
      { size: 10 },
    )
  }
  w.rule()

  w.heading('Listings of your products')
  for (const l of detail.listings) {
    w.text(
      `${l.product ?? 'Unmatched listing'} on ${marketplaceLabel(l.marketplace)}${l.listingId ? ` (${l.listingId})` : ''}: ${formatPrice(l.advertisedPrice, l.currency)}${l.mapPrice ? ` against MAP ${formatPrice(l.mapPrice, l.currency)}` : ''}${l.quantity !== null ? `, ${l.quantity} units listed` : ''}. First seen ${l.firstSeenAt.slice(0, 10)}, last ${l.lastObservedAt.slice(0, 10)}.${listingWebUrl(l.url) ? ` ${listingWebUrl(l.url)}` : ''}`,
      { size: 10 },
    )
  }
  w.rule()

  w.heading('Candidate sources among your wholesale buyers')
  if (detail.candidates.length === 0) {
    w.text('None of your wholesale buyers bought the listed products.', { size: 10 })
  }
  for (const c of detail.candidates) {
    w.text(`${c.company ?? c.email ?? c.resellerId}: score ${c.score} of 100`, {
      font: fonts.bold,
      size: 10,
    })
    for (const r of c.reasons) w.text(`- ${r.text}`, { size: 10, x: 80, width: 468 })
  }
  w.rule()

  w.heading(`Observations (${observations.length})`)
  for (const o of observations) {
    w.text(
      `${o.observedAt.replace('T', ' ').slice(0, 19)} UTC, ${marketplaceLabel(o.marketplace)}, ${o.sellerName ?? o.sellerId ?? 'unknown seller'}, ${o.product ?? o.listingId ?? ''}: ${formatPrice(o.advertisedPrice, o.currency)}. ${o.rule}. Source ${o.source}, row ${o.rowNo}.`,
      { size: 9 },
    )
    w.text(`SHA-256 ${o.rawSha256}`, { font: fonts.mono, size: 7, color: MUTED })
    if (o.raw) w.text(o.raw.slice(0, 600), { font: fonts.mono, size: 7, color: MUTED, gap: 4 })
  }
  w.rule()

  w.heading('History')
  for (const e of detail.events) {
    w.text(
      `${e.at.slice(0, 16).replace('T', ' ')} UTC, ${e.actor}: ${e.fromStatus ? `${INVESTIGATION_STATUS_LABELS[e.fromStatus]} → ` : ''}${INVESTIGATION_STATUS_LABELS[e.toStatus]}${e.note ? `. ${e.note}` : ''}`,
      { size: 10 },
    )
  }
  if (detail.events.length === 0) w.text('No changes yet.', { size: 10 })
  return doc.save()
}
