/**
 * The public brand search (/search): a page of active directory entries found by the one brand
 * search (brand-search.ts, decision 017), with what a result shows; an empty query lists them by
 * name.
 */
import { sql, type SQL } from 'drizzle-orm'
import {
  BRAND_FIGURES_MIN_DECISIONS,
  type BrandFiguresSource,
} from '#shared/reseller-brands-texts.ts'
import type { Db } from '../../db/client.ts'
import { perDatabase } from '../../db/per-database.ts'
import { brandsDirectory as b } from '../../db/schema/index.ts'
import { brandLogoUrl } from '../media/logo-url.ts'
import { inOrder, prepareBrandSearch, rankBrands } from './brand-search.ts'

export interface SearchInput {
  q: string
  limit: number
  offset: number
}

/** A brand's columns the figures are made of (Drizzle columns, or raw SQL over an alias). */
export interface FigureColumns {
  approvalRate: SQL | typeof b.approvalRate
  responseTime: SQL | typeof b.responseTime
  decided: SQL | typeof b.decidedApplications
  approved: SQL | typeof b.approvedApplications
  hoursTotal: SQL | typeof b.decisionHoursTotal
}

/**
 * Issue 13 item 6: the approval rate (percent) and response time (hours) a brand shows, from its
 * own decisions once it has made BRAND_FIGURES_MIN_DECISIONS of them, else as an admin entered
 * them; and which of the two (`figuresFrom`). One rule for the public search and reseller cards.
 */
export function brandFiguresSql(c: FigureColumns) {
  const own = sql`${c.decided} >= ${sql.raw(String(BRAND_FIGURES_MIN_DECISIONS))}`
  return {
    approvalRate: sql<number | null>`(case when ${own}
      then round(${c.approved} * 100.0 / ${c.decided}, 1)::float8
      else ${c.approvalRate}::float8 end)`,
    responseTime: sql<number | null>`(case when ${own}
      then round(${c.hoursTotal} / ${c.decided}, 1)::float8
      else ${c.responseTime}::float8 end)`,
    figuresFrom: sql<BrandFiguresSource>`(case when ${own} then 'decisions' else 'listed' end)`,
  }
}

const figures = brandFiguresSql({
  approvalRate: b.approvalRate,
  responseTime: b.responseTime,
  decided: b.decidedApplications,
  approved: b.approvedApplications,
  hoursTotal: b.decisionHoursTotal,
})

const columns = {
  id: b.id,
  name: b.name,
  description: b.description,
  categories: b.categories,
  department: b.department,
  websiteUrl: b.websiteUrl,
  logoUrl: brandLogoUrl.as('logo_url_shown'),
  approvalRate: figures.approvalRate.as('approval_rate'),
  responseTime: figures.responseTime.as('response_time'),
  figuresFrom: figures.figuresFrom.as('figures_from'),
  amazonAutoUngated: b.amazonAutoUngated,
}

/** The page's rows by id, prepared once per database. */
const rowsStatement = perDatabase((db: Db) =>
  db
    .select(columns)
    .from(b)
    .where(sql`${b.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('search_brands_rows'),
)

export async function searchBrands(db: Db, input: SearchInput) {
  const search = await prepareBrandSearch(db, input.q)
  const { total, ids } = await rankBrands(db, search, { active: true }, input)
  const rows = ids.length ? await rowsStatement(db).execute({ ids: `{${ids.join(',')}}` }) : []
  return { query: input.q, total, results: inOrder(ids, rows) }
}
