import { SUPPORT_EMAIL } from '#shared/constants.ts'
import { CONTENT_EMAILS, PLAN_TIERS, POLICY_FIGURES } from '#shared/content-texts.ts'
import { callout, ol, p, table, ul } from '../blocks.ts'
import type { LegalDocument } from '../types.ts'
import { LEGAL_LAST_UPDATED } from './legal-meta.ts'

const F = POLICY_FIGURES

export const cancellationRefundPolicy: LegalDocument = {
  title: 'Cancellation & Refund Policy',
  description:
    'How to cancel a plan or an order on Wholesale Marketplace, our 30-day money-back guarantee, and how long refund reviews (1-2 days) and payouts take.',
  lastUpdated: LEGAL_LAST_UPDATED,
  summary: `You can cancel a paid plan at any time. A first payment for a paid plan is covered by a ${F.moneyBackDays}-day money-back guarantee. We review refund requests within ${F.refundReview} and, once approved, refunds are processed within ${F.refundProcessing}.`,
  sections: [
    {
      id: 'at-a-glance',
      title: 'At a glance',
      blocks: [
        table(
          'Cancellation and refund figures',
          ['Item', 'Figure'],
          ['Money-back guarantee on paid plans', `${F.moneyBackDays} days from the first payment`],
          ['Refund review', F.refundReview],
          ['Refund processing after approval', F.refundProcessing],
          ['Reporting a damaged shipment', `Within ${F.damageReportWindow} of delivery`],
          ['Free plan', `${F.freePlanApplicationsPerMonth} brand applications per month`],
          ['Support', `${F.supportHours}, response ${F.supportResponse}`],
        ),
      ],
    },
    {
      id: 'plans',
      title: 'Reseller plans',
      blocks: [
        table(
          'Plans covered by this policy',
          ['Plan', 'Price', 'Billing'],
          ...PLAN_TIERS.map((tier) => [
            tier.name,
            tier.price === 'Custom' ? 'Custom pricing' : `${tier.price} ${tier.period}`.trim(),
            tier.name === 'Free'
              ? 'No charge'
              : tier.name === 'Enterprise'
                ? 'As agreed in your Enterprise contract'
                : 'Monthly in advance, renews automatically',
          ]),
        ),
      ],
    },
    {
      id: 'cancelling-a-plan',
      title: 'Cancelling a paid plan',
      blocks: [
        ol(
          `Open the Subscription tab of your reseller settings and choose Cancel, or write to ${SUPPORT_EMAIL} from your account’s e-mail address.`,
          'Your plan stays active until the end of the billing period you have paid for. We do not charge you again.',
          `At the end of that period your account moves to the free plan, which then allows ${F.freePlanApplicationsPerMonth} brand applications per month. Your applications, orders and messages stay in your account.`,
        ),
        p(
          `The free plan allows ${F.freePlanApplicationsPerMonth} brand applications per calendar month, whether or not the account had a paid plan before.`,
        ),
        p(
          `Enterprise plans are cancelled as set out in the Enterprise contract. Contact ${CONTENT_EMAILS.sales}.`,
        ),
      ],
    },
    {
      id: 'money-back-guarantee',
      title: `${F.moneyBackDays}-day money-back guarantee`,
      blocks: [
        p(
          `If a paid plan is not right for you, ask for a refund within ${F.moneyBackDays} days of your first payment for that plan and we will refund that payment in full, no questions asked. The guarantee covers the first payment of each account once; renewals and later upgrades are not covered, but you can cancel them at any time so that they do not renew.`,
        ),
        callout(
          'One guarantee, stated once',
          `This policy is authoritative. Wherever the marketplace mentions a money-back guarantee, it means the ${F.moneyBackDays}-day guarantee described here.`,
        ),
      ],
    },
    {
      id: 'requesting-a-refund',
      title: 'How to request a refund',
      blocks: [
        ol(
          `Write to ${CONTENT_EMAILS.billing} from the e-mail address of your account.`,
          'Tell us the plan or order, the payment date and the reason for the request. For a damaged or faulty shipment, add photos of the goods, the packaging and the shipping label.',
          `We review the request within ${F.refundReview} and reply with our decision.`,
          `Approved refunds are processed within ${F.refundProcessing} to the original payment method. Your bank or card issuer may take a little longer to show the credit.`,
        ),
      ],
    },
    {
      id: 'orders',
      title: 'Wholesale orders',
      blocks: [
        ul(
          'A reseller can cancel an order free of charge while it is pending, from the order’s page, until the brand accepts it. Once the brand has accepted it, ask the brand; after dispatch, the brand’s return terms apply.',
          'A brand that cannot fulfil an order must decline it with its reason, which the reseller sees on the order and by e-mail; any payment taken is refunded in full.',
          `Damaged, missing or wrong items must be reported within ${F.damageReportWindow} of delivery, with photos. See the Shipping & Delivery Policy at /shipping-delivery.`,
          'Returns of goods in saleable condition are at the brand’s discretion and follow the terms the brand states for the order, including who pays return shipping.',
          `Refunds for orders follow the same timing: review within ${F.refundReview}, processing within ${F.refundProcessing} after approval.`,
        ),
      ],
    },
    {
      id: 'not-refundable',
      title: 'What is not refundable',
      blocks: [
        ul(
          `Plan renewals after the ${F.moneyBackDays}-day guarantee period, except where the law requires a refund.`,
          'Partial months after you cancel: your plan simply runs to the end of the period you paid for.',
          'Fees charged by a bank or card issuer for currency conversion or international payments.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        p(
          `Billing and refunds: ${CONTENT_EMAILS.billing}. General support: ${SUPPORT_EMAIL}, ${F.supportHours}, with a response ${F.supportResponse}.`,
        ),
      ],
    },
  ],
}
