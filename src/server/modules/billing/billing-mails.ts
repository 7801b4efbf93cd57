/**
 * The receipt after a payment activates a plan, and the confirmation of a cancellation (issue
 * 15). Both are written to the outbox in the change's own transaction, so the change and its
 * mail commit together; the outbox worker sends them after the commit (and retries a failure).
 */
import {
  BILLING_MAIL_TEXTS as M,
  BILLING_TEXTS,
  RESELLER_PLANS_PATH,
  type SubscriptionTier,
} from '#shared/billing-texts.ts'
import type { DbOrTx } from '../../db/client.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { escapeHtml, layout } from '../../lib/mail/templates.ts'
import type { Receipt } from './activate-payment.ts'

const planName = (tier: string) =>
  BILLING_TEXTS.tiers[tier as SubscriptionTier] ?? tier.charAt(0).toUpperCase() + tier.slice(1)

export function receiptMail(receipt: Receipt, appUrl: string) {
  const plan = planName(receipt.tier)
  const rows = M.receiptRows({ ...receipt, plan })
  const heading = M.receiptHeading(plan)
  const link = `${appUrl}${RESELLER_PLANS_PATH}`
  return {
    to: receipt.email,
    kind: 'billing_receipt',
    subject: M.receiptSubject(plan),
    html: layout(
      heading,
      `<table style="border-collapse:collapse;width:100%">${rows
        .map(
          ([label, value]) =>
            `<tr><th style="text-align:left;padding:4px 12px 4px 0;color:#6b7280;font-weight:500">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join(
          '',
        )}</table><p>${escapeHtml(M.receiptFooter)}</p><p><a href="${escapeHtml(link)}">Your plan</a></p>`,
    ),
    text: `${heading}\n\n${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${M.receiptFooter}\n${link}\n`,
  }
}

export function cancellationMail(
  input: { email: string; tier: string; end: Date },
  appUrl: string,
) {
  const plan = planName(input.tier)
  const heading = M.cancellationHeading(plan)
  const body = M.cancellationBody(plan, input.end)
  const link = `${appUrl}${RESELLER_PLANS_PATH}`
  return {
    to: input.email,
    kind: 'billing_cancellation',
    subject: M.cancellationSubject(plan),
    html: layout(
      heading,
      `<p>${escapeHtml(body)}</p><p>${escapeHtml(M.cancellationFooter)}</p><p><a href="${escapeHtml(link)}">Plans</a></p>`,
    ),
    text: `${heading}\n\n${body}\n\n${M.cancellationFooter}\n${link}\n`,
  }
}

type MailDeps = Pick<AppDeps, 'mailer' | 'env'>

/** In the activating transaction: the receipt, once per payment. */
export async function enqueueReceiptMail(tx: DbOrTx, deps: MailDeps, receipt: Receipt | undefined) {
  if (!receipt?.email) return
  await deps.mailer.enqueue(tx, receiptMail(receipt, deps.env.appUrl))
}

/** In the cancelling transaction. */
export async function enqueueCancellationMail(
  tx: DbOrTx,
  deps: MailDeps,
  input: { email: string; tier: string; end: Date },
) {
  if (!input.email) return
  await deps.mailer.enqueue(tx, cancellationMail(input, deps.env.appUrl))
}
