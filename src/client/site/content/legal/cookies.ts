import {
  LEAD_POPUP_STORAGE_PREFIX,
  VISITOR_DIALOG_RESET_PARAM,
  VISITOR_TYPE_STORAGE_KEY,
} from '#shared/constants.ts'
import { CONTENT_EMAILS, SESSION_COOKIE_NAME } from '#shared/content-texts.ts'
import { p, table, ul } from '../blocks.ts'
import type { LegalDocument } from '../types.ts'
import { LEGAL_LAST_UPDATED } from './legal-meta.ts'

/**
 * Storage keys written by other modules of the site; literal here so that this page's chunk does
 * not pull those modules in. legal-content.test.ts checks them against the modules' own names.
 */
export const TELEMETRY_STORAGE_KEY_TEXT = 'siteTelemetrySession'
export const ACTIVITY_STORAGE_KEY_TEXT = 'inactivity.lastActivityAt'

export const cookiePolicy: LegalDocument = {
  title: 'Cookie Policy',
  description:
    'The one session cookie and the few browser-storage keys Wholesale Marketplace uses, what each is for and how long it lasts. No third-party cookies.',
  lastUpdated: LEGAL_LAST_UPDATED,
  summary:
    'We keep browser storage to the minimum the site needs. There is one cookie, set only when you sign in, a handful of small values in local and session storage, and no third-party, advertising or cross-site tracking cookies.',
  sections: [
    {
      id: 'in-short',
      title: 'In short',
      blocks: [
        ul(
          'One first-party cookie keeps you signed in to a portal. Visitors who do not sign in get no cookies from us.',
          'The public site remembers a few choices, such as closing a popup, in your browser’s local or session storage. These values are kept on your device and contain nothing that identifies you.',
          'A random visit identifier groups the pages of one visit in our own analytics. It is kept only for the browser session and never linked to your name or e-mail.',
          'We use no third-party analytics, advertising or social-media cookies.',
        ),
      ],
    },
    {
      id: 'cookies-we-set',
      title: 'Cookies we set',
      blocks: [
        table(
          'Cookies',
          ['Name', 'Purpose', 'Kind', 'Duration'],
          [
            SESSION_COOKIE_NAME,
            'Keeps you signed in to the brand, reseller or admin portal and identifies your session to our server. On HTTPS sites its name starts with __Secure-.',
            'First-party, HTTP-only (not readable by scripts), strictly necessary',
            'Until you sign out; brand and reseller sessions also end after 2 hours of inactivity, and every session at the latest 7 days after it was last used',
          ],
        ),
      ],
    },
    {
      id: 'browser-storage',
      title: 'Local and session storage',
      blocks: [
        p(
          'Local storage keeps a value until you clear your browser data. Session storage keeps it only until you close the tab.',
        ),
        table(
          'Browser storage keys',
          ['Key', 'Where', 'Purpose', 'Cleared'],
          [
            VISITOR_TYPE_STORAGE_KEY,
            'Local storage',
            'Remembers whether you told the welcome dialog that you are a brand or a reseller, so that it is not shown again.',
            `When you clear site data, or when you open the site with ?${VISITOR_DIALOG_RESET_PARAM}=true`,
          ],
          [
            `${LEAD_POPUP_STORAGE_PREFIX}_disabled`,
            'Session storage',
            'Set when you close the free brand-list popup with its close button, so it is not shown again during this visit.',
            'When the tab is closed',
          ],
          [
            `${LEAD_POPUP_STORAGE_PREFIX}_converted`,
            'Session storage',
            'Set after you request the free brand list, so the popup does not ask again.',
            'When the tab is closed',
          ],
          [
            `${LEAD_POPUP_STORAGE_PREFIX}_lastShown`,
            'Session storage',
            'The time the popup was last shown, so that it waits at least 30 minutes before showing again.',
            'When the tab is closed',
          ],
          [
            TELEMETRY_STORAGE_KEY_TEXT,
            'Session storage',
            'A random visit identifier that groups the page views and page-speed readings of one visit in our own analytics.',
            'When the tab is closed',
          ],
          [
            ACTIVITY_STORAGE_KEY_TEXT,
            'Local storage',
            'Portals only: the time of your last activity, so that every open tab signs out together after 2 hours of inactivity.',
            'When you sign out',
          ],
        ),
        p(
          'The site also registers a service worker at /sw.js, which keeps a copy of the site’s pages, scripts and styles in your browser’s cache storage so that pages load quickly and the basic site works offline. It holds no personal information.',
        ),
      ],
    },
    {
      id: 'third-parties',
      title: 'No third-party cookies',
      blocks: [
        p(
          'We do not embed third-party analytics, advertising, chat or social-media widgets. The social links in the footer are plain links that set nothing until you follow them.',
        ),
        p(
          'One exception is outside our pages: when you pay for a plan or an order, the payment provider’s secure checkout may set its own cookies to prevent fraud. Those cookies are governed by the payment provider’s own policy.',
        ),
      ],
    },
    {
      id: 'your-choices',
      title: 'Your choices',
      blocks: [
        ul(
          'You can block or delete cookies and site data in your browser settings. Blocking the session cookie means you cannot sign in to a portal; the public site still works.',
          'Clearing site data removes every storage key listed above; the welcome dialog will then ask again on your next visit.',
          'Private or incognito windows discard all of these when you close them.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Changes and contact',
      blocks: [
        p(
          `If we add a cookie or a storage key, we list it here first and update the date at the top of this page. Questions: ${CONTENT_EMAILS.privacy}. More about how we handle personal information is in the Privacy Policy at /privacy.`,
        ),
      ],
    },
  ],
}
