/**
 * Issue 16 item 3: an admin re-enters their own password to make someone an admin. The check is
 * a sign-in attempt as far as the limiter is concerned: it takes the same units (5 a minute per
 * account and address, 20 per address, modules/auth/login-failures.ts) before the password is
 * compared and gives them back only when it was right, so this route cannot be used to guess
 * the admin's password faster than the sign-in form allows.
 */
import { and, eq } from 'drizzle-orm'
import { ERROR_CODES, MESSAGES } from '#shared/messages.ts'
import { USERS_TEXTS } from '#shared/users-texts.ts'
import { account } from '../../db/schema/index.ts'
import { HttpError, forbidden } from '../../lib/http/errors.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { beginLoginAttempt, refundLoginAttempt } from '../auth/login-failures.ts'

export async function confirmOwnPassword(
  deps: Pick<AppDeps, 'db' | 'auth'>,
  input: { userId: string; email: string; ip: string; password: string },
): Promise<void> {
  const attempt = await beginLoginAttempt(deps.db, input.ip, input.email)
  if ('retryAfter' in attempt) {
    throw new HttpError(429, {
      code: ERROR_CODES.rateLimited,
      message: MESSAGES.rateLimited.message,
    })
  }
  const [credential] = await deps.db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, input.userId), eq(account.providerId, 'credential')))
  const ctx = await deps.auth.$context
  // An admin without a password (none such is created today) cannot confirm: a wrong answer.
  const right = credential?.hash
    ? await ctx.password.verify({ hash: credential.hash, password: input.password })
    : false
  if (!right) throw forbidden(USERS_TEXTS.rolePasswordWrong)
  await refundLoginAttempt(deps.db, attempt)
}
