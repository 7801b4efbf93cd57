/**
 * The brand user's directory entry (001 §6, issue 5 item 1) and the brand Settings screen
 * (001 §2.3, §3, §5, §8.2, §9): texts verbatim where the spec gives one.
 */

/** 001 §3 notification preferences, in the order the screen lists them (all default to on, §9). */
export const NOTIFICATION_PREFERENCE_KEYS = [
  'emailNotifications',
  'newResellerApplications',
  'newOrders',
  'inventoryAlerts',
  'mapViolations',
] as const
export type NotificationPreferenceKey = (typeof NOTIFICATION_PREFERENCE_KEYS)[number]
export type NotificationPreferences = Record<NotificationPreferenceKey, boolean>

/** 001 §9: all notification toggles default to on. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  emailNotifications: true,
  newResellerApplications: true,
  newOrders: true,
  inventoryAlerts: true,
  mapViolations: true,
}

/**
 * What a mail to a brand is about, for brandWantsMail: each kind but `messages` has its own
 * switch; every kind also needs the master switch emailNotifications.
 */
export type BrandMailKind = Exclude<NotificationPreferenceKey, 'emailNotifications'> | 'messages'

export const BRAND_SETTINGS_CODES = {
  entryExists: 'BRAND_ENTRY_EXISTS',
  emailChange: 'EMAIL_CHANGE_NOT_ALLOWED',
  currentSession: 'CURRENT_SESSION',
} as const

/** 001 §5 brand profile, verbatim. */
export const BRAND_PROFILE_MESSAGES = {
  companyNameMin: 'Company name must be at least 2 characters.',
  fullNameMin: 'Full name must be at least 2 characters.',
  emailInvalid: 'Please enter a valid email address.',
  bioMax: 'Bio must not be longer than 500 characters.',
  emailChange:
    'Your email address is the one you sign in with and cannot be changed here. Please contact support to change it.',
} as const

/** Payments listed on the Subscription tab, newest first. */
export const BRAND_RECENT_PAYMENTS = 5

/** Login History (Security tab): the account's signed-in sessions. */
export const LOGIN_HISTORY_MESSAGES = {
  currentSession: 'This is the session you are using. Sign out to end it.',
  revoked: 'Session signed out',
  revokedOthers: (n: number) =>
    n === 1 ? '1 other session signed out' : `${n} other sessions signed out`,
  revokeFailed: 'Failed to sign out the session',
} as const

/** 001 §9: bio maximum 500. */
export const BRAND_BIO_MAX_LENGTH = 500

/** 001 §8.2 Brand toasts, verbatim. */
export const BRAND_SETTINGS_TOASTS = {
  profileUpdated: 'Profile updated',
  profileFailed: 'Failed to update profile',
  notificationsSaved: 'Notification settings saved',
  notificationsFailed: 'Failed to save settings',
  passwordUpdated: 'Password updated successfully',
  passwordFailed: 'Failed to change password',
  /** After a change every session ends; the caller keeps a fresh one (server/auth.ts). */
  passwordSessionsEnded: 'You stay signed in here; every other device has been signed out.',
} as const

export const BRAND_SETTINGS_TEXTS = {
  heading: 'Settings',
  description: 'Manage your profile, subscription, notifications, security and monitoring.',
  tabs: {
    profile: 'Profile',
    subscription: 'Subscription',
    notifications: 'Notifications',
    security: 'Security',
    monitoring: 'Monitoring',
  },
  loadFailed: 'Failed to load settings',
  /** 001 §8.2: every brand load failure comes with this line. */
  loadFailedDescription: 'Please try again later',
  tryAgain: 'Try Again',
  profile: {
    title: 'Profile',
    description: 'Your name, company and a short bio.',
    companyName: 'Company Name',
    fullName: 'Full Name',
    email: 'Email',
    emailHint: 'The address you sign in with.',
    bio: 'Bio',
    bioHint: (length: number) => `${length}/${BRAND_BIO_MAX_LENGTH} characters`,
    save: 'Save Changes',
  },
  listing: {
    title: 'Brand directory entry',
    description: 'How resellers find your brand in the directory.',
    name: 'Brand name',
    status: 'Status',
    active: 'Active',
    awaitingReview: 'Awaiting admin review',
    inactive: 'Inactive',
    website: 'Website',
    department: 'Department',
    categories: 'Categories',
    entryDescription: 'Description',
    none: 'You have no brand directory entry yet. Create it from the dashboard.',
  },
  subscription: {
    title: 'Subscription',
    description: 'Your current plan. Plans are managed by the marketplace team.',
    plan: 'Plan',
    status: 'Status',
    active: 'Active',
    notSubscribed: 'Not subscribed',
    cancelsOn: (date: string) => `Cancelled; active until ${date}`,
    renewsOn: 'Current period ends',
    noEnd: 'No end date',
    payments: 'Recent payments',
    noPayments: 'No payments yet',
    paymentColumns: { date: 'Date', plan: 'Plan', amount: 'Amount', status: 'Status' },
    tiers: { free: 'Free', basic: 'Basic', premium: 'Premium', enterprise: 'Enterprise' },
  },
  notifications: {
    title: 'Notifications',
    description: 'Choose which emails you receive.',
    save: 'Save Settings',
    labels: {
      emailNotifications: 'Email Notifications',
      newResellerApplications: 'New Reseller Applications',
      newOrders: 'New Orders',
      inventoryAlerts: 'Inventory Alerts',
      mapViolations: 'MAP Violations',
    } satisfies Record<NotificationPreferenceKey, string>,
    hints: {
      emailNotifications: 'Receive emails from the marketplace, including new messages.',
      newResellerApplications: 'When a reseller applies to carry your brand.',
      newOrders: 'When a reseller places an order with you.',
      inventoryAlerts: 'When products run low on stock.',
      mapViolations: 'When a listing is found below your minimum advertised price.',
    } satisfies Record<NotificationPreferenceKey, string>,
    lowStockThreshold: 'Low-stock alert at (units)',
    lowStockThresholdHint:
      'Inventory Alerts mail you once when an order takes a product to this many units or fewer. A product can set its own level.',
    lowStockThresholdInvalid: 'Enter a whole number of units, 0 or more',
    masterOff: 'Email notifications are off: no emails are sent, whatever the switches below say.',
  },
  security: {
    changePassword: 'Change Password',
    changePasswordDescription:
      'Enter your current password and a new one of at least 8 characters. Changing it signs out every other device.',
    currentPassword: 'Current Password',
    newPassword: 'New Password',
    confirmPassword: 'Confirm New Password',
    update: 'Update Password',
    twoFactor: 'Two-Factor Authentication',
    twoFactorDescription: 'Add an extra layer of security to your account.',
    loginHistory: 'Login History',
    loginHistoryDescription:
      'The devices where your account is signed in now, most recently active first.',
    thisDevice: 'This device',
    signedIn: 'Signed in',
    lastActive: 'Last active',
    unknownAddress: 'Unknown address',
    revoke: 'Sign out',
    revokeOthers: 'Sign out all other sessions',
    noOtherSessions: 'No other sessions are signed in.',
    comingSoon: 'Coming Soon',
  },
} as const

/** The brand's own directory entry (001 §6) and the gate of the brand portal. */
export const BRAND_ENTRY_TEXTS = {
  missingTitle: 'Your brand is not in the directory yet',
  missingDescription: (email: string) =>
    `Your brand is the brands directory entry whose contact email is ${email}, and there is none. Resellers find brands through the directory, and your authorized resellers, applications and dashboard figures all belong to that entry. Create it below; an admin reviews it before it is listed.`,
  bannerMissing:
    'Your brand has no directory entry yet: resellers cannot find it, and what depends on it stays empty.',
  bannerMissingAction: 'Create your brand entry',
  formTitle: 'Create your brand entry',
  formDescription:
    'The contact email is your account email. An admin reviews the entry before resellers can see it.',
  contactEmail: 'Contact Email',
  submit: 'Submit for Review',
  created: 'Brand entry submitted',
  createdDescription: 'An admin will review it before it is listed.',
  createFailed: 'Failed to create brand entry',
  exists: 'Your brand already has a directory entry.',
  awaitingTitle: 'Awaiting admin review',
  awaitingDescription: (name: string) =>
    `Your directory entry “${name}” is waiting for an admin to activate it. Until then resellers cannot find it in the directory.`,
  inactiveTitle: 'Your directory entry is inactive',
  inactiveDescription: (name: string) =>
    `Your directory entry “${name}” has been deactivated by an admin, so resellers cannot find it. Please contact support.`,
  /** The admin directory's marker on a brand-submitted entry that is still inactive. */
  adminAwaitingReview: 'Awaiting review',
  adminAwaitingReviewHint: 'Submitted by the brand from its portal; activate it to list it.',
} as const

/** The admins' mail when a brand submits its entry. */
export const BRAND_ENTRY_MAIL = {
  subject: (name: string) => `New brand awaiting review: ${name}`,
  /** Issue 16: to the brand, when an admin activates its entry. */
  activatedSubject: (name: string) => `${name} is now live in the brand directory`,
} as const

/**
 * Issue 15 item 11: the brand edits its own directory entry. Description, website, department
 * and categories apply at once; the name and the contact e-mail go to an admin for review.
 */
export const BRAND_ENTRY_EDIT_TEXTS = {
  title: 'Edit your directory entry',
  description:
    'Description, website and categories change at once. A new name or contact email is reviewed by an admin first.',
  edit: 'Edit entry',
  save: 'Save entry',
  cancel: 'Cancel',
  saved: 'Directory entry saved',
  savedWithReview: 'Saved. Your new name or contact email is waiting for admin review.',
  saveFailed: 'Failed to save your directory entry',
  noEntry: 'Create your brand directory entry first.',
  reviewHint: 'Changes to the name or contact email are reviewed by an admin before they apply.',
  pendingTitle: 'Change awaiting admin review',
  pendingName: (from: string, to: string) => `Name: ${from} → ${to}`,
  pendingEmail: (from: string, to: string) => `Contact email: ${from} → ${to}`,
  contactEmail: 'Contact Email',
} as const

/** The admin's review of brands' name and contact e-mail changes (issue 15 item 11). */
export const BRAND_ENTRY_REVIEW_TEXTS = {
  title: 'Entry changes awaiting review',
  description:
    'Brands asked to change the name or contact email of their directory entry. Approve to apply the change, or reject it.',
  empty: 'No entry changes are waiting for review.',
  columns: { brand: 'Brand', change: 'Change', requested: 'Requested' },
  name: 'Name',
  contactEmail: 'Contact email',
  approve: 'Approve',
  reject: 'Reject',
  approved: 'Change approved',
  rejected: 'Change rejected',
  failed: 'Failed to decide the change',
  notPending: 'This change has already been decided.',
  notFound: 'No such change request.',
  loadFailed: 'Failed to load entry changes',
} as const

export const BRAND_ENTRY_CHANGE_MAIL = {
  requestedSubject: (name: string) => `Brand entry change awaiting review: ${name}`,
  decidedSubject: (approved: boolean) =>
    approved
      ? 'Your directory entry change was approved'
      : 'Your directory entry change was rejected',
} as const
