import { RESET_REQUEST_RETRY_DELAYS_MS, RESET_REQUEST_TIMEOUT_MS } from '#shared/constants.ts'
import { MESSAGES } from '#shared/messages.ts'
import { ApiError, api } from '../../../lib/api.ts'
import { wait } from '../../../lib/utils.ts'

export type ResetPortal = 'brand' | 'reseller' | 'admin'
/**
 * 000 §2: ?type=brand|reseller, brand unless it says otherwise; ?type=admin is the Admin
 * Console's flavour (issue 16: the Forgot password link of /admin/login).
 */
export function resetPortalOf(value: string | null): ResetPortal {
  return value === 'reseller' || value === 'admin' ? value : 'brand'
}

export type ResetRequestFailure = 'rate_limited' | 'timeout' | 'network' | 'other'

export interface ResetRequestBody {
  email: string
  redirectTo: string
}

export interface ResetRequestDeps {
  send: (body: ResetRequestBody, signal: AbortSignal) => Promise<unknown>
  sleep: (ms: number) => Promise<void>
  timeoutMs: number
  retryDelaysMs: readonly number[]
}

export class ResetRequestError extends Error {
  constructor(
    readonly kind: ResetRequestFailure,
    readonly attempts: number,
    options?: { cause: unknown },
  ) {
    super(resetFailureMessage(kind), options)
    this.name = 'ResetRequestError'
  }
}

const defaultDeps: ResetRequestDeps = {
  send: (body, signal) => api('/api/auth/request-password-reset', { method: 'POST', body, signal }),
  sleep: wait,
  timeoutMs: RESET_REQUEST_TIMEOUT_MS,
  retryDelaysMs: RESET_REQUEST_RETRY_DELAYS_MS,
}

/** 000 §8: a 504 counts as a timeout; no answer at all is a network error. */
export function classifyResetFailure(error: unknown): ResetRequestFailure {
  if (error instanceof ApiError) {
    if (error.status === 429) return 'rate_limited'
    if (error.status === 504) return 'timeout'
    if (error.status === 0) return 'network'
    return 'other'
  }
  // DOMException is not an Error subclass everywhere (jsdom), so look at the name only.
  const name = (error as { name?: unknown } | null)?.name
  return name === 'AbortError' || name === 'TimeoutError' ? 'timeout' : 'other'
}

export function resetFailureMessage(kind: ResetRequestFailure): string {
  switch (kind) {
    case 'rate_limited':
      return MESSAGES.reset.rateLimited
    case 'timeout':
      return MESSAGES.reset.timeout
    case 'network':
      return MESSAGES.reset.network
    case 'other':
      return MESSAGES.reset.default
  }
}

/**
 * 000 §7 call 5 with the retry rule of 000 §9: up to 3 attempts, retried only after a timeout
 * (no answer within 15 s) or a 504, waiting 2 s then 4 s; a rate limit is final. The server
 * answers 200 whether or not the account exists, so success says nothing about the address.
 */
export async function requestPasswordReset(
  email: string,
  portal: ResetPortal,
  deps: ResetRequestDeps = defaultDeps,
): Promise<void> {
  const body = { email, redirectTo: `/reset-password/confirm?type=${portal}` }
  for (let attempt = 1; ; attempt += 1) {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), deps.timeoutMs)
    try {
      await deps.send(body, controller.signal)
      return
    } catch (error) {
      // Our own abort is the timeout, whatever error the aborted request surfaced as.
      const kind = controller.signal.aborted ? 'timeout' : classifyResetFailure(error)
      const delay = deps.retryDelaysMs[attempt - 1]
      if (kind !== 'timeout' || delay === undefined) {
        throw new ResetRequestError(kind, attempt, { cause: error })
      }
      await deps.sleep(delay)
    } finally {
      clearTimeout(timer)
    }
  }
}
