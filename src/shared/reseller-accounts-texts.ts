/**
 * Texts of Reseller Registration Management and Reseller Application Management (001 §2.2, §4.1,
 * §4.2, §5, §8.1), verbatim where the spec gives them. Used by the server's answers and the
 * screens, so that each one is written once.
 */

import { plural } from './plural.ts'

/** 001 §3: the local list of applications added while offline. */
export const PENDING_APPLICATIONS_STORAGE_KEY = 'pendingResellerApplications'

export const REGISTRATION_TEXTS = {
  heading: 'Reseller Registration Management',
  backToAdmin: 'Back to Admin',
  cardTitle: 'Create Reseller Accounts',
  cardDescription:
    'Create accounts for reseller applications and send them a temporary password by email.',
  refresh: 'Refresh',
  addManual: 'Add Manual Application',
  addManualDescription:
    'Record an application that reached you by email. Email and company name are required.',
  submitManual: 'Add Application',
  createAccount: 'Create Account',
  resetPassword: 'Reset Password',
  /** Issue 16: a reset is confirmed first; it replaces the password and mails the new one. */
  resetTitle: (company: string) => `Reset the password of ${company}?`,
  resetDescription: (email: string) =>
    `This replaces the password and e-mails the new one to ${email}. Their sessions end at once.`,
  confirmReset: 'Reset and e-mail',
  cancel: 'Cancel',
  passwordPlaceholder: 'Leave empty to generate',
  columns: {
    company: 'Company',
    email: 'Email',
    applicationDate: 'Application Date',
    status: 'Status',
    password: 'Password',
    lastSent: 'Last Sent',
    action: 'Action',
  },
  statusCreated: 'Created',
  statusPending: 'Pending',
  /** Issue 13: a rejected application never gets an account, so it has no Create Account. */
  statusRejected: 'Rejected',
  /** Approved before approving created the account (issue 13): Create Account sends it. */
  statusApproved: 'Approved',
  rejectedNoAccount: 'No account: the application was rejected',
  createApprovesNote:
    'Create Account on a pending application approves it: the reseller gets one email with the sign-in details. A rejected application cannot get an account.',
  never: 'Never',
  resets: (count: number) => `Resets: ${count}`,
  copyPassword: (email: string) => `Copy temporary password for ${email}`,
  passwordFor: (email: string) => `Temporary password for ${email}`,
  passwordShownOnce: 'Shown until the page reloads; copy it now.',
  emptyTitle: 'No reseller applications found',
  emptyHint: 'Applications sent by email can be added with the Add Manual Application button.',
  note: 'Resellers log in with their email and the temporary password, and can reset it after logging in.',
  offlineTitle: 'Offline mode',
  offlineBanner:
    'You are offline. Applications you add are saved locally and submitted when your connection is restored.',
  queuedCount: (n: number) => `${n} application${n === 1 ? '' : 's'} waiting to be submitted.`,
  connectionErrorTitle: 'Network connection error',
  connectionErrorBanner: 'Could not connect to the server. Please check your internet connection.',
} as const

/** 001 §8.1 Registration: toasts, verbatim. */
export const REGISTRATION_TOASTS = {
  fetchError: 'Error fetching reseller applications',
  fetchErrorFallback: 'Network connection error. Please try again.',
  createError: 'Error creating account',
  resetError: 'Error resetting password',
  resetErrorFallback: 'Failed to reset password',
  addError: 'Error adding application',
  addErrorFallback: 'Failed to add application. Please try again.',
  networkTitle: 'Network connection error',
  networkMessage: 'Could not connect to the server. Please check your internet connection.',
  savedLocallyTitle: 'Application saved locally',
  savedLocallyMessage: 'The application will be submitted when your connection is restored.',
  resetSuccess: 'Password reset successfully',
  resetSuccessMessage: (email: string) => `New password sent to ${email}`,
  createSuccess: 'Account created successfully',
  addSuccess: 'Application added successfully',
  /** 001 §5 manual application. */
  missingTitle: 'Missing information',
  missingMessage: 'Please provide both email and company name',
  /** 001 §5 create account. */
  invalidPasswordTitle: 'Invalid password',
} as const

/** 001 §5, verbatim: server answers and form messages. */
export const ACCOUNT_MESSAGES = {
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  userExists: (email: string) => `A user with email ${email} already exists in the system.`,
  accountExists: 'An account already exists for this application.',
  noAccount: 'No account has been created for this application yet.',
  notReseller: 'Only reseller accounts can be managed here.',
  applicationNotFound: 'Application not found',
  duplicateApplication: 'An application for this email address already exists.',
  noDocument: 'This application has no verification document.',
  /** Issue 13 item 7: the rejection mail stays the last word. */
  rejectedNoAccount: 'This application was rejected: it cannot get an account.',
  /** Issue 16: a rejection says why (stored, mailed, audited). */
  rejectionReasonRequired: 'Please give a reason for rejecting the application.',
} as const

/** Issue 16: the longest rejection reason (it is mailed to the applicant). */
export const REJECTION_REASON_MAX_CHARS = 1000

export const ACCOUNT_ERROR_CODES = {
  userExists: 'USER_EXISTS',
  accountExists: 'ACCOUNT_EXISTS',
  noAccount: 'NO_ACCOUNT',
  notReseller: 'NOT_RESELLER',
  duplicateApplication: 'DUPLICATE_APPLICATION',
  noDocument: 'NO_DOCUMENT',
  alreadyDecided: 'ALREADY_DECIDED',
  rejectedNoAccount: 'APPLICATION_REJECTED',
} as const

/** 001 §2.2 Reseller Application Management. */
export const REVIEW_TABS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'no_docs', label: 'No Docs' },
  { value: 'doc_review', label: 'Doc Review' },
] as const
export type ReviewTab = (typeof REVIEW_TABS)[number]['value']

export const REVIEW_TEXTS = {
  searchLabel: 'Search applications',
  searchPlaceholder: 'Search by company or email',
  approve: 'Approve',
  reject: 'Reject',
  downloadDocument: 'Download Document',
  verifyDocument: 'Verify Document',
  rejectDocument: 'Reject Document',
  notesLabel: 'Notes (optional)',
  noDocument: 'No document',
  documentVerified: 'Document verified',
  documentRejected: 'Document rejected',
  documentAwaitingReview: 'Document awaiting review',
  empty: 'No reseller applications found',
  approvalsEmpty: 'No pending reseller applications',
  reviewDialogTitle: (verified: boolean) => (verified ? 'Verify document' : 'Reject document'),
  reviewDialogDescription: (company: string) =>
    `The review of ${company}'s verification document is recorded with your notes.`,
  cancel: 'Cancel',
  /** Issue 13: approving an application without an account creates it. */
  approveCreatesAccount:
    'Approving an application without an account creates the account and emails the sign-in details.',
  createdAccountsTitle: 'Accounts created by approval',
  createdAccountFor: (company: string, email: string) => `${company} · ${email}`,
  createdAccountsHint:
    'The sign-in details were emailed to each reseller. Each temporary password is shown until the page reloads; copy it now.',
  dismissCreatedAccounts: 'Hide passwords',
  /** Issue 16: an approval or a rejection is confirmed first; it mails the applicant. */
  approveTitle: (company: string) => `Approve ${company}?`,
  approveDescription: (email: string, createsAccount: boolean) =>
    createsAccount
      ? `An account is created for ${email} and the applicant is e-mailed the sign-in details with a temporary password.`
      : `The applicant ${email} will be e-mailed that the application was approved and can sign in.`,
  confirmApprove: 'Approve and e-mail',
  rejectTitle: (company: string) => `Reject ${company}?`,
  rejectDescription: (email: string) =>
    `The applicant ${email} will be e-mailed that the application was not approved, with the reason below. This cannot be undone.`,
  rejectReasonLabel: 'Reason for rejection',
  rejectReasonHint: 'Included in the e-mail to the applicant and kept in the audit log.',
  confirmReject: 'Reject and e-mail',
  rejectionReason: 'Reason: ',
  showHistory: 'History',
  hideHistory: 'Hide history',
  /** Issue 16 item 4: the pager's summary under every list of applications. */
  pageOf: (page: number, pages: number, total: number) =>
    `Page ${page.toLocaleString('en-US')} of ${pages.toLocaleString('en-US')} · ${plural(total, 'application')}`,
} as const

/** 001 §4.1: the display labels of the review statuses. */
export const APPLICATION_STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  pending_approval: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  document_pending: 'Document Required',
  document_review: 'Document Review',
  submitted: 'Just Submitted',
}

/** 001 §8.1 Application review, verbatim; the successes say what happened. */
export const REVIEW_TOASTS = {
  fetchError: 'Failed to fetch reseller applications',
  approveError: 'Failed to approve application. Please try again.',
  rejectError: 'Failed to reject application. Please try again.',
  verifyError: 'Failed to verify document. Please try again.',
  downloadErrorTitle: 'Download failed',
  downloadErrorMessage: 'Failed to download verification document.',
  approved: 'Application approved',
  rejected: 'Application rejected',
  resellerNotified: 'The reseller has been notified by email.',
  accountCreated: (email: string) =>
    `Account created: the sign-in details were emailed to ${email}.`,
  documentVerified: 'Document verified',
  documentRejected: 'Document rejected',
} as const
