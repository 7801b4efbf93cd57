import { callout, h2, ol, p, quote, ul } from '../blocks.ts'
import { BLOG_AUTHOR, readingMinutesOf, type BlogArticle } from '../types.ts'

const blocks = [
  p(
    'A letter of authorization (LOA) is a brand’s written statement that a named seller may sell its products. Resellers ask for one when a marketplace restricts a brand, when an authenticity complaint needs answering, or when a new distributor wants proof of an existing relationship. A good letter is short, specific and easy to verify. A vague one is worth little, and a forged one can end a selling account.',
  ),

  h2('What an LOA is used for'),
  ul(
    'Supporting a brand approval request on a marketplace, usually alongside purchase invoices.',
    'Answering an intellectual-property or authenticity complaint by showing that the brand itself approved you.',
    'Showing distributors, marketplaces or business partners that the relationship with the brand is real.',
    'Keeping a record of what was agreed, in case the people you dealt with at the brand move on.',
  ),

  h2('What an LOA is not'),
  p(
    'A letter does not replace invoices. When a marketplace asks for proof of purchase, a letter may strengthen the request but usually cannot stand in for the invoices themselves. It does not override marketplace policies, and it does not make a restricted product eligible if your account fails other requirements.',
  ),
  p(
    'It is also not something you can buy. Only the brand owner, or someone the brand clearly authorizes to act for it, can issue one. A letter from a distributor that merely states it sells the brand carries much less weight, because the distributor does not own the brand.',
  ),

  h2('What a strong LOA contains'),
  ol(
    'The brand owner’s letterhead with its legal name, address, phone number and website.',
    'The date of issue and a validity period or expiry date.',
    'Your legal business name exactly as it appears in your seller account, plus your storefront name.',
    'Your seller ID (on Amazon, the merchant token), so there is no doubt about which account is meant.',
    'The brands, and where relevant the product lines or identifiers such as ASINs or UPCs, that the authorization covers.',
    'The marketplaces covered, for example Amazon.com in the United States, or Amazon and Walmart.',
    'Where you may buy the goods: from the brand directly or from named authorized distributors.',
    'The name, title, signature and direct contact details of a person at the brand who can confirm the letter if asked.',
  ),

  h2('Sample wording'),
  p(
    'Brands often appreciate a draft they can adapt and put on their own letterhead. A short version might read:',
  ),
  quote(
    '[Brand legal name] confirms that [your legal business name], Amazon seller ID [ID], storefront [storefront name], is an authorized reseller of [brand] products purchased from [brand or named authorized distributor]. This authorization covers new products sold on Amazon.com from [start date] to [end date]. To verify this letter, contact [name, title] at [e-mail address] or [phone number].',
  ),
  p(
    'Keep it factual. Claims such as “exclusive” or “sole authorized seller” should appear only if they are true and the brand wants to commit to them.',
  ),

  h2('How to ask a brand for a letter'),
  ol(
    'Build the relationship first. Open an account, place orders and pay on time; brands rarely issue letters to resellers they have never supplied.',
    'Explain why you need it: which marketplace, which brand approval, and what the marketplace asked for.',
    'Make it easy by sending a draft with every detail of yours filled in, so the brand only has to review, sign and put it on letterhead.',
    'Say what you commit to in return: following the brand’s MAP policy, keeping listings accurate, and selling only in the channels the brand approves.',
    'Ask for a named contact who will answer if the marketplace calls to verify.',
  ),

  h2('Why letters get rejected'),
  ul(
    'The business name or address does not match the seller account.',
    'No signature, no date, or no contact who can confirm it.',
    'The letter has expired, or covers a different marketplace or country.',
    'The wording is vague, for example “authorized to sell our products” without naming the seller account or the brand.',
    'It comes from a distributor rather than the brand owner.',
    'The contact person cannot be reached, or does not know about the letter when asked.',
  ),
  callout(
    'Never create or alter a letter',
    'Marketplaces verify letters by contacting the brand. A forged or edited letter is discovered easily and can lead to the permanent suspension of your account, as well as legal claims from the brand.',
  ),

  h2('For brands: issuing letters responsibly'),
  ul(
    'Issue letters only to resellers you actually supply, directly or through a named distributor.',
    'Scope each letter to specific marketplaces and a fixed period, and keep a register of what you issued and when it expires.',
    'Renew letters on a schedule, for example once a year, rather than issuing open-ended ones.',
    'Revoke a letter in writing when the relationship ends, and update any list of authorized sellers you share with marketplaces.',
    'Make sure the contact named in the letter knows about it and can confirm it quickly.',
  ),
  p(
    'Handled this way, a letter of authorization becomes what it should be: a simple, verifiable record that this seller, on these marketplaces, sells these products with the brand’s blessing.',
  ),
]

const article: BlogArticle = {
  slug: 'letter-of-authorization-for-amazon',
  title: 'Letters of Authorization for Amazon: What to Include and How to Ask',
  description:
    'What a brand’s letter of authorization should say, when Amazon gives it weight, how to ask a brand for one, and the mistakes that get letters rejected.',
  category: 'Sourcing',
  publishedAt: '2026-04-08',
  author: BLOG_AUTHOR,
  readingMinutes: readingMinutesOf(blocks),
  blocks,
}

export default article
