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
  invitationRequired: 'An admin invitation is required to create an admin account.',
  invitationInvalid: 'This invitation is invalid or has expired.',
  roleUpdater: {
    noUser: 'No authenticated user found',
    noProfile: 'No profile found with this email address',
    checkFailed: 'Failed to check role',
    updateFailed: 'Failed to update role',
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
