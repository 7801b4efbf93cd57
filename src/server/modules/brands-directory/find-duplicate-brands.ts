import { sql } from 'drizzle-orm'
import { DUPLICATE_GROUPS_LIMIT } from '#shared/brands-directory-texts.ts'
import type { Db } from '../../db/client.ts'

export interface DuplicateBrand {
  id: string
  name: string
  contactEmail: string
  department: string | null
  websiteUrl: string | null
  createdAt: string
  allocationCount: number
}

export interface DuplicateGroup {
  name: string
  contactEmail: string
  /** The first of the group (oldest created_at, then smallest id): kept (001 §5). */
  keep: DuplicateBrand
  /** The others, oldest first: offered for deletion. */
  extras: DuplicateBrand[]
}

interface Row extends Record<string, unknown> {
  id: string
  name: string
  contact_email: string
  department: string | null
  website_url: string | null
  created_at: string | Date
  allocation_count: number
  group_key: string
  total_groups: number
  total_extras: number
}

/**
 * Review Duplicates (001 §5): brands with the same lower-cased, trimmed name plus contact
 * e-mail. The stored duplicate_key is that pair, indexed with created_at and id, so the keys are
 * found by one pass over the index and the members are read back in keep-first order. Only the
 * first DUPLICATE_GROUPS_LIMIT groups are returned; the totals count every group.
 */
export async function findDuplicateBrands(db: Db) {
  const result = await db.execute<Row>(sql`
    with keys as (
      select duplicate_key, count(*) as n
      from brands_directory
      group by duplicate_key
      having count(*) > 1
    ),
    totals as (
      select count(*)::int as total_groups, coalesce(sum(n - 1), 0)::int as total_extras from keys
    ),
    shown as (
      select duplicate_key from keys order by duplicate_key limit ${DUPLICATE_GROUPS_LIMIT}
    )
    select d.id, d.name, d.contact_email, d.department, d.website_url, d.created_at,
           (select count(*)::int from brand_authorizations a where a.brand_id = d.id and brand_authorization_in_force(a.status, a.starts_at, a.ends_at))
             as allocation_count,
           d.duplicate_key as group_key,
           totals.total_groups, totals.total_extras
    from shown
    join brands_directory d on d.duplicate_key = shown.duplicate_key
    cross join totals
    order by d.duplicate_key, d.created_at, d.id
  `)
  // node-postgres and PGlite both answer { rows }; Db is generic over the two.
  const rows = (result as unknown as { rows: Row[] }).rows
  const groups: DuplicateGroup[] = []
  let current: DuplicateGroup | undefined
  let currentKey: string | undefined
  for (const row of rows) {
    const brand: DuplicateBrand = {
      id: row.id,
      name: row.name,
      contactEmail: row.contact_email,
      department: row.department,
      websiteUrl: row.website_url,
      createdAt: new Date(row.created_at).toISOString(),
      allocationCount: Number(row.allocation_count),
    }
    if (row.group_key !== currentKey) {
      currentKey = row.group_key
      current = { name: brand.name, contactEmail: brand.contactEmail, keep: brand, extras: [] }
      groups.push(current)
    } else {
      current!.extras.push(brand)
    }
  }
  const first = rows[0]
  return {
    groups,
    totalGroups: first ? Number(first.total_groups) : 0,
    totalExtras: first ? Number(first.total_extras) : 0,
  }
}
