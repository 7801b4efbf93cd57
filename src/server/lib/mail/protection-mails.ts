/**
 * The mails of brand protection (issue 14): the brand's digest of new findings (its MAP
 * Violations switch), notices to resellers, and advance notice of MAP changes. Every interpolated
 * value is escaped; subjects are one line.
 */
import { FINDING_KIND_LABELS, type FindingKind } from '#shared/protection.ts'
import { button, escapeHtml, layout } from './templates.ts'

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').slice(0, 180)

export interface DigestFinding {
  kind: FindingKind
  product: string
  seller: string
  marketplace: string
  /** The prices as written, in the listing's currency ("$19.99", "€43.19"). */
  advertised: string
  map: string | null
}

export function findingsDigestMail(input: {
  brandName: string
  /** Where the findings came from: the import's file name, or "a re-check of your listings". */
  source: string
  counts: Partial<Record<FindingKind, number>>
  cured: number
  examples: DigestFinding[]
  link: string
}) {
  const total = Object.values(input.counts).reduce((a, b) => a + (b ?? 0), 0)
  const title = `${total} new ${total === 1 ? 'finding' : 'findings'} for ${input.brandName}`
  const countLines = (Object.keys(FINDING_KIND_LABELS) as FindingKind[])
    .filter((k) => (input.counts[k] ?? 0) > 0)
    .map((k) => `${FINDING_KIND_LABELS[k]}: ${input.counts[k]}`)
  if (input.cured > 0) countLines.push(`Cured since the last check: ${input.cured}`)
  const exampleLines = input.examples.map(
    (e) =>
      `${FINDING_KIND_LABELS[e.kind]}: ${e.product} by ${e.seller} on ${e.marketplace} at ${e.advertised}${e.map ? ` (MAP ${e.map})` : ''}`,
  )
  const intro = `Marketplace monitoring checked ${input.source} and found:`
  return {
    subject: oneLine(title),
    html: layout(
      title,
      `<p>${escapeHtml(intro)}</p><ul>${countLines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` +
        (exampleLines.length
          ? `<p>Among them:</p><ul>${exampleLines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`
          : '') +
        button(input.link, 'Review the findings'),
    ),
    text: `${title}\n\n${intro}\n${countLines.map((l) => `- ${l}`).join('\n')}\n${exampleLines.length ? `\nAmong them:\n${exampleLines.map((l) => `- ${l}`).join('\n')}\n` : ''}\nReview the findings: ${input.link}\n`,
  }
}

/** A notice of the brand's enforcement ladder, as the brand's template wrote it. */
export function noticeMail(input: {
  subject: string
  body: string
  link: string
  linkLabel: string
}) {
  return {
    subject: oneLine(input.subject),
    html: layout(
      oneLine(input.subject),
      `<div style="white-space:pre-wrap">${escapeHtml(input.body)}</div>${button(input.link, input.linkLabel)}`,
    ),
    text: `${input.body}\n\n${input.linkLabel}: ${input.link}\n`,
  }
}

/**
 * One notice for several findings of one reseller (a bulk step): each listing with its evidence,
 * step and cure date as an item of one list, rather than one mail per listing.
 */
export function combinedNoticeMail(input: {
  notice: {
    subject: string
    greeting: string
    intro: string
    items: readonly { title: string; lines: readonly string[] }[]
    closing: string
    note: string
    signature: string
    body: string
  }
  link: string
  linkLabel: string
}) {
  const n = input.notice
  const items = n.items
    .map(
      (i) =>
        `<li style="margin-bottom:12px"><strong>${escapeHtml(i.title)}</strong>${i.lines.map((l) => `<br>${escapeHtml(l)}`).join('')}</li>`,
    )
    .join('')
  return {
    subject: oneLine(n.subject),
    html: layout(
      oneLine(n.subject),
      `<p>${escapeHtml(n.greeting)}</p><p>${escapeHtml(n.intro)}</p><ol>${items}</ol>` +
        `<p>${escapeHtml(n.closing)}</p>` +
        (n.note ? `<div style="white-space:pre-wrap">${escapeHtml(n.note)}</div>` : '') +
        `<p>${escapeHtml(n.signature)}</p>${button(input.link, input.linkLabel)}`,
    ),
    text: `${n.body}\n\n${input.linkLabel}: ${input.link}\n`,
  }
}
