/**
 * The mails around catalogs (issue 16): to the reseller when an admin shares a brand's catalog
 * with it, to the brand when its catalog is approved or rejected, and to the admins when a brand
 * uploads one for review. Every interpolated value is escaped; subjects are one line.
 */
import { CATALOG_MAIL_TEXTS as M } from '#shared/catalogs-texts.ts'
import { button, escapeHtml, layout } from '../../lib/mail/templates.ts'

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').slice(0, 180)

const quote = (text: string) =>
  `<blockquote style="white-space:pre-wrap;border-left:3px solid #e5e7eb;margin:16px 0;padding-left:12px">${escapeHtml(text)}</blockquote>`

/** To the reseller: a catalog of `brandName` is open to it on its Catalogs screen. */
export function catalogSharedMail(input: { brandName: string; catalogName: string; link: string }) {
  const title = oneLine(M.sharedSubject(input.brandName))
  const intro = `An admin shared the catalog "${input.catalogName}" of ${input.brandName} with you. You can download it from the Catalogs screen of your reseller portal.`
  return {
    subject: title,
    html: layout(title, `<p>${escapeHtml(intro)}</p>${button(input.link, 'Open your catalogs')}`),
    text: `${title}\n\n${intro}\n\nOpen your catalogs: ${input.link}\n`,
  }
}

/** To the brand: an admin's decision on its catalog, with the reason of a rejection if any. */
export function catalogDecidedMail(input: {
  catalogName: string
  approved: boolean
  reason: string | null
  link: string
}) {
  const title = oneLine(
    input.approved ? M.approvedSubject(input.catalogName) : M.rejectedSubject(input.catalogName),
  )
  const intro = input.approved
    ? `An admin approved your catalog "${input.catalogName}". Its products are on your inventory, and the admin can now share it with your authorized resellers.`
    : `An admin rejected your catalog "${input.catalogName}".${input.reason ? ' The reason given:' : ' Please contact support if you have questions, or upload a corrected catalog.'}`
  const reason = !input.approved && input.reason ? input.reason : null
  return {
    subject: title,
    html: layout(
      title,
      `<p>${escapeHtml(intro)}</p>${reason ? quote(reason) : ''}${button(input.link, 'Open your inventory')}`,
    ),
    text: `${title}\n\n${intro}\n${reason ? `\n${reason}\n` : ''}\nOpen your inventory: ${input.link}\n`,
  }
}

/** To the admins: a brand uploaded a catalog that waits for their decision. */
export function catalogUploadedMail(input: {
  brandName: string
  brandEmail: string
  catalogName: string
  link: string
}) {
  const title = oneLine(M.uploadedSubject(input.brandName))
  const intro = `The brand ${input.brandName} (${input.brandEmail}) uploaded the catalog "${input.catalogName}". It waits for approval in Catalog Management.`
  return {
    subject: title,
    html: layout(title, `<p>${escapeHtml(intro)}</p>${button(input.link, 'Review the catalog')}`),
    text: `${title}\n\n${intro}\n\nReview it: ${input.link}\n`,
  }
}
