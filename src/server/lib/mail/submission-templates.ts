/**
 * The mails of the public forms (000 §7): contact or brand inquiry, and the reseller-hub
 * application. Every value a visitor typed is escaped in the HTML parts; subjects lose control
 * characters, so a name cannot add a header line.
 */
import { MARKETPLACE_OPTIONS } from '#shared/constants.ts'
import {
  BUSINESS_TYPE_LABELS,
  PRODUCT_CATEGORY_LABELS,
  SALES_VOLUME_LABELS,
  WHOLESALE_BUDGET_LABELS,
  type ContactForm,
  type ResellerApplication,
} from '#shared/schemas/public.ts'
import { button, escapeHtml, layout } from './templates.ts'

/** A subject line from visitor text: one line, bounded. */
export function subjectLine(value: string, max = 150): string {
  // eslint-disable-next-line no-control-regex
  const line = value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

function rows(entries: [string, string][]): string {
  const cells = entries
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0;color:#6b7280;font-weight:normal;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  return `<table style="border-collapse:collapse;font-size:14px;margin:8px 0 16px">${cells}</table>`
}

function textRows(entries: [string, string][]): string {
  return entries.map(([label, value]) => `${label}: ${value}`).join('\n')
}

function adminNotification(input: {
  title: string
  subject: string
  entries: [string, string][]
  adminUrl: string
}) {
  const html = layout(
    input.title,
    `<p>A new submission arrived on the public site.</p>${rows(input.entries)}${button(input.adminUrl, 'Open the admin portal')}<p><strong>Please respond within 24 business hours.</strong></p>`,
  )
  const text = `${input.title}\n\n${textRows(input.entries)}\n\nAdmin portal: ${input.adminUrl}\nPlease respond within 24 business hours.\n`
  return { subject: subjectLine(input.subject), html, text }
}

/* ---- Contact and brand inquiries ---- */

/** The stored inquiry (000 §3 fields). */
export interface InquiryRecord {
  id: string
  kind: ContactForm['kind']
  name: string
  email: string
  company: string
  companyName: string
  marketplaces: ContactForm['marketplaces']
  amazonLink: string
  message: string
  createdAt: string
  timestamp: string
  contactPerson: string
  primaryConcern: string
  productCount: string
}

const marketplaceLabel = (value: string) =>
  MARKETPLACE_OPTIONS.find((o) => o.value === value)?.label ?? value

const inquiryTitle = (kind: InquiryRecord['kind']) =>
  kind === 'brand_inquiry' ? 'New brand inquiry' : 'New contact message'

export function inquiryAdminNotificationMail(inquiry: InquiryRecord, adminUrl: string) {
  const who = inquiry.company || inquiry.name
  return adminNotification({
    title: inquiryTitle(inquiry.kind),
    subject: `${inquiryTitle(inquiry.kind)} from ${who}`,
    adminUrl,
    entries: [
      ['Submission ID', inquiry.id],
      ['Company', who],
      ['Name', inquiry.name],
      ['E-mail', inquiry.email],
      ['Submitted', inquiry.createdAt],
    ],
  })
}

export function inquiryConfirmationMail(inquiry: InquiryRecord) {
  const brand = inquiry.kind === 'brand_inquiry'
  const promise = brand
    ? 'Our partnerships team will review it and get back to you within 1-2 business days.'
    : "We'll be in touch with you shortly."
  const title = brand ? 'We received your brand inquiry' : 'Thank you for your message!'
  return {
    subject: title,
    html: layout(
      title,
      `<p>Hi ${escapeHtml(inquiry.name)},</p><p>Thank you for contacting us. ${escapeHtml(promise)}</p><p style="color:#6b7280;font-size:13px">Your reference: ${escapeHtml(inquiry.id)}</p>`,
    ),
  }
}

export function inquiryDetailsMail(inquiry: InquiryRecord) {
  const entries: [string, string][] = [
    ['ID', inquiry.id],
    ['Type', inquiry.kind === 'brand_inquiry' ? 'Brand inquiry' : 'Contact message'],
    ['Name', inquiry.name],
    ['Contact person', inquiry.contactPerson],
    ['E-mail', inquiry.email],
    ['Company', inquiry.companyName],
    ['Marketplaces', marketplaceLabel(inquiry.marketplaces)],
    ['Primary concern', inquiry.primaryConcern],
    ['Amazon link', inquiry.amazonLink || '(none)'],
    ['Product count', inquiry.productCount],
    ['Submitted', inquiry.timestamp],
  ]
  return {
    subject: subjectLine(
      `${inquiryTitle(inquiry.kind)} details: ${inquiry.company || inquiry.name}`,
    ),
    text: `${textRows(entries)}\n\nMessage:\n${inquiry.message || '(none)'}\n`,
  }
}

/* ---- Reseller-hub applications ---- */

/** The application payload of 000 §3 as stored in application_data. */
export type ApplicationRecord = ResellerApplication & {
  id: string
  status: string
  createdAt: string
}

export function applicationAdminNotificationMail(application: ApplicationRecord, adminUrl: string) {
  return adminNotification({
    title: 'New reseller application',
    subject: `New reseller application from ${application.companyName}`,
    adminUrl,
    entries: [
      ['Application ID', application.id],
      ['Company', application.companyName],
      ['Contact', application.contactName],
      ['E-mail', application.email],
      ['Submitted', application.createdAt],
    ],
  })
}

export function applicationConfirmationMail(application: ApplicationRecord) {
  const title = 'We received your reseller application'
  return {
    subject: title,
    html: layout(
      title,
      `<p>Hi ${escapeHtml(application.contactName)},</p><p>Thank you for applying to become a reseller partner; we received the application for ${escapeHtml(application.companyName)}. Our team will review your application within 1-3 business days, and we will e-mail you as soon as it has been reviewed.</p><p style="color:#6b7280;font-size:13px">Your reference: ${escapeHtml(application.id)}</p>`,
    ),
  }
}

export function applicationDetailsMail(application: ApplicationRecord, documentName: string) {
  const entries: [string, string][] = [
    ['ID', application.id],
    ['Status', application.status],
    ['Company', application.companyName],
    ['Contact', application.contactName],
    ['E-mail', application.email],
    ['Phone', application.phone],
    ['LinkedIn', application.linkedIn || '(none)'],
    ['Business type', BUSINESS_TYPE_LABELS[application.businessType]],
    ['EIN', application.einNumber || '(none)'],
    ['Amazon store', application.amazonStoreLink || '(none)'],
    ['Walmart store', application.walmartStoreLink || '(none)'],
    ['eBay store', application.ebayStoreLink || '(none)'],
    [
      'Product categories',
      application.productCategories.map((c) => PRODUCT_CATEGORY_LABELS[c]).join(', '),
    ],
    ['Monthly sales volume', SALES_VOLUME_LABELS[application.salesVolume]],
    ['Feedback score', application.feedbackScore || '(none)'],
    ['Wholesale budget', WHOLESALE_BUDGET_LABELS[application.wholesaleBudget]],
    ['Verification document', documentName],
    ['Submitted', application.createdAt],
  ]
  return {
    subject: subjectLine(`Reseller application details: ${application.companyName}`),
    text: `${textRows(entries)}\n`,
  }
}
