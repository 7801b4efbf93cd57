/** Small builders that keep the content modules readable: `p('…')` instead of object literals. */
import type { ContentBlock, TableBlock } from './types.ts'

export const p = (text: string): ContentBlock => ({ type: 'p', text })
export const h2 = (text: string): ContentBlock => ({ type: 'h2', text })
export const h3 = (text: string): ContentBlock => ({ type: 'h3', text })
export const ul = (...items: string[]): ContentBlock => ({ type: 'ul', items })
export const ol = (...items: string[]): ContentBlock => ({ type: 'ol', items })
export const quote = (text: string): ContentBlock => ({ type: 'quote', text })
export const callout = (title: string, text: string): ContentBlock => ({
  type: 'callout',
  title,
  text,
})
export const table = (
  caption: string,
  head: readonly string[],
  ...rows: (readonly string[])[]
): TableBlock => ({ type: 'table', caption, head, rows })
