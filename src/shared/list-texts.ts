/**
 * Issue 16: the words of the admin console's paged lists (the pager, the responsive table),
 * shared by every list that uses them.
 */
export const LIST_TEXTS = {
  pagination: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (n: number) => `Page ${n.toLocaleString('en-US')}`,
  pages: 'Pages',
  morePages: 'More pages',
  goToPage: 'Go to page',
  go: 'Go',
  pageSize: 'Rows per page',
  showDetails: (name: string) => `Show details of ${name}`,
  hideDetails: (name: string) => `Hide details of ${name}`,
  details: 'Details',
} as const

/**
 * The pages a pager lists: the first, the last, the current one and `around` on each side, and
 * a gap where pages are left out ('gap' stands for at least two pages: one missing page is
 * shown instead, as a gap would take its place anyway).
 */
export function pageItems(page: number, pages: number, around = 1): (number | 'gap')[] {
  const shown = new Set<number>([1, pages])
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= pages) shown.add(p)
  // Near an end, keep the row the same length: 1 2 3 4 5 … 41.
  const span = 2 * around + 3
  if (page <= span - 1) for (let p = 1; p <= Math.min(pages, span); p++) shown.add(p)
  if (page >= pages - span + 2)
    for (let p = Math.max(1, pages - span + 1); p <= pages; p++) shown.add(p)
  const sorted = [...shown].sort((a, b) => a - b)
  const items: (number | 'gap')[] = []
  for (const p of sorted) {
    const last = items.at(-1)
    if (typeof last === 'number' && p - last === 2) items.push(last + 1)
    else if (typeof last === 'number' && p - last > 2) items.push('gap')
    items.push(p)
  }
  return items
}
