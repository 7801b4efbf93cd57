import { callout, h2, ol, p, ul } from '../blocks.ts'
import { BLOG_AUTHOR, readingMinutesOf, type BlogArticle } from '../types.ts'

const blocks = [
  p(
    'Walmart Marketplace is usually the second marketplace a US wholesale seller adds after Amazon. It has its own application, its own rules on pricing and performance, and a customer base that shops with price firmly in mind. Sellers who treat it as a copy of Amazon tend to struggle; sellers who learn its differences often find listings with fewer competing offers. This guide covers what to prepare and how to run wholesale well on Walmart.',
  ),

  h2('How Walmart differs from Amazon'),
  ul(
    'You apply first. Walmart reviews each business before it can sell, and not every application is accepted.',
    'Fees are per sale. Walmart charges a referral fee that varies by category and, for standard marketplace sellers, no monthly subscription. Check the current fee schedule in Seller Center before you price.',
    'Walmart itself sells many popular items, so on some listings you compete with the retailer.',
    'Prices are watched. Walmart compares offers with prices elsewhere and can unpublish an item whose total price, shipping included, it considers unreasonable.',
    'Offers attach to items by product identifier, so accurate UPCs or GTINs matter even more than on Amazon.',
  ),

  h2('What you need to apply'),
  p(
    'The exact requirements change, so read the application page before you start. Sellers are typically asked for:',
  ),
  ul(
    'A US business tax ID and the documents that verify it.',
    'A business address and contact details that match your registration.',
    'A record of e-commerce or marketplace sales; an established store elsewhere helps.',
    'Information about your catalog: the categories you sell in, the number of items, and whether the products carry valid identifiers.',
    'How you will fulfill orders and how you will create listings, through Seller Center, bulk files or an integration partner.',
  ),
  p(
    'Apply with the business that actually holds your supplier accounts and invoices, so that the paperwork matches if a brand or Walmart ever asks where your stock came from.',
  ),

  h2('Setting up items'),
  p(
    'As a wholesale seller you mostly add offers to items that already exist on Walmart.com. The process is straightforward if your data is clean:',
  ),
  ol(
    'Export your catalog with UPC or GTIN, brand, case pack, unit cost and current stock.',
    'Match it against existing items in Seller Center, individually or in bulk, and confirm that the identifier on your unit is the one on the item page.',
    'Set the price, the shipping template and the inventory quantity for each offer.',
    'Check the list of unpublished items regularly and fix the reason shown, whether it is a pricing issue, missing data or a restriction.',
  ),
  p(
    'Some brands are restricted on Walmart as well. A brand that approved you for Amazon has not automatically approved you for Walmart; ask the brand and get the answer in writing.',
  ),

  h2('Fulfillment options'),
  p(
    'You can ship orders yourself using shipping templates that promise delivery times you can reliably meet, or use Walmart Fulfillment Services (WFS), where Walmart stores your inventory and ships orders for a fee. WFS can help items qualify for faster delivery promises, which customers notice. If you use another company’s fulfillment network, check Walmart’s rules on packaging first, and choose unbranded packaging where that option exists.',
  ),

  h2('Performance standards'),
  p(
    'Walmart measures sellers on delivering orders on time, providing valid tracking, keeping cancellations low, responding to customers quickly and handling refunds properly. Falling below its standards can lead to warnings, restricted listings or suspension. Check the current targets in Seller Center and watch them weekly rather than monthly.',
  ),
  callout(
    'The quiet killer: stock-outs',
    'Most seller-initiated cancellations happen because the inventory count was wrong. Sync stock levels across every channel you sell on, and keep a buffer on items that sell on several marketplaces at once.',
  ),

  h2('Pricing and winning the offer'),
  p(
    'Walmart’s featured offer weighs the total price, including shipping, together with delivery speed and seller performance. Competing on price alone is tempting, but remember that a Walmart listing is an advertisement too: a brand’s MAP policy applies there exactly as it does on Amazon. Set repricing rules per channel, with floors at or above MAP for every brand that has one.',
  ),

  h2('Brand authorization on Walmart'),
  p(
    'Many brands authorize resellers per marketplace, and some keep Walmart for a smaller group of partners. Ask each brand which marketplaces your account covers, and keep the written answer with your invoices. Brand owners can report intellectual-property problems to Walmart, so unauthorized offers carry the same risks there as on Amazon.',
  ),

  h2('Launch checklist'),
  ul(
    'Application prepared with the business that holds your supplier accounts.',
    'Catalog export with verified identifiers, costs and case packs.',
    'Written confirmation from each brand that Walmart is an approved channel for you.',
    'Shipping templates you can meet every day, or WFS set up for the items that suit it.',
    'Inventory synced across channels, with a safety buffer.',
    'Repricer floors at or above MAP, and a weekly review of unpublished items and performance metrics.',
  ),
]

const article: BlogArticle = {
  slug: 'selling-wholesale-on-walmart-marketplace',
  title: 'Selling Wholesale on Walmart Marketplace: A Practical Guide',
  description:
    'How Walmart Marketplace differs from Amazon for wholesale sellers: the application, item setup, fulfillment, performance standards and pricing.',
  category: 'Marketplaces',
  publishedAt: '2026-06-10',
  author: BLOG_AUTHOR,
  readingMinutes: readingMinutesOf(blocks),
  blocks,
}

export default article
