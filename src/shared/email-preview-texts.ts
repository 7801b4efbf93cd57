/** Admin email preview (001 §2.2, §5, §8.1): the settings, actions and toasts, verbatim. */

/** 001 §2.2: interaction types of the brand engagement e-mails. */
export const ENGAGEMENT_INTERACTIONS = ['reply', 'approval', 'rejection', 'email_open'] as const
export type EngagementInteraction = (typeof ENGAGEMENT_INTERACTIONS)[number]

export const ENGAGEMENT_INTERACTION_LABELS: Record<EngagementInteraction, string> = {
  reply: 'Reply',
  approval: 'Approval',
  rejection: 'Rejection',
  email_open: 'Email open',
}

/** Desktop and mobile preview widths. */
export const PREVIEW_WIDTHS = { desktop: 680, mobile: 375 } as const
export type PreviewView = keyof typeof PREVIEW_WIDTHS

export const EMAIL_PREVIEW_TEXTS = {
  settings: 'Settings',
  brandName: 'Brand name',
  resellerCompany: 'Reseller company',
  interactionType: 'Interaction type',
  view: 'View',
  desktop: 'Desktop',
  mobile: 'Mobile',
  loadPreview: 'Load Preview',
  copyHtml: 'Copy HTML',
  sendTestEmail: 'Send Test Email',
  testEmailAddress: 'Test email address',
  previewTab: 'Preview',
  sourceTab: 'HTML Source',
  subject: 'Subject',
  emptyPreview: 'Load a preview to see the e-mail.',
  /** 001 §8.1. */
  loaded: 'Preview loaded',
  loadFailed: 'Failed to load email preview',
  sendFailed: 'Failed to send test email',
  sent: 'Test email sent!',
  /** Ours: SMTP did not answer within the wait; the outbox goes on trying. */
  queued: 'Test email queued: the mail server has not answered yet.',
  copied: 'Copied!',
  /** 001 §5. */
  addressRequired: 'Please enter an email address',
  brandNameRequired: 'Please enter a brand name',
  resellerCompanyRequired: 'Please enter a reseller company',
} as const
