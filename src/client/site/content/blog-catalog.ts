/**
 * What the blog index, related links and head tags need about every article, without loading
 * the articles themselves (each is its own chunk, loaded only by its page). blog-content.test.ts
 * checks that every entry matches its article module, including the computed reading time.
 */
import type { BlogSlug } from '#shared/site-map.ts'
import { BLOG_AUTHOR, type BlogArticle } from './types.ts'

export type BlogSummary = Omit<BlogArticle, 'blocks'> & {
  /** Two or three articles to read next. */
  related: readonly BlogSlug[]
}

/** Newest first. */
export const BLOG_CATALOG: readonly BlogSummary[] = [
  {
    slug: 'stopping-unauthorized-sellers',
    title: 'How Brands Can Stop Unauthorized Sellers on Marketplaces',
    description:
      'A practical playbook for brands: identify unauthorized sellers, trace where their stock comes from, close the leaks and enforce without risky shortcuts.',
    category: 'Brand protection',
    publishedAt: '2026-09-09',
    author: BLOG_AUTHOR,
    readingMinutes: 4,
    related: [
      'brand-registry-and-authorized-resellers',
      'map-pricing-policy-explained',
      'letter-of-authorization-for-amazon',
    ],
  },
  {
    slug: 'wholesale-margins-and-fba-fees',
    title: 'Wholesale Margins and FBA Fees: A Worked Example',
    description:
      'How to calculate landed cost, Amazon fees, profit, margin and ROI on a wholesale product, with a worked example and the costs sellers forget.',
    category: 'Finance',
    publishedAt: '2026-07-15',
    author: BLOG_AUTHOR,
    readingMinutes: 5,
    related: [
      'amazon-wholesale-beginners-guide',
      'finding-authorized-distributors',
      'selling-wholesale-on-walmart-marketplace',
    ],
  },
  {
    slug: 'selling-wholesale-on-walmart-marketplace',
    title: 'Selling Wholesale on Walmart Marketplace: A Practical Guide',
    description:
      'How Walmart Marketplace differs from Amazon for wholesale sellers: the application, item setup, fulfillment, performance standards and pricing.',
    category: 'Marketplaces',
    publishedAt: '2026-06-10',
    author: BLOG_AUTHOR,
    readingMinutes: 4,
    related: [
      'amazon-wholesale-beginners-guide',
      'map-pricing-policy-explained',
      'wholesale-margins-and-fba-fees',
    ],
  },
  {
    slug: 'brand-registry-and-authorized-resellers',
    title: 'Amazon Brand Registry and Authorized Resellers: What Brands Can Control',
    description:
      'What Amazon Brand Registry gives a brand owner, what it cannot do about resellers, and how to pair it with an authorized-reseller program that works.',
    category: 'Brand protection',
    publishedAt: '2026-05-06',
    author: BLOG_AUTHOR,
    readingMinutes: 4,
    related: [
      'stopping-unauthorized-sellers',
      'letter-of-authorization-for-amazon',
      'map-pricing-policy-explained',
    ],
  },
  {
    slug: 'letter-of-authorization-for-amazon',
    title: 'Letters of Authorization for Amazon: What to Include and How to Ask',
    description:
      'What a brand’s letter of authorization should say, when Amazon gives it weight, how to ask a brand for one, and the mistakes that get letters rejected.',
    category: 'Sourcing',
    publishedAt: '2026-04-08',
    author: BLOG_AUTHOR,
    readingMinutes: 4,
    related: [
      'how-to-get-ungated-on-amazon',
      'finding-authorized-distributors',
      'brand-registry-and-authorized-resellers',
    ],
  },
  {
    slug: 'finding-authorized-distributors',
    title: 'How to Find Authorized Distributors (and Avoid the Ones That Aren’t)',
    description:
      'Where to find genuine wholesale suppliers for the brands you want to sell, how to verify a distributor is authorized, and the red flags to walk away from.',
    category: 'Sourcing',
    publishedAt: '2026-03-18',
    author: BLOG_AUTHOR,
    readingMinutes: 4,
    related: [
      'letter-of-authorization-for-amazon',
      'how-to-get-ungated-on-amazon',
      'amazon-wholesale-beginners-guide',
    ],
  },
  {
    slug: 'map-pricing-policy-explained',
    title: 'MAP Pricing Policies Explained for Brands and Resellers',
    description:
      'What a minimum advertised price policy is, what it covers online, how brands enforce it and how resellers stay compliant on Amazon, Walmart and eBay.',
    category: 'Compliance',
    publishedAt: '2026-02-25',
    author: BLOG_AUTHOR,
    readingMinutes: 5,
    related: [
      'stopping-unauthorized-sellers',
      'brand-registry-and-authorized-resellers',
      'wholesale-margins-and-fba-fees',
    ],
  },
  {
    slug: 'how-to-get-ungated-on-amazon',
    title: 'How to Get Ungated on Amazon: Categories, Brands and Invoices That Pass',
    description:
      'What Amazon gating is, how to check your own account, and a step-by-step approach to category and brand approvals with invoices that pass review.',
    category: 'Compliance',
    publishedAt: '2026-02-04',
    author: BLOG_AUTHOR,
    readingMinutes: 5,
    related: [
      'letter-of-authorization-for-amazon',
      'finding-authorized-distributors',
      'amazon-wholesale-beginners-guide',
    ],
  },
  {
    slug: 'amazon-wholesale-beginners-guide',
    title: 'Amazon Wholesale for Beginners: A Practical Guide to Getting Started',
    description:
      'How Amazon wholesale works, what you need before your first order, how to judge a product and a supplier, and the mistakes that sink new sellers.',
    category: 'Getting started',
    publishedAt: '2026-01-14',
    author: BLOG_AUTHOR,
    readingMinutes: 6,
    related: [
      'how-to-get-ungated-on-amazon',
      'finding-authorized-distributors',
      'wholesale-margins-and-fba-fees',
    ],
  },
]

export function blogSummary(slug: string): BlogSummary | undefined {
  return BLOG_CATALOG.find((entry) => entry.slug === slug)
}
