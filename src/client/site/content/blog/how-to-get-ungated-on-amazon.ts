import { callout, h2, h3, ol, p, ul } from '../blocks.ts'
import { BLOG_AUTHOR, readingMinutesOf, type BlogArticle } from '../types.ts'

const blocks = [
  p(
    'Sooner or later every wholesale seller finds a promising product, clicks to list it and reads that approval is required. These restrictions, usually called gating, exist to protect customers and brands where counterfeits, safety problems or poor listings are common. Getting ungated is rarely luck. It comes down to having the right documents from the right supplier and presenting them cleanly.',
  ),

  h2('What gating is'),
  p(
    'Amazon can restrict selling at several levels, and the rules differ by marketplace and change over time. They also differ between accounts: two sellers can see different requirements for the same product, and some accounts are approved for a brand instantly while others are asked for paperwork. That is why the only list that counts is the one your own account shows you.',
  ),
  h3('Three kinds of restriction'),
  ul(
    'Category or subcategory approval: your account needs permission to sell in a whole category or part of one.',
    'Brand approval: the brand is restricted, usually because it has had problems with counterfeits or unauthorized listings.',
    'Product-level requirements: individual items can need extra review, such as dangerous-goods (hazmat) classification or safety and compliance documents.',
  ),

  h2('How to check whether you are restricted'),
  ol(
    'In Seller Central, open Add a Product and search for the item by ASIN or UPC.',
    'If the result says that listing limitations apply, open the details to see which approval is needed.',
    'Select Request approval. Some accounts are approved on the spot; this is what sellers mean when they call a brand auto-ungated. Others are asked to submit documents.',
    'Write down the exact requirements you are shown, including any invoice date range and minimum quantity. They are the ones that apply to your account today.',
  ),
  p(
    'Do this before you buy. Spending money on inventory you cannot list is the most expensive way to discover a restriction.',
  ),

  h2('What a document-based request usually asks for'),
  p(
    'Requirements vary, but most document-based requests ask for purchase invoices from a manufacturer or distributor. Reviewers check the same handful of details, so treat the following as a checklist:',
  ),
  ul(
    'The invoice comes from a manufacturer or a distributor, not a retailer. Store receipts and marketplace order confirmations are generally rejected.',
    'It is recent. Requests typically set a time window for the invoice date; use the window shown in your request rather than a rule of thumb.',
    'Your business name and address on the invoice match the legal name and address in your seller account, character for character where possible.',
    'The supplier’s name, address, phone number and website appear, so that a reviewer can verify the supplier exists and reach them.',
    'The products on the invoice are the ones you are applying for, and the quantities meet the minimum in your request.',
    'The document is complete and legible: every page, no cropping, no handwriting over printed details. Prices may be hidden only if the request says so.',
  ),
  callout(
    'Never edit an invoice',
    'Changing dates, quantities or names on an invoice, or submitting a quote or pro forma invoice as if it were a paid one, can lead to the suspension of your selling account. If your paperwork does not fit the requirements, make a new qualifying purchase from an eligible supplier instead.',
  ),

  h2('Step by step: preparing a brand approval'),
  ol(
    'Choose a brand you can buy from a verifiable source. Buy from the brand itself or confirm that your supplier is one of its authorized distributors.',
    'Check the requirements for that brand in your own account before buying, so you know the quantity and date rules.',
    'Place an order that meets them, in the legal name and at the address of your seller account.',
    'Ask the supplier to include its full contact details on the invoice, and to be ready to confirm the sale if Amazon contacts them.',
    'Scan the invoice clearly and save it as a PDF. Keep the original.',
    'Submit the request, attach the invoice and answer any questions about your supply chain briefly and accurately.',
    'If the brand has given you a letter of authorization, attach it as well. On its own a letter is rarely enough, but together with invoices it can strengthen the request.',
  ),

  h2('When a request is rejected'),
  p(
    'Read the reason before doing anything else. The usual causes are a mismatch between the invoice and the account details, a supplier that could not be verified, an invoice outside the date window, or too few units. Fix that one problem and apply again; resubmitting the same documents rarely changes the outcome. If the supplier could not be reached, make sure their website and phone number are on the invoice and that someone there knows a verification call may come.',
  ),
  p(
    'Some brands are effectively closed to new resellers. In that case more paperwork will not help; the brand has to agree to work with you, which is a conversation with the brand rather than with Amazon.',
  ),

  h2('Account health matters'),
  p(
    'Approvals come more easily to accounts in good standing. Keep your order defect rate, late shipment rate and cancellation rate within Amazon’s targets, answer buyer messages promptly, and resolve intellectual-property complaints quickly. A history of authenticity complaints makes every later request harder, because it tells the reviewer that your supply chain has been questioned before.',
  ),

  h2('A word on auto-ungated brands'),
  p(
    'Lists of auto-ungated brands circulate among sellers because they save time: if your account is approved instantly, you can list without documents. Treat such a list as a starting point rather than a promise. Eligibility depends on your account, an instant approval can be withdrawn later, and being ungated does not mean the brand welcomes sellers it has not authorized. Buy from legitimate sources and keep your invoices anyway, because the brand can still question where your stock came from.',
  ),

  h2('Ungating checklist'),
  ul(
    'Requirements checked in your own account before buying.',
    'Supplier confirmed as the brand or an authorized distributor.',
    'Invoice in your exact legal business name and address, within the date window, meeting the minimum quantity.',
    'Supplier contact details on the invoice, and the supplier ready to confirm the sale.',
    'Clean, complete PDF scan; nothing altered.',
    'Account health metrics within target and no open complaints.',
  ),
]

const article: BlogArticle = {
  slug: 'how-to-get-ungated-on-amazon',
  title: 'How to Get Ungated on Amazon: Categories, Brands and Invoices That Pass',
  description:
    'What Amazon gating is, how to check your own account, and a step-by-step approach to category and brand approvals with invoices that pass review.',
  category: 'Compliance',
  publishedAt: '2026-02-04',
  author: BLOG_AUTHOR,
  readingMinutes: readingMinutesOf(blocks),
  blocks,
}

export default article
