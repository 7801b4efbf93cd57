/** Mails of a brand's name or contact e-mail change (issue 15 item 11). */
import { BRAND_ENTRY_CHANGE_MAIL } from '#shared/brand-settings-texts.ts'
import { button, escapeHtml, layout } from '../../lib/mail/templates.ts'

export interface ChangeSummary {
  currentName: string
  currentContactEmail: string
  name: string | null
  contactEmail: string | null
}

const lines = (c: ChangeSummary) => [
  ...(c.name ? [`Name: ${c.currentName} → ${c.name}`] : []),
  ...(c.contactEmail ? [`Contact email: ${c.currentContactEmail} → ${c.contactEmail}`] : []),
]

/** To the admins: a change waits for them. */
export function entryChangeRequestedMail(change: ChangeSummary, reviewUrl: string) {
  const list = lines(change)
  return {
    subject: BRAND_ENTRY_CHANGE_MAIL.requestedSubject(change.currentName),
    html: layout(
      'A brand entry change is awaiting review',
      `<p>The brand <strong>${escapeHtml(change.currentName)}</strong> asked to change its directory entry:</p><ul>${list.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>${button(reviewUrl, 'Review the change')}`,
    ),
    text: `The brand ${change.currentName} asked to change its directory entry:\n${list.map((l) => `- ${l}`).join('\n')}\n\nReview it in the Brands Directory:\n${reviewUrl}\n`,
  }
}

/** To the brand: the admin's decision. */
export function entryChangeDecidedMail(
  change: ChangeSummary,
  approved: boolean,
  settingsUrl: string,
) {
  const list = lines(change)
  const outcome = approved
    ? 'An admin approved it; your directory entry now shows it.'
    : 'An admin rejected it; your directory entry stays as it was. Please contact support if you have questions.'
  return {
    subject: BRAND_ENTRY_CHANGE_MAIL.decidedSubject(approved),
    html: layout(
      BRAND_ENTRY_CHANGE_MAIL.decidedSubject(approved),
      `<p>You asked to change your directory entry:</p><ul>${list.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul><p>${escapeHtml(outcome)}</p>${button(settingsUrl, 'Open your settings')}`,
    ),
    text: `You asked to change your directory entry:\n${list.map((l) => `- ${l}`).join('\n')}\n\n${outcome}\n${settingsUrl}\n`,
  }
}
