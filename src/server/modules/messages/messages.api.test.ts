import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MESSAGES_TEXTS } from '#shared/messages-texts.ts'
import { conversations, mailOutbox, messages, profiles } from '#server/db/schema/index.ts'
import { postInbound } from '#testing/catalogs.ts'
import { createUser, mailsTo, signedInUser } from '#testing/factories.ts'
import { bodyOf, get, post } from '#testing/http.ts'
import {
  allocate,
  applicationBetween,
  entryOf,
  insertMessage,
  orderBetween,
} from '#testing/messages.ts'
import { signedInUsers, type Session } from '#testing/sessions.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { publishedDuring } from '#testing/live.ts'

interface InboxMessage {
  id: string
  senderId: string | null
  senderName: string | null
  senderCompany: string | null
  content: string
  isRead: boolean
  messageSource: string
  brandApplicationId: string | null
  emailThreadId: string | null
  createdAt: string
  brandName: string | null
  brandLogoUrl: string | null
}
interface Inbox {
  messages: InboxMessage[]
  summary: {
    total: number
    unread: number
    email: number
    brandReplies: number
    applications: number
    activeConversations: number
  }
}

let t: TestApp
let brand: Session
let reseller: Session
let otherReseller: Session

const inbox = async (who: Session, query = '') =>
  bodyOf<Inbox>(await get(t.app, `/api/messages${query}`, { cookie: who.cookie }))

/** Every live event published while `run` runs. */
const published = (run: () => Promise<void>) => publishedDuring(t.deps, run)

beforeAll(async () => {
  t = await createTestApp()
  ;[brand, reseller, otherReseller] = await signedInUsers(t, 'brand', 'reseller', 'reseller')
})

afterAll(async () => {
  await t?.close()
})

describe('the inbox', () => {
  test('newest first, with the sender, the joined application’s brand and the cards', async () => {
    const viewer = await signedInUser(t.deps, t.app, 'reseller')
    const entry = await entryOf(t.deps, brand, 'Northwind Outfitters')
    const application = await applicationBetween(t.deps, entry.id, viewer.id)
    const minute = 60_000
    const internal = await insertMessage(t.deps, {
      senderId: brand.id,
      recipientId: viewer.id,
      content: 'Plain hello',
      isRead: true,
      createdAt: new Date(Date.now() - 3 * minute),
    })
    const applicationMessage = await insertMessage(t.deps, {
      senderId: brand.id,
      recipientId: viewer.id,
      content: 'About your application\nWe would like to talk.',
      brandApplicationId: application.id,
      createdAt: new Date(Date.now() - 2 * minute),
    })
    const emailReply = await insertMessage(t.deps, {
      senderId: brand.id,
      recipientId: viewer.id,
      content: 'Sent from my phone',
      messageSource: 'email_inbound',
      brandApplicationId: application.id,
      emailThreadId: application.emailThreadId,
      createdAt: new Date(Date.now() - minute),
    })
    // Someone else's message is not in this inbox.
    await insertMessage(t.deps, { senderId: brand.id, recipientId: otherReseller.id })

    const body = await inbox(viewer)
    expect(body.messages.map((m) => m.id)).toEqual([
      emailReply.id,
      applicationMessage.id,
      internal.id,
    ])
    expect(body.messages[1]).toMatchObject({
      senderId: brand.id,
      senderName: brand.fullName,
      senderCompany: brand.companyName,
      brandName: 'Northwind Outfitters',
      brandApplicationId: application.id,
      isRead: false,
    })
    expect(body.messages[2]!.brandName).toBeNull()
    expect(body.summary).toEqual({
      total: 3,
      unread: 2,
      email: 1,
      // Issue 15: the brand's in-app messages are brand replies too.
      brandReplies: 3,
      applications: 1,
      activeConversations: 2,
    })
  })

  test('tabs and search narrow the list; the cards still count the whole inbox', async () => {
    const viewer = await signedInUser(t.deps, t.app, 'reseller')
    const entry = await entryOf(t.deps, brand, 'Searchable Brand')
    const application = await applicationBetween(t.deps, entry.id, viewer.id)
    const read = await insertMessage(t.deps, {
      senderId: brand.id,
      recipientId: viewer.id,
      content: 'Shipping 100% of stock_items',
      isRead: true,
    })
    const applied = await insertMessage(t.deps, {
      senderId: brand.id,
      recipientId: viewer.id,
      content: 'Application news',
      brandApplicationId: application.id,
    })
    const reply = await insertMessage(t.deps, {
      senderId: null,
      recipientId: viewer.id,
      content: 'An e-mail',
      messageSource: 'email_inbound',
    })
    const ids = async (query: string) => (await inbox(viewer, query)).messages.map((m) => m.id)
    expect(await ids('?tab=unread')).toEqual(expect.arrayContaining([applied.id, reply.id]))
    expect(await ids('?tab=unread')).not.toContain(read.id)
    expect(await ids('?tab=applications')).toEqual([applied.id])
    // Issue 15: in-app messages from the brand count as brand replies, as e-mail ones do.
    expect(await ids('?tab=brand_replies')).toEqual(
      expect.arrayContaining([read.id, applied.id, reply.id]),
    )
    expect(await ids('?search=searchable')).toEqual([applied.id])
    // % and _ are literal characters, not wildcards.
    expect(await ids(`?search=${encodeURIComponent('100% of stock_')}`)).toEqual([read.id])
    expect(await ids(`?search=${encodeURIComponent('1%s')}`)).toEqual([])
    const filtered = await inbox(viewer, '?tab=brand_replies&search=zzz')
    expect(filtered.messages).toEqual([])
    expect(filtered.summary.total).toBe(3)
    expect((await get(t.app, '/api/messages?tab=bogus', { cookie: viewer.cookie })).status).toBe(
      400,
    )
  })
})

describe('mark as read', () => {
  test('the recipient marks it read once; a live event reaches their other tabs', async () => {
    const message = await insertMessage(t.deps, { senderId: brand.id, recipientId: reseller.id })
    const events = await published(async () => {
      const response = await post(t.app, `/api/messages/${message.id}/read`, {}, reseller)
      expect(response.status).toBe(200)
      expect(await bodyOf(response)).toEqual({ message: { id: message.id, isRead: true } })
      // Again: still 200, nothing more published.
      expect((await post(t.app, `/api/messages/${message.id}/read`, {}, reseller)).status).toBe(200)
    })
    expect(events).toEqual([
      { kind: 'message.read', userIds: [reseller.id], data: { messageId: message.id } },
    ])
    const [row] = await t.deps.db.select().from(messages).where(eq(messages.id, message.id))
    expect(row!.isRead).toBe(true)
  })

  test('another user’s message is not found, and stays unread', async () => {
    const message = await insertMessage(t.deps, { senderId: brand.id, recipientId: reseller.id })
    for (const who of [otherReseller, brand]) {
      const response = await post(t.app, `/api/messages/${message.id}/read`, {}, who)
      expect(response.status).toBe(404)
    }
    expect(
      (await post(t.app, `/api/messages/00000000-0000-4000-8000-000000000000/read`, {}, reseller))
        .status,
    ).toBe(404)
    expect((await post(t.app, `/api/messages/not-a-uuid/read`, {}, reseller)).status).toBe(400)
    const [row] = await t.deps.db.select().from(messages).where(eq(messages.id, message.id))
    expect(row!.isRead).toBe(false)
    // The sender does not see it in their own inbox either.
    expect((await inbox(brand)).messages.map((m) => m.id)).not.toContain(message.id)

    // Brand A's message is not brand B's to read, mark or answer.
    const otherBrand = await signedInUser(t.deps, t.app, 'brand')
    const toBrand = await insertMessage(t.deps, { senderId: reseller.id, recipientId: brand.id })
    expect((await post(t.app, `/api/messages/${toBrand.id}/read`, {}, otherBrand)).status).toBe(404)
    expect(
      (await post(t.app, `/api/messages/${toBrand.id}/reply`, { content: 'Hi' }, otherBrand))
        .status,
    ).toBe(404)
    expect((await inbox(otherBrand)).messages).toEqual([])
  })
})

describe('reply', () => {
  test('an internal message to the original sender with the same application and thread', async () => {
    const entry = await entryOf(t.deps, brand)
    const application = await applicationBetween(t.deps, entry.id, reseller.id)
    const original = await insertMessage(t.deps, {
      senderId: reseller.id,
      recipientId: brand.id,
      content: 'Can we carry your range?',
      messageSource: 'email_inbound',
      brandApplicationId: application.id,
      emailThreadId: application.emailThreadId,
    })
    let replyId = ''
    const events = await published(async () => {
      const response = await post(
        t.app,
        `/api/messages/${original.id}/reply`,
        { content: '  Yes — welcome aboard!\n\nThe team  ' },
        brand,
      )
      expect(response.status).toBe(201)
      replyId = (await bodyOf<{ message: { id: string } }>(response)).message.id
    })
    const [reply] = await t.deps.db.select().from(messages).where(eq(messages.id, replyId))
    expect(reply).toMatchObject({
      senderId: brand.id,
      recipientId: reseller.id,
      // Stored exactly as typed.
      content: '  Yes — welcome aboard!\n\nThe team  ',
      messageSource: 'internal',
      isRead: false,
      brandApplicationId: application.id,
      emailThreadId: application.emailThreadId,
    })
    expect(events).toEqual([
      {
        kind: 'message.created',
        userIds: [reseller.id],
        data: { messageId: replyId, conversationId: expect.any(String) },
      },
    ])
    // The reseller's inbox lists it under the brand's name.
    const listed = (await inbox(reseller)).messages.find((m) => m.id === replyId)
    expect(listed).toMatchObject({ brandName: entry.name, isRead: false })
  })

  test('text of only whitespace is refused with a clear message, and nothing is stored', async () => {
    const original = await insertMessage(t.deps, { senderId: brand.id, recipientId: reseller.id })
    const before = await t.deps.db.select().from(messages)
    for (const content of ['', '   ', '\n\t \n']) {
      const response = await post(
        t.app,
        `/api/messages/${original.id}/reply`,
        { content },
        reseller,
      )
      expect(response.status).toBe(400)
      expect(await bodyOf(response)).toMatchObject({ message: MESSAGES_TEXTS.emptyMessage })
    }
    const nul = await post(
      t.app,
      `/api/messages/${original.id}/reply`,
      { content: 'a\u0000b' },
      reseller,
    )
    expect(nul.status).toBe(400)
    expect(await bodyOf(nul)).toMatchObject({ message: 'Text must not contain NUL characters' })
    expect(await t.deps.db.select().from(messages)).toHaveLength(before.length)
  })

  test('script tags are stored and returned as text, never as markup', async () => {
    const original = await insertMessage(t.deps, { senderId: brand.id, recipientId: reseller.id })
    const content = '<script>alert("x")</script><img src=x onerror=alert(1)>'
    const response = await post(t.app, `/api/messages/${original.id}/reply`, { content }, reseller)
    expect(response.status).toBe(201)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const { message } = await bodyOf<{ message: { id: string } }>(response)
    const listed = (await inbox(brand)).messages.find((m) => m.id === message.id)
    expect(listed!.content).toBe(content)
  })

  test('only the recipient may reply; a message without a sender cannot be answered', async () => {
    const original = await insertMessage(t.deps, { senderId: brand.id, recipientId: reseller.id })
    const stranger = await post(
      t.app,
      `/api/messages/${original.id}/reply`,
      { content: 'Not mine' },
      otherReseller,
    )
    expect(stranger.status).toBe(404)
    const anonymous = await post(t.app, `/api/messages/${original.id}/reply`, {
      content: 'Nobody',
    })
    expect(anonymous.status).toBe(401)
    const orphan = await insertMessage(t.deps, {
      senderId: null,
      recipientId: reseller.id,
      messageSource: 'email_inbound',
    })
    const noSender = await post(
      t.app,
      `/api/messages/${orphan.id}/reply`,
      { content: 'Hello?' },
      reseller,
    )
    expect(noSender.status).toBe(409)
    expect(await bodyOf(noSender)).toMatchObject({ message: MESSAGES_TEXTS.noSenderToReply })
  })

  test('an e-mail-only recipient is notified by e-mail, on a thread a reply comes back to', async () => {
    const emailOnly = await createUser(t.deps, 'reseller')
    await t.deps.db
      .update(profiles)
      .set({ status: 'email_only' })
      .where(eq(profiles.id, emailOnly.id))
    const original = await insertMessage(t.deps, { senderId: emailOnly.id, recipientId: brand.id })
    const response = await post(
      t.app,
      `/api/messages/${original.id}/reply`,
      { content: 'Thanks <b>friend</b>' },
      brand,
    )
    expect(response.status).toBe(201)
    const { message } = await bodyOf<{ message: { id: string; emailThreadId: string } }>(response)
    expect(message.emailThreadId).toMatch(/^msg-/)
    const mails = await mailsTo(t.deps, emailOnly.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ kind: 'message_notification' })
    expect(mails[0]!.subject).toContain(`[thread:${message.emailThreadId}]`)
    expect(mails[0]!.subject).toContain(brand.companyName)
    expect(mails[0]!.text).toContain('Thanks <b>friend</b>')
    expect(mails[0]!.html).toContain('Thanks &lt;b&gt;friend&lt;/b&gt;')
  })

  test('a recipient with an account gets no reply-by-e-mail notification; an e-mail-only one gets it with the message', async () => {
    const original = await insertMessage(t.deps, {
      senderId: otherReseller.id,
      recipientId: brand.id,
    })
    await post(t.app, `/api/messages/${original.id}/reply`, { content: 'In the app' }, brand)
    // Issue 15: an account holder is told a message arrived (with a link to read it in the app),
    // never sent the e-mail-only recipient's notification that is answered by e-mail.
    const mails = await mailsTo(t.deps, otherReseller.email)
    expect(mails.map((m) => m.kind)).not.toContain('message_notification')
    expect(mails.every((m) => !m.subject.includes('[thread:'))).toBe(true)

    const emailOnly = await createUser(t.deps, 'reseller')
    await t.deps.db
      .update(profiles)
      .set({ status: 'email_only' })
      .where(eq(profiles.id, emailOnly.id))
    const second = await insertMessage(t.deps, { senderId: emailOnly.id, recipientId: brand.id })
    const response = await post(
      t.app,
      `/api/messages/${second.id}/reply`,
      { content: 'Still sent' },
      brand,
    )
    expect(response.status).toBe(201)
    const stored = await t.deps.db
      .select()
      .from(messages)
      .where(and(eq(messages.recipientId, emailOnly.id), eq(messages.content, 'Still sent')))
    expect(stored).toHaveLength(1)
    // Its delivery by e-mail is written with it (SMTP is the outbox worker's business).
    const mailed = await t.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, emailOnly.email))
    expect(mailed.map((m) => m.kind)).toEqual(['message_notification'])
    expect(mailed[0]!.text).toContain('Still sent')
  })
})

describe('a brand contacts a reseller', () => {
  test('allocated, applied or ordered resellers only; others are not found', async () => {
    const owner = await signedInUser(t.deps, t.app, 'brand')
    const entry = await entryOf(t.deps, owner, 'Contact Brand')
    const [allocated, applied, ordered, stranger] = await Promise.all([
      createUser(t.deps, 'reseller'),
      createUser(t.deps, 'reseller'),
      createUser(t.deps, 'reseller'),
      createUser(t.deps, 'reseller'),
    ])
    await allocate(t.deps, entry.id, allocated.id)
    const application = await applicationBetween(t.deps, entry.id, applied.id)
    await orderBetween(t.deps, owner.id, ordered.id)
    const contact = (recipientId: string, who: Session = owner) =>
      post(t.app, '/api/messages', { recipientId, content: 'Hello partner' }, who)

    for (const recipient of [allocated, ordered]) {
      const response = await contact(recipient.id)
      expect(response.status).toBe(201)
    }
    const toApplicant = await contact(applied.id)
    expect(toApplicant.status).toBe(201)
    const { message } = await bodyOf<{ message: { id: string } }>(toApplicant)
    const [row] = await t.deps.db.select().from(messages).where(eq(messages.id, message.id))
    // Issue 15: it is written in the pair's thread (not the application's), under the brand's name.
    expect(row).toMatchObject({
      senderId: owner.id,
      recipientId: applied.id,
      brandApplicationId: null,
      messageSource: 'internal',
    })
    const [thread] = await t.deps.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, row!.conversationId!))
    expect(thread).toMatchObject({
      brandId: entry.id,
      resellerId: applied.id,
      brandApplicationId: null,
    })
    void application

    expect((await contact(stranger.id)).status).toBe(404)
    // Another brand has no relationship with these resellers.
    expect((await contact(allocated.id, brand)).status).toBe(404)
    // A reseller cannot use it.
    expect((await contact(allocated.id, reseller)).status).toBe(403)
    expect(
      (await post(t.app, '/api/messages', { recipientId: allocated.id, content: ' ' }, owner))
        .status,
    ).toBe(400)
  })
})

describe('live', () => {
  test('an inbound e-mail routed into a conversation arrives live for its recipient', async () => {
    const owner = await signedInUser(t.deps, t.app, 'brand')
    const entry = await entryOf(t.deps, owner)
    const application = await applicationBetween(t.deps, entry.id, reseller.id)
    let messageId: string | undefined
    const events = await published(async () => {
      const response = await postInbound(t.app, {
        from: reseller.email,
        to: `reply+${application.emailThreadId}@in.example.com`,
        subject: 'Re: our application',
        text: 'Any news?',
      })
      expect(response.status).toBe(200)
      messageId = (await bodyOf<{ messageId: string }>(response)).messageId
    })
    expect(messageId).toBeTruthy()
    expect(events).toEqual([{ kind: 'message.created', userIds: [owner.id], data: { messageId } }])
  })
})
