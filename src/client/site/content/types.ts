/**
 * Content of the public site's text pages, kept as typed data rather than markup: every string
 * is plain text that the Prose component renders as React elements, so no content can inject
 * HTML (issue 3: articles and legal texts never go through dangerouslySetInnerHTML).
 */
import type { BlogSlug } from '#shared/site-map.ts'

export type ContentBlock =
  | { type: 'p' | 'h2' | 'h3'; text: string }
  | { type: 'ul' | 'ol'; items: readonly string[] }
  | { type: 'quote'; text: string }
  | { type: 'callout'; title: string; text: string }

/** Legal pages also carry figures in tables. */
export interface TableBlock {
  type: 'table'
  caption: string
  head: readonly string[]
  rows: readonly (readonly string[])[]
}

export type ProseBlock = ContentBlock | TableBlock

export type BlogCategory =
  'Getting started' | 'Sourcing' | 'Compliance' | 'Brand protection' | 'Marketplaces' | 'Finance'

export interface BlogArticle {
  slug: BlogSlug
  title: string
  /** Meta description and index excerpt; at most 160 characters. */
  description: string
  category: BlogCategory
  /** ISO date (YYYY-MM-DD). */
  publishedAt: string
  author: string
  /** Computed from the word count (see readingMinutesOf). */
  readingMinutes: number
  blocks: readonly ContentBlock[]
}

export interface LegalSection {
  /** Anchor for the table of contents. */
  id: string
  title: string
  blocks: readonly ProseBlock[]
}

export interface LegalDocument {
  title: string
  description: string
  /** ISO date (YYYY-MM-DD). */
  lastUpdated: string
  /** One or two sentences under the title. */
  summary: string
  sections: readonly LegalSection[]
}

/** Articles are written by the team, not by named people we would have to invent. */
export const BLOG_AUTHOR = 'Wholesale Marketplace Editorial Team'

const WORDS_PER_MINUTE = 225

function textsOf(block: ContentBlock): readonly string[] {
  switch (block.type) {
    case 'ul':
    case 'ol':
      return block.items
    case 'callout':
      return [block.title, block.text]
    default:
      return [block.text]
  }
}

export function wordCountOf(blocks: readonly ContentBlock[]): number {
  return blocks
    .flatMap(textsOf)
    .reduce((sum, text) => sum + text.split(/\s+/).filter(Boolean).length, 0)
}

/** Rounded up at an average adult silent-reading pace. */
export function readingMinutesOf(blocks: readonly ContentBlock[]): number {
  return Math.max(1, Math.ceil(wordCountOf(blocks) / WORDS_PER_MINUTE))
}

/** 'map-pricing-policy' from 'MAP pricing policy': anchors for headings. */
export function anchorOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** '2026-03-04' → 'March 4, 2026', the same on the server and in every browser (no Intl). */
export function formatContentDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number)
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`
}
