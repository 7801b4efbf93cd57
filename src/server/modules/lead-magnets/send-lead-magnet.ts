/**
 * The lead magnet (000 §7 calls 13 and 14): the subscriber is stored in lead_magnets, then the
 * list of Amazon auto-ungated brands is mailed: the brands admins keep at Lead Magnet List
 * (lead_magnet_brands, issue 16), as a download link (a signed link to the current list, valid
 * for 30 days), a CSV attachment and a table in the mail.
 */
import { eq } from 'drizzle-orm'
import { LEAD_MAGNET_LINK_DAYS } from '#shared/constants.ts'
import { LEAD_MAGNET_NAME } from '#shared/constants.ts'
import { leadMagnets } from '../../db/schema/index.ts'
import { toCsv } from '../../lib/csv.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { button, escapeHtml, layout } from '../../lib/mail/templates.ts'
import { signLink, verifyLink } from '../../lib/signed-link.ts'
import { listLeadMagnetBrands } from './list-lead-magnet-brands.ts'

export const LEAD_MAGNET_CSV_NAME = 'amazon-auto-ungated-brands.csv'
export const LEAD_MAGNET_CSV_HEADER = ['name', 'link', 'category', 'note'] as const

export interface UngatedBrand {
  name: string
  url: string | null
  category: string | null
  note: string | null
}

export function ungatedBrandsCsv(brands: readonly UngatedBrand[]): string {
  return toCsv(
    LEAD_MAGNET_CSV_HEADER,
    brands.map((b) => [b.name, b.url ?? '', b.category ?? '', b.note ?? '']),
  )
}

/** Only web addresses become links in the mail. */
function webLink(url: string | null): string {
  if (!url) return ''
  try {
    const parsed = new URL(url)
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') {
      return `<a href="${escapeHtml(parsed.href)}">${escapeHtml(url)}</a>`
    }
  } catch {
    // Not a URL: shown as text below.
  }
  return escapeHtml(url)
}

const LINK_PURPOSE = 'lead-magnet-download'

/** The mailed link to the list as a CSV file; it opens this subscriber's row only. */
export function leadMagnetDownloadUrl(appUrl: string, secret: string, id: string): string {
  const token = signLink(secret, LINK_PURPOSE, id)
  return `${appUrl}/api/lead-magnets/${id}/download?token=${token}`
}

/**
 * The list as a CSV file for a mailed link, or null when the link is forged, unknown or older
 * than LEAD_MAGNET_LINK_DAYS. The list is read when the link is opened, so it is current.
 */
export async function leadMagnetDownload(
  deps: Pick<AppDeps, 'db' | 'signingSecret'>,
  id: string,
  token: string,
  now = new Date(),
): Promise<string | null> {
  if (!verifyLink(deps.signingSecret, LINK_PURPOSE, id, token)) return null
  const [row] = await deps.db
    .select({ createdAt: leadMagnets.createdAt })
    .from(leadMagnets)
    .where(eq(leadMagnets.id, id))
  if (!row) return null
  const ageMs = now.getTime() - row.createdAt.getTime()
  if (ageMs > LEAD_MAGNET_LINK_DAYS * 24 * 60 * 60 * 1000) return null
  return ungatedBrandsCsv(await listLeadMagnetBrands(deps.db))
}

export function leadMagnetMail(
  brands: readonly UngatedBrand[],
  searchUrl: string,
  downloadUrl: string,
) {
  const cell = 'padding:6px 8px;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:top'
  const table = brands.length
    ? `<table style="border-collapse:collapse;font-size:13px;width:100%"><thead><tr>${[
        'Brand',
        'Link',
        'Category',
        'Note',
      ]
        .map((h) => `<th style="${cell}">${h}</th>`)
        .join('')}</tr></thead><tbody>${brands
        .map(
          (b) =>
            `<tr><td style="${cell}">${escapeHtml(b.name)}</td><td style="${cell}">${webLink(b.url)}</td><td style="${cell}">${escapeHtml(b.category ?? '')}</td><td style="${cell}">${escapeHtml(b.note ?? '')}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p>The list is being updated right now; we will send you the brands as soon as it is ready.</p>'
  const title = 'Your Amazon Auto-Ungated Brands list'
  return {
    subject: title,
    html: layout(
      title,
      `<p>Thank you for your interest! Here are the brands that Amazon currently auto-ungates: resellers can list them without an approval request. Download the list as a CSV file that opens in any spreadsheet (the link gives the current list for ${LEAD_MAGNET_LINK_DAYS} days); it is also attached as ${escapeHtml(LEAD_MAGNET_CSV_NAME)}.</p>${button(downloadUrl, 'Download the list (CSV)')}${table}${button(searchUrl, 'Search all brands')}`,
    ),
    text: `${title}\n\nDownload the list (CSV, valid for ${LEAD_MAGNET_LINK_DAYS} days): ${downloadUrl}\n\nThe brands Amazon currently auto-ungates (${brands.length}) are also attached as ${LEAD_MAGNET_CSV_NAME}.\n\n${brands.map((b) => `- ${b.name}${b.url ? ` (${b.url})` : ''}`).join('\n')}\n\nSearch all brands: ${searchUrl}\n`,
  }
}

/**
 * Stores the subscriber and, in the same transaction, the mail with the list, which the outbox
 * worker sends after the commit (and retries when it fails). With an Idempotency-Key that was
 * stored before, this is a repeat of that request (a double submit, a retry after a lost
 * answer): nothing is stored or mailed again.
 */
export async function sendLeadMagnet(
  deps: Pick<AppDeps, 'db' | 'env' | 'mailer' | 'signingSecret'>,
  email: string,
  magnetType: 'amazon_ungated_brands',
  idempotencyKey?: string,
): Promise<{ replayed: boolean }> {
  const stored = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leadMagnets)
      .values({ name: LEAD_MAGNET_NAME, email, magnetType, idempotencyKey: idempotencyKey ?? null })
      .onConflictDoNothing({ target: leadMagnets.idempotencyKey })
      .returning({ id: leadMagnets.id })
    if (!row) return false
    const brands = await listLeadMagnetBrands(tx)
    const downloadUrl = leadMagnetDownloadUrl(deps.env.appUrl, deps.signingSecret, row.id)
    await deps.mailer.enqueue(tx, {
      to: email,
      ...leadMagnetMail(brands, `${deps.env.appUrl}/search`, downloadUrl),
      attachments: [
        {
          filename: LEAD_MAGNET_CSV_NAME,
          contentType: 'text/csv',
          content: ungatedBrandsCsv(brands),
        },
      ],
      kind: 'lead_magnet',
    })
    return true
  })
  if (!stored) return { replayed: true }
  deps.mailer.deliverSoon()
  return { replayed: false }
}
