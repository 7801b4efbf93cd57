import { callout, h2, h3, ol, p, ul } from '../blocks.ts'
import { BLOG_AUTHOR, readingMinutesOf, type BlogArticle } from '../types.ts'

const blocks = [
  p(
    'The supplier you buy from decides more than your margin. It decides whether you can pass a marketplace’s brand approval, whether you can answer an authenticity complaint with confidence, and whether the brand will ever want to work with you directly. This article covers where to find authorized distributors, how to verify that a supplier really is one, and the warning signs that should make you walk away.',
  ),

  h2('What “authorized” means'),
  p(
    'A distributor is authorized when the brand has a direct relationship with it and allows it to resell the brand’s products, usually within agreed channels or territories. Some brands sell only direct to retailers; some appoint a single national distributor; others work with many regional ones. A company that buys overstock, returns or liquidation lots is not authorized in this sense, even if the goods themselves are genuine.',
  ),
  p(
    'Authorization can also be limited. A distributor may be allowed to supply brick-and-mortar stores but not online marketplace sellers, or to sell in one country only. Buying from such a distributor for marketplace resale can put both of you in breach of the brand’s terms.',
  ),

  h2('Where to look'),
  ol(
    'Ask the brand. Contact its sales or wholesale team, explain your business and ask how it supplies resellers like you. Even brands that do not open small accounts usually name the distributors that can serve you.',
    'Read the brand’s website. Pages such as “become a retailer”, “wholesale” or “where to buy” often list the official routes.',
    'Visit trade shows and industry events in your categories. Brands and distributors attend to meet new accounts, and a face-to-face conversation shortens the approval process.',
    'Use industry associations and trade directories, which list distributors by category and region.',
    'Ask distributors you already buy from. Most carry many brands and can tell you whether they are authorized for others you want.',
    'Use a B2B marketplace on which brands review and approve resellers, so that authorization is part of the relationship from the start.',
  ),
  p(
    'Be careful with supplier lists sold online. They are often out of date and rarely tell you whether a company is authorized for a particular brand and channel.',
  ),

  h2('How to verify a distributor'),
  p('Before you place an order, work through these checks:'),
  ul(
    'A real business: a registered company name you can look up in public records, a physical address rather than only a mailbox, a working phone number and a website.',
    'A direct answer to a direct question: “Are you authorized by this brand to supply resellers who sell on Amazon?” Ask in writing and keep the reply.',
    'Confirmation from the brand. A short e-mail from the brand confirming that the distributor supplies it is the strongest evidence you can get.',
    'An account process. Legitimate distributors normally ask for your business registration and resale certificate before selling to you. A supplier that asks for nothing is a warning sign, not a convenience.',
    'Invoices that meet marketplace requirements: the distributor’s full name, address and contact details, your business details, product descriptions and quantities.',
    'Plausible prices. If a supplier’s price is far below what other authorized sources charge, ask where the goods come from.',
  ),

  h2('Red flags'),
  ul(
    'Prices far below the market with no clear explanation.',
    'Reluctance to put a full address or phone number on the invoice.',
    'Offers of “ungating invoices”, or invoices for goods you did not actually receive. That is fraud, and it puts your selling account at risk.',
    'Vague answers about where the stock comes from, or stock of many unrelated brands described as closeouts.',
    'Pressure to pay quickly by wire transfer, cryptocurrency or gift cards, especially on a first order.',
    'Products with removed or scratched-off lot codes, unusual packaging, or labels in another language when you expected domestic stock.',
  ),
  callout(
    'If a deal looks too good',
    'It usually is. Goods that arrive without a traceable source can fail an authenticity review even if they are genuine, and counterfeit goods can end your selling account. A slightly lower margin from a verifiable source is worth more than a high one you cannot defend.',
  ),

  h2('Opening the account'),
  p(
    'Expect to share your legal business name, tax ID, resale certificate, address and trade references, and often the storefronts where you sell. Ask in return for the minimum order quantity or value, the case pack for each item, lead times, payment terms for a first order and later ones, and the process for damaged or short shipments. Clarify whether the distributor allows marketplace sales for each brand you intend to buy.',
  ),
  h3('Buying direct or through a distributor'),
  ul(
    'Direct from the brand: usually the best price and the strongest authorization, but higher minimums and a longer approval process.',
    'Through a distributor: lower minimums, many brands on one invoice and faster setup, at a somewhat higher unit cost.',
    'Many resellers start with distributors and move to direct accounts once their volume and track record justify it.',
  ),

  h2('Keep records that tell the story'),
  p(
    'File every invoice, packing slip and proof of payment, and note which marketplace listings each purchase supplies. If a brand or marketplace ever asks where a unit came from, you should be able to answer in minutes with documents, not memories. Keep these records for several years; complaints can arrive long after the goods have sold.',
  ),
]

const article: BlogArticle = {
  slug: 'finding-authorized-distributors',
  title: 'How to Find Authorized Distributors (and Avoid the Ones That Aren’t)',
  description:
    'Where to find genuine wholesale suppliers for the brands you want to sell, how to verify a distributor is authorized, and the red flags to walk away from.',
  category: 'Sourcing',
  publishedAt: '2026-03-18',
  author: BLOG_AUTHOR,
  readingMinutes: readingMinutesOf(blocks),
  blocks,
}

export default article
