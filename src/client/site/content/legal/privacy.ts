import { CONTACT_EMAIL, SUPPORT_EMAIL } from '#shared/constants.ts'
import { CONTENT_EMAILS, POLICY_FIGURES } from '#shared/content-texts.ts'
import { p, table, ul } from '../blocks.ts'
import type { LegalDocument } from '../types.ts'
import { LEGAL_LAST_UPDATED } from './legal-meta.ts'

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  description:
    'What Wholesale Marketplace collects, why, how long we keep it and your rights. We use first-party analytics only, with no third-party trackers.',
  lastUpdated: LEGAL_LAST_UPDATED,
  summary:
    'This policy explains what personal information Wholesale Marketplace stores when you visit the site, contact us, apply or use a portal, why we store it, and what you can ask us to do with it. We do not sell personal information, and we do not use third-party analytics or advertising trackers.',
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        p(
          'Wholesale Marketplace (“we”, “us”) runs this website and the brand, reseller and admin portals behind it. We decide how the personal information described here is used and we are responsible for it.',
        ),
        p(
          `Questions about privacy go to ${CONTENT_EMAILS.privacy}. For everything else, write to ${CONTACT_EMAIL}.`,
        ),
      ],
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      blocks: [
        p(
          'We only store what you give us or what the service needs to work. The table lists every kind of personal information the marketplace keeps.',
        ),
        table(
          'Personal information we store',
          ['Kind', 'What it includes', 'When we collect it'],
          [
            'Account',
            'Name, e-mail address, company name, role (brand, reseller or admin), whether your e-mail is confirmed. Your password is stored only as a one-way hash; nobody can read it.',
            'When you sign up or an admin creates your account',
          ],
          [
            'Sign-in sessions',
            'A session identifier, the IP address and browser description (user agent) used to sign in, and when the session was created and last used.',
            'Each time you sign in',
          ],
          [
            'Reseller applications',
            'Company name, business type, EIN, store links on Amazon, Walmart and eBay, product categories, sales volume, feedback score, wholesale budget, e-mail, phone, LinkedIn profile and the status of the application.',
            'When you apply at /reseller-hub',
          ],
          [
            'Verification documents',
            'The PDF you upload to verify your business. It is stored privately and is only visible to marketplace admins.',
            'When you attach it to a reseller application',
          ],
          [
            'Inquiries',
            'Name, e-mail, company, the marketplaces you sell on, your Amazon store link and your message, with the time you sent it.',
            'When you use the contact form',
          ],
          [
            'Lead requests',
            'Your e-mail address and the resource you asked for.',
            'When you request the list of Amazon auto-ungated brands',
          ],
          [
            'Portal activity',
            'Brand profiles and catalogs, products and prices, applications to brands and follow-ups, orders, messages between brands and resellers, notification settings.',
            'While you use a portal',
          ],
          [
            'Billing',
            'Your plan, payment amounts, status and the payment provider’s reference numbers. Card details are entered with the payment provider and never reach our servers.',
            'When you choose a paid plan or pay for an order',
          ],
          [
            'E-mail copies',
            'A copy of every e-mail the marketplace sends (recipient, subject, content, delivery status), so that nothing is lost when delivery fails.',
            'Whenever we e-mail you',
          ],
          [
            'Site analytics',
            'Pages viewed, time on page, scroll depth, searches typed on the site, interactions such as opening an FAQ answer or closing a popup, and page-speed readings (web vitals), grouped by a random visit identifier. No name or e-mail address is attached.',
            'While you browse the public site',
          ],
        ),
        p(
          'E-mails you send us directly, such as a job application or a press question, stay in our mailbox for as long as we need them to answer you, or longer if you ask us to keep them.',
        ),
      ],
    },
    {
      id: 'how-we-use-it',
      title: 'How we use it',
      blocks: [
        ul(
          'To provide accounts and the portals: sign-in, your brand or reseller workspace, applications, orders and messages.',
          'To review reseller applications and verify that businesses are who they say they are.',
          'To answer inquiries and send the resources you ask for.',
          'To send service e-mails: confirmations, password resets, approval decisions and notifications you have switched on.',
          'To take payments for paid plans and keep the records tax law requires.',
          'To keep the service secure: rate limits on sign-in and forms use IP addresses, and session records let us end sessions that should no longer work.',
          'To make the site faster and clearer, using our own analytics.',
        ),
        p(
          'We do not sell personal information, build advertising profiles or use your data for automated decisions with legal effects. Applications are decided by people.',
        ),
        p(
          'If you are in the European Economic Area or the United Kingdom: we rely on the contract with you for accounts, portals and billing; on our legitimate interests for security, analytics and answering inquiries; on your consent for the lead list you request; and on legal obligations for billing records.',
        ),
      ],
    },
    {
      id: 'analytics',
      title: 'Analytics without third parties',
      blocks: [
        p(
          'Site analytics are sent to our own server and stored in our own database. We do not use third-party analytics services, advertising pixels or social-media trackers. The social links in the footer are ordinary links: nothing is sent to those networks unless you click one.',
        ),
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      blocks: [
        ul(
          'Other marketplace members, as the service requires: when a reseller applies to a brand, that brand sees the application and the reseller’s business details; brands and resellers see the orders and messages they exchange.',
          'Service providers that run parts of the service for us under contract: hosting and database, e-mail delivery, file storage and the payment provider. They may only use the data to provide their service to us.',
          'Authorities, when the law requires it, or to protect the rights and safety of our users and the marketplace.',
        ),
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and browser storage',
      blocks: [
        p(
          'We set one cookie, and only when you sign in, to keep you signed in. The public site also stores a few small values in your browser, such as whether you told us you are a brand or a reseller. The Cookie Policy at /cookies lists every one of them.',
        ),
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        table(
          'Retention periods',
          ['Information', 'How long'],
          [
            'Account, portal activity, reseller applications and verification documents',
            'While your account exists; deleted or anonymised within 30 days after you ask us to close it, except records we must keep by law',
          ],
          [
            'Sign-in sessions',
            'A session ends when you sign out, after 2 hours of inactivity for brand and reseller accounts, and at the latest 7 days after it was last used',
          ],
          ['Inquiries and lead requests', 'Up to 24 months after your last contact with us'],
          ['E-mail copies', 'Up to 24 months after sending'],
          ['Site analytics', 'Up to 13 months'],
          ['Billing records', 'As long as tax and accounting law requires'],
        ),
      ],
    },
    {
      id: 'security',
      title: 'Security',
      blocks: [
        ul(
          'Passwords are stored only as one-way hashes, and every password is at least 8 characters long.',
          'The session cookie cannot be read by scripts on the page and is sent only over HTTPS in production.',
          'Verification documents and catalogs are private files, served only to people allowed to see them.',
          'Sign-in, password reset and form submissions are rate limited to slow down abuse.',
        ),
        p(
          'No system is perfectly secure. If we learn of a breach that affects your personal information, we will tell you and the relevant authorities as the law requires.',
        ),
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        p('Depending on where you live, you can ask us to:'),
        ul(
          'tell you what personal information we hold about you and give you a copy;',
          'correct information that is wrong or incomplete;',
          'delete your information, unless we must keep it by law;',
          'stop or restrict a use of your information, or object to it;',
          'give you your information in a portable, machine-readable format;',
          'stop sending you the resources or e-mails you asked for (every such e-mail also says how).',
        ),
        p(
          `Write to ${CONTENT_EMAILS.privacy}. We may ask you to confirm your identity, and we answer within 30 days. You can also complain to the data-protection authority where you live.`,
        ),
      ],
    },
    {
      id: 'children',
      title: 'Children',
      blocks: [
        p(
          'The marketplace is a service for businesses and is not meant for anyone under 18. We do not knowingly collect information about children.',
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        p(
          'When we change this policy we update the date at the top of the page. If a change matters for how we use your information, we also tell account holders by e-mail before it takes effect.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        p(
          `Privacy questions: ${CONTENT_EMAILS.privacy}. Support: ${SUPPORT_EMAIL}, ${POLICY_FIGURES.supportHours}, with a response ${POLICY_FIGURES.supportResponse}.`,
        ),
      ],
    },
  ],
}
