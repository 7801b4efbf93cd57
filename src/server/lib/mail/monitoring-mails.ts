/**
 * The mail telling a brand that a monitoring source stopped because its provider refused the
 * credentials (modules/monitoring/connection-health.ts): sent once per failure. Every
 * interpolated value is escaped; the subject is one line. It never carries a credential.
 */
import { MONITORING_FAILURE_NOTICE as T } from '#shared/monitoring-texts.ts'
import type { MonitoringSource } from '#shared/monitoring.ts'
import { button, escapeHtml, layout } from './templates.ts'

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').slice(0, 180)

export function connectionFailingMail(input: {
  source: MonitoringSource
  /** The provider's words, as stored on the connection (credentials scrubbed). */
  failure: string
  link: string
}) {
  const title = oneLine(T.subject(input.source))
  const body = T.body(input.source)
  return {
    subject: title,
    html: layout(
      title,
      `<p>${escapeHtml(body)}</p>` +
        `<p>${escapeHtml(T.providerSaid)}</p><blockquote style="margin:0 0 16px;padding-left:12px;border-left:3px solid #e5e7eb;color:#374151">${escapeHtml(input.failure)}</blockquote>` +
        `<p>${escapeHtml(T.whatToDo)}</p>` +
        button(input.link, T.action),
    ),
    text: `${title}\n\n${body}\n\n${T.providerSaid}\n${input.failure}\n\n${T.whatToDo}\n\n${T.action}: ${input.link}\n`,
  }
}
