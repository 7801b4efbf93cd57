/**
 * The two mails of a brand application (001 §7.1): send-brand-application-email (brandEmail,
 * brandName, emailThreadId, applicationId, resellerInfo) after applying, and send-follow-up-email
 * (applicationId, followUpType) for each follow-up. The subject carries the thread token, so the
 * brand's answer by e-mail becomes a message in the reseller's inbox (modules/email-routing).
 * Every interpolated value is escaped.
 */
import { threadSubjectToken } from '#shared/email-routing-texts.ts'
import type { FollowUpType } from '#shared/reseller-brands-texts.ts'
import { escapeHtml, layout } from '../../lib/mail/templates.ts'

export interface ApplicationMailInput {
  brandName: string
  resellerCompany: string
  resellerEmail: string
  emailThreadId: string
  proposalMessage: string
  appUrl: string
  /** Applying again after a rejection, a revocation or an expiry (issue 13). */
  again?: boolean
}

/** The applicant queue on the brand's Resellers page (issue 13). */
const applicantsLink = (appUrl: string) => `${appUrl}/brand/dashboard/resellers#applications`

const quote = (text: string) =>
  `<blockquote style="white-space:pre-wrap;border-left:3px solid #e5e7eb;margin:16px 0;padding-left:12px">${escapeHtml(text)}</blockquote>`

const withToken = (subject: string, threadId: string) =>
  `${subject.replace(/[\r\n]+/g, ' ').slice(0, 180)} ${threadSubjectToken(threadId)}`

export function brandApplicationMail(input: ApplicationMailInput) {
  const heading = input.again
    ? `${input.resellerCompany} applied again to sell ${input.brandName}`
    : `${input.resellerCompany} wants to sell ${input.brandName}`
  const applied = input.again ? 'applied again' : 'applied'
  const link = applicantsLink(input.appUrl)
  return {
    subject: withToken(`New reseller application: ${input.resellerCompany}`, input.emailThreadId),
    html: layout(
      heading,
      `<p>${escapeHtml(input.resellerCompany)} (${escapeHtml(input.resellerEmail)}) ${applied} to become an authorized reseller of ${escapeHtml(input.brandName)}.</p>` +
        quote(input.proposalMessage) +
        `<p>Reply to this e-mail to answer them, or review the application in your <a href="${escapeHtml(link)}">brand portal</a>.</p>`,
    ),
    text: `${heading}\n\n${input.resellerCompany} (${input.resellerEmail}) ${applied} to become an authorized reseller of ${input.brandName}.\n\n${input.proposalMessage}\n\nReply to this e-mail to answer them, or review the application: ${link}\n`,
  }
}

const FOLLOW_UP_INTRO: Record<FollowUpType, string> = {
  gentle_reminder: 'A gentle reminder about a pending reseller application.',
  second_followup: 'A second follow-up about a pending reseller application.',
  final_followup: 'A final follow-up about a pending reseller application.',
  custom: 'A follow-up about a pending reseller application.',
}

export function followUpMail(input: {
  brandName: string
  resellerCompany: string
  emailThreadId: string
  followUpType: FollowUpType
  appliedAt: Date
  appUrl: string
}) {
  const intro = FOLLOW_UP_INTRO[input.followUpType]
  const applied = input.appliedAt.toISOString().slice(0, 10)
  const link = applicantsLink(input.appUrl)
  const body = `${input.resellerCompany} applied on ${applied} to become an authorized reseller of ${input.brandName} and is still waiting for your decision.`
  return {
    subject: withToken(`Follow-up: ${input.resellerCompany}'s application`, input.emailThreadId),
    html: layout(
      intro,
      `<p>${escapeHtml(body)}</p><p>Reply to this e-mail to answer them, or review the application in your <a href="${escapeHtml(link)}">brand portal</a>.</p>`,
    ),
    text: `${intro}\n\n${body}\n\nReply to this e-mail, or review the application: ${link}\n`,
  }
}
