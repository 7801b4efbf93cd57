/**
 * Every business number of the specification, named for what it is.
 * 000 = public site and authentication spec, 001 = portals spec; § = section.
 */

export const ROLES = ['admin', 'brand', 'reseller'] as const // 000 §3, 001 §6
export type Role = (typeof ROLES)[number]
export const SELF_SIGNUP_ROLES = ['brand', 'reseller'] as const satisfies readonly Role[]

/** 000 §9: inactivity logout, admins exempt. */
export const INACTIVITY_LOGOUT_MS = 2 * 60 * 60 * 1000
/** 000 §9 / 000 §5: minimum lengths. */
export const PASSWORD_MIN_LENGTH = 8
/** DESIGN decision 4: the spec's 6 for change-password is raised to 8. */
export const CHANGE_PASSWORD_MIN_LENGTH = PASSWORD_MIN_LENGTH
export const PASSWORD_MAX_LENGTH = 128
export const NAME_MIN_LENGTH = 2
export const COMPANY_NAME_MIN_LENGTH = 2
/** Upper bound on any free-text field so that a 1 MB string is refused at validation. */
export const TEXT_MAX_LENGTH = 5000
export const SHORT_TEXT_MAX_LENGTH = 200
export const EMAIL_MAX_LENGTH = 254

/** 000 §9: reset link lifetime 1 hour. */
export const RESET_LINK_TTL_SECONDS = 60 * 60
/** E-mail verification link lifetime (better-auth's default, stated here). */
export const VERIFICATION_LINK_TTL_SECONDS = 24 * 60 * 60
/** 000 §9: password reset request retries (only on timeout or 504). */
export const RESET_REQUEST_RETRY_DELAYS_MS = [2000, 4000] as const
export const RESET_SUCCESS_TOAST_MS = 5000
export const INVALID_RESET_LINK_REDIRECT_MS = 3000
export const AFTER_NEW_PASSWORD_REDIRECT_MS = 2000
/** 000 §9: post-login redirect delay, admin check wait, welcome toast, copy feedback. */
export const POST_LOGIN_REDIRECT_MS = 1000
export const ADMIN_CHECK_WAIT_MS = 1000
export const WELCOME_TOAST_MS = 5000
export const COPY_FEEDBACK_MS = 2000
/** 001 §9: redirect after becoming admin. */
export const BECOME_ADMIN_REDIRECT_MS = 1500

/** Login rate limit: 5 wrong passwords a minute per account (e-mail) and address (issue 2). */
export const LOGIN_RATE_LIMIT = { window: 60, max: 5 } as const
/**
 * Wrong passwords a minute per address across accounts (issue 12): higher than the per-account
 * limit, so that colleagues behind one office address do not lock each other out.
 */
export const LOGIN_ADDRESS_RATE_LIMIT = { window: 60, max: 20 } as const
/** Password reset requests per address. */
export const RESET_RATE_LIMIT = { window: 60, max: 3 } as const
export const SIGNUP_RATE_LIMIT = { window: 60, max: 10 } as const
/**
 * Mails about an account sent on someone else's request (Request Account Access, a sign-up with
 * an address that has an account), per recipient: the per-address limits above stop one sender,
 * this stops many senders from filling one inbox.
 */
export const ACCOUNT_NOTICE_MAIL_LIMIT = { window: 60 * 60, max: 5 } as const
/**
 * Public checks of Letters of Authorization per address (issue 13): a reviewer checks a few, a
 * script guessing codes is slowed down (guessing cannot work anyway: codes are signed).
 */
export const LETTER_VERIFY_RATE_LIMIT = { window: 60, max: 30 } as const
/** General API ceiling per address. */
export const API_RATE_LIMIT = { window: 60, max: 600 } as const

/** Request bodies over this size get 413 (JSON APIs; uploads have their own limits). */
export const JSON_BODY_LIMIT_BYTES = 256 * 1024
/**
 * Open live-update streams (GET /api/live) per user on one server instance (issue 12): a new one
 * past this closes the user's oldest, so the newest tab always gets live updates.
 */
export const LIVE_STREAMS_PER_USER = 20

/** 000 §9: data-fetching defaults (later setup). */
export const QUERY_STALE_TIME_MS = 300_000
export const QUERY_RETRIES = 1

/** 001 §9: generated temporary passwords. */
export const TEMP_PASSWORD_LENGTH = 10
export const TEMP_PASSWORD_ALPHABET =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*'

/**
 * Brand applications a calendar month per plan (decision 014, following the published refund and
 * terms pages): Free 3, Basic 25, Premium unlimited. A limit at or above
 * UNLIMITED_APPLICATIONS is unlimited and shown as Unlimited.
 */
export const UNLIMITED_APPLICATIONS = 999_999
export const FREE_PLAN_APPLICATION_LIMIT = 3
export const BASIC_PLAN_APPLICATION_LIMIT = 25
export const PREMIUM_PLAN_APPLICATION_LIMIT = UNLIMITED_APPLICATIONS
/** A cancelled paid plan ends on the free plan. */
export const CANCELLED_PLAN_APPLICATION_LIMIT = FREE_PLAN_APPLICATION_LIMIT
/** Decision 014: the one money-back period, stated by the plans page and the legal pages. */
export const MONEY_BACK_DAYS = 30

/** Admin invitations (DESIGN decision 2) are valid for 7 days. */
export const ADMIN_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000

/** Toaster (000 §9): sonner defaults, stated so that they are visible. */
export const TOAST_DURATION_MS = 4000
export const TOAST_VISIBLE_MAX = 3

/** 000 §8: where the auth screens send people who need help (mailto and help texts). */
export const SUPPORT_EMAIL = 'support@wholesale-marketplace.example'
/** 000 §9: a password reset request is abandoned after 15 s and counts as a timeout. */
export const RESET_REQUEST_TIMEOUT_MS = 15_000
/** 000 §9: at most 3 attempts: the first plus one per retry delay. */
export const RESET_REQUEST_MAX_ATTEMPTS = RESET_REQUEST_RETRY_DELAYS_MS.length + 1

/** 000 §9: the inactivity watch resets its timer at most once per second of activity. */
export const INACTIVITY_ACTIVITY_THROTTLE_MS = 1000
/** 000 §2: the public header turns frosted after scrolling more than 20 px. */
export const HEADER_FROSTED_SCROLL_PX = 20

/* ---- Public site (000 §2, §4, §9) ---- */

/** 000 §9: visitor welcome dialog delay; its stored choice (local storage, persistent). */
export const VISITOR_DIALOG_DELAY_MS = 1000
export const VISITOR_TYPE_STORAGE_KEY = 'visitor-type-selected'
export const VISITOR_DIALOG_RESET_PARAM = 'reset-dialog'

/** 000 §4 / §9: lead-magnet popup. Keys live in session storage under this prefix. */
export const LEAD_POPUP_STORAGE_PREFIX = 'leadMagnetPopup'
export const LEAD_POPUP = {
  /** The first variant (every page but home). */
  variant: { delayMs: 30_000, scrollRatio: 0.5 },
  /** The home page. */
  home: { delayMs: 35_000, scrollRatio: 0.6 },
  cooldownMs: 1_800_000,
  successAutoCloseMs: 3000,
  exitIntent: true,
} as const
export const LEAD_MAGNET_TYPE = 'amazon_ungated_brands'
export const LEAD_MAGNET_NAME = 'Lead Magnet Subscriber'
/** How long the mailed download link of the lead magnet works. */
export const LEAD_MAGNET_LINK_DAYS = 30
/**
 * Issue 16 item 9: the lead list's promise in the popup. Up to this count it is stated exactly;
 * above it, rounded down to a multiple of LEAD_LIST_COUNT_STEP with a '+' ('37' → '30+').
 */
export const LEAD_LIST_EXACT_COUNT_MAX = 20
export const LEAD_LIST_COUNT_STEP = 10
/** Issue 16: a lead list entry's field lengths. */
export const LEAD_LIST_LIMITS = { name: 200, url: 2000, category: 100, note: 500 } as const

/** 000 §2: hero search suggestions: the first 2 of 4, truncated at 40 characters. */
export const SEARCH_PROMPTS = [
  'Verified beauty brands open to Amazon resellers',
  'Toy distributors with quick approval for Walmart sellers',
  'Electronics brands with MAP pricing and bulk discounts',
  'Health and grocery brands accepting new eBay partners',
] as const
export const SEARCH_PROMPTS_SHOWN = 2
export const SEARCH_PROMPT_MAX_CHARS = 40
/** 000 §2 quick chips: label → the search text each issues. */
export const QUICK_CHIPS = [
  { label: 'Verified Brands', query: 'verified brands' },
  { label: 'Global Distributors', query: 'distributors worldwide' },
  { label: 'Top Resellers', query: 'high-rated resellers' },
  { label: 'Fast Approval', query: 'quick approval brands' },
] as const
export const SEARCH_QUERY_MAX_LENGTH = 200
export const SEARCH_PAGE_SIZE = 20

/** 000 §3: the contact form's marketplaces options. */
export const MARKETPLACE_OPTIONS = [
  { value: 'amazon', label: 'Amazon' },
  { value: 'walmart', label: 'Walmart' },
  { value: 'ebay', label: 'eBay' },
  { value: 'amazon_walmart', label: 'Amazon + Walmart' },
  { value: 'amazon_ebay', label: 'Amazon + eBay' },
  { value: 'walmart_ebay', label: 'Walmart + eBay' },
  { value: 'all', label: 'All marketplaces' },
  { value: 'other', label: 'Other' },
] as const

/** Where the contact toasts point people (000 §8 {email}). */
export const CONTACT_EMAIL = 'hello@wholesale-marketplace.example'
/** Inquiry ids: INQUIRY- plus a timestamp (000 §3). */
export const INQUIRY_ID_PREFIX = 'INQUIRY-'

/** Reseller-hub verification document: a PDF of at most 10 MB, stored privately. */
export const VERIFICATION_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024
export const VERIFICATION_DOCUMENT_TYPES = ['application/pdf'] as const
/** Multipart bodies: the document plus the form fields. */
export const UPLOAD_BODY_LIMIT_BYTES = VERIFICATION_DOCUMENT_MAX_BYTES + 256 * 1024

/** 000 §9 performance budgets; a reading over one is stored as a violation. */
export const PERFORMANCE_BUDGETS = {
  LCP: 2500,
  FCP: 1800,
  CLS: 0.1,
  TTFB: 800,
  INP: 200,
} as const
export const LONG_TASK_MS = 50
export const SLOW_RESOURCE_MS = 1000
export const WEB_VITALS_DELAY_MS = 1500
/** Telemetry: events per request and the largest request accepted. */
export const TELEMETRY_MAX_EVENTS = 50

/**
 * Mail outbox retries (issue 12): the waits after a failed delivery attempt, one per attempt (the
 * outbox worker's first send, right after the commit that wrote the mail, is attempt 1). When the attempt after the last wait fails
 * too, the mail is dead: about 15 hours of SMTP trouble are ridden out, a night's outage
 * included, and nothing is retried for ever. An admin can still retry a dead mail.
 */
export const MAIL_RETRY_DELAYS_MS = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 60 * 60_000,
  12 * 60 * 60_000,
] as const
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1
/**
 * How long a mail being sent is reserved for its sender: longer than a send may take (the SMTP
 * timeouts end one sooner), so that a crash mid-send leaves the mail due again after it.
 */
export const MAIL_SEND_LEASE_MS = 2 * 60_000
/** How often each app instance looks for mail that is due (and how many it takes at once). */
export const MAIL_OUTBOX_POLL_MS = 20_000
/**
 * The screens whose purpose is to report a delivery (E-mail Preview's test send, Failed Mail's
 * Retry) wait this long for the attempt; past it they answer that the mail is queued and the
 * attempt ends in the background. No other request waits for SMTP at all.
 */
export const MAIL_REPORT_WAIT_MS = 5_000
export const MAIL_OUTBOX_BATCH_SIZE = 10
/** The admin's Failed mail list: mails per page. */
export const MAIL_OUTBOX_PAGE_SIZE = 50
/**
 * The public forms' Idempotency-Key header (issue 12): the forms send a UUID (36 characters);
 * other clients may send their own key, printable ASCII up to this length.
 */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100

/** Issue 15: a reseller's address book holds at most this many addresses (both kinds). */
export const MAX_RESELLER_ADDRESSES = 50
/** Issue 15: a decline or cancellation reason, a carrier's name and a tracking number. */
export const ORDER_REASON_MAX_LENGTH = 1000
export const CARRIER_MAX_LENGTH = 60
export const TRACKING_NUMBER_MAX_LENGTH = 60
export const TRACKING_URL_MAX_LENGTH = 500
/**
 * Issue 15, inventory alerts: a brand's default low-stock level (its Settings can change it; a
 * product may have its own). Stock going from above it to at or below it mails the brand once.
 */
export const LOW_STOCK_THRESHOLD_DEFAULT = 10
/** Issue 15, catalog import preview: updated products listed field by field (then a count). */
export const CATALOG_PREVIEW_CHANGES_SHOWN = 200
/** Issue 15: at most this many changes are confirmed in one request (three kinds per row). */
export const CATALOG_CONFIRM_KEYS_MAX = 3 * 100_000
/**
 * Product images and brand logos (issue 15 item 5; texts in media-texts.ts). An upload is at
 * most 10 MB: a phone photo fits, a RAW file or a poster-size scan does not.
 */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024
/** The multipart body: the file plus its part headers. */
export const IMAGE_UPLOAD_BODY_LIMIT_BYTES = IMAGE_MAX_BYTES + 64 * 1024
/**
 * Images larger than this many pixels are refused before they are decoded (a small file can
 * declare a huge canvas: 40 megapixels is more than any product photo needs).
 */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000
/**
 * The sizes stored for each upload, in pixels on the longer side (never enlarged): the display
 * size for a product's page or a logo, the thumbnail for lists, cards and the cart.
 */
export const IMAGE_SIZES = {
  product: { display: 1200, thumb: 240 },
  logo: { display: 512, thumb: 128 },
} as const
/** WebP quality of every stored variant. */
export const IMAGE_WEBP_QUALITY = 82

/**
 * Issue 16: the admin console's paged lists (Brands Directory, Users). The pager offers these
 * page sizes; the API accepts any size from 1 to LIST_PAGE_SIZE_MAX and pages up to
 * LIST_PAGE_MAX, and answers the total with every page.
 */
export const LIST_PAGE_SIZES = [25, 50, 100] as const
export const LIST_PAGE_SIZE_MAX = 100
/** Reseller Registration, Applications and Approvals (issue 16 item 4): rows a page by default. */
export const APPLICATIONS_PAGE_SIZE = 25
/** Catalog Approvals' pending and approved lists (issue 16 item 4): rows a page by default. */
export const CATALOG_PAGE_SIZE = 25
export const LIST_PAGE_MAX = 100_000

/**
 * Blank lines in a row that a delimited file (listings, brand CSV) may hold (decision 012,
 * "Bounds"). Blank lines keep their numbers and are skipped; a run longer than this is not a
 * report but padding, refused in plain words at its first line instead of read to its end. A
 * run, not a total: a report whose every line is followed by a blank one (line ends converted
 * twice, \r\r\n) has as many blank lines as rows and must still import.
 */
export const TABULAR_MAX_BLANK_LINES = 10_000
