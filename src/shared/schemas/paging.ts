import { z } from 'zod'
import { LIST_PAGE_MAX, LIST_PAGE_SIZE_MAX } from '../constants.ts'

/**
 * The query fields of a paged admin list (issue 16): `page` from 1, `pageSize` from 1 to
 * LIST_PAGE_SIZE_MAX (the route's own default when left out). Spread into the route's schema.
 */
export function pagingFields(defaultPageSize: number) {
  return {
    page: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).default(1),
    pageSize: z.coerce.number().int().min(1).max(LIST_PAGE_SIZE_MAX).default(defaultPageSize),
  }
}

/** What every paged list answers beside its rows. */
export interface PageInfo {
  total: number
  page: number
  pageSize: number
  pages: number
}

export function pageInfo(total: number, page: number, pageSize: number): PageInfo {
  return { total, page, pageSize, pages: Math.max(1, Math.ceil(total / pageSize)) }
}
