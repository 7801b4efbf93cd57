import { describe, expect, it, vi } from 'vitest'
import { RESET_REQUEST_MAX_ATTEMPTS } from '#shared/constants.ts'
import { ApiError } from '../../../lib/api.ts'
import {
  classifyResetFailure,
  requestPasswordReset,
  ResetRequestError,
  resetPortalOf,
  type ResetRequestDeps,
} from './request-password-reset.ts'

describe('the reset page type (000 §2; issue 16: the admin flavour)', () => {
  it('is brand unless it says reseller or admin', () => {
    expect(resetPortalOf('reseller')).toBe('reseller')
    expect(resetPortalOf('admin')).toBe('admin')
    expect(resetPortalOf('brand')).toBe('brand')
    expect(resetPortalOf(null)).toBe('brand')
    expect(resetPortalOf('root')).toBe('brand')
  })

  it('sends the admin link back to the admin flavour of the confirm page', async () => {
    const send = vi.fn<ResetRequestDeps['send']>().mockResolvedValue({})
    await requestPasswordReset('ops@example.com', 'admin', {
      send,
      sleep: () => Promise.resolve(),
      timeoutMs: 1000,
      retryDelaysMs: [],
    })
    expect(send.mock.calls[0]?.[0]).toEqual({
      email: 'ops@example.com',
      redirectTo: '/reset-password/confirm?type=admin',
    })
  })
})

const apiError = (status: number) => new ApiError(status, `HTTP_${status}`, 'failed')

function setup(outcomes: (unknown | 'ok' | 'hang')[], timeoutMs = 20) {
  const delays: number[] = []
  let calls = 0
  const send = vi.fn<ResetRequestDeps['send']>((_body, signal) => {
    const outcome = outcomes[calls++]
    if (outcome === 'ok') return Promise.resolve({ status: true })
    if (outcome === 'hang') {
      // Like fetch: only the abort signal ends a request that never gets an answer.
      return new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        ),
      )
    }
    return Promise.reject(outcome)
  })
  const deps: ResetRequestDeps = {
    send,
    sleep: async (ms) => {
      delays.push(ms)
    },
    timeoutMs,
    retryDelaysMs: [2000, 4000],
  }
  return { send, delays, deps }
}

async function failureOf(promise: Promise<void>): Promise<ResetRequestError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ResetRequestError)
  return error as ResetRequestError
}

describe('requestPasswordReset', () => {
  it('sends the e-mail with the confirm page of the chosen portal', async () => {
    const { send, delays, deps } = setup(['ok'])
    await requestPasswordReset('a@example.com', 'reseller', deps)
    expect(send).toHaveBeenCalledTimes(1)
    expect(send.mock.calls[0]?.[0]).toEqual({
      email: 'a@example.com',
      redirectTo: '/reset-password/confirm?type=reseller',
    })
    expect(delays).toEqual([])
  })

  it('retries after a 504, waiting 2000 ms then 4000 ms', async () => {
    const { send, delays, deps } = setup([apiError(504), apiError(504), 'ok'])
    await requestPasswordReset('a@example.com', 'brand', deps)
    expect(send).toHaveBeenCalledTimes(3)
    expect(delays).toEqual([2000, 4000])
  })

  it('retries after a timeout and aborts the hanging request', async () => {
    const { send, delays, deps } = setup(['hang', 'ok'])
    await requestPasswordReset('a@example.com', 'brand', deps)
    expect(send).toHaveBeenCalledTimes(2)
    expect(send.mock.calls[0]?.[1].aborted).toBe(true)
    expect(delays).toEqual([2000])
  })

  it('gives up after 3 attempts and reports the timeout', async () => {
    const { send, delays, deps } = setup(['hang', apiError(504), 'hang', 'ok'])
    const error = await failureOf(requestPasswordReset('a@example.com', 'brand', deps))
    expect(RESET_REQUEST_MAX_ATTEMPTS).toBe(3)
    expect(send).toHaveBeenCalledTimes(3)
    expect(delays).toEqual([2000, 4000])
    expect(error.kind).toBe('timeout')
    expect(error.attempts).toBe(3)
    expect(error.message).toBe(
      'The request timed out. This might be a temporary issue with our email service. Please try again in a few minutes.',
    )
  })

  it('does not retry a rate limit', async () => {
    const { send, delays, deps } = setup([apiError(429), 'ok'])
    const error = await failureOf(requestPasswordReset('a@example.com', 'brand', deps))
    expect(send).toHaveBeenCalledTimes(1)
    expect(delays).toEqual([])
    expect(error.kind).toBe('rate_limited')
    expect(error.message).toBe(
      'Too many password reset requests. Please wait a few minutes before trying again.',
    )
  })

  it('does not retry a network error or another failure', async () => {
    const network = setup([apiError(0), 'ok'])
    const networkError = await failureOf(
      requestPasswordReset('a@example.com', 'brand', network.deps),
    )
    expect(network.send).toHaveBeenCalledTimes(1)
    expect(networkError.message).toBe('Network error. Please check your connection and try again.')

    const other = setup([apiError(500), 'ok'])
    const otherError = await failureOf(requestPasswordReset('a@example.com', 'brand', other.deps))
    expect(other.send).toHaveBeenCalledTimes(1)
    expect(otherError.message).toBe('Failed to send password reset email. Please try again.')
  })

  it('recovers after a timeout followed by a 504', async () => {
    const { send, delays, deps } = setup(['hang', apiError(504), 'ok'])
    await requestPasswordReset('a@example.com', 'brand', deps)
    expect(send).toHaveBeenCalledTimes(3)
    expect(delays).toEqual([2000, 4000])
  })
})

describe('classifyResetFailure', () => {
  it('sorts failures into the four messages of 000 §8', () => {
    expect(classifyResetFailure(apiError(429))).toBe('rate_limited')
    expect(classifyResetFailure(apiError(504))).toBe('timeout')
    expect(classifyResetFailure(new DOMException('x', 'TimeoutError'))).toBe('timeout')
    expect(classifyResetFailure(apiError(0))).toBe('network')
    expect(classifyResetFailure(apiError(400))).toBe('other')
    expect(classifyResetFailure('weird')).toBe('other')
  })
})
