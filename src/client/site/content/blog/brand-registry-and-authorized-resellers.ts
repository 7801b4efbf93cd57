import { callout, h2, ol, p, ul } from '../blocks.ts'
import { BLOG_AUTHOR, readingMinutesOf, type BlogArticle } from '../types.ts'

const blocks = [
  p(
    'Brand owners often enroll in Amazon Brand Registry expecting it to remove every seller they did not approve. It does not, and that misunderstanding leads to wasted effort and sometimes to reports that backfire on the brand. Used for what it is designed to do, Brand Registry is a powerful tool. Combined with a well-run authorized-reseller program, it gives a brand real control over how its products are presented and sold.',
  ),

  h2('Who can enroll'),
  p(
    'Brand Registry is for the owner of a trademark. Amazon asks for a registered trademark, or in some cases a pending application, in each country where the brand wants to enroll, and it accepts only certain kinds of marks, such as word marks and image marks that contain words, letters or numbers. Requirements change, so check Amazon’s current eligibility rules before you file. A brand that has no trademark yet can use Amazon’s IP Accelerator, which connects brands with trademark law firms and can give earlier access based on a pending application.',
  ),

  h2('What Brand Registry gives you'),
  ul(
    'More control over product detail pages: the brand’s own content carries more weight when listing details conflict.',
    'Enhanced content such as A+ Content and a Brand Store that presents the whole range.',
    'Advertising formats reserved for brand owners, such as Sponsored Brands.',
    'Tools to search for and report infringement of trademarks, copyrights and patents.',
    'Brand analytics that show how customers search for and buy your products.',
    'Access to protection programs such as Transparency, which puts unique codes on each unit, each with its own requirements and costs.',
  ),

  h2('What Brand Registry does not do'),
  p(
    'It does not give a brand the right to remove a seller simply because the seller is not authorized. In many places, reselling genuine goods that were bought lawfully is permitted: in the United States this is known as the first-sale doctrine, and other countries have similar rules on the exhaustion of rights. Amazon’s reporting tools are built for intellectual-property infringement, such as counterfeit goods, misuse of a trademark in a listing, or copying of copyrighted images and text. They are not a way to settle distribution disputes.',
  ),
  callout(
    'Unauthorized is not the same as counterfeit',
    'Reporting a seller of genuine goods as a counterfeiter without evidence is a false report. Amazon can restrict the Brand Registry privileges of brands that abuse its tools, and the seller may have legal claims against the brand. Report infringement only when you can support it, for example with a test buy.',
  ),

  h2('The other half: an authorized-reseller program'),
  p(
    'Control over who sells your products comes from your distribution, not from the marketplace. A workable program has five parts:',
  ),
  ol(
    'Decide your channels: which marketplaces, which kinds of resellers, and which territories you want to serve.',
    'Write down the rules in reseller terms or agreements: listing standards, your MAP policy, customer-service expectations, product handling and storage, cooperation on recalls, and a ban on selling to other resellers for marketplace resale.',
    'Keep a current list of authorized sellers for each marketplace, with their seller IDs and storefront names.',
    'Make your products traceable through lot codes, serial numbers or unit-level codes, and invoices that record which account received which batch.',
    'Enforce consistently: a notice for a first problem, suspension of supply for repeated ones, and termination when the terms are ignored.',
  ),

  h2('Quality controls and material differences'),
  p(
    'Some brands in the United States attach quality controls and warranty terms to products sold by authorized resellers: storage conditions, inspection, customer support, recall participation. Courts have in some cases found that goods sold outside those controls are materially different from the genuine product, which can support trademark claims against sellers outside the authorized network. This is a legal strategy with specific requirements. It only works when the controls are real, enforced and applied to everyone, so design it with counsel rather than copying another brand’s wording.',
  ),

  h2('Making the two work together'),
  ul(
    'Use Brand Registry to keep product content accurate and complete, so that every seller, authorized or not, sells against your description and images.',
    'Use your reseller program to keep the list of sellers clean at the source, by controlling who receives stock.',
    'Add unit-level codes to products with a history of counterfeits, so that fakes can be stopped before they reach customers.',
    'Monitor listings regularly and compare each seller with your authorized list; investigate unknown sellers by tracing where their stock came from.',
    'Report genuine infringement with evidence, and handle distribution leaks through your contracts with distributors and resellers.',
  ),

  h2('Agents and shared access'),
  p(
    'Brand Registry lets the rights owner give other people and agencies access with defined roles. Keep that list short and review it when staff or agencies change. Every report filed from your account is filed in your name, so everyone with access should understand the difference between infringement and an unauthorized but genuine sale.',
  ),

  h2('Where a marketplace helps'),
  p(
    'An authorized-reseller program needs a reliable record of who is approved, for which marketplaces, and since when. A wholesale marketplace in which brands review applications, approve resellers and keep their partner list in one place turns that record into part of daily work rather than a spreadsheet that drifts out of date.',
  ),
]

const article: BlogArticle = {
  slug: 'brand-registry-and-authorized-resellers',
  title: 'Amazon Brand Registry and Authorized Resellers: What Brands Can Control',
  description:
    'What Amazon Brand Registry gives a brand owner, what it cannot do about resellers, and how to pair it with an authorized-reseller program that works.',
  category: 'Brand protection',
  publishedAt: '2026-05-06',
  author: BLOG_AUTHOR,
  readingMinutes: readingMinutesOf(blocks),
  blocks,
}

export default article
