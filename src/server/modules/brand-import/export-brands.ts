/**
 * The Brands Directory as CSV (the template's columns, then is_active and created_at), oldest
 * first, read in keyset pages so that 100,000 brands stream out without sitting in memory.
 * Written by lib/csv: a cell that a spreadsheet would run as a formula is defused.
 */
import { asc, sql } from 'drizzle-orm'
import { BRAND_CSV_COLUMNS, BRAND_EXPORT_EXTRA_COLUMNS } from '#shared/brand-import-texts.ts'
import type { Db } from '../../db/client.ts'
import { brandsDirectory } from '../../db/schema/brands.ts'
import { CSV_BOM, csvLine } from '../../lib/csv/write.ts'

const PAGE = 2000

export function brandTemplateCsv(): string {
  return `${CSV_BOM}${csvLine(BRAND_CSV_COLUMNS)}`
}

export async function* exportBrandsCsv(db: Db): AsyncGenerator<string> {
  yield `${CSV_BOM}${csvLine([...BRAND_CSV_COLUMNS, ...BRAND_EXPORT_EXTRA_COLUMNS])}`
  // The key as PostgreSQL's text: a JS Date would drop the microseconds and repeat rows.
  let after: { createdAt: string; id: string } | null = null
  for (;;) {
    const page = await db
      .select({
        id: brandsDirectory.id,
        name: brandsDirectory.name,
        websiteUrl: brandsDirectory.websiteUrl,
        description: brandsDirectory.description,
        contactEmail: brandsDirectory.contactEmail,
        logoUrl: brandsDirectory.logoUrl,
        categories: brandsDirectory.categories,
        approvalRate: brandsDirectory.approvalRate,
        responseTime: brandsDirectory.responseTime,
        department: brandsDirectory.department,
        isActive: brandsDirectory.isActive,
        createdAt: brandsDirectory.createdAt,
        key: sql<string>`${brandsDirectory.createdAt}::text`,
      })
      .from(brandsDirectory)
      .where(
        after
          ? sql`(${brandsDirectory.createdAt}, ${brandsDirectory.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      )
      .orderBy(asc(brandsDirectory.createdAt), asc(brandsDirectory.id))
      .limit(PAGE)
    if (page.length === 0) return
    let text = ''
    for (const b of page) {
      text += csvLine([
        b.name,
        b.websiteUrl,
        b.description,
        b.contactEmail,
        b.logoUrl,
        b.categories,
        b.approvalRate,
        b.responseTime,
        b.department,
        b.isActive,
        b.createdAt,
      ])
    }
    yield text
    if (page.length < PAGE) return
    const last: { key: string; id: string } = page[page.length - 1]!
    after = { createdAt: last.key, id: last.id }
  }
}
