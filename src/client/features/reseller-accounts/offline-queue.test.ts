import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { PENDING_APPLICATIONS_STORAGE_KEY } from '#shared/reseller-accounts-texts.ts'
import { ApiError } from '../../lib/api.ts'
import {
  enqueueApplication,
  isNetworkFailure,
  readQueue,
  syncQueuedApplications,
} from './offline-queue.ts'

beforeEach(() => localStorage.clear())
afterEach(() => localStorage.clear())

const stored = () => JSON.parse(localStorage.getItem(PENDING_APPLICATIONS_STORAGE_KEY) ?? '[]')

describe('the offline queue (001 §4.2)', () => {
  test("queues under 'pendingResellerApplications' with an id the server will keep", () => {
    const item = enqueueApplication({ email: 'a@example.com', companyName: 'A Co' })
    expect(item.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    enqueueApplication({ email: 'b@example.com', companyName: 'B Co' })
    expect(stored().map((q: { email: string }) => q.email)).toEqual([
      'a@example.com',
      'b@example.com',
    ])
    expect(readQueue()).toHaveLength(2)
  })

  test('garbage in storage reads as an empty queue', () => {
    localStorage.setItem(PENDING_APPLICATIONS_STORAGE_KEY, '{not json')
    expect(readQueue()).toEqual([])
    localStorage.setItem(PENDING_APPLICATIONS_STORAGE_KEY, JSON.stringify([{ x: 1 }, 'y']))
    expect(readQueue()).toEqual([])
  })

  test('syncs each item and removes it as it succeeds; the sent body has the id, not queuedAt', async () => {
    const a = enqueueApplication({ email: 'a@example.com', companyName: 'A Co' })
    const b = enqueueApplication({ email: 'b@example.com', companyName: 'B Co', phone: '1' })
    const seen: unknown[] = []
    const submit = vi.fn(async (input: unknown) => {
      seen.push(input)
      // When the second is sent, the first is already gone from the list.
      if (seen.length === 2) expect(readQueue().map((q) => q.id)).toEqual([b.id])
    })
    const result = await syncQueuedApplications(submit)
    expect(seen).toEqual([
      { id: a.id, email: 'a@example.com', companyName: 'A Co' },
      { id: b.id, email: 'b@example.com', companyName: 'B Co', phone: '1' },
    ])
    expect(result.synced.map((q) => q.id)).toEqual([a.id, b.id])
    expect(result.remaining).toBe(0)
    expect(localStorage.getItem(PENDING_APPLICATIONS_STORAGE_KEY)).toBeNull()
  })

  test('a network failure stops the run and keeps the rest for later', async () => {
    const a = enqueueApplication({ email: 'a@example.com', companyName: 'A Co' })
    const b = enqueueApplication({ email: 'b@example.com', companyName: 'B Co' })
    const submit = vi
      .fn()
      .mockResolvedValueOnce({})
      .mockRejectedValueOnce(new ApiError(0, 'NETWORK', 'Failed to fetch'))
    const result = await syncQueuedApplications(submit)
    expect(result.synced.map((q) => q.id)).toEqual([a.id])
    expect(result.remaining).toBe(1)
    expect(readQueue().map((q) => q.id)).toEqual([b.id])
  })

  test('an item the server refuses (409 duplicate) is dropped; a 401 keeps it', async () => {
    enqueueApplication({ email: 'dup@example.com', companyName: 'Dup Co' })
    const kept = enqueueApplication({ email: 'later@example.com', companyName: 'Later Co' })
    const submit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, 'DUPLICATE_APPLICATION', 'exists'))
      .mockRejectedValueOnce(new ApiError(401, 'UNAUTHENTICATED', 'User not authenticated'))
    const result = await syncQueuedApplications(submit)
    expect(result.refused).toHaveLength(1)
    expect(readQueue().map((q) => q.id)).toEqual([kept.id])
  })

  test('two syncs at once send each item once', async () => {
    enqueueApplication({ email: 'a@example.com', companyName: 'A Co' })
    const submit = vi.fn(async () => {})
    await Promise.all([syncQueuedApplications(submit), syncQueuedApplications(submit)])
    expect(submit).toHaveBeenCalledTimes(1)
  })

  test('network failures are told apart from answers', () => {
    expect(isNetworkFailure(new ApiError(0, 'NETWORK', 'Failed to fetch'))).toBe(true)
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true)
    expect(isNetworkFailure(new ApiError(400, 'VALIDATION', 'bad'))).toBe(false)
  })
})
