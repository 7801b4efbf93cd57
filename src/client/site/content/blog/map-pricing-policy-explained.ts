import { callout, h2, ol, p, ul } from '../blocks.ts'
import { BLOG_AUTHOR, readingMinutesOf, type BlogArticle } from '../types.ts'

const blocks = [
  p(
    'A minimum advertised price (MAP) policy sets the lowest price at which a brand’s resellers may advertise its products. For the brand, it protects the perceived value of the product and the margins of the retailers who invest in selling it. For resellers, it keeps competition about service, availability and presentation instead of a race to the bottom. On online marketplaces, where the advertised price and the selling price are the same number, MAP matters even more.',
  ),

  h2('MAP and the other prices on a price list'),
  ul(
    'Wholesale price: what the reseller pays the brand or distributor.',
    'MSRP (manufacturer’s suggested retail price): a reference price with no obligation attached.',
    'MAP: a floor for advertised prices, usually somewhere between the wholesale price and the MSRP.',
    'Minimum resale price: a floor on the actual selling price, agreed between supplier and reseller. The law treats such agreements very differently from a MAP policy, and in many countries they are prohibited.',
  ),

  h2('Why marketplaces make MAP different'),
  p(
    'In a physical store, a MAP policy governs the flyer, the newspaper advertisement and the website, while the price at the till can be lower. On Amazon, Walmart and eBay the offer price is both the advertisement and the price the customer pays. In practice, a MAP-compliant marketplace listing is one priced at or above MAP.',
  ),
  p(
    'That has consequences for resellers. Repricing tools, coupons, promotions and bundles can all make an offer display below MAP without anyone deciding to break the policy. A good policy says how each of these is treated, and a careful reseller checks them before a brand does.',
  ),

  h2('What a good MAP policy contains'),
  ol(
    'The products covered and their MAP, usually as a price list that the brand can update with notice.',
    'The effective date, and how future changes will be announced.',
    'What counts as advertising: marketplace offers, websites, e-mails, social media posts, comparison-shopping feeds and paid search.',
    'What is allowed, for example free shipping, loyalty points or bundles with unrelated goods, and whether coupons or promotions that display a lower price count as violations.',
    'Exceptions, such as clearance of discontinued products or brand-approved promotional periods.',
    'Consequences: typically a written warning, then a suspension of supply, then termination of the account, applied in the same way to everyone.',
    'A statement that the policy is the brand’s own decision about whom it supplies, and that resellers are not asked to agree to it.',
  ),

  h2('The legal background, briefly'),
  p(
    'In the United States, many brands publish MAP as a unilateral policy: the brand announces its terms and decides not to supply resellers who ignore them, without negotiating pricing agreements with those resellers. This approach rests on long-standing case law about a manufacturer’s freedom to choose its customers. Agreements with resellers about price are assessed under different rules, and several states are stricter than federal law. Outside the United States, including in the European Union and the United Kingdom, restrictions on resale prices are treated much more strictly.',
  ),
  callout(
    'Have it reviewed',
    'A MAP policy is a legal document with competition-law consequences. This article is general information, not legal advice. Ask a competition lawyer in your market to review your policy and the way you intend to enforce it before you publish it.',
  ),

  h2('How brands monitor and enforce MAP'),
  ol(
    'Monitor offers on each marketplace regularly, recording the price, the seller’s name and the seller ID.',
    'Match every seller against your list of authorized accounts. A violation by an authorized reseller is a policy matter; an offer from an unknown seller is a distribution problem that needs a different response.',
    'Record evidence for each violation: the page address, a dated screenshot and the price displayed.',
    'Send a notice that cites the policy and the specific offer, and give a short, clear deadline.',
    'Apply the consequences your policy describes, consistently. Enforcing against some resellers and ignoring others undermines the policy and can create legal risk.',
    'Keep a log of each violation, notice and outcome, so that repeat violations are recognized and handled as the policy says.',
  ),

  h2('How resellers stay compliant'),
  ul(
    'Keep the current MAP list for every brand you carry, and set repricer minimums at or above MAP. A repricer with a floor below MAP will break the policy sooner or later.',
    'Check how coupons, promotions and sale prices display before you run them. If the price a customer sees falls below MAP, assume the brand will treat it as a violation unless its policy says otherwise.',
    'Do not use bundles or multipacks to hide a per-unit price below MAP unless the policy allows it.',
    'Update prices on the effective date when a brand announces new MAP figures, and keep the announcement on file.',
    'When a competitor breaks MAP, do not follow them down. Send the brand the evidence instead; brands value resellers who help them keep the channel healthy.',
  ),

  h2('What MAP cannot do'),
  p(
    'MAP has limits worth knowing. It does not bind sellers who have no relationship with the brand; they never received the policy, and the brand cannot cut off supply it does not control. It does not guarantee anyone a margin, because the wholesale price and the fees still decide that. And marketplaces do not enforce a brand’s MAP policy on its behalf; enforcement is the brand’s job.',
  ),
  p(
    'That is why MAP works best as one part of a channel strategy: a clear authorized-reseller program, supply agreements that keep goods in approved channels, and regular monitoring of every marketplace where the products appear.',
  ),

  h2('Where a marketplace helps'),
  p(
    'A wholesale marketplace built around authorization makes MAP easier on both sides. Brands publish the policy and the MAP for each product to the resellers they approve, and see at once which offers come from approved partners. Resellers get the current figures from the same place they order from, so nobody has to chase an outdated spreadsheet attached to an old e-mail.',
  ),
]

const article: BlogArticle = {
  slug: 'map-pricing-policy-explained',
  title: 'MAP Pricing Policies Explained for Brands and Resellers',
  description:
    'What a minimum advertised price policy is, what it covers online, how brands enforce it and how resellers stay compliant on Amazon, Walmart and eBay.',
  category: 'Compliance',
  publishedAt: '2026-02-25',
  author: BLOG_AUTHOR,
  readingMinutes: readingMinutesOf(blocks),
  blocks,
}

export default article
