/**
 * Accounts with better-auth: e-mail + password, verification, reset, database sessions,
 * rate limits. Marketplace rules ride on its hooks so that no endpoint can bypass them:
 * - sign-up is validated with the shared zod schema, honours signup_disabled, and may create an
 *   admin only with an invitation (or as the first admin of an empty installation);
 * - a new user gets a profile (create_user_profile) and, as a reseller, a pending application;
 * - a session is never created for a pending or rejected reseller, nor for an unverified brand
 *   or admin (resellers are verified by the admin's approval, see docs/decisions).
 */
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_LINK_TTL_SECONDS,
  RESET_RATE_LIMIT,
  SIGNUP_RATE_LIMIT,
  VERIFICATION_LINK_TTL_SECONDS,
} from '#shared/constants.ts'
import { ERROR_CODES, MESSAGES } from '#shared/messages.ts'
import { USER_CODES, USERS_TEXTS } from '#shared/users-texts.ts'
import {
  CHANGE_PASSWORD_MESSAGES,
  changePasswordRequestSchema,
  resetPasswordRequestSchema,
  resetRequestSchema,
  signInSchema,
  signUpRequestSchema,
} from '#shared/schemas/auth.ts'
import type { Db } from './db/client.ts'
import { account, rateLimit, session, user, verification } from './db/schema/index.ts'
import type { Env } from './env.ts'
import type { Logger } from './lib/logger.ts'
import type { Mailer } from './lib/mail/mailer.ts'
import {
  passwordResetMail,
  resellerApplicationReceivedMail,
  signUpAttemptMail,
  verificationMail,
} from './lib/mail/templates.ts'
import { adminExists, consumeAdminInvitation } from './modules/accounts/admin-invitations.ts'
import { provisionNewAccount } from './modules/accounts/create-user-profile.ts'
import { getAccountState } from './modules/accounts/get-account-state.ts'
import { portalLinks } from './modules/accounts/portal-links.ts'
import { accountNoticeAllowed } from './modules/accounts/send-account-recovery-mail.ts'
import {
  beginLoginAttempt,
  refundLoginAttempt,
  type LoginAttempt,
} from './modules/auth/login-failures.ts'
import { getSetting } from './modules/settings/app-settings.ts'
import { CLIENT_IP_HEADER } from './middleware/client-ip.ts'
import { scryptPasswordHasher, type PasswordHasher } from './lib/password-hash.ts'

export interface AuthDeps {
  db: Db
  env: Env
  secret: string
  mailer: Mailer
  logger: Logger
  /** Node's native scrypt at better-auth's parameters unless a test app asks for less work. */
  passwordHasher?: PasswordHasher
}

/** Only these better-auth endpoints are reachable over HTTP; the rest answer 404. */
export const PUBLIC_AUTH_PATHS = new Set([
  '/sign-up/email',
  '/sign-in/email',
  '/sign-out',
  '/get-session',
  '/request-password-reset',
  '/reset-password',
  '/verify-email',
  '/send-verification-email',
  '/change-password',
  '/ok',
])

const portalLogin = (role: string) => `/${role === 'admin' ? 'admin' : role}/login`

function validationError(issues: { path: PropertyKey[]; message: string }[]) {
  return new APIError('BAD_REQUEST', {
    code: ERROR_CODES.validation,
    message: issues[0]?.message ?? MESSAGES.invalidInput,
    issues: issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  })
}

export function createAuth({
  db,
  env,
  secret,
  mailer,
  logger,
  passwordHasher = scryptPasswordHasher(),
}: AuthDeps) {
  /**
   * A sign-in's limiter units, from the before hook (taken) to the after hook (kept or given
   * back). An endpoint that throws something other than an APIError skips the after hook: its
   * units stay counted, the safe side.
   */
  const loginAttempts = new WeakMap<Request, LoginAttempt>()
  const sendVerification = async (u: { email: string; name: string }, url: string) => {
    const mail = verificationMail(u.name, url)
    await mailer.send({ to: u.email, ...mail, kind: 'email_verification' })
  }

  const auth = betterAuth({
    appName: 'Wholesale Marketplace',
    baseURL: env.appUrl,
    basePath: '/api/auth',
    secret,
    telemetry: { enabled: false },
    trustedOrigins: env.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    user: {
      additionalFields: {
        userRole: { type: 'string', required: false, defaultValue: 'reseller', input: true },
        fullName: { type: 'string', required: false, input: true },
        companyName: { type: 'string', required: false, input: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: passwordHasher,
      autoSignIn: false,
      // Enforced in the session hook instead, per role (resellers are verified by approval).
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: u, url }) => {
        const mail = passwordResetMail(u.name, url)
        await mailer.send({ to: u.email, ...mail, kind: 'password_reset' })
      },
      // A sign-up with a taken address answers like any sign-up (autoSignIn is off), so that
      // sign-up cannot tell who has an account; the owner is told by mail instead (issue 12).
      // Awaited, like a new account's mail, so that both answers take about as long.
      onExistingUserSignUp: async ({ user: existing }) => {
        if (!(await accountNoticeAllowed({ db }, existing.email))) return
        const state = await getAccountState(db, existing.id)
        const links = portalLinks(env.appUrl, state?.role ?? 'reseller')
        const mail = signUpAttemptMail(
          state?.fullName ?? existing.name,
          links.loginUrl,
          links.resetUrl,
        )
        await mailer.send({ to: existing.email, ...mail, kind: 'sign_up_attempt' })
      },
    },
    emailVerification: {
      sendOnSignUp: false,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_LINK_TTL_SECONDS,
      sendVerificationEmail: async ({ user: u, url }) => sendVerification(u, url),
    },
    session: {
      // No cookie cache: a revoked session must stop working at once.
      cookieCache: { enabled: false },
      // Refresh the row every 10 minutes so updatedAt tracks activity (inactivity backstop).
      updateAge: 10 * 60,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        // Wrong passwords are limited separately (5 a minute); this is a flood ceiling.
        '/sign-in/email': { window: 60, max: 30 },
        '/sign-up/email': SIGNUP_RATE_LIMIT,
        '/request-password-reset': RESET_RATE_LIMIT,
        '/send-verification-email': RESET_RATE_LIMIT,
      },
    },
    advanced: {
      // better-auth turns its origin and callbackURL checks off when NODE_ENV=test; keep them
      // on everywhere, so that tests see what production does (no open redirect through the
      // callbackURL of the e-mailed links, no 500 for a malformed one).
      disableOriginCheck: false,
      // Only our own middleware writes this header, from the socket (or a trusted proxy).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: env.appUrl.startsWith('https://'),
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') {
          if (await getSetting(db, 'signup_disabled')) {
            throw new APIError('FORBIDDEN', {
              code: ERROR_CODES.signupDisabled,
              message: MESSAGES.signupDisabled,
            })
          }
          const parsed = signUpRequestSchema.safeParse(ctx.body)
          if (!parsed.success) throw validationError(parsed.error.issues)
          const body = parsed.data
          if (body.userRole === 'admin' && (await adminExists(db))) {
            if (!body.inviteToken) {
              throw new APIError('FORBIDDEN', {
                code: ERROR_CODES.invitationRequired,
                message: MESSAGES.invitationRequired,
              })
            }
            // Consumed here, atomically, so that one invitation cannot create two admins.
            if (!(await consumeAdminInvitation(db, body.inviteToken, body.email))) {
              throw new APIError('FORBIDDEN', {
                code: ERROR_CODES.invitationInvalid,
                message: MESSAGES.invitationInvalid,
              })
            }
          }
          // Pass on only what the user table takes; termsAccepted and inviteToken are not stored.
          return {
            context: {
              body: {
                email: body.email,
                password: body.password,
                name: body.name,
                fullName: body.fullName,
                companyName: body.companyName,
                userRole: body.userRole,
                callbackURL: body.callbackURL,
              },
            },
          }
        }
        if (ctx.path === '/sign-in/email') {
          // better-auth's own checks answer 'Invalid email' / 'Invalid email or password';
          // 000 §5 wants the form's texts, and the server is the one that enforces them.
          const parsed = signInSchema.safeParse(ctx.body)
          if (!parsed.success) throw validationError(parsed.error.issues)
          // Only HTTP requests have a client address to limit; server code calls without one.
          if (ctx.request) {
            const ip = ctx.request.headers.get(CLIENT_IP_HEADER) ?? 'unknown'
            const attempt = await beginLoginAttempt(db, ip, parsed.data.email)
            if ('retryAfter' in attempt) {
              throw new APIError(
                'TOO_MANY_REQUESTS',
                { code: ERROR_CODES.rateLimited, message: MESSAGES.rateLimited.message },
                { 'Retry-After': String(attempt.retryAfter) },
              )
            }
            loginAttempts.set(ctx.request, attempt)
          }
        }
        if (ctx.path === '/request-password-reset') {
          const parsed = resetRequestSchema.safeParse(ctx.body)
          if (!parsed.success) throw validationError(parsed.error.issues)
        }
        if (ctx.path === '/reset-password') {
          const parsed = resetPasswordRequestSchema.safeParse(ctx.body)
          if (!parsed.success) throw validationError(parsed.error.issues)
        }
        if (ctx.path === '/change-password') {
          const parsed = changePasswordRequestSchema.safeParse(ctx.body)
          if (!parsed.success) throw validationError(parsed.error.issues)
          // A new password ends every session, the caller's old one included (the caller gets
          // a fresh cookie): a stolen cookie must not outlive the password change.
          return { context: { body: { ...parsed.data, revokeOtherSessions: true } } }
        }
        if (ctx.path === '/update-user') {
          throw new APIError('NOT_FOUND')
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned
        if (ctx.path === '/change-password') {
          // 001 §5: a wrong current password reads 'Current password is incorrect'.
          if (returned instanceof APIError && returned.body?.code === 'INVALID_PASSWORD') {
            throw new APIError('BAD_REQUEST', {
              code: 'INVALID_PASSWORD',
              message: CHANGE_PASSWORD_MESSAGES.currentIncorrect,
            })
          }
          return
        }
        if (ctx.path !== '/sign-in/email' || !ctx.request) return
        const attempt = loginAttempts.get(ctx.request)
        loginAttempts.delete(ctx.request)
        // A wrong password (or an unknown e-mail) keeps its units; anything else was not a
        // guess, e.g. the right password of a reseller still pending approval (403).
        const wrongPassword = returned instanceof APIError && returned.statusCode === 401
        if (attempt && !wrongPassword) await refundLoginAttempt(db, attempt)
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            const role =
              created.userRole === 'admin' || created.userRole === 'brand'
                ? created.userRole
                : 'reseller'
            const profile = await provisionNewAccount(db, {
              userId: created.id,
              email: created.email,
              fullName: created.fullName as string | undefined,
              companyName: created.companyName as string | undefined,
              role,
            })
            if (profile.userRole === 'reseller') {
              const mail = resellerApplicationReceivedMail(profile.fullName ?? created.name)
              await mailer.send({
                to: created.email,
                ...mail,
                kind: 'reseller_application_received',
              })
              return
            }
            // Brands and admins confirm their address before they can sign in.
            const callbackURL = `${portalLogin(profile.userRole)}?verified=1`
            await auth.api
              .sendVerificationEmail({ body: { email: created.email, callbackURL } })
              .catch((error: unknown) => logger.error('verification mail failed', error))
          },
        },
      },
      session: {
        create: {
          before: async (newSession) => {
            const state = await getAccountState(db, newSession.userId)
            if (!state) throw new APIError('UNAUTHORIZED', { code: ERROR_CODES.invalidCredentials })
            if (state.banned) {
              throw new APIError('FORBIDDEN', {
                code: USER_CODES.banned,
                message: USERS_TEXTS.bannedSignIn,
              })
            }
            if (state.resellerGate === 'pending') {
              throw new APIError('FORBIDDEN', {
                code: ERROR_CODES.resellerPending,
                title: MESSAGES.resellerPending.title,
                message: MESSAGES.resellerPending.message,
              })
            }
            if (state.resellerGate === 'rejected') {
              throw new APIError('FORBIDDEN', {
                code: ERROR_CODES.resellerRejected,
                message: MESSAGES.resellerRejected,
              })
            }
            if (state.role !== 'reseller' && !state.emailVerified) {
              throw new APIError('FORBIDDEN', {
                code: ERROR_CODES.emailNotVerified,
                message: MESSAGES.emailNotConfirmed,
              })
            }
          },
        },
      },
    },
    logger: {
      disabled: env.LOG_LEVEL === 'silent',
      level: env.LOG_LEVEL === 'debug' ? 'debug' : 'error',
      // Through our logger, which redacts: its errors hold failed queries with their parameters.
      log: (level, message, ...args: unknown[]) =>
        logger[level](`better-auth: ${message}`, args.length > 1 ? args : args[0]),
    },
  })
  return auth
}

export type Auth = ReturnType<typeof createAuth>
