import { describe, expect, it } from 'vitest'
import { createLogger } from '../logger.ts'
import type { LiveEvent } from './live-bus.ts'
import {
  NOTIFY_PAYLOAD_MAX_BYTES,
  createPostgresLiveBus,
  encodeLiveEvent,
} from './postgres-live-bus.ts'

describe('encodeLiveEvent', () => {
  it('keeps a small event in one payload, users once each', () => {
    const payloads = encodeLiveEvent('origin-1', {
      kind: 'message.created',
      userIds: ['u1', 'u2', 'u1'],
      data: { messageId: 'm1' },
    })
    expect(payloads.map((p) => JSON.parse(p) as unknown)).toEqual([
      { o: 'origin-1', k: 'message.created', u: ['u1', 'u2'], d: { messageId: 'm1' } },
    ])
  })

  it('splits a large audience into payloads under the NOTIFY limit, losing no one', () => {
    const userIds = Array.from({ length: 2000 }, (_, i) => `user-${i}-${'x'.repeat(20)}`)
    const payloads = encodeLiveEvent('o', { kind: 'product.changed', userIds })
    expect(payloads.length).toBeGreaterThan(1)
    for (const p of payloads)
      expect(Buffer.byteLength(p)).toBeLessThanOrEqual(NOTIFY_PAYLOAD_MAX_BYTES)
    expect(payloads.flatMap((p) => (JSON.parse(p) as { u: string[] }).u)).toEqual(userIds)
  })

  it('sends nothing for an event without users', () => {
    expect(encodeLiveEvent('o', { kind: 'order.updated', userIds: [] })).toEqual([])
  })
})

const url = process.env.TEST_DATABASE_URL

describe('on a PostgreSQL server (TEST_DATABASE_URL)', () => {
  it.skipIf(!url)(
    'an event published by one instance reaches the listeners of another',
    async () => {
      const logger = createLogger('silent')
      const channel = `live_test_${Date.now().toString(36)}`
      const first = await createPostgresLiveBus({ url: url!, logger, channel })
      const second = await createPostgresLiveBus({ url: url!, logger, channel })
      try {
        const received: LiveEvent[] = []
        const local: LiveEvent[] = []
        const arrived = new Promise<void>((resolve) => {
          second.subscribe('reseller-1', (event) => {
            received.push(event)
            resolve()
          })
        })
        second.subscribe('someone-else', (event) => received.push(event))
        first.subscribe('reseller-1', (event) => local.push(event))
        await first.publish({
          kind: 'message.created',
          userIds: ['reseller-1'],
          data: { messageId: 'm-1' },
        })
        await arrived
        // Let a duplicate, if any, arrive too.
        await new Promise((resolve) => setTimeout(resolve, 100))
        const expected = {
          kind: 'message.created',
          userIds: ['reseller-1'],
          data: { messageId: 'm-1' },
        }
        expect(received).toEqual([expected])
        // The publishing instance delivers to its own listeners once, not again via NOTIFY.
        expect(local).toEqual([expected])
      } finally {
        await Promise.all([first.close(), second.close()])
      }
    },
  )
})
