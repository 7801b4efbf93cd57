import { PRODUCT_NAME } from '#shared/product.ts'
import { ORIGIN_TOKEN } from '#shared/site-map.ts'
import type { PageMeta } from './page-types.ts'

const escape = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')

/** The <head> tags of a prerendered page: title, description, canonical, Open Graph, JSON-LD. */
export function renderHead(path: string, meta: PageMeta): string {
  const title = meta.title.includes(PRODUCT_NAME) ? meta.title : `${meta.title} | ${PRODUCT_NAME}`
  const url = `${ORIGIN_TOKEN}${path === '/' ? '/' : path}`
  const tags = [
    `<title>${escape(title)}</title>`,
    `<meta name="description" content="${escape(meta.description)}">`,
    `<link rel="canonical" href="${url}">`,
    `<meta property="og:site_name" content="${escape(PRODUCT_NAME)}">`,
    `<meta property="og:title" content="${escape(meta.title)}">`,
    `<meta property="og:description" content="${escape(meta.description)}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:url" content="${url}">`,
    `<meta property="og:image" content="${ORIGIN_TOKEN}/og-image.png">`,
    `<meta name="twitter:card" content="summary_large_image">`,
  ]
  if (meta.publishedTime) {
    tags.push(`<meta property="article:published_time" content="${escape(meta.publishedTime)}">`)
  }
  if (meta.author) tags.push(`<meta name="author" content="${escape(meta.author)}">`)
  if (meta.noindex) tags.push('<meta name="robots" content="noindex">')
  for (const data of meta.jsonLd ?? []) {
    // '<' is escaped so that no string in the data can close the script element.
    tags.push(
      `<script type="application/ld+json">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`,
    )
  }
  return tags.join('\n    ')
}
