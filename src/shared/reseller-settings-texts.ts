/**
 * The reseller Settings screen (001 §2.4 Settings, §3 reseller_application, §4.8 edit cards,
 * §6, §8.3): texts verbatim where the spec gives one.
 */

/** The screen's edit cards, one PATCH each (001 §2.4, §7.4). */
export const RESELLER_SETTINGS_CARDS = [
  'profile',
  'contact',
  'marketplace',
  'business',
  'salesVolume',
  'wholesaleBudget',
  'productCategories',
] as const
export type ResellerSettingsCard = (typeof RESELLER_SETTINGS_CARDS)[number]

/** Each card's PATCH path (001 §7.4: one update per card). */
export const RESELLER_SETTINGS_CARD_PATHS: Record<ResellerSettingsCard, string> = {
  profile: '/api/reseller/settings/profile',
  contact: '/api/reseller/settings/contact',
  marketplace: '/api/reseller/settings/marketplace',
  business: '/api/reseller/settings/business',
  salesVolume: '/api/reseller/settings/sales-volume',
  wholesaleBudget: '/api/reseller/settings/wholesale-budget',
  productCategories: '/api/reseller/settings/product-categories',
}

export const RESELLER_SETTINGS_CODES = {
  noProfile: 'NO_RESELLER_PROFILE',
} as const

/** 001 §2.4, §6 and §8.3, verbatim. */
export const RESELLER_SETTINGS_MESSAGES = {
  noProfile: 'No reseller profile found. Please contact support.',
  loadFailed: 'Failed to load reseller profile.',
  accessDeniedTitle: 'Access denied',
  accessDenied: 'You must be a reseller to access this page.',
  authRequiredTitle: 'Authentication required',
  authRequired: 'Please log in to view your profile.',
  logIn: 'Log in',
  /** Ours: a seller ID is short; a longer value must be the store's link. */
  sellerIdInvalid: 'A seller ID is at most 100 characters; otherwise paste your store link.',
} as const

/** 001 §8.3 Reseller toasts, verbatim (the product categories pair follows their pattern). */
export const RESELLER_SETTINGS_TOASTS = {
  profileUpdated: 'Profile updated',
  profileUpdatedDescription: 'Your profile has been successfully updated.',
  profileFailed: 'Error',
  profileFailedDescription: 'Failed to update profile. Please try again.',
  success: 'Success',
  saved: {
    contact: 'Contact information updated successfully',
    business: 'Business information updated successfully',
    marketplace: 'Marketplace information updated successfully',
    salesVolume: 'Sales volume updated successfully',
    wholesaleBudget: 'Wholesale budget updated successfully',
    productCategories: 'Product categories updated successfully',
  } satisfies Record<Exclude<ResellerSettingsCard, 'profile'>, string>,
  failed: {
    contact: 'Failed to update contact information',
    business: 'Failed to update business information',
    marketplace: 'Failed to update marketplace information',
    salesVolume: 'Failed to update sales volume',
    wholesaleBudget: 'Failed to update wholesale budget',
    productCategories: 'Failed to update product categories',
  } satisfies Record<Exclude<ResellerSettingsCard, 'profile'>, string>,
  unexpected: 'An unexpected error occurred',
  passwordUpdatedDescription:
    'Your password has been changed. Please use your new password for future logins.',
  notificationsSaved: 'Notification settings saved',
  notificationsFailed: 'Failed to save settings',
} as const

/** Issue 15: the reseller's e-mail switches (a missing row: every switch on). */
export const RESELLER_NOTIFICATIONS_PATH = '/api/reseller/settings/notifications'
export const RESELLER_NOTIFICATION_TEXTS = {
  title: 'Notifications',
  description: 'Choose which emails you receive.',
  emailNotifications: 'Email Notifications',
  emailNotificationsHint:
    'Emails about your orders and new messages from brands. Off: none of them are sent.',
  orderUpdates: 'Order Updates',
  orderUpdatesHint:
    'When a brand accepts, declines, prepares, ships or delivers one of your orders. The order page always shows every step.',
  save: 'Save Settings',
  loadFailed: 'Failed to load your notification settings',
  retry: 'Try Again',
} as const

export const RESELLER_SETTINGS_TEXTS = {
  tabs: {
    profile: 'Profile',
    business: 'Business',
    notifications: 'Notifications',
    security: 'Security',
  },
  retry: 'Try Again',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  notProvided: 'Not provided',
  cards: {
    profile: {
      title: 'Profile Information',
      description: 'Your name, company and a short bio.',
    },
    contact: {
      title: 'Contact Information',
      description: 'How brands and the marketplace team reach you.',
    },
    marketplace: {
      title: 'Marketplace Information',
      description: 'Your seller IDs on Amazon, Walmart and eBay. A store link works too.',
    },
    business: {
      title: 'Business Information',
      description: 'Your company as brands see it.',
    },
    salesVolume: {
      title: 'Sales Volume',
      description: 'Your monthly sales across marketplaces.',
    },
    wholesaleBudget: {
      title: 'Wholesale Budget',
      description: 'What you plan to spend on wholesale orders.',
    },
    productCategories: {
      title: 'Product Categories',
      description: 'The categories you sell in.',
    },
  } satisfies Record<ResellerSettingsCard, { title: string; description: string }>,
  fields: {
    fullName: 'Full Name',
    companyName: 'Company Name',
    bio: 'Bio',
    email: 'Email',
    emailHint:
      'The address you sign in with. Changing it needs its own confirmation: please contact support.',
    phone: 'Phone',
    linkedin: 'LinkedIn (optional)',
    amazonSellerId: 'Amazon Seller ID',
    walmartSellerId: 'Walmart Seller ID',
    ebaySellerId: 'eBay Seller ID',
    businessType: 'Business Type',
    einNumber: 'EIN Number',
    salesVolume: 'Monthly Sales Volume',
    wholesaleBudget: 'Wholesale Budget',
    productCategories: 'Product Categories',
    choose: 'Choose…',
  },
} as const
