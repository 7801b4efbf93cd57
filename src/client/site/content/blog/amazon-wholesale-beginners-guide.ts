import { callout, h2, h3, ol, p, ul } from '../blocks.ts'
import { BLOG_AUTHOR, readingMinutesOf, type BlogArticle } from '../types.ts'

const blocks = [
  p(
    'Wholesale is the least glamorous way to sell on Amazon, and for many sellers that is exactly its appeal. Instead of inventing a product, you buy established brands in bulk from the brand or its authorized distributor and resell them on listings that already exist. Demand is proven, customers already know the product, and your job is to be a reliable, well-stocked and compliant seller. This guide explains how the model works, what you need in place before your first order, and how to decide whether a product is worth buying.',
  ),

  h2('How wholesale differs from other Amazon models'),
  p(
    'Amazon sellers usually fall into three groups. Private label sellers create their own brand, have a manufacturer produce the product and build a listing from scratch. Retail and online arbitrage sellers buy discounted products from stores and resell them. Wholesale sellers buy directly from brands or their distributors at wholesale prices, with proper invoices, and sell the same branded goods on Amazon.',
  ),
  p(
    'The differences matter. Private label puts the product-development and marketing risk on you. Arbitrage depends on finding one-off deals and rarely produces paperwork that satisfies Amazon when a brand or category is restricted. Wholesale gives you a repeatable supply, invoices that prove where your stock came from, and the option to reorder the same items month after month. In exchange, you share each listing with other sellers and compete for the Buy Box on price, stock and account performance.',
  ),

  h2('What you need before your first order'),
  ul(
    'A registered business. Most brands and distributors will not open an account for an individual. Expect to provide a legal business name, a business address and a tax ID (in the United States, an EIN).',
    'A resale certificate or seller’s permit where you are registered, so that you can buy inventory for resale without paying sales tax on it.',
    'A Professional selling account on Amazon. Wholesale relies on features such as Buy Box eligibility and bulk listing tools that come with the Professional plan.',
    'A business bank account and a realistic inventory budget. Opening orders often carry a minimum quantity or a minimum order value, and the money is tied up until the goods sell.',
    'A website or at least a professional online presence. Many brands check that a prospective reseller is a real business before they approve an account.',
    'A fulfillment plan: Fulfillment by Amazon (FBA), shipping from your own warehouse (FBM), or a third-party prep center that receives, labels and forwards your stock.',
  ),

  h2('How to evaluate a product'),
  p(
    'A product is worth buying when it sells consistently, when you can win a fair share of the sales on its listing, and when the numbers still work after every fee. Check these points before you ask a supplier for a price list:',
  ),
  ol(
    'Sales velocity. Look at the sales-rank history over several months, not today’s rank. A product that sells steadily all year is far easier to manage than a seasonal spike.',
    'The number and kind of sellers. If Amazon itself sells on the listing, winning the Buy Box is harder. If dozens of sellers share it, your slice of the sales will be thin.',
    'Price stability. Listings where sellers keep undercutting one another lose their margin quickly. Brands that publish and enforce a minimum advertised price (MAP) policy tend to keep prices healthier.',
    'Restrictions. Check whether the brand or category is gated for your account. If it is, you will need invoices or other documents before you can list.',
    'Fees and margin. Estimate the referral fee, the fulfillment fee, storage and inbound shipping against your landed cost. A product that looks profitable at today’s price may not survive a small price drop.',
    'Product requirements such as expiration dates, hazmat classification, or safety and testing documentation for regulated categories.',
  ),

  h2('How to find and approach suppliers'),
  p(
    'Start with the brand. Many brands have a wholesale or retailer inquiry form on their website, and brands that only sell through distributors will usually tell you which distributors they use. Trade shows, industry directories and marketplaces that verify both brands and resellers are other good sources.',
  ),
  p(
    'When you get in touch, be specific. Introduce your business, say which marketplaces you sell on, explain how you handle pricing and brand presentation, and give an honest estimate of the volume you expect. Brands receive many vague requests from sellers who only want a price list; a short, professional message that shows you will protect their pricing and their listings stands out.',
  ),
  callout(
    'Ask about paperwork before you pay',
    'Confirm that the supplier will issue an invoice showing their full business name, address and contact details, your business name and address exactly as they appear in your seller account, and the products and quantities you bought. You will need it for Amazon approvals and for your own records.',
  ),

  h2('Placing and receiving the first order'),
  p(
    'Keep the first order small enough that a mistake does not hurt, yet large enough to meet the supplier’s minimums and to give you a meaningful test of how the product sells. When the goods arrive, check every carton: count the units, inspect the packaging, confirm that the barcodes match the listing you intend to sell on, and write down expiration dates and lot codes. Report damage or shortages to the supplier straight away, with photos; most suppliers only accept claims for a short time after delivery.',
  ),
  p(
    'Then prepare the units and send them to Amazon, or list them from your own warehouse, following Amazon’s current packaging and labeling requirements for the category.',
  ),

  h2('Common beginner mistakes'),
  ul(
    'Buying on a single day’s sales rank instead of a trend over several months.',
    'Ignoring the number of sellers on a listing and ending up with a sliver of its sales.',
    'Forgetting the costs that arrive later: monthly storage, aged-inventory surcharges, returns and removals.',
    'Buying from a supplier who cannot prove they are authorized, and then failing a brand approval or an authenticity complaint.',
    'Undercutting other sellers to win the Buy Box, starting a price war that leaves nobody profitable and makes the brand less willing to work with you.',
    'Scaling up before the first reorder has shown that the product sells at the pace you expected.',
  ),

  h2('Building relationships that last'),
  p(
    'The long-term value of wholesale lies in the accounts you keep. Brands prefer resellers who respect their MAP policy, keep stock available, present the product accurately and answer customer questions quickly. Pay invoices on time, share sell-through figures when the brand asks for them, and report problems such as listing errors or suspected counterfeits instead of ignoring them.',
  ),
  p(
    'Over time, good accounts lead to better terms: payment on net terms instead of prepayment, earlier access to new products and, sometimes, limited-distribution arrangements in which only a handful of resellers may carry a line.',
  ),
  h3('Where a marketplace helps'),
  p(
    'The hardest part for newcomers is finding brands that actually want new resellers. A wholesale marketplace that verifies resellers and lets brands state their requirements shortens that search: you apply once with your business details, then apply to the brands that are open to partners like you, and follow every application in one place.',
  ),
]

const article: BlogArticle = {
  slug: 'amazon-wholesale-beginners-guide',
  title: 'Amazon Wholesale for Beginners: A Practical Guide to Getting Started',
  description:
    'How Amazon wholesale works, what you need before your first order, how to judge a product and a supplier, and the mistakes that sink new sellers.',
  category: 'Getting started',
  publishedAt: '2026-01-14',
  author: BLOG_AUTHOR,
  readingMinutes: readingMinutesOf(blocks),
  blocks,
}

export default article
