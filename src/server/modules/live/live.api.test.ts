import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { LIVE_STREAMS_PER_USER } from '#shared/constants.ts'
import { LIVE_REPLACED_RETRY_MS } from './routes.ts'
import { signedInUser, type TestUser } from '#testing/factories.ts'
import { get, post } from '#testing/http.ts'
import { insertMessage } from '#testing/messages.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

type Session = TestUser & { cookie: string }

let t: TestApp
let brand: Session
let reseller: Session

beforeAll(async () => {
  t = await createTestApp()
  ;[brand, reseller] = await Promise.all([
    signedInUser(t.deps, t.app, 'brand'),
    signedInUser(t.deps, t.app, 'reseller'),
  ])
})

afterAll(async () => {
  await t?.close()
})

/** Reads the stream until `text` has arrived (or fails after a second). */
async function readUntil(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  text: string,
): Promise<string> {
  const decoder = new TextDecoder()
  let received = ''
  const deadline = Date.now() + 1000
  while (!received.includes(text)) {
    const remaining = deadline - Date.now()
    if (remaining <= 0) throw new Error(`not received: ${text}; got ${JSON.stringify(received)}`)
    const chunk = await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`timed out waiting for ${text}`)), remaining),
      ),
    ])
    if (chunk.done) throw new Error(`stream ended before ${text}`)
    received += decoder.decode(chunk.value, { stream: true })
  }
  return received
}

describe('GET /api/live', () => {
  test('an event stream, never compressed, that needs a session', async () => {
    expect((await get(t.app, '/api/live')).status).toBe(401)
    const response = await get(t.app, '/api/live', {
      cookie: reseller.cookie,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('cache-control')).toContain('no-transform')
    const reader = response.body!.getReader()
    expect(await readUntil(reader, ': connected')).toContain('retry: ')
    await reader.cancel()
  })

  test('a reply reaches the recipient’s open stream as message.created, and only theirs', async () => {
    const original = await insertMessage(t.deps, { senderId: reseller.id, recipientId: brand.id })
    const own = await get(t.app, '/api/live', { cookie: reseller.cookie })
    const other = await get(t.app, '/api/live', { cookie: brand.cookie })
    const reader = own.body!.getReader()
    const otherReader = other.body!.getReader()
    await readUntil(reader, ': connected')
    await readUntil(otherReader, ': connected')

    const reply = await post(
      t.app,
      `/api/messages/${original.id}/reply`,
      { content: 'Live hello' },
      brand,
    )
    expect(reply.status).toBe(201)
    const { message } = (await reply.json()) as { message: { id: string } }
    const received = await readUntil(
      reader,
      // The event names the message and its conversation (issue 15): the prefix names the message.
      `event: message.created\ndata: ${JSON.stringify({ messageId: message.id }).slice(0, -1)}`,
    )
    // Content never travels on the stream.
    expect(received).not.toContain('Live hello')
    await expect(readUntil(otherReader, 'event: message.created')).rejects.toThrow()
    await reader.cancel()
    await otherReader.cancel()
  })

  test('closing the stream unsubscribes', async () => {
    let subscribed = 0
    const subscribe = t.deps.live.subscribe.bind(t.deps.live)
    t.deps.live.subscribe = (userId, listener) => {
      subscribed += 1
      const unsubscribe = subscribe(userId, listener)
      return () => {
        subscribed -= 1
        unsubscribe()
      }
    }
    try {
      const response = await get(t.app, '/api/live', { cookie: reseller.cookie })
      const reader = response.body!.getReader()
      await readUntil(reader, ': connected')
      expect(subscribed).toBe(1)
      await reader.cancel()
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(subscribed).toBe(0)
    } finally {
      t.deps.live.subscribe = subscribe
    }
  })

  test('a heartbeat every 25 s; after a sign-out the next heartbeat ends the stream', async () => {
    const user = await signedInUser(t.deps, t.app, 'reseller')
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      const response = await get(t.app, '/api/live', { cookie: user.cookie })
      const reader = response.body!.getReader()
      await readUntil(reader, ': connected')
      vi.advanceTimersByTime(25_000)
      await readUntil(reader, ': heartbeat')

      expect((await post(t.app, '/api/auth/sign-out', {}, { cookie: user.cookie })).status).toBe(
        200,
      )
      vi.advanceTimersByTime(25_000)
      const ended = await Promise.race([
        (async () => {
          for (;;) if ((await reader.read()).done) return true
        })(),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), 2000)),
      ])
      expect(ended).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('GET /api/live, streams per user', () => {
  /** Reads until the stream ends; what it received, or a failure after a second. */
  async function readToEnd(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
    const decoder = new TextDecoder()
    let received = ''
    const deadline = Date.now() + 1000
    for (;;) {
      const remaining = deadline - Date.now()
      if (remaining <= 0) throw new Error(`still open; got ${JSON.stringify(received)}`)
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('still open')), remaining),
        ),
      ])
      if (chunk.done) return received
      received += decoder.decode(chunk.value, { stream: true })
    }
  }

  test(`one past ${LIVE_STREAMS_PER_USER} closes the user’s oldest; the rest and other users keep theirs`, async () => {
    const [user, neighbour] = await Promise.all([
      signedInUser(t.deps, t.app, 'reseller'),
      signedInUser(t.deps, t.app, 'reseller'),
    ])
    const open = async (cookie: string) => {
      const reader = (await get(t.app, '/api/live', { cookie })).body!.getReader()
      await readUntil(reader, ': connected')
      return reader
    }
    const other = await open(neighbour.cookie)
    const readers: ReadableStreamDefaultReader<Uint8Array>[] = []
    // One at a time, so that "oldest" is well defined.
    for (let i = 0; i < LIVE_STREAMS_PER_USER + 1; i += 1) readers.push(await open(user.cookie))
    try {
      const [oldest, ...kept] = readers
      // Told to wait long before reconnecting, or its tab would close the next oldest in 3 s.
      expect(await readToEnd(oldest!)).toContain(`retry: ${LIVE_REPLACED_RETRY_MS}\n`)
      expect(kept).toHaveLength(LIVE_STREAMS_PER_USER)

      await t.deps.live.publish({
        kind: 'order.updated',
        userIds: [user.id, neighbour.id],
        data: { orderId: 'o-1' },
      })
      const event = `event: order.updated\ndata: ${JSON.stringify({ orderId: 'o-1' })}\n\n`
      await Promise.all(kept.map((reader) => readUntil(reader, event)))
      await readUntil(other, event)
    } finally {
      await Promise.all([other, ...readers].map((reader) => reader.cancel().catch(() => {})))
    }
  })
})
