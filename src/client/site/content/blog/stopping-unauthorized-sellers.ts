import { callout, h2, ol, p, ul } from '../blocks.ts'
import { BLOG_AUTHOR, readingMinutesOf, type BlogArticle } from '../types.ts'

const blocks = [
  p(
    'Every brand that sells through resellers eventually finds offers from sellers it has never heard of. Some sell genuine goods below MAP, some sell old or damaged stock, and a few sell counterfeits. Each erodes the price, the customer experience and the trust of the resellers who follow the rules. There is no single switch that removes them, but there is a reliable process. This playbook walks through it, from identifying sellers to closing the leaks that supply them.',
  ),

  h2('Why unauthorized sellers appear'),
  ul(
    'Diversion: an authorized distributor or retailer sells stock on to other resellers, often to move volume or to meet a target.',
    'Liquidation and returns: overstock, customer returns or discontinued goods sold in bulk without resale restrictions.',
    'Price differences between countries or channels, which make it profitable to buy in one place and resell in another.',
    'Retail arbitrage: resellers buying clearance stock in stores and listing it online.',
    'Counterfeits: fake products using your brand, sometimes mixed in with genuine stock.',
  ),
  p(
    'Knowing which of these is behind a seller determines the right response. A counterfeit calls for an infringement report; a diverted shipment calls for a conversation with the distributor who diverted it.',
  ),

  h2('Step 1: know who should be selling'),
  p(
    'You cannot recognize an unauthorized seller without a current list of authorized ones. For each marketplace, record every approved reseller’s legal name, storefront name, seller ID and the date of approval. Update it when you approve or end a relationship, and share it with everyone who monitors listings.',
  ),

  h2('Step 2: monitor listings'),
  p(
    'Check every listing of your products on each marketplace regularly: weekly for your best sellers, monthly for the rest. For each offer, record the seller ID, price, condition, fulfillment method and date. A simple log is enough to start; what matters is that it is kept consistently, so that new sellers and repeat offenders stand out.',
  ),

  h2('Step 3: classify each seller'),
  ol(
    'Authorized but breaking your policy, for example advertising below MAP. Handle this under your reseller terms: notice, then the consequences the policy sets out.',
    'Unknown seller with apparently genuine goods. Find out where the stock came from before you act.',
    'Suspected counterfeit or infringing listing. Confirm with a test buy and, if confirmed, report it through the marketplace’s intellectual-property tools.',
  ),

  h2('Step 4: trace the source'),
  ul(
    'Make test buys from unknown sellers and inspect the units: packaging, labels, lot codes and any serial numbers.',
    'Match lot codes or serial numbers against your shipment records to see which distributor or retailer received that batch.',
    'Look for unusual orders: a reseller ordering far more than its own channels can plausibly sell, or orders shipped to addresses that do not fit the account.',
    'Compare timing: unknown sellers often appear shortly after a large shipment to a particular account.',
  ),

  h2('Step 5: close the leak'),
  p(
    'Once you know where the stock came from, talk to that partner. Many diversions stop after one clear conversation. Your distribution agreements should support it: a prohibition on selling to resellers for marketplace resale, an obligation to cooperate with traceability, the right to review records, and consequences up to ending the relationship. Apply the terms consistently, including with large accounts; a rule that is enforced only against small partners is not a rule.',
  ),

  h2('Step 6: contact the seller'),
  p(
    'A polite, factual message often works: identify your brand, explain that the seller is not an authorized reseller, describe your authorized-reseller terms, and ask them to remove the offers. Avoid threats you cannot back up. Formal demands, such as claims based on trademark law or on material differences between their goods and yours, should be prepared with a lawyer.',
  ),

  h2('Step 7: use marketplace tools properly'),
  p(
    'Brand protection programs such as Amazon Brand Registry, unit-level codes such as Amazon’s Transparency, and the reporting tools other marketplaces offer brand owners are effective against counterfeits and misuse of your trademarks, images and text. They are not designed to remove genuine goods sold by unauthorized resellers.',
  ),
  callout(
    'Never file a false report',
    'Reporting genuine goods as counterfeit to get a seller removed can cost you your access to brand-protection tools and expose you to legal claims. Report only what you can support with evidence, such as a test buy.',
  ),

  h2('Prevention: make leaks less attractive'),
  ul(
    'Keep wholesale prices and discounts consistent across channels and regions, so there is little to gain from moving stock between them.',
    'Publish and enforce a MAP policy, so authorized resellers are not undercut by their own peers.',
    'Approve resellers deliberately, and approve them per marketplace rather than everywhere at once.',
    'Put lot codes or serial numbers on every unit, and record which account received which batch.',
    'Sell liquidation and returned stock only to buyers who accept resale restrictions, or dispose of it responsibly.',
    'Give authorized resellers a reason to stay compliant: reliable supply, fair terms and quick answers.',
  ),

  h2('Measure progress'),
  p(
    'Track a few numbers over time: how many unknown sellers appear on your top products each month, how long it takes to resolve each case, and what share of offers come from authorized sellers. The goal is not zero on every day, which is unrealistic, but a steady trend in the right direction and a process that makes each new case faster to close.',
  ),
]

const article: BlogArticle = {
  slug: 'stopping-unauthorized-sellers',
  title: 'How Brands Can Stop Unauthorized Sellers on Marketplaces',
  description:
    'A practical playbook for brands: identify unauthorized sellers, trace where their stock comes from, close the leaks and enforce without risky shortcuts.',
  category: 'Brand protection',
  publishedAt: '2026-09-09',
  author: BLOG_AUTHOR,
  readingMinutes: readingMinutesOf(blocks),
  blocks,
}

export default article
