import { desc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { RECENT_ACTIVITIES_PER_KIND, type ActivityItem } from '#shared/admin-dashboard-texts.ts'
import type { Db } from '../../db/client.ts'
import {
  brandApplications,
  brandsDirectory,
  inquiries,
  orders,
  productUploads,
  resellerApplications,
  user,
} from '../../db/schema/index.ts'

const N = RECENT_ACTIVITIES_PER_KIND
const SCREENS = {
  applications: '/admin/dashboard/reseller-applications',
  brands: '/admin/dashboard/brands-directory',
  catalogs: '/admin/dashboard/catalog-approvals',
  users: '/admin/users',
  inquiries: '/admin/dashboard?tab=inquiries',
} as const

const usersSearch = (email: string) => `${SCREENS.users}?search=${encodeURIComponent(email)}`
const money = (amount: string) => `$${Number(amount).toFixed(2)}`

/**
 * Recent Activities (001 §2.2, §9): the 5 newest of each kind — reseller applications, brands
 * added, catalog uploads, orders, inquiries, brand applications — merged by date, newest first.
 * Every read is a LIMIT 5 on a created_at index.
 */
export async function listRecentActivities(db: Db): Promise<ActivityItem[]> {
  const reseller = alias(user, 'reseller')
  const brandUser = alias(user, 'brand_user')
  const [applications, brands, uploads, orderRows, inquiryRows, brandApps] = await Promise.all([
    db
      .select({
        id: resellerApplications.id,
        email: resellerApplications.email,
        company: resellerApplications.companyName,
        status: resellerApplications.status,
        createdAt: resellerApplications.createdAt,
      })
      .from(resellerApplications)
      .orderBy(desc(resellerApplications.createdAt))
      .limit(N),
    db
      .select({
        id: brandsDirectory.id,
        name: brandsDirectory.name,
        email: brandsDirectory.contactEmail,
        createdAt: brandsDirectory.createdAt,
      })
      .from(brandsDirectory)
      .orderBy(desc(brandsDirectory.createdAt), desc(brandsDirectory.id))
      .limit(N),
    db
      .select({
        id: productUploads.id,
        name: productUploads.name,
        status: productUploads.status,
        email: brandUser.email,
        company: brandUser.companyName,
        createdAt: productUploads.createdAt,
      })
      .from(productUploads)
      .innerJoin(brandUser, eq(brandUser.id, productUploads.brandId))
      .orderBy(desc(productUploads.createdAt))
      .limit(N),
    db
      .select({
        id: orders.id,
        amount: orders.totalAmount,
        status: orders.status,
        email: reseller.email,
        company: reseller.companyName,
        brandCompany: brandUser.companyName,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .innerJoin(reseller, eq(reseller.id, orders.resellerId))
      .innerJoin(brandUser, eq(brandUser.id, orders.brandId))
      .orderBy(desc(orders.createdAt))
      .limit(N),
    db
      .select({
        id: inquiries.id,
        kind: inquiries.kind,
        name: inquiries.name,
        email: inquiries.email,
        company: inquiries.company,
        createdAt: inquiries.createdAt,
      })
      .from(inquiries)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(N),
    db
      .select({
        id: brandApplications.id,
        brand: brandsDirectory.name,
        email: reseller.email,
        company: reseller.companyName,
        createdAt: brandApplications.createdAt,
      })
      .from(brandApplications)
      .innerJoin(reseller, eq(reseller.id, brandApplications.resellerId))
      .innerJoin(brandsDirectory, eq(brandsDirectory.id, brandApplications.brandId))
      .orderBy(desc(brandApplications.createdAt))
      .limit(N),
  ])

  const items: ActivityItem[] = [
    ...applications.map((a) => ({
      id: a.id,
      type: 'reseller_application' as const,
      userEmail: a.email,
      companyName: a.company,
      description: `${a.company} applied as a reseller (${a.status.replace('_', ' ')})`,
      createdAt: a.createdAt.toISOString(),
      href: SCREENS.applications,
    })),
    ...brands.map((b) => ({
      id: b.id,
      type: 'brand_added' as const,
      userEmail: b.email,
      companyName: b.name,
      description: `${b.name} was added to the brands directory`,
      createdAt: b.createdAt.toISOString(),
      href: SCREENS.brands,
    })),
    ...uploads.map((u) => ({
      id: u.id,
      type: 'product_upload' as const,
      userEmail: u.email,
      companyName: u.company,
      description: `${u.company ?? u.email} uploaded the catalog ${u.name} (${u.status})`,
      createdAt: u.createdAt.toISOString(),
      href: SCREENS.catalogs,
    })),
    ...orderRows.map((o) => ({
      id: o.id,
      type: 'order' as const,
      userEmail: o.email,
      companyName: o.company,
      description: `${o.company ?? o.email} ordered ${money(o.amount)} from ${o.brandCompany ?? 'a brand'} (${o.status})`,
      createdAt: o.createdAt.toISOString(),
      href: usersSearch(o.email),
    })),
    ...inquiryRows.map((i) => ({
      id: i.id,
      type: 'inquiry' as const,
      userEmail: i.email,
      companyName: i.company,
      description: `${i.name}${i.company ? ` (${i.company})` : ''} sent a ${i.kind.replace('_', ' ')}`,
      createdAt: i.createdAt.toISOString(),
      href: SCREENS.inquiries,
    })),
    ...brandApps.map((b) => ({
      id: b.id,
      type: 'brand_application' as const,
      userEmail: b.email,
      companyName: b.company,
      description: `${b.company ?? b.email} applied to sell ${b.brand}`,
      createdAt: b.createdAt.toISOString(),
      href: usersSearch(b.email),
    })),
  ]
  // ISO strings of one time zone sort like the dates they stand for.
  return items.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
}
