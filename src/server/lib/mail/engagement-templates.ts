/**
 * The brand engagement e-mails (001 §2.2 email preview, §7.1 preview-/send-brand-engagement-email):
 * what the marketplace sends a brand when it acts on a reseller's application — it opened the
 * application e-mail (email_open: a nudge to decide), replied (reply: delivery confirmation),
 * approved (approval: next steps) or declined (rejection). Every interpolated value is
 * HTML-escaped; subjects are one bounded line. The layout is a single 600 px column that narrows
 * on phones, with inline styles only (mail clients drop <style> blocks inconsistently).
 */
import type { EngagementInteraction } from '#shared/email-preview-texts.ts'
import { subjectLine } from './submission-templates.ts'
import { escapeHtml } from './templates.ts'

export interface EngagementMailInput {
  brandName: string
  resellerCompany: string
  interactionType: EngagementInteraction
  /** The public URL of the app (links into the brand portal). */
  appUrl: string
}

export interface RenderedMail {
  subject: string
  html: string
  text: string
}

interface Content {
  subject: string
  heading: string
  paragraphs: string[]
  action: { label: string; path: string }
}

function contentOf(input: EngagementMailInput): Content {
  const { brandName: brand, resellerCompany: reseller } = input
  switch (input.interactionType) {
    case 'email_open':
      return {
        subject: `${reseller} is waiting for your decision`,
        heading: `${reseller} is waiting to hear from ${brand}`,
        paragraphs: [
          `You opened ${reseller}'s application to become an authorized reseller of ${brand}.`,
          'Resellers who hear back within a few days are far more likely to stay with a brand. Approve or decline the application, or send a reply with your questions.',
        ],
        action: { label: 'Review the application', path: '/brand/dashboard/resellers' },
      }
    case 'reply':
      return {
        subject: `Your reply to ${reseller} was delivered`,
        heading: `Your reply reached ${reseller}`,
        paragraphs: [
          `We delivered your message to ${reseller}. Their answer will arrive in your ${brand} inbox on the marketplace and by e-mail.`,
          'You can keep the conversation going from Messages at any time.',
        ],
        action: { label: 'Open messages', path: '/brand/dashboard/messages' },
      }
    case 'approval':
      return {
        subject: `${reseller} is now an authorized reseller of ${brand}`,
        heading: `Welcome ${reseller} to ${brand}`,
        paragraphs: [
          `You approved ${reseller}. They can now see your approved catalogs and place wholesale orders.`,
          'Next steps: make sure your catalog and wholesale prices are up to date, and tell them about your minimum order and MAP policy.',
        ],
        action: { label: 'Manage resellers', path: '/brand/dashboard/resellers' },
      }
    case 'rejection':
      return {
        subject: `You declined ${reseller}'s application`,
        heading: `${reseller}'s application was declined`,
        paragraphs: [
          `We let ${reseller} know that ${brand} is not taking them on as a reseller at this time.`,
          'If anything changes you can reconsider from your resellers list.',
        ],
        action: { label: 'View applications', path: '/brand/dashboard/resellers' },
      }
  }
}

export function renderEngagementMail(input: EngagementMailInput): RenderedMail {
  const content = contentOf(input)
  const url = `${input.appUrl.replace(/\/$/, '')}${content.action.path}`
  const e = escapeHtml
  const paragraphs = content.paragraphs
    .map(
      (p) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#374151">${e(p)}</p>`,
    )
    .join('')
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(subjectLine(content.subject))}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;border:1px solid #e5e7eb">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e5e7eb;font-size:14px;font-weight:600;color:#111827">${e(input.brandName)} · Wholesale Marketplace</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#111827">${e(content.heading)}</h1>
<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#374151">Hi ${e(input.brandName)} team,</p>
${paragraphs}
<p style="margin:24px 0"><a href="${e(url)}" style="display:inline-block;background:#111827;color:#ffffff;padding:12px 20px;border-radius:8px;font-size:15px;text-decoration:none">${e(content.action.label)}</a></p>
<p style="margin:0;font-size:12px;line-height:1.5;color:#6b7280">Or paste this link into your browser: ${e(url)}</p>
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280">You receive this e-mail because ${e(input.brandName)} is listed on Wholesale Marketplace.</td></tr>
</table>
</td></tr>
</table>
</body></html>`
  const text = [
    content.heading,
    '',
    `Hi ${input.brandName} team,`,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    `${content.action.label}: ${url}`,
    '',
    `You receive this e-mail because ${input.brandName} is listed on Wholesale Marketplace.`,
    '',
  ].join('\n')
  return { subject: subjectLine(content.subject), html, text }
}
