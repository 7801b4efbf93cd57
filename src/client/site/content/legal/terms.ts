import { BASIC_PLAN_APPLICATION_LIMIT, SUPPORT_EMAIL } from '#shared/constants.ts'
import { CONTENT_EMAILS, PLAN_TIERS, POLICY_FIGURES } from '#shared/content-texts.ts'
import { p, table, ul } from '../blocks.ts'
import type { LegalDocument } from '../types.ts'
import { LEGAL_LAST_UPDATED } from './legal-meta.ts'

const [free, basic, premium, enterprise] = PLAN_TIERS

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  description:
    'The terms for using Wholesale Marketplace: accounts, reseller verification, brand approvals, plans and billing, acceptable use, liability and support.',
  lastUpdated: LEGAL_LAST_UPDATED,
  summary:
    'These terms are the agreement between you and Wholesale Marketplace for using the website and the brand, reseller and admin portals. Please read them together with the Privacy Policy, the Cookie Policy, the Cancellation & Refund Policy and the Shipping & Delivery Policy, which form part of them.',
  sections: [
    {
      id: 'agreement',
      title: 'Agreement to these terms',
      blocks: [
        p(
          'By creating an account, submitting an application or otherwise using the marketplace, you accept these terms. If you use the marketplace for a company, you confirm that you may bind that company, and “you” means the company.',
        ),
      ],
    },
    {
      id: 'the-service',
      title: 'What the marketplace does',
      blocks: [
        p(
          'Wholesale Marketplace connects brands with distributors, retailers and online resellers, including Amazon, Walmart and eBay sellers. Brands list their companies and catalogs and decide which resellers they approve. Resellers apply to the marketplace, and once approved they apply to brands, order at wholesale prices and message the brands they work with.',
        ),
        p(
          'Unless a checkout page says otherwise, a wholesale order is a contract between the brand and the reseller. We provide the platform on which it is placed and may collect payment on the brand’s behalf; the brand is responsible for the goods, their shipment and their conformity.',
        ),
      ],
    },
    {
      id: 'accounts',
      title: 'Accounts',
      blocks: [
        ul(
          'The marketplace is for businesses and people acting for a business, aged 18 or over.',
          'Give accurate, complete information and keep it up to date.',
          'Keep your password secret; it must be at least 8 characters long. You are responsible for what happens under your account.',
          'An account is for one person. Ask us for additional accounts for colleagues instead of sharing yours.',
          `Tell us at once at ${SUPPORT_EMAIL} if you think someone else has used your account.`,
        ),
      ],
    },
    {
      id: 'reseller-approval',
      title: 'Reseller verification and brand approvals',
      blocks: [
        p(
          'Resellers apply at /reseller-hub. Our team reviews each application, usually within 1-3 business days, and may ask for documents that verify the business. A reseller account can sign in only once its application is approved. We may decline an application, for example when we cannot verify the business.',
        ),
        p(
          'Approval by the marketplace is not approval by a brand. Each brand decides for itself which resellers it works with, on which marketplaces and on what terms. A brand’s approval does not oblige it to supply any particular quantity.',
        ),
      ],
    },
    {
      id: 'brands',
      title: 'Brand responsibilities',
      blocks: [
        ul(
          'List only products you own or are entitled to sell, with accurate descriptions, identifiers and prices.',
          'Keep your catalogs and availability up to date, and answer reseller applications and messages in reasonable time.',
          'Make sure your own policies, including any minimum advertised price (MAP) policy, comply with the law. You set and enforce your own policies; the marketplace provides the tools to publish and monitor them.',
          'Brand subscriptions are priced by the number of partnerships and the features you use; we agree them with each brand before any charge.',
        ),
      ],
    },
    {
      id: 'plans-and-billing',
      title: 'Reseller plans and billing',
      blocks: [
        p(
          'Resellers join and browse the marketplace for free, and can choose a paid plan for more features. Prices are in US dollars.',
        ),
        table(
          'Reseller plans',
          ['Plan', 'Price', 'Brand applications'],
          [
            free.name,
            `${free.price}`,
            `${POLICY_FIGURES.freePlanApplicationsPerMonth} brand applications per month`,
          ],
          [
            basic.name,
            `${basic.price} per month`,
            `${BASIC_PLAN_APPLICATION_LIMIT} brand applications per month`,
          ],
          [
            premium.name,
            `${premium.price} per month`,
            'Unlimited, and your applications are listed first in brands’ applicant queues',
          ],
          [
            enterprise.name,
            'Custom pricing',
            `Agreed with our sales team (${CONTENT_EMAILS.sales})`,
          ],
        ),
        ul(
          'Paid plans are billed monthly in advance and renew automatically until you cancel.',
          `A first payment for a paid plan is covered by our ${POLICY_FIGURES.moneyBackDays}-day money-back guarantee; see the Cancellation & Refund Policy at /cancellation-refund.`,
          'When you cancel, your plan stays active until the end of the billing period you paid for, then your account moves to the free plan.',
          'Monthly limits count the brand applications made in the calendar month (UTC).',
          'We will tell you at least 30 days before a price change applies to your plan.',
        ),
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      blocks: [
        p('You must not:'),
        ul(
          'list, offer or sell counterfeit, stolen, recalled or illegal goods;',
          'submit false information or forged or altered documents, such as invoices or letters of authorization;',
          'misuse other members’ contact details, for example for unsolicited marketing;',
          'try to get around plan limits, rate limits or access controls, or access accounts or data that are not yours;',
          'scrape the marketplace, overload it, or upload malware;',
          'use the marketplace in breach of the law, including competition, sanctions and consumer-protection law.',
        ),
      ],
    },
    {
      id: 'your-content',
      title: 'Your content',
      blocks: [
        p(
          'You keep the rights to the information, catalogs, documents and messages you upload. You allow us to store, process and show them to the members entitled to see them, only as needed to run the marketplace. You confirm that you have the right to upload them.',
        ),
      ],
    },
    {
      id: 'suspension',
      title: 'Suspension and closing an account',
      blocks: [
        p(
          `We may suspend or close an account that breaches these terms, puts other members at risk or has been inactive for a long time, and we will tell you why unless the law or a security reason prevents it. You may close your account at any time by writing to ${SUPPORT_EMAIL}. Orders already placed stay subject to the terms agreed for them.`,
        ),
      ],
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers',
      blocks: [
        ul(
          'We work to keep the marketplace available and accurate, but we provide it as it is and cannot promise it will always be uninterrupted or error-free.',
          'Figures on our marketing pages, such as the number of partners or match accuracy, are marketing statements, not guarantees of results.',
          'We do not guarantee that any application will be approved or that any product will sell.',
          'Articles on our blog are general information, not legal, tax or financial advice.',
        ),
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      blocks: [
        p(
          'To the extent the law allows, we are not liable for indirect or consequential losses, such as lost profits or lost business, and our total liability for any claim is limited to the fees you paid us in the 12 months before the claim arose. Nothing in these terms limits liability that cannot be limited by law.',
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        p(
          'We may update these terms. We change the date at the top of the page, and for changes that affect your rights we tell account holders by e-mail at least 30 days before they apply. If you do not agree, you may close your account before the change takes effect.',
        ),
      ],
    },
    {
      id: 'law',
      title: 'Governing law',
      blocks: [
        p(
          'These terms are governed by the law of the place where the operator of the marketplace is established, without regard to its conflict-of-law rules. Mandatory protections of the law of your own country remain unaffected.',
        ),
      ],
    },
    {
      id: 'support',
      title: 'Support and contact',
      blocks: [
        table(
          'Support',
          ['Topic', 'Details'],
          [
            'Support hours',
            `${POLICY_FIGURES.supportHours} (Monday to Friday, 9 AM to 6 PM Eastern)`,
          ],
          ['Response time', `We respond ${POLICY_FIGURES.supportResponse}`],
          ['Support e-mail', SUPPORT_EMAIL],
          ['Legal notices', CONTENT_EMAILS.legal],
        ),
      ],
    },
  ],
}
