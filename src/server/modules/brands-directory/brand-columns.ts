import { sql } from 'drizzle-orm'
import { brandResellerAllocations, brandsDirectory as b } from '../../db/schema/index.ts'

/** What the Brands Directory shows of a brand, with its Manage Access count (001 §2.2). */
export const brandColumns = {
  id: b.id,
  name: b.name,
  websiteUrl: b.websiteUrl,
  description: b.description,
  contactEmail: b.contactEmail,
  logoUrl: b.logoUrl,
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
  allocationCount: sql<number>`(select count(*)::int from ${brandResellerAllocations} where ${brandResellerAllocations.brandId} = ${b.id})`,
}

/** `%` and `_` typed by the admin are literal characters, not wildcards. */
export const likePattern = (search: string) =>
  `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
