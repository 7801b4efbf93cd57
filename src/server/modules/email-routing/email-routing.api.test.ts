import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts'
import { DEMO_APPLICATION_THREAD_ID, EMAIL_ROUTING_TEXTS } from '#shared/email-routing-texts.ts'
import { seedDemoAccounts } from '#server/db/seed.ts'
import { emailRoutingLogs, messages } from '#server/db/schema/index.ts'
import { seedDemoConversation } from './demo-conversation.ts'
import {
  createBrandApplication,
  createThreadMessage,
  postInbound,
  uniqueThreadId,
} from '#testing/catalogs.ts'
import { signedInUser, uniqueEmail, type TestUser } from '#testing/factories.ts'
import { bodyOf, get, post, send } from '#testing/http.ts'
import { createTestApp, TEST_INBOUND_EMAIL_SECRET, type TestApp } from '#testing/test-app.ts'
import { publishedDuring } from '#testing/live.ts'

type Session = TestUser & { cookie: string }

let t: TestApp
let admin: Session
let brand: Session
let reseller: Session

beforeAll(async () => {
  t = await createTestApp()
  ;[admin, brand, reseller] = await Promise.all([
    signedInUser(t.deps, t.app, 'admin'),
    signedInUser(t.deps, t.app, 'brand'),
    signedInUser(t.deps, t.app, 'reseller'),
  ])
})

afterAll(async () => {
  await t?.close()
})

const counts = async () => ({
  logs: (await t.deps.db.select().from(emailRoutingLogs)).length,
  messages: (await t.deps.db.select().from(messages)).length,
})

interface Routed {
  status: string
  logId: string
  messageId?: string
  threadId?: string
  error?: string
}

describe('authentication', () => {
  test.each([
    ['no secret', null],
    ['a wrong secret', 'wrong-secret-wrong-secret'],
    ['the secret with one character more', `${TEST_INBOUND_EMAIL_SECRET}x`],
    ['an empty secret', ''],
  ])('%s: 401 and nothing is written', async (_label, secret) => {
    const before = await counts()
    const response = await postInbound(
      t.app,
      { from: reseller.email, to: 'reply+abcdef@in.example.com', text: 'hi' },
      { secret },
    )
    expect(response.status).toBe(401)
    expect((await bodyOf(response)).message).toBe(EMAIL_ROUTING_TEXTS.badSecret)
    expect(await counts()).toEqual(before)
  })

  test('an unreadable body with a wrong secret is still a 401 (the secret is checked first)', async () => {
    const response = await send(t.app, 'POST', '/api/email/inbound', {
      body: '{not json',
      headers: { 'content-type': 'application/json', 'x-inbound-secret': 'nope' },
    })
    expect(response.status).toBe(401)
  })

  test('the secret as the basic-auth password is accepted', async () => {
    const basic = Buffer.from(`inbound:${TEST_INBOUND_EMAIL_SECRET}`).toString('base64')
    const response = await send(t.app, 'POST', '/api/email/inbound', {
      json: { from: 'stranger@example.com', to: 'inbox@in.example.com', text: 'hello' },
      headers: { authorization: `Basic ${basic}` },
    })
    expect(response.status).toBe(200)
    const wrong = Buffer.from('inbound:not-the-secret').toString('base64')
    const refused = await send(t.app, 'POST', '/api/email/inbound', {
      json: { from: 'stranger@example.com', to: 'inbox@in.example.com', text: 'hello' },
      headers: { authorization: `Basic ${wrong}` },
    })
    expect(refused.status).toBe(401)
  })

  test('without INBOUND_EMAIL_SECRET the webhook is off (503), even with a secret sent', async () => {
    const off = await createTestApp({ INBOUND_EMAIL_SECRET: '' })
    try {
      const response = await postInbound(off.app, { from: 'a@example.com', to: 'b@example.com' })
      expect(response.status).toBe(503)
      expect((await bodyOf(response)).message).toBe(EMAIL_ROUTING_TEXTS.disabled)
      expect(await off.deps.db.select().from(emailRoutingLogs)).toEqual([])
    } finally {
      await off.close()
    }
  })
})

describe('routing', () => {
  test('a reseller reply on a brand application thread becomes a message to the brand', async () => {
    const threadId = uniqueThreadId()
    const { application } = await createBrandApplication(t.deps, {
      resellerId: reseller.id,
      brandContactEmail: brand.email,
      threadId,
    })
    const response = await postInbound(t.app, {
      from: `Reseller Person <${reseller.email.toUpperCase()}>`,
      to: `Brand Replies <reply+${threadId}@in.example.com>`,
      subject: 'Re: Your application',
      text: 'Yes, we can start next week.\n\nOn Mon, Jan 5, 2026 Brand wrote:\n> Can you start soon?\n',
    })
    expect(response.status).toBe(200)
    const routed = await bodyOf<Routed>(response)
    expect(routed).toMatchObject({ status: 'processed', threadId })

    const [message] = await t.deps.db
      .select()
      .from(messages)
      .where(eq(messages.id, routed.messageId!))
    expect(message).toMatchObject({
      senderId: reseller.id,
      recipientId: brand.id,
      messageSource: 'email_inbound',
      brandApplicationId: application.id,
      emailThreadId: threadId,
      content: 'Re: Your application\nYes, we can start next week.',
      isRead: false,
    })
    const [log] = await t.deps.db
      .select()
      .from(emailRoutingLogs)
      .where(eq(emailRoutingLogs.id, routed.logId))
    expect(log).toMatchObject({
      senderEmail: reseller.email,
      recipientEmail: `reply+${threadId}@in.example.com`,
      status: 'processed',
      emailType: 'webhook_success',
      threadId,
      errorMessage: null,
    })
    expect(log!.contentPreview).toBe(
      'Yes, we can start next week. On Mon, Jan 5, 2026 Brand wrote: > Can you start soon?',
    )

    // The brand sees it in its own inbox; the reseller does not.
    const inbox = await bodyOf<{ messages: { id: string; brandName: string | null }[] }>(
      await get(t.app, '/api/messages', { cookie: brand.cookie }),
    )
    expect(inbox.messages[0]).toMatchObject({ id: routed.messageId })
    expect(inbox.messages[0]!.brandName).toMatch(/^Test Brand/)
    const other = await bodyOf<{ messages: { id: string }[] }>(
      await get(t.app, '/api/messages', { cookie: reseller.cookie }),
    )
    expect(other.messages.map((m) => m.id)).not.toContain(routed.messageId)
  })

  test('a brand without an account replying from its contact address reaches the reseller', async () => {
    const threadId = uniqueThreadId()
    const contact = uniqueEmail('no-account-brand')
    await createBrandApplication(t.deps, {
      resellerId: reseller.id,
      brandContactEmail: contact,
      threadId,
    })
    // Multipart, SendGrid style, thread id in References.
    const form = new FormData()
    form.append('from', contact)
    form.append('to', 'applications@in.example.com')
    form.append('subject', 'Re: Partnership')
    form.append('html', '<p>Welcome aboard!</p><script>x()</script>')
    form.append(
      'headers',
      `Message-ID: <abc@mail.example.com>\nReferences: <first@x.example.com>\n <${threadId}@in.example.com>\n`,
    )
    form.append('attachment1', new File(['ignored'], 'a.txt'))
    const response = await send(t.app, 'POST', '/api/email/inbound', {
      body: form,
      headers: { 'x-inbound-secret': TEST_INBOUND_EMAIL_SECRET },
    })
    const routed = await bodyOf<Routed>(response)
    expect(routed.status).toBe('processed')
    const [message] = await t.deps.db
      .select()
      .from(messages)
      .where(eq(messages.id, routed.messageId!))
    expect(message).toMatchObject({
      senderId: null,
      recipientId: reseller.id,
      content: 'Re: Partnership\nWelcome aboard!',
    })
  })

  test('a reply on a message thread goes to the other party (urlencoded, subject token)', async () => {
    const threadId = uniqueThreadId()
    await createThreadMessage(t.deps, {
      senderId: reseller.id,
      recipientId: brand.id,
      threadId,
    })
    const body = new URLSearchParams({
      sender: brand.email,
      recipient: 'support@in.example.com',
      subject: `Re: Hello [thread:${threadId}]`,
      'body-plain': 'Happy to talk.',
    })
    const response = await send(t.app, 'POST', '/api/email/inbound', {
      body: body.toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-inbound-secret': TEST_INBOUND_EMAIL_SECRET,
      },
    })
    const routed = await bodyOf<Routed>(response)
    expect(routed.status).toBe('processed')
    const [message] = await t.deps.db
      .select()
      .from(messages)
      .where(eq(messages.id, routed.messageId!))
    expect(message).toMatchObject({ senderId: brand.id, recipientId: reseller.id })
  })

  test('an unknown thread is logged as failed and writes no message', async () => {
    const before = await counts()
    const response = await postInbound(t.app, {
      from: reseller.email,
      to: 'reply+doesnotexist123@in.example.com',
      subject: 'Hello',
      text: 'Anyone there?',
    })
    expect(response.status).toBe(200)
    const routed = await bodyOf<Routed>(response)
    expect(routed).toMatchObject({ status: 'failed', error: EMAIL_ROUTING_TEXTS.noThread })
    const [log] = await t.deps.db
      .select()
      .from(emailRoutingLogs)
      .where(eq(emailRoutingLogs.id, routed.logId))
    expect(log).toMatchObject({
      status: 'failed',
      emailType: 'webhook_failure',
      threadId: 'doesnotexist123',
      errorMessage: EMAIL_ROUTING_TEXTS.noThread,
      fullContent: 'Anyone there?',
    })
    const after = await counts()
    expect(after).toEqual({ logs: before.logs + 1, messages: before.messages })
  })

  test('a sender who is not a party of the thread is logged as failed', async () => {
    const threadId = uniqueThreadId()
    await createBrandApplication(t.deps, {
      resellerId: reseller.id,
      brandContactEmail: brand.email,
      threadId,
    })
    const intruder = uniqueEmail('intruder')
    const before = await counts()
    const routed = await bodyOf<Routed>(
      await postInbound(t.app, {
        from: intruder,
        to: `reply+${threadId}@in.example.com`,
        text: 'Let me in',
      }),
    )
    expect(routed).toMatchObject({
      status: 'failed',
      error: EMAIL_ROUTING_TEXTS.unknownSender(intruder),
    })
    expect((await counts()).messages).toBe(before.messages)
  })

  test('NUL bytes are stripped and a missing sender is logged as failed', async () => {
    const routed = await bodyOf<Routed>(
      await postInbound(t.app, {
        from: '',
        to: 'x@in.example.com',
        subject: 'a\u0000b',
        text: 'c\u0000d',
      }),
    )
    expect(routed).toMatchObject({ status: 'failed', error: EMAIL_ROUTING_TEXTS.noSenderAddress })
    const [log] = await t.deps.db
      .select()
      .from(emailRoutingLogs)
      .where(eq(emailRoutingLogs.id, routed.logId))
    expect(log).toMatchObject({ subject: 'ab', fullContent: 'cd' })
  })

  test('an unreadable body is a 400 and writes nothing', async () => {
    const before = await counts()
    for (const [body, type] of [
      ['{not json', 'application/json'],
      ['[1,2]', 'application/json'],
      ['plain', 'text/plain'],
      ['--x\r\n\r\n', 'multipart/form-data; boundary=x'],
    ] as const) {
      const response = await send(t.app, 'POST', '/api/email/inbound', {
        body,
        headers: { 'content-type': type, 'x-inbound-secret': TEST_INBOUND_EMAIL_SECRET },
      })
      expect(response.status, `${type} ${body}`).toBe(400)
    }
    expect(await counts()).toEqual(before)
  })

  test('a body over the limit is a 413', async () => {
    const response = await postInbound(t.app, {
      from: 'a@example.com',
      to: 'b@example.com',
      text: 'x'.repeat(11 * 1024 * 1024),
    })
    expect(response.status).toBe(413)
  })
})

/** A reply on a fresh application thread of `reseller` to `brand`: routable, so it writes a message. */
async function routableReply(extra: Record<string, unknown> = {}) {
  const threadId = uniqueThreadId()
  await createBrandApplication(t.deps, {
    resellerId: reseller.id,
    brandContactEmail: brand.email,
    threadId,
  })
  return {
    threadId,
    payload: {
      from: reseller.email,
      to: `reply+${threadId}@in.example.com`,
      subject: 'Re: Your application',
      text: 'Delivered once, whatever the provider retries.',
      ...extra,
    },
  }
}

const uniqueMessageId = () => `${uniqueThreadId()}@mail.example.com`

const logsWith = (messageId: string) =>
  t.deps.db.select().from(emailRoutingLogs).where(eq(emailRoutingLogs.providerMessageId, messageId))

const messagesOnThread = (threadId: string) =>
  t.deps.db.select().from(messages).where(eq(messages.emailThreadId, threadId))

/** Every live event published while `run` runs. */
const published = (run: () => Promise<void>) => publishedDuring(t.deps, run)

describe('idempotency: a provider retrying one delivery (same Message-ID) routes it once', () => {
  test('the same delivery posted 3 times at once: 1 message, 1 log row, 3 identical answers, 1 live event', async () => {
    const messageId = uniqueMessageId()
    const { threadId, payload } = await routableReply({
      headers: `Message-ID: <${messageId}>\nIn-Reply-To: <first@x.example.com>`,
    })
    let answers: { status: number; body: Routed }[] = []
    const events = await published(async () => {
      answers = await Promise.all(
        [1, 2, 3].map(async () => {
          const response = await postInbound(t.app, payload)
          return { status: response.status, body: await bodyOf<Routed>(response) }
        }),
      )
    })
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    const first = answers[0]!.body
    expect(first).toMatchObject({ status: 'processed', threadId })
    expect(first.messageId).toBeDefined()
    expect(answers.map((a) => a.body)).toEqual([first, first, first])

    const logs = await logsWith(messageId)
    expect(logs.map((l) => l.id)).toEqual([first.logId])
    const written = await messagesOnThread(threadId)
    expect(written.map((m) => m.id)).toEqual([first.messageId])
    expect(events.filter((e) => e.kind === 'message.created')).toEqual([
      { kind: 'message.created', userIds: [brand.id], data: { messageId: first.messageId } },
    ])
  })

  test('a retry after the first answer gets that answer; a different Message-ID is a second message', async () => {
    const messageId = uniqueMessageId()
    const { threadId, payload } = await routableReply({ messageId: `<${messageId}>` })
    const first = await bodyOf<Routed>(await postInbound(t.app, payload))
    // The same id written without angle brackets and with spaces around it is the same delivery.
    const retry = await postInbound(t.app, { ...payload, messageId: `  ${messageId} ` })
    expect(retry.status).toBe(200)
    expect(await bodyOf<Routed>(retry)).toEqual(first)
    expect(await messagesOnThread(threadId)).toHaveLength(1)

    const other = await bodyOf<Routed>(
      await postInbound(t.app, { ...payload, messageId: uniqueMessageId() }),
    )
    expect(other.status).toBe('processed')
    expect(other.logId).not.toBe(first.logId)
    expect(other.messageId).not.toBe(first.messageId)
    expect(await messagesOnThread(threadId)).toHaveLength(2)
  })

  test("Mailgun's Message-Id field, posted form-encoded 3 times at once: 1 message", async () => {
    const messageId = uniqueMessageId()
    const { threadId, payload } = await routableReply()
    const form = () =>
      new URLSearchParams({
        sender: payload.from,
        recipient: payload.to,
        subject: payload.subject,
        'body-plain': payload.text,
        'Message-Id': `<${messageId}>`,
      }).toString()
    const answers = await Promise.all(
      [1, 2, 3].map(async () =>
        bodyOf<Routed>(
          await send(t.app, 'POST', '/api/email/inbound', {
            body: form(),
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              'x-inbound-secret': TEST_INBOUND_EMAIL_SECRET,
            },
          }),
        ),
      ),
    )
    expect(answers[0]!.status).toBe('processed')
    expect(answers).toEqual([answers[0], answers[0], answers[0]])
    expect(await messagesOnThread(threadId)).toHaveLength(1)
    expect(await logsWith(messageId)).toHaveLength(1)
  })

  test("SendGrid's raw header block in multipart and Mailgun's message-headers pairs carry it too", async () => {
    const messageId = uniqueMessageId()
    const { threadId, payload } = await routableReply()
    const sendGrid = new FormData()
    sendGrid.append('from', payload.from)
    sendGrid.append('to', payload.to)
    sendGrid.append('text', payload.text)
    sendGrid.append('headers', `Subject: Re: x\nMessage-ID:\n <${messageId}>\nTo: ${payload.to}\n`)
    const first = await bodyOf<Routed>(
      await send(t.app, 'POST', '/api/email/inbound', {
        body: sendGrid,
        headers: { 'x-inbound-secret': TEST_INBOUND_EMAIL_SECRET },
      }),
    )
    const mailgun = new URLSearchParams({
      sender: payload.from,
      recipient: payload.to,
      'body-plain': payload.text,
      'message-headers': JSON.stringify([
        ['Received', 'by mx.example.com'],
        ['Message-Id', `<${messageId}>`],
      ]),
    })
    const second = await bodyOf<Routed>(
      await send(t.app, 'POST', '/api/email/inbound', {
        body: mailgun.toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-inbound-secret': TEST_INBOUND_EMAIL_SECRET,
        },
      }),
    )
    expect(first.status).toBe('processed')
    expect(second).toEqual(first)
    expect(await messagesOnThread(threadId)).toHaveLength(1)
  })

  test('a delivery that fails to route, posted 3 times at once: 1 failed log row, 3 identical answers', async () => {
    const messageId = uniqueMessageId()
    const before = await counts()
    const payload = {
      from: reseller.email,
      to: 'reply+doesnotexist456@in.example.com',
      text: 'Anyone there?',
      headers: { 'Message-ID': `<${messageId}>` },
    }
    const answers = await Promise.all(
      [1, 2, 3].map(async () => bodyOf<Routed>(await postInbound(t.app, payload))),
    )
    expect(answers[0]).toMatchObject({ status: 'failed', error: EMAIL_ROUTING_TEXTS.noThread })
    expect(answers).toEqual([answers[0], answers[0], answers[0]])
    expect(await counts()).toEqual({ logs: before.logs + 1, messages: before.messages })
  })

  test('without a Message-ID nothing can tell two deliveries apart: each is routed', async () => {
    const { threadId, payload } = await routableReply()
    const answers = await Promise.all(
      [1, 2].map(async () => bodyOf<Routed>(await postInbound(t.app, payload))),
    )
    expect(answers[0]!.logId).not.toBe(answers[1]!.logId)
    expect(await messagesOnThread(threadId)).toHaveLength(2)
  })

  test.each([
    ['a NUL byte', 'abc\u0000def@mail.example.com'],
    ['a line break', 'abc\rdef@mail.example.com'],
    ['999 characters', `${'x'.repeat(990)}@mail.com`],
  ])('a Message-ID with %s is a 400 and nothing is written', async (_label, messageId) => {
    const { threadId, payload } = await routableReply()
    const before = await counts()
    for (const variant of [{ messageId }, { headers: { 'Message-ID': `<${messageId}>` } }]) {
      const response = await postInbound(t.app, { ...payload, ...variant })
      expect(response.status).toBe(400)
      expect((await bodyOf(response)).message).toBe(EMAIL_ROUTING_TEXTS.badMessageId)
    }
    expect(await counts()).toEqual(before)
    expect(await messagesOnThread(threadId)).toHaveLength(0)
  })
})

describe('manual import', () => {
  test('a pasted raw e-mail is routed and logged as manual_import', async () => {
    const threadId = uniqueThreadId()
    await createBrandApplication(t.deps, {
      resellerId: reseller.id,
      brandContactEmail: brand.email,
      threadId,
    })
    const raw = [
      `From: Brand <${brand.email}>`,
      `To: reply+${threadId}@in.example.com`,
      'Subject: Re: Application',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'We approve=2C welcome!',
      '',
    ].join('\r\n')
    const response = await post(
      t.app,
      '/api/admin/email-routing/import',
      { raw },
      { cookie: admin.cookie },
    )
    expect(response.status).toBe(200)
    const routed = await bodyOf<Routed>(response)
    expect(routed.status).toBe('processed')
    const [log] = await t.deps.db
      .select()
      .from(emailRoutingLogs)
      .where(eq(emailRoutingLogs.id, routed.logId))
    expect(log).toMatchObject({ emailType: 'manual_import', status: 'processed' })
    const [message] = await t.deps.db
      .select()
      .from(messages)
      .where(eq(messages.id, routed.messageId!))
    expect(message).toMatchObject({
      senderId: brand.id,
      recipientId: reseller.id,
      content: 'Re: Application\nWe approve, welcome!',
    })
  })

  test('a failed manual import is logged as failed manual_import', async () => {
    const routed = await bodyOf<Routed>(
      await post(
        t.app,
        '/api/admin/email-routing/import',
        { raw: 'From: a@example.com\nTo: b@example.com\nSubject: Hi\n\nBody' },
        { cookie: admin.cookie },
      ),
    )
    const [log] = await t.deps.db
      .select()
      .from(emailRoutingLogs)
      .where(eq(emailRoutingLogs.id, routed.logId))
    expect(log).toMatchObject({ emailType: 'manual_import', status: 'failed' })
  })
})

describe('manual import and the Message-ID', () => {
  const rawEmail = (input: { from: string; to: string; subject: string; messageId?: string }) =>
    [
      `From: ${input.from}`,
      `To: ${input.to}`,
      `Subject: ${input.subject}`,
      ...(input.messageId ? [`Message-ID: <${input.messageId}>`] : []),
      '',
      'Pasted by an admin.',
      '',
    ].join('\r\n')
  const importRaw = async (raw: string) =>
    post(t.app, '/api/admin/email-routing/import', { raw }, { cookie: admin.cookie })

  test('the same e-mail imported twice at once, then delivered by the webhook: 1 message', async () => {
    const messageId = uniqueMessageId()
    const { threadId, payload } = await routableReply()
    const raw = rawEmail({ ...payload, messageId })
    const answers = await Promise.all([importRaw(raw), importRaw(raw)])
    const [first, second] = await Promise.all(answers.map((r) => bodyOf<Routed>(r)))
    expect(answers.map((r) => r.status)).toEqual([200, 200])
    expect(first!.status).toBe('processed')
    expect(second).toEqual(first)
    const delivered = await bodyOf<Routed>(
      await postInbound(t.app, { ...payload, messageId: `<${messageId}>` }),
    )
    expect(delivered).toEqual(first)
    expect(await messagesOnThread(threadId)).toHaveLength(1)
    expect(await logsWith(messageId)).toMatchObject([{ emailType: 'manual_import' }])
  })

  test('an e-mail the webhook could not route is routed when an admin imports it (corrected)', async () => {
    const messageId = uniqueMessageId()
    const { threadId, payload } = await routableReply()
    // The provider lost the plus-address: no thread id anywhere.
    const lost = { ...payload, to: 'inbox@in.example.com', messageId }
    const failed = await bodyOf<Routed>(await postInbound(t.app, lost))
    expect(failed).toMatchObject({ status: 'failed', error: EMAIL_ROUTING_TEXTS.noThread })

    // The admin adds the thread token to the subject and imports it: it made no message before,
    // so it is routed now, and this import holds the Message-ID from now on.
    const raw = rawEmail({ ...lost, subject: `${payload.subject} [thread:${threadId}]` })
    const imported = await bodyOf<Routed>(await importRaw(raw))
    expect(imported).toMatchObject({ status: 'processed', threadId })
    expect(await bodyOf<Routed>(await postInbound(t.app, lost))).toEqual(imported)
    expect(await bodyOf<Routed>(await importRaw(raw))).toEqual(imported)
    expect(await messagesOnThread(threadId)).toHaveLength(1)
    // The failed attempt stays in the log, without the Message-ID.
    const [earlier] = await t.deps.db
      .select()
      .from(emailRoutingLogs)
      .where(eq(emailRoutingLogs.id, failed.logId))
    expect(earlier).toMatchObject({ status: 'failed', providerMessageId: null })
    expect(await logsWith(messageId)).toMatchObject([{ id: imported.logId }])
  })

  test('a Message-ID too long to be one is a 400', async () => {
    const before = await counts()
    const response = await importRaw(
      rawEmail({
        from: reseller.email,
        to: 'inbox@in.example.com',
        subject: 'Hi',
        messageId: `${'x'.repeat(990)}@mail.com`,
      }),
    )
    expect(response.status).toBe(400)
    expect((await bodyOf(response)).message).toBe(EMAIL_ROUTING_TEXTS.badMessageId)
    expect(await counts()).toEqual(before)
  })
})

describe('logs (GET /api/admin/email-routing/logs)', () => {
  test('newest first, filtered by status, type and search; at most the limit', async () => {
    const marker = uniqueThreadId()
    await postInbound(t.app, { from: 'first@example.com', to: `reply+${marker}a@x.example.com` })
    await postInbound(t.app, { from: 'second@example.com', to: `reply+${marker}b@x.example.com` })
    const search = await bodyOf<{ logs: { senderEmail: string; threadId: string }[] }>(
      await get(t.app, `/api/admin/email-routing/logs?search=${marker}`, { cookie: admin.cookie }),
    )
    expect(search.logs.map((l) => l.senderEmail)).toEqual([
      'second@example.com',
      'first@example.com',
    ])

    const failed = await bodyOf<{ logs: { status: string; emailType: string }[] }>(
      await get(t.app, '/api/admin/email-routing/logs?status=failed&type=webhook_failure', {
        cookie: admin.cookie,
      }),
    )
    expect(failed.logs.length).toBeGreaterThan(0)
    expect(
      failed.logs.every((l) => l.status === 'failed' && l.emailType === 'webhook_failure'),
    ).toBe(true)
    const processed = await bodyOf<{ logs: { status: string }[] }>(
      await get(t.app, '/api/admin/email-routing/logs?status=processed', { cookie: admin.cookie }),
    )
    expect(processed.logs.every((l) => l.status === 'processed')).toBe(true)
    const limited = await bodyOf<{ logs: unknown[] }>(
      await get(t.app, '/api/admin/email-routing/logs?limit=1', { cookie: admin.cookie }),
    )
    expect(limited.logs).toHaveLength(1)
    const tooMany = await get(t.app, '/api/admin/email-routing/logs?limit=101', {
      cookie: admin.cookie,
    })
    expect(tooMany.status).toBe(400)
  })

  test('only admins read the logs', async () => {
    expect(
      (await get(t.app, '/api/admin/email-routing/logs', { cookie: brand.cookie })).status,
    ).toBe(403)
    expect((await get(t.app, '/api/admin/email-routing/logs')).status).toBe(401)
  })
})

describe('the demo conversation', () => {
  test('the demo accounts get an application thread that an e-mail reply reaches', async () => {
    const demo = await createTestApp()
    try {
      await seedDemoAccounts(demo.deps.db, demo.deps.auth)
      expect(await seedDemoConversation(demo.deps.db)).toBe(true)
      expect(await seedDemoConversation(demo.deps.db)).toBe(false)
      const routed = await bodyOf<Routed>(
        await postInbound(demo.app, {
          from: DEMO_ACCOUNTS.find((a) => a.role === 'reseller')!.email,
          to: `reply+${DEMO_APPLICATION_THREAD_ID}@in.example.com`,
          text: 'Following up on our application.',
        }),
      )
      expect(routed.status).toBe('processed')
    } finally {
      await demo.close()
    }
  })
})
