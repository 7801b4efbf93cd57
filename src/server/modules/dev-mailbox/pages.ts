/**
 * /dev/mailbox (demo mode only; on this machine or for an admin): the outbox as a mailbox, so verification and reset links work
 * without SMTP. Server-rendered: it must work even when the client build is broken.
 */
import { desc, eq } from 'drizzle-orm'
import type { Hono, MiddlewareHandler } from 'hono'
import { mailOutbox } from '../../db/schema/index.ts'
import { attachmentDisposition } from '../../lib/http/content-disposition.ts'
import { demoAccessAllowed } from '../../lib/http/route.ts'
import type { AppDeps, AppEnv } from '../../lib/http/types.ts'
import { escapeHtml } from '../../lib/mail/templates.ts'

const PAGE_SIZE = 200
/** Attachment types served as themselves; anything else is a plain download. */
const ATTACHMENT_TYPES = new Set(['text/csv', 'application/pdf', 'text/plain'])

function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} kB`
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}main{max-width:960px;margin:auto;padding:24px}
table{width:100%;border-collapse:collapse;background:#fff}th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #e2e8f0;font-size:14px}
a{color:#2563eb}iframe{width:100%;height:560px;border:1px solid #e2e8f0;background:#fff}.meta{color:#475569;font-size:14px}
</style></head><body><main>${body}</main></body></html>`
}

function linksIn(html: string | null, text: string | null): string[] {
  const found = new Set<string>()
  for (const source of [html ?? '', text ?? '']) {
    for (const match of source.matchAll(/https?:\/\/[^\s"'<>]+/g))
      found.add(match[0].replaceAll('&amp;', '&'))
  }
  return [...found]
}

/**
 * Reset and verification links are in these mails, so even in demo mode the mailbox is only for
 * someone on this machine or a signed-in admin (DESIGN decision 2). Runs after resolveViewer.
 */
export function mailboxGate(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const viewer = c.get('viewer')
    if (demoAccessAllowed(viewer, deps.env.demoMode, c.get('clientIp'))) return next()
    c.header('Cache-Control', 'no-store')
    return c.html(
      page(
        'Mailbox',
        viewer
          ? '<h1>Mailbox</h1><p>Only an admin can read the mailbox.</p>'
          : '<h1>Mailbox</h1><p>The mailbox is open on this machine only. <a href="/admin/login">Sign in as an admin</a> to read it from elsewhere.</p>',
      ),
      viewer ? 403 : 401,
    )
  }
}

export function registerDevMailbox(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get('/dev/mailbox', async (c) => {
    const to = c.req.query('to')?.toLowerCase()
    const rows = await deps.db
      .select()
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.to, to) : undefined)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(PAGE_SIZE)
    const items = rows
      .map(
        (
          m,
        ) => `<tr><td>${m.createdAt.toISOString().replace('T', ' ').slice(0, 19)}</td><td>${escapeHtml(m.to)}</td>
<td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a>${m.attachments?.length ? ` <span class="meta">(${m.attachments.length} attachment${m.attachments.length === 1 ? '' : 's'})</span>` : ''}</td><td>${escapeHtml(m.kind)}</td><td>${m.status}</td></tr>`,
      )
      .join('')
    return c.html(
      page(
        'Mailbox',
        `<h1>Mailbox</h1><p class="meta">Every mail the marketplace sent (demo mode). Newest first.</p>
<form method="get"><label>Recipient <input name="to" value="${escapeHtml(to ?? '')}"></label> <button>Filter</button></form>
${rows.length ? `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th><th>Kind</th><th>Status</th></tr></thead><tbody>${items}</tbody></table>` : '<p>No mail yet.</p>'}`,
      ),
    )
  })

  app.get('/dev/mailbox/:id', async (c) => {
    const id = c.req.param('id')
    const [m] = UUID.test(id)
      ? await deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
      : []
    if (!m)
      return c.html(
        page('Not found', '<h1>Message not found</h1><a href="/dev/mailbox">Back to mailbox</a>'),
        404,
      )
    const attachments = (m.attachments ?? [])
      .map(
        (a, index) =>
          `<li><a href="/dev/mailbox/${m.id}/attachments/${index}" download="${escapeHtml(a.filename)}">${escapeHtml(a.filename)}</a> <span class="meta">${escapeHtml(a.contentType)}, ${formatSize(Buffer.byteLength(a.contentBase64, 'base64'))}</span></li>`,
      )
      .join('')
    const links = linksIn(m.html, m.text)
      .map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`)
      .join('')
    return c.html(
      page(
        m.subject,
        `<p><a href="/dev/mailbox">← Mailbox</a></p><h1>${escapeHtml(m.subject)}</h1>
<p class="meta">To ${escapeHtml(m.to)} · From ${escapeHtml(m.from)} · ${m.createdAt.toISOString()} · ${escapeHtml(m.kind)} · ${m.status}</p>
${attachments ? `<h2>Attachments</h2><ul>${attachments}</ul>` : ''}
${links ? `<h2>Links in this message</h2><ul>${links}</ul>` : ''}
${m.html ? `<iframe title="Message" sandbox srcdoc="${escapeHtml(m.html)}"></iframe>` : ''}
${m.text ? `<h2>Text</h2><pre>${escapeHtml(m.text)}</pre>` : ''}`,
      ),
    )
  })

  app.get('/dev/mailbox/:id/attachments/:index', async (c) => {
    const id = c.req.param('id')
    const index = Number(c.req.param('index'))
    const [m] = UUID.test(id)
      ? await deps.db
          .select({ attachments: mailOutbox.attachments })
          .from(mailOutbox)
          .where(eq(mailOutbox.id, id))
      : []
    const attachment = Number.isInteger(index) ? m?.attachments?.[index] : undefined
    if (!attachment) return c.text('Attachment not found', 404)
    const type = ATTACHMENT_TYPES.has(attachment.contentType)
      ? attachment.contentType
      : 'application/octet-stream'
    c.header('Content-Type', type)
    c.header('Content-Disposition', attachmentDisposition(attachment.filename))
    return c.body(Buffer.from(attachment.contentBase64, 'base64'))
  })
}
