/**
 * The pagination of Available Brands (001 §2.4, §9): a previous link above page 1; the first page
 * with an ellipsis once the window has moved past it; a window of up to 5 page numbers around the
 * current page; the last page with an ellipsis when the window ends before it; a next link.
 */
import { RESELLER_BRANDS_PAGE_WINDOW } from '#shared/reseller-brands-texts.ts'

export type PageItem =
  | { kind: 'previous'; page: number }
  | { kind: 'next'; page: number }
  | { kind: 'page'; page: number; current: boolean }
  | { kind: 'ellipsis'; key: 'start' | 'end' }

export function paginationItems(
  page: number,
  pages: number,
  size: number = RESELLER_BRANDS_PAGE_WINDOW,
): PageItem[] {
  if (pages <= 1) return []
  const current = Math.min(Math.max(page, 1), pages)
  const half = Math.floor(size / 2)
  const start = Math.max(1, Math.min(current - half, pages - size + 1))
  const end = Math.min(pages, start + size - 1)
  const items: PageItem[] = []
  if (current > 1) items.push({ kind: 'previous', page: current - 1 })
  if (start > 1) {
    items.push({ kind: 'page', page: 1, current: false })
    if (start > 2) items.push({ kind: 'ellipsis', key: 'start' })
  }
  for (let p = start; p <= end; p += 1)
    items.push({ kind: 'page', page: p, current: p === current })
  if (end < pages) {
    if (end < pages - 1) items.push({ kind: 'ellipsis', key: 'end' })
    items.push({ kind: 'page', page: pages, current: false })
  }
  if (current < pages) items.push({ kind: 'next', page: current + 1 })
  return items
}
