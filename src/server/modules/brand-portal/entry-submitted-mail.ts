/** The admins' mail when a brand submits its own directory entry for review. */
import { BRAND_ENTRY_MAIL } from '#shared/brand-settings-texts.ts'
import { button, escapeHtml, layout } from '../../lib/mail/templates.ts'

export function brandEntrySubmittedMail(
  entry: { name: string; contactEmail: string; websiteUrl: string | null },
  directoryUrl: string,
) {
  const subject = BRAND_ENTRY_MAIL.subject(entry.name)
  const website = entry.websiteUrl ? ` (${entry.websiteUrl})` : ''
  return {
    subject,
    html: layout(
      'A brand is awaiting review',
      `<p>The brand <strong>${escapeHtml(entry.name)}</strong>${escapeHtml(website)} created its directory entry from the brand portal (contact: ${escapeHtml(entry.contactEmail)}).</p><p>It stays inactive, hidden from resellers, until you activate it in the Brands Directory.</p>${button(directoryUrl, 'Open the Brands Directory')}`,
    ),
    text: `The brand ${entry.name}${website} created its directory entry from the brand portal (contact: ${entry.contactEmail}).\n\nIt stays inactive, hidden from resellers, until you activate it in the Brands Directory:\n${directoryUrl}\n`,
  }
}
