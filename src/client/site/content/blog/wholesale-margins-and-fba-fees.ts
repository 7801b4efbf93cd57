import { callout, h2, h3, ol, p, ul } from '../blocks.ts'
import { BLOG_AUTHOR, readingMinutesOf, type BlogArticle } from '../types.ts'

const blocks = [
  p(
    'Most wholesale losses are not caused by bad products. They are caused by a calculation made too quickly: a referral fee forgotten here, an inbound shipping cost there, a price that was never going to stay where it was on the day of purchase. This article shows how to calculate landed cost, fees, profit, margin and return on investment for a wholesale product on Amazon with Fulfillment by Amazon (FBA), using a worked example you can copy into a spreadsheet.',
  ),
  callout(
    'About the numbers',
    'The figures in the example are illustrative. Amazon’s fees depend on the category, the product’s size and weight, the time of year and the marketplace, and they change. Always check the current fee schedule or Amazon’s revenue calculator for the exact product before you buy.',
  ),

  h2('Margin and ROI are different numbers'),
  ul(
    'Landed cost: everything you pay to get one unit into Amazon’s warehouse, ready to sell.',
    'Net proceeds: the selling price minus Amazon’s fees and an allowance for returns and damage.',
    'Profit: net proceeds minus landed cost.',
    'Margin: profit divided by the selling price. It tells you how much of each sale you keep.',
    'ROI (return on investment): profit divided by landed cost. It tells you how hard your money works.',
  ),
  p(
    'Both matter. Margin shows how much room you have if the price falls; ROI shows whether the cash tied up in inventory is earning enough.',
  ),

  h2('Step 1: landed cost'),
  p(
    'Suppose a distributor sells a kitchen product in cases of 12 at $11.50 a unit. To get each unit ready to sell you also pay:',
  ),
  ul(
    'Freight from the distributor to your prep center: $0.40 a unit.',
    'Prep and labeling at the prep center: $0.35 a unit.',
    'Inbound shipping to Amazon’s warehouse: $0.55 a unit.',
  ),
  p('The landed cost is $11.50 + $0.40 + $0.35 + $0.55 = $12.80 a unit.'),

  h2('Step 2: Amazon’s fees'),
  ul(
    'Referral fee: a percentage of the selling price that depends on the category. Many categories charge 15%, which we use here.',
    'FBA fulfillment fee: a fixed amount per unit that depends on the size tier and weight. We assume $4.75.',
    'Monthly storage: charged per cubic foot and higher in the last quarter of the year. For a small item that sells within about six weeks we allow $0.15 a unit.',
    'Returns and damage: not a fee, but a cost. We set aside $0.40 a unit for units returned unsellable or damaged.',
  ),

  h2('Step 3: the worked example'),
  p('At a selling price of $27.99:'),
  ol(
    'Referral fee: 15% of $27.99 = $4.20.',
    'FBA fulfillment fee: $4.75.',
    'Storage: $0.15.',
    'Returns allowance: $0.40.',
    'Net proceeds: $27.99 − $4.20 − $4.75 − $0.15 − $0.40 = $18.49.',
    'Profit: $18.49 − $12.80 landed cost = $5.69 a unit.',
    'Margin: $5.69 ÷ $27.99 = 20.3%.',
    'ROI: $5.69 ÷ $12.80 = 44.5%.',
  ),
  p(
    'On a first order of 10 cases (120 units), that is $1,536 of inventory at landed cost and, if every unit sells at this price, about $683 of profit.',
  ),

  h2('What happens when the price drops'),
  p(
    'Now suppose another seller arrives and the price settles at $25.99, about 7% lower. The referral fee falls to $3.90, so net proceeds are $25.99 − $3.90 − $4.75 − $0.15 − $0.40 = $16.79, and the profit is $16.79 − $12.80 = $3.99 a unit. The margin drops to 15.4% and the ROI to 31.2%.',
  ),
  p(
    'A 7% lower price cut the profit per unit by 30%. That leverage is why you should test every purchase against a lower price than today’s, not only against the current one.',
  ),
  h3('The break-even price'),
  p(
    'The break-even price is where profit reaches zero. With a 15% referral fee and fixed costs of $4.75 + $0.15 + $0.40 + $12.80 = $18.10, the price must satisfy 0.85 × price = $18.10, which gives about $21.30. Below that, every sale loses money.',
  ),

  h2('Costs sellers forget'),
  ul(
    'Your selling plan. The Professional plan has a monthly subscription (at the time of writing, $39.99 a month in the US). Spread across 400 units a month it adds about $0.10 a unit.',
    'Aged-inventory surcharges for stock that sits in Amazon’s warehouses too long.',
    'Fees that Amazon adds or changes, such as inbound placement or low-inventory-level fees. Review the fee announcements every year.',
    'Removal and disposal fees for stock that does not sell.',
    'Payment costs: card fees, currency conversion or bank transfer charges on supplier invoices.',
    'Your own time and software: repricers, research tools and accounting.',
  ),

  h2('Cash flow and turnover'),
  p(
    'ROI per purchase hides how long the money is tied up. Compare two products. Product A earns 44.5% but takes three months to sell through. Product B earns 25% and sells through in one month. If you reinvest the proceeds of product B every month, three cycles compound to about 95% (1.25 × 1.25 × 1.25 ≈ 1.95), against 44.5% for product A over the same three months, all else being equal.',
  ),
  p(
    'Payment terms change the picture too. Once a supplier offers net-30 terms, part of your inventory sells before the invoice is due, and less of your own cash is needed to grow.',
  ),

  h2('Set your own buying rules'),
  p(
    'Write your rules down before you look at a price list, so that the decision is made by the numbers rather than by enthusiasm. For example:',
  ),
  ul(
    'A minimum margin and a minimum ROI, both calculated at a price lower than today’s.',
    'A maximum number of weeks of stock per purchase, based on your expected share of the listing’s sales.',
    'No purchase without the current fee estimate for that exact product.',
    'A review after the first reorder: did the product sell at the pace and price you assumed?',
  ),
]

const article: BlogArticle = {
  slug: 'wholesale-margins-and-fba-fees',
  title: 'Wholesale Margins and FBA Fees: A Worked Example',
  description:
    'How to calculate landed cost, Amazon fees, profit, margin and ROI on a wholesale product, with a worked example and the costs sellers forget.',
  category: 'Finance',
  publishedAt: '2026-07-15',
  author: BLOG_AUTHOR,
  readingMinutes: readingMinutesOf(blocks),
  blocks,
}

export default article
