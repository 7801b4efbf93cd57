/**
 * The receipt after a payment activates a plan, and the confirmation of a cancellation (issue
 * 15). Both go through the outbox after the change is committed; a mail that fails is only
 * logged (the outbox retries it), never undoes the payment or the cancellation.
 */
import {
  BILLING_MAIL_TEXTS as M,
  BILLING_TEXTS,
  RESELLER_PLANS_PATH,
  type SubscriptionTier,
} from '#shared/billing-texts.ts'
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

type MailDeps = Pick<AppDeps, 'mailer' | 'logger' | 'env'>

async function sendQuietly(deps: MailDeps, message: ReturnType<typeof receiptMail>) {
  if (!message.to) return
  try {
    await deps.mailer.send(message)
  } catch (error) {
    deps.logger.warn(`${message.kind} mail failed: ${(error as Error).message}`)
  }
}

/** After the activating transaction committed: the receipt, once per payment. */
export async function sendReceiptMail(deps: MailDeps, receipt: Receipt | undefined) {
  if (receipt) await sendQuietly(deps, receiptMail(receipt, deps.env.appUrl))
}

export async function sendCancellationMail(
  deps: MailDeps,
  input: { email: string; tier: string; end: Date },
) {
  await sendQuietly(deps, cancellationMail(input, deps.env.appUrl))
}
