/** 000 §8 and 001 §8: texts verbatim. The server answers errors as { code, title?, message }. */
export const MESSAGES = {
  applicationSubmitted: {
    title: 'Application submitted',
    message: 'Your application has been received. We will e-mail you once an admin approves it.',
  },
  accountCreated: {
    title: 'Account created',
    message: 'Please check your email to confirm your account.',
  },
  signUpFailed: 'Sign up failed',
  signInFailed: 'Sign in failed',
  signOutError: 'Error signing out',
  resellerRejected:
    'Your reseller application has been rejected. Please contact support for more information.',
  resellerPending: {
    title: 'Account Pending Approval',
    message:
      'Your reseller account is pending approval. Please wait for admin approval before logging in.',
  },
  loginFailedTitle: 'Login Failed',
  emailNotConfirmed: 'Please check your email and click the confirmation link before logging in.',
  rateLimited: {
    title: 'Rate limited',
    message: 'Too many login attempts. Please wait a few minutes before trying again.',
  },
  signupDisabled: 'Account creation is currently disabled. Please contact support.',
  loginDefault: 'Login failed. Please check your credentials and try again.',
  accessDenied: {
    title: 'Access denied',
    message: 'You do not have admin privileges. Contact the administrator for access',
  },
  adminVerifyFailed: 'Unable to verify admin permissions',
  recoveryFailed: 'Failed to check account status. Please try again.',
  reset: {
    sentTitle: 'Reset link sent',
    sent: 'If an account exists with that email, you will receive a password reset link shortly.',
    failedTitle: 'Password reset failed',
    rateLimited: 'Too many password reset requests. Please wait a few minutes before trying again.',
    timeout:
      'The request timed out. This might be a temporary issue with our email service. Please try again in a few minutes.',
    network: 'Network error. Please check your connection and try again.',
    default: 'Failed to send password reset email. Please try again.',
    invalidLink: 'This reset link is invalid or expired.',
    invalidLinkTitle: 'Invalid Reset Link',
    updateFailed: 'Something went wrong',
  },
  notAuthenticated: 'User not authenticated',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found',
  invalidInput: 'Invalid input',
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  /** 503 while the database cannot be reached (not a spec text; the spec's backend was hosted). */
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a few seconds.',
  invitationRequired: 'An admin invitation is required to create an admin account.',
  invitationInvalid: 'This invitation is invalid or has expired.',
  roleUpdater: {
    noUser: 'No authenticated user found',
    noProfile: 'No profile found with this email address',
    checkFailed: 'Failed to check role',
    updateFailed: 'Failed to update role',
    /** Making an existing profile admin by e-mail. */
    profileUpdateFailed: 'Failed to update profile',
    /** The spec's 'Sign up as admin', which is an invitation here (DESIGN decision 2). */
    adminAccountFailed: 'Failed to create admin account',
    nowAdmin: 'You are now an admin!',
    emailRequired: 'Please enter an email address',
  },
} as const

/** Machine-readable error codes the client maps to the texts above. */
export const ERROR_CODES = {
  resellerPending: 'RESELLER_PENDING_APPROVAL',
  resellerRejected: 'RESELLER_REJECTED',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  invalidCredentials: 'INVALID_EMAIL_OR_PASSWORD',
  signupDisabled: 'SIGNUP_DISABLED',
  rateLimited: 'RATE_LIMITED',
  invitationRequired: 'INVITATION_REQUIRED',
  invitationInvalid: 'INVITATION_INVALID',
  validation: 'VALIDATION_ERROR',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
} as const

export interface ApiErrorBody {
  code: string
  title?: string
  message: string
  issues?: { path: string; message: string }[]
}

/** Texts of the sign-in, sign-up and reset screens (000 §2, §4, §8) that MESSAGES lacks. */
export const AUTH_SCREEN_MESSAGES = {
  /** Issue 16: the reset page reached from /admin/login's Forgot password. */
  adminReset: 'For admin accounts. The link brings you back to the admin login.',
  welcomeTitle: 'Welcome back!',
  welcome: (email: string) => `You are signed in as ${email}.`,
  invalidCredentials: (email: string) => `Invalid login credentials for ${email}.`,
  resellerInvalidCredentialsHelp: (supportEmail: string) =>
    'Your reseller application may still be pending approval, your account may not have been created yet, or the password may be wrong. ' +
    `Next steps: use Request Account Access to check your account status, use Forgot password? to reset your password, or contact support at ${supportEmail}.`,
  emailConfirmed: 'Email confirmed. You can sign in now.',
  pendingInline: {
    title: 'Your application is under review',
    message:
      'An admin has to approve your reseller account before you can sign in. We will e-mail you as soon as it is approved.',
  },
  rejectedInline: {
    title: 'Application not approved',
    message: (supportEmail: string) =>
      `An admin has declined this reseller application. Write to ${supportEmail} if you think this is a mistake.`,
  },
  adminOnlyNotice:
    'This page is for authorized personnel only. Admin accounts need an invitation from an existing admin.',
  recoveryIntro:
    'Cannot sign in? Enter the email you applied with and we will email you where your account stands and what to do next.',
  /** The one answer to Request Account Access, whatever the address (issue 12). */
  recoverySent:
    'If we have an account or application for this address, we have emailed you what to do next. If nothing arrives, check your spam folder or contact support.',
  checkingAdmin: 'Checking admin permissions…',
  passwordUpdated: 'Password updated successfully',
  invalidLinkRedirect: 'You will be redirected to the home page in a few seconds.',
} as const

/** The product's name as shown in headers, footers and the page title. */
export { PRODUCT_NAME } from './product.ts'

/** 001 §2.1: the three signed-in areas, as they are labelled in the portal shell. */
export const PORTAL_LABELS = {
  admin: 'Admin Console',
  brand: 'Brand Portal',
  reseller: 'Reseller Portal',
} as const

/** Texts of the portal shells, the utility pages and the not-found page (000 §2, 001 §2.2, §8.1). */
export const PORTAL_MESSAGES = {
  welcomeBack: (name: string) => `Welcome back, ${name}`,
  viewingAsAdmin: 'Viewing as admin',
  comingSoon: {
    title: 'This screen is being built',
    message:
      'It will appear here in an upcoming release. Nothing is missing from your account in the meantime.',
  },
  notFound: {
    code: '404',
    title: 'Oops! Page not found',
    backHome: 'Back to Home',
  },
  /** The router's error screen (issue 12): a screen that could not load, or failed. */
  routeError: {
    offlineTitle: "You're offline",
    offline: 'This page needs a connection to load. Check your connection, then try again.',
    loadFailedTitle: "This page couldn't load",
    loadFailed: 'Part of this page did not arrive. Check your connection, then try again.',
    failedTitle: 'Something went wrong',
    failed: 'This page ran into a problem. Try again, or go back to the home page.',
    retry: 'Try again',
  },
  roleUpdater: {
    title: 'Role Updater',
    adminsOnly: 'Only administrators can change roles. Contact the administrator for access.',
    roleUpdatedTitle: 'Role updated',
    roleUpdated: (email: string) => `${email} is now an admin.`,
    invitationCreated: 'Invitation created',
    invitationFailed: 'Failed to create invitation',
    invitationEmailed: (email: string) =>
      `We also e-mailed this link to ${email}. It works once and can only be used with that address.`,
  },
  demo: {
    title: 'Investor Demo Setup',
    complete: 'Demo Setup Complete',
    someExist: 'Some demo accounts already exist',
    error: 'Demo Setup Error',
    seedFailed: 'Demo Data Seeding Failed',
    accessDenied:
      'The demo setup is open only in demo mode. Sign in as an administrator to use it here.',
  },
} as const

/** The copy-to-clipboard button (copy feedback 000 §9, 001 §9). */
export const COPY_MESSAGES = {
  copied: 'Copied',
  failedTitle: 'Copy failed',
  failed: 'Select the text and copy it yourself.',
} as const
