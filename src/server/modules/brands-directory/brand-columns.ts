import { sql } from 'drizzle-orm'
import { brandsDirectory as b } from '../../db/schema/index.ts'
import { brandLogoUrl } from '../media/logo-url.ts'
import { inForceSqlText } from '../authorizations/in-force.ts'

/** What the Brands Directory shows of a brand, with its Manage Access count (001 §2.2). */
export const brandColumns = {
  id: b.id,
  name: b.name,
  websiteUrl: b.websiteUrl,
  description: b.description,
  contactEmail: b.contactEmail,
  /** The address an admin typed in (what the form edits). */
  logoUrl: b.logoUrl,
  /** What the list shows: the brand's uploaded logo, else logoUrl (issue 15). */
  shownLogoUrl: brandLogoUrl,
  categories: b.categories,
  approvalRate: b.approvalRate,
  responseTime: b.responseTime,
  department: b.department,
  isActive: b.isActive,
  amazonAutoUngated: b.amazonAutoUngated,
  /** Created by the brand from its portal; inactive means awaiting the admin's review. */
  submittedByBrand: b.submittedByBrand,
  createdAt: b.createdAt,
  updatedAt: b.updatedAt,
  /**
   * Resellers authorized to sell it now, whoever granted it (issue 13). Written with table names:
   * inside a select list Drizzle leaves columns bare, and a bare id would mean the subquery's own.
   */
  allocationCount: sql<number>`(select count(*)::int from brand_authorizations z
    where z.brand_id = brands_directory.id and ${sql.raw(inForceSqlText('z'))})`,
}

/** `%` and `_` typed by the admin are literal characters, not wildcards. */
export const likePattern = (search: string) =>
  `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
