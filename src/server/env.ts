import { z } from 'zod'

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'))

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** Public URL used in e-mailed links and as the trusted origin. */
  APP_URL: z.url().optional(),
  /** Unset: embedded PGlite in DATA_DIR. Set: a PostgreSQL server. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** At least 32 characters in production; a development secret is generated into DATA_DIR. */
  AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Marketplace <no-reply@localhost>'),
  /**
   * Where the public forms' admin mails go (comma-separated). Unset: every admin profile's
   * e-mail, or the public contact address when there is no admin yet.
   */
  ADMIN_NOTIFICATION_EMAIL: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .pipe(
      z
        .string()
        .refine(
          (v) => v.split(',').every((a) => z.email().safeParse(a.trim()).success),
          'must be one or more e-mail addresses, separated by commas',
        )
        .optional(),
    ),
  /**
   * Demo mode: /dev/mailbox, /demo-setup and /api/demo/* for loopback callers, the demo seed, the
   * sandbox checkout. Default: on only for the embedded database outside production (`npm
   * start`); never by default on DATABASE_URL (DESIGN decision 2).
   */
  DEMO_MODE: bool,
  /** Trust X-Forwarded-For from a reverse proxy (only set behind one). */
  TRUST_PROXY: bool,
  /** Seed the demo accounts on first start with an empty embedded database. */
  SEED_DEMO: bool,
  /**
   * S3-compatible storage for private files (catalogs, verification documents). Without
   * S3_BUCKET they go to the local disk under DATA_DIR/storage. Without the two keys the AWS
   * SDK's default credential chain applies (environment, profile, instance role).
   */
  S3_BUCKET: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined)),
  S3_REGION: z.string().default('us-east-1'),
  /** Another S3-compatible service (MinIO, Cloudflare R2, DigitalOcean Spaces…). */
  S3_ENDPOINT: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .pipe(z.url().optional()),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path rather than the host name (MinIO needs it). */
  S3_FORCE_PATH_STYLE: bool,
  /** Prepended to every key, to share a bucket with other data. */
  S3_PREFIX: z
    .string()
    .default('')
    .refine((v) => v === '' || /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/$/.test(v), {
      message: 'must be path segments ending with a slash, e.g. marketplace/',
    }),
  /**
   * Listings files of at least this many bytes (or of unknown length) are read on a worker thread
   * (decision 013), so that a large import does not hold up other requests.
   */
  LISTINGS_WORKER_MIN_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(4 * 1024 * 1024),
  LOG_LEVEL: z.enum(['silent', 'error', 'warn', 'info', 'debug']).default('info'),
  /**
   * Shared secret of the inbound e-mail webhook (POST /api/email/inbound), sent in the
   * X-Inbound-Secret header or as the basic-auth password. Unset: the webhook is off (503).
   */
  INBOUND_EMAIL_SECRET: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /**
   * Razorpay (DESIGN: payments). With the key id and secret, checkout goes through Razorpay's
   * Orders API and checkout.js; without them the local sandbox provider takes payments. The
   * webhook secret verifies POST /api/payments/razorpay/webhook (unset: the webhook is off).
   */
  RAZORPAY_KEY_ID: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined)),
  RAZORPAY_KEY_SECRET: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined)),
  RAZORPAY_WEBHOOK_SECRET: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined)),
  /**
   * The secret monitoring credentials are encrypted under (lib/secret-box.ts): at least 32
   * characters. Unset: AUTH_SECRET's (changing that one then makes saved credentials unreadable).
   */
  MONITORING_KEY: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /**
   * `allow`: a monitoring connection may point at another base URL than the provider's (tests,
   * the bench, a local server answering in the provider's shapes). Never set in production.
   */
  MONITORING_BASE_URLS: z
    .enum(['allow', ''])
    .optional()
    .transform((v) => (v === 'allow' ? v : undefined)),
})

export type Env = z.infer<typeof schema> & {
  demoMode: boolean
  trustProxy: boolean
  appUrl: string
  /** Origins allowed to make cookie-bearing writes: the app URL and its loopback twin. */
  trustedOrigins: string[]
}

function loopbackTwins(appUrl: string): string[] {
  const url = new URL(appUrl)
  const twins = [url.origin]
  const swap: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }
  const other = swap[url.hostname]
  if (other) {
    url.hostname = other
    twins.push(url.origin)
  }
  return twins
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = schema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  const env = result.data
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
    throw new Error('AUTH_SECRET (at least 32 characters) is required when NODE_ENV=production')
  }
  // A connection's base URL is a request to any address the brand names: only on a test machine.
  if (env.NODE_ENV === 'production' && env.MONITORING_BASE_URLS === 'allow') {
    throw new Error(
      'MONITORING_BASE_URLS=allow is for test servers; it cannot be set in production',
    )
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together')
  }
  if (Boolean(env.RAZORPAY_KEY_ID) !== Boolean(env.RAZORPAY_KEY_SECRET)) {
    throw new Error('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together')
  }
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')
  return {
    ...env,
    demoMode: env.DEMO_MODE ?? (env.NODE_ENV !== 'production' && !env.DATABASE_URL),
    trustProxy: env.TRUST_PROXY ?? false,
    appUrl,
    trustedOrigins: loopbackTwins(appUrl),
  }
}
