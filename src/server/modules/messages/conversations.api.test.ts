import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MESSAGES_TEXTS } from '#shared/messages-texts.ts'
import { brandApplications, conversations, messages } from '#server/db/schema/index.ts'
import { postInbound } from '#testing/catalogs.ts'
import { createUser, signedInUser } from '#testing/factories.ts'
import { bodyOf, get, post } from '#testing/http.ts'
import { publishedDuring } from '#testing/live.ts'
import { allocate, applicationBetween, entryOf } from '#testing/messages.ts'
import { createBrand } from '#testing/public-site.ts'
import type { Session } from '#testing/sessions.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

const T = MESSAGES_TEXTS.conversation

interface Summary {
  id: string
  brandId: string
  brandName: string
  resellerId: string
  resellerName: string
  brandApplicationId: string | null
  lastMessage: { preview: string; fromViewer: boolean } | null
  unread: number
}
interface ThreadList {
  conversations: Summary[]
  unread: number
}
interface Thread {
  conversation: Summary
  messages: { id: string; content: string; fromViewer: boolean; senderId: string | null }[]
}
interface Sent {
  conversationId: string
  message: { id: string }
}

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const list = async (who: Session) =>
  bodyOf<ThreadList>(await get(t.app, '/api/conversations', { cookie: who.cookie }))
const thread = async (who: Session, id: string) =>
  bodyOf<Thread>(await get(t.app, `/api/conversations/${id}`, { cookie: who.cookie }))
const start = (who: Session, body: Record<string, unknown>) =>
  post(t.app, '/api/conversations', body, who)
const write = (who: Session, id: string, content: string) =>
  post(t.app, `/api/conversations/${id}/messages`, { content }, who)

/** A brand account with its entry, and a reseller authorized by it. */
async function authorizedPair(name = 'Thread Brand') {
  const brand = await signedInUser(t.deps, t.app, 'brand')
  const reseller = await signedInUser(t.deps, t.app, 'reseller')
  const entry = await entryOf(t.deps, brand, name)
  await allocate(t.deps, entry.id, reseller.id)
  return { brand, reseller, entry }
}

describe('who may start a conversation with whom', () => {
  test('a reseller with a brand that authorized it or that it applied to; no one else', async () => {
    const { brand, reseller, entry } = await authorizedPair('Authorized Brand')
    const applied = await signedInUser(t.deps, t.app, 'reseller')
    await applicationBetween(t.deps, entry.id, applied.id)
    const stranger = await signedInUser(t.deps, t.app, 'reseller')

    // The New Conversation dialog lists the same brands the server allows.
    const contacts = async (who: Session) =>
      (
        await bodyOf<{ contacts: { id: string; name: string }[] }>(
          await get(t.app, '/api/conversations/contacts', { cookie: who.cookie }),
        )
      ).contacts
    expect(await contacts(reseller)).toEqual([{ id: entry.id, name: 'Authorized Brand' }])
    expect(await contacts(applied)).toEqual([{ id: entry.id, name: 'Authorized Brand' }])
    expect(await contacts(stranger)).toEqual([])
    expect((await contacts(brand)).map((c) => c.id).sort()).toEqual(
      [reseller.id, applied.id].sort(),
    )

    const first = await start(reseller, { brandId: entry.id, content: 'Hello, can we talk terms?' })
    expect(first.status).toBe(201)
    expect(
      (await start(applied, { brandId: entry.id, content: 'About my application' })).status,
    ).toBe(201)

    const refused = await start(stranger, { brandId: entry.id, content: 'Let me in' })
    expect(refused.status).toBe(404)
    expect((await bodyOf<{ message: string }>(refused)).message).toBe(T.notYourBrand)
    // An unknown brand answers the same; nothing was written for the stranger.
    const unknown = await start(stranger, {
      brandId: '00000000-0000-4000-8000-000000000000',
      content: 'Hi',
    })
    expect(unknown.status).toBe(404)
    expect((await list(stranger)).conversations).toEqual([])
    // A brand cannot pose as a reseller: it names a reseller, not a brand.
    expect((await start(brand, { brandId: entry.id, content: 'Hi' })).status).toBe(400)
    // A brand without an account cannot be written to.
    const unowned = await createBrand(t.deps, { name: 'No Account Brand' })
    await allocate(t.deps, unowned.id, reseller.id)
    const noAccount = await start(reseller, { brandId: unowned.id, content: 'Anyone there?' })
    expect(noAccount.status).toBe(409)
    expect((await bodyOf<{ message: string }>(noAccount)).message).toBe(T.noBrandAccount)
  })

  test('a brand with its applicants (about the application) and its resellers; no one else', async () => {
    const { brand, reseller, entry } = await authorizedPair('Applicant Brand')
    const applicant = await signedInUser(t.deps, t.app, 'reseller')
    const application = await applicationBetween(t.deps, entry.id, applicant.id)
    const stranger = await createUser(t.deps, 'reseller')
    const otherBrand = await signedInUser(t.deps, t.app, 'brand')
    await entryOf(t.deps, otherBrand, 'Other Brand')

    const toApplicant = await start(brand, {
      resellerId: applicant.id,
      applicationId: application.id,
      content: 'Thanks for applying: what are your monthly volumes?',
    })
    expect(toApplicant.status).toBe(201)
    const sent = await bodyOf<Sent>(toApplicant)
    const [row] = await t.deps.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, sent.conversationId))
    expect(row).toMatchObject({
      brandId: entry.id,
      resellerId: applicant.id,
      brandApplicationId: application.id,
    })

    expect(
      (await start(brand, { resellerId: reseller.id, content: 'New catalog is out' })).status,
    ).toBe(201)
    expect((await start(brand, { resellerId: stranger.id, content: 'Hi' })).status).toBe(404)
    // Another brand's applicant, or its application, is not found.
    expect(
      (
        await start(otherBrand, {
          resellerId: applicant.id,
          applicationId: application.id,
          content: 'Hi',
        })
      ).status,
    ).toBe(404)
    expect((await start(otherBrand, { resellerId: reseller.id, content: 'Hi' })).status).toBe(404)
    // The application must be the reseller's.
    expect(
      (
        await start(brand, {
          resellerId: reseller.id,
          applicationId: application.id,
          content: 'Hi',
        })
      ).status,
    ).toBe(404)
    // Bad input: whitespace, NUL, both counterparts, neither.
    expect((await start(brand, { resellerId: reseller.id, content: '   ' })).status).toBe(400)
    expect((await start(brand, { resellerId: reseller.id, content: 'a\u0000b' })).status).toBe(400)
    expect((await start(reseller, { content: 'Hi' })).status).toBe(400)
    expect(
      (await start(reseller, { brandId: entry.id, resellerId: reseller.id, content: 'Hi' })).status,
    ).toBe(400)
    expect((await start(reseller, { brandId: 'not-a-uuid', content: 'Hi' })).status).toBe(400)
  })
})

describe('threads', () => {
  test('replies on both sides, starting again and e-mail answers land in one thread, in order', async () => {
    const { brand, reseller, entry } = await authorizedPair('Grouping Brand')
    const first = await bodyOf<Sent>(
      await start(reseller, { brandId: entry.id, content: 'First question' }),
    )
    const reply = await write(brand, first.conversationId, 'First answer')
    expect(reply.status).toBe(201)
    expect((await bodyOf<Sent>(reply)).conversationId).toBe(first.conversationId)
    // Starting again with the same brand continues the pair's thread.
    const again = await bodyOf<Sent>(
      await start(reseller, { brandId: entry.id, content: 'Second question' }),
    )
    expect(again.conversationId).toBe(first.conversationId)
    // The brand's Contact (Resellers screen) writes in the same thread.
    const contact = await post(
      t.app,
      '/api/messages',
      { recipientId: reseller.id, content: 'From the Resellers screen' },
      brand,
    )
    expect(contact.status).toBe(201)
    expect((await bodyOf<Sent>(contact)).conversationId).toBe(first.conversationId)
    // A reply to a message (the inbox dialog) stays in its thread.
    const [toBrand] = await t.deps.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.recipientId, brand.id))
    const inboxReply = await post(
      t.app,
      `/api/messages/${toBrand!.id}/reply`,
      { content: 'Inbox reply' },
      brand,
    )
    expect(inboxReply.status).toBe(201)

    const view = await thread(reseller, first.conversationId)
    expect(view.messages.map((m) => [m.content, m.fromViewer])).toEqual([
      ['First question', true],
      ['First answer', false],
      ['Second question', true],
      ['From the Resellers screen', false],
      ['Inbox reply', false],
    ])
    expect(view.conversation).toMatchObject({
      brandName: 'Grouping Brand',
      brandApplicationId: null,
    })
    // One thread each side.
    expect((await list(reseller)).conversations.map((c) => c.id)).toEqual([first.conversationId])
    const brandSide = (await list(brand)).conversations
    expect(brandSide).toHaveLength(1)
    expect(brandSide[0]!.resellerName).toBe(reseller.companyName)
    expect(brandSide[0]!.lastMessage).toEqual({ preview: 'Inbox reply', fromViewer: true })
  })

  test('an application thread: the brand asks, the reseller answers by e-mail, into the same thread', async () => {
    const brand = await signedInUser(t.deps, t.app, 'brand')
    const reseller = await signedInUser(t.deps, t.app, 'reseller')
    const entry = await entryOf(t.deps, brand, 'Mail Brand')
    const application = await applicationBetween(t.deps, entry.id, reseller.id)
    const sent = await bodyOf<Sent>(
      await start(brand, {
        resellerId: reseller.id,
        applicationId: application.id,
        content: 'Please send your resale certificate',
      }),
    )
    const inbound = await postInbound(t.app, {
      from: reseller.email,
      to: `reply+${application.emailThreadId}@in.example.com`,
      subject: 'Re: certificate',
      text: 'Attached, thanks',
    })
    expect(inbound.status).toBe(200)
    const view = await thread(brand, sent.conversationId)
    expect(view.messages.map((m) => m.content)).toEqual([
      'Please send your resale certificate',
      'Re: certificate\nAttached, thanks',
    ])
    expect(view.conversation.brandApplicationId).toBe(application.id)
  })

  test('someone else’s thread is not found, to read, write or mark', async () => {
    const { reseller, entry } = await authorizedPair('Private Brand')
    const { conversationId } = await bodyOf<Sent>(
      await start(reseller, { brandId: entry.id, content: 'Private' }),
    )
    const outsider = await signedInUser(t.deps, t.app, 'reseller')
    const otherBrand = await signedInUser(t.deps, t.app, 'brand')
    for (const who of [outsider, otherBrand]) {
      expect(
        (await get(t.app, `/api/conversations/${conversationId}`, { cookie: who.cookie })).status,
      ).toBe(404)
      expect((await write(who, conversationId, 'Sneaky')).status).toBe(404)
      expect((await post(t.app, `/api/conversations/${conversationId}/read`, {}, who)).status).toBe(
        404,
      )
    }
    expect(
      (await get(t.app, '/api/conversations/not-a-uuid', { cookie: reseller.cookie })).status,
    ).toBe(400)
    const rows = await t.deps.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
    expect(rows).toHaveLength(1)
  })
})

describe('unread counts', () => {
  test('per thread and in all, on both sides, cleared by opening the thread, told live', async () => {
    const { brand, reseller, entry } = await authorizedPair('Unread Brand')
    const { conversationId } = await bodyOf<Sent>(
      await start(reseller, { brandId: entry.id, content: 'One' }),
    )
    await start(reseller, { brandId: entry.id, content: 'Two' })
    let brandList = await list(brand)
    expect(brandList.conversations[0]!.unread).toBe(2)
    expect(brandList.unread).toBe(2)
    expect((await list(reseller)).conversations[0]!.unread).toBe(0)

    const events = await publishedDuring(t.deps, async () => {
      const read = await post(t.app, `/api/conversations/${conversationId}/read`, {}, brand)
      expect(read.status).toBe(200)
      expect(await bodyOf(read)).toEqual({ read: 2 })
      // Again: nothing more to read, nothing published.
      expect(
        await bodyOf(await post(t.app, `/api/conversations/${conversationId}/read`, {}, brand)),
      ).toEqual({ read: 0 })
    })
    expect(events).toEqual([
      { kind: 'message.read', userIds: [brand.id], data: { conversationId } },
    ])
    brandList = await list(brand)
    expect(brandList.conversations[0]!.unread).toBe(0)
    expect(brandList.unread).toBe(0)

    // The brand's reply reaches the reseller live, and counts there.
    const replied = await publishedDuring(t.deps, async () => {
      expect((await write(brand, conversationId, 'Three')).status).toBe(201)
    })
    expect(replied).toEqual([
      {
        kind: 'message.created',
        userIds: [reseller.id],
        data: { messageId: expect.any(String), conversationId },
      },
    ])
    const resellerList = await list(reseller)
    expect(resellerList.conversations[0]).toMatchObject({
      unread: 1,
      lastMessage: { preview: 'Three', fromViewer: false },
    })
    expect(resellerList.unread).toBe(1)
    // The reseller's Brand Replies count includes the brand's in-app reply.
    const inbox = await bodyOf<{ summary: { brandReplies: number } }>(
      await get(t.app, '/api/messages', { cookie: reseller.cookie }),
    )
    expect(inbox.summary.brandReplies).toBe(1)
  })
})

describe('the applicant queue’s Message button', () => {
  const open = (who: Session, applicationId: string) =>
    post(t.app, `/api/brand/applications/${applicationId}/conversation`, {}, who)

  test('opens the application’s thread, made once, that the reseller sees when written in', async () => {
    const brand = await signedInUser(t.deps, t.app, 'brand')
    const applicant = await signedInUser(t.deps, t.app, 'reseller')
    const entry = await entryOf(t.deps, brand, 'Queue Message Brand')
    const application = await applicationBetween(t.deps, entry.id, applicant.id)

    const first = await open(brand, application.id)
    expect(first.status).toBe(201)
    const { conversationId } = await bodyOf<{ conversationId: string }>(first)
    // Again (another click, another tab): the same thread.
    const again = await open(brand, application.id)
    expect(again.status).toBe(200)
    expect((await bodyOf<{ conversationId: string }>(again)).conversationId).toBe(conversationId)
    const rows = await t.deps.db
      .select()
      .from(conversations)
      .where(eq(conversations.brandApplicationId, application.id))
    expect(rows).toHaveLength(1)

    // The brand sees the empty thread; the reseller does not until a message is written.
    const opened = await thread(brand, conversationId)
    expect(opened.conversation.brandApplicationId).toBe(application.id)
    expect(opened.messages).toEqual([])
    expect((await list(brand)).conversations.map((c) => c.id)).toContain(conversationId)
    expect((await list(applicant)).conversations).toEqual([])

    expect((await write(brand, conversationId, 'Which marketplaces do you sell on?')).status).toBe(
      201,
    )
    const seen = (await list(applicant)).conversations
    expect(seen.map((c) => [c.id, c.brandApplicationId, c.unread])).toEqual([
      [conversationId, application.id, 1],
    ])
    // The Ask for more information message lands in the same thread.
    const asked = await post(
      t.app,
      `/api/brand/applications/${application.id}/request-info`,
      { message: 'And your resale certificate, please.' },
      brand,
    )
    expect(asked.status).toBe(201)
    expect((await thread(applicant, conversationId)).messages.map((m) => m.content)).toEqual([
      'Which marketplaces do you sell on?',
      'And your resale certificate, please.',
    ])
  })

  test('a decided application can be messaged too; another brand’s application is not found', async () => {
    const brand = await signedInUser(t.deps, t.app, 'brand')
    const applicant = await signedInUser(t.deps, t.app, 'reseller')
    const entry = await entryOf(t.deps, brand, 'Decided Brand')
    const application = await applicationBetween(t.deps, entry.id, applicant.id)
    await t.deps.db
      .update(brandApplications)
      .set({ status: 'rejected', decidedAt: new Date() })
      .where(eq(brandApplications.id, application.id))
    expect((await open(brand, application.id)).status).toBe(201)

    const otherBrand = await signedInUser(t.deps, t.app, 'brand')
    await entryOf(t.deps, otherBrand, 'Nosy Brand')
    for (const who of [otherBrand, applicant]) {
      const refused = await open(who, application.id)
      expect([403, 404]).toContain(refused.status)
    }
    expect((await open(otherBrand, application.id)).status).toBe(404)
    expect((await open(brand, '00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await open(brand, 'not-a-uuid')).status).toBe(400)
    // Nothing was made for the refused requests.
    const rows = await t.deps.db
      .select()
      .from(conversations)
      .where(eq(conversations.brandApplicationId, application.id))
    expect(rows).toHaveLength(1)
  })
})
