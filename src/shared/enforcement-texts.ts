/**
 * Issue 14 item 5: enforcement for authorized resellers, due process tied to ordering. The
 * default ladder and notice templates (a brand edits both), the placeholders a template may use,
 * and the messages of the rules.
 */
import { ENFORCEMENT_STEP_LABELS, type EnforcementStep } from './protection.ts'

export interface LadderStep {
  step: EnforcementStep
  /** Business days to cure before the next step may be taken (0: none follows). */
  cureDays: number
}

export const DEFAULT_LADDER: readonly LadderStep[] = [
  { step: 'notice', cureDays: 2 },
  { step: 'second_notice', cureDays: 2 },
  { step: 'order_hold', cureDays: 5 },
  { step: 'suspension', cureDays: 10 },
  { step: 'termination', cureDays: 0 },
]

/** What a template may say; each is replaced when the notice is sent. */
export const NOTICE_PLACEHOLDERS = {
  reseller: "The reseller's company",
  brand: 'Your brand',
  product: 'The product',
  marketplace: 'The marketplace',
  listing: 'The listing: its link, or its id',
  advertised: 'The advertised price observed',
  map: 'The MAP in force then',
  observed: 'When it was observed',
  rule: 'The rule that fired, in words',
  evidence: "The evidence's reference: import, row and SHA-256",
  deadline: 'The date to cure by',
  step: 'This step of the ladder',
  nextStep: 'The step that follows if it is not cured',
} as const
export type NoticePlaceholder = keyof typeof NOTICE_PLACEHOLDERS

export interface NoticeTemplateText {
  subject: string
  body: string
}

const FOOTER = `Evidence: {{evidence}}

You can mark the listing fixed once you have changed it (the next observation checks it), or dispute this finding with your reason and proof, on your Compliance page.`

export const DEFAULT_TEMPLATES: Record<EnforcementStep, NoticeTemplateText> = {
  notice: {
    subject: 'MAP notice: {{product}} on {{marketplace}}',
    body: `Hello {{reseller}},

Our monitoring found your listing of {{product}} on {{marketplace}} ({{listing}}) advertised at {{advertised}} on {{observed}}. {{rule}}.

Please bring the advertised price to at least {{map}} by {{deadline}}. If it is not cured by then, the next step is: {{nextStep}}.

${FOOTER}

{{brand}}`,
  },
  second_notice: {
    subject: 'Second MAP notice: {{product}} on {{marketplace}}',
    body: `Hello {{reseller}},

Your listing of {{product}} on {{marketplace}} ({{listing}}) is still advertised at {{advertised}} (observed {{observed}}), below the MAP of {{map}}. {{rule}}.

This is our second notice. Please cure it by {{deadline}}; otherwise the next step is: {{nextStep}}.

${FOOTER}

{{brand}}`,
  },
  order_hold: {
    subject: 'Orders on hold: {{product}} on {{marketplace}}',
    body: `Hello {{reseller}},

Your listing of {{product}} on {{marketplace}} ({{listing}}) is still not compliant: {{rule}} (observed {{observed}}).

New orders from you to {{brand}} are on hold until the listing is cured. The hold lifts on its own as soon as a compliant observation comes in. If it is not cured by {{deadline}}, the next step is: {{nextStep}}.

${FOOTER}

{{brand}}`,
  },
  suspension: {
    subject: 'Authorization suspended: {{product}} on {{marketplace}}',
    body: `Hello {{reseller}},

Your listing of {{product}} on {{marketplace}} ({{listing}}) remained non-compliant after our notices and order hold: {{rule}} (observed {{observed}}).

Your authorization to sell {{brand}}, and with it your Letter of Authorization, is suspended. If it is not cured by {{deadline}}, the next step is: {{nextStep}}.

${FOOTER}

{{brand}}`,
  },
  termination: {
    subject: 'Authorization terminated: {{brand}}',
    body: `Hello {{reseller}},

Your listing of {{product}} on {{marketplace}} ({{listing}}) remained non-compliant through every step of our MAP policy: {{rule}} (observed {{observed}}).

Your authorization to sell {{brand}} is terminated, and your Letter of Authorization is no longer valid.

Evidence: {{evidence}}

{{brand}}`,
  },
}

/** Fills `{{name}}` placeholders; unknown ones are left as typed, so a typo shows. */
export function renderTemplate(
  template: string,
  values: Partial<Record<NoticePlaceholder, string>>,
): string {
  return template.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (whole, name: string) =>
    name in values ? (values[name as NoticePlaceholder] ?? '') : whole,
  )
}

/**
 * A deadline `days` business days after `from` (Saturdays and Sundays skipped, in UTC), at the
 * same time of day.
 */
export function addBusinessDays(from: Date, days: number): Date {
  const out = new Date(from)
  let left = days
  while (left > 0) {
    out.setUTCDate(out.getUTCDate() + 1)
    const weekday = out.getUTCDay()
    if (weekday !== 0 && weekday !== 6) left -= 1
  }
  return out
}

/** One finding's lines in a combined notice (the values of notices.ts's noticeValues). */
export interface CombinedNoticeItem {
  product: string
  marketplace: string
  listing: string
  advertised: string
  map: string
  observed: string
  rule: string
  evidence: string
  deadline: string
  step: string
  nextStep: string
}

/**
 * One notice for several findings of one reseller (a bulk step): the reseller reads every listing
 * with its step and cure date in one message and one mail, rather than one mail per listing.
 */
function combinedNotice(input: {
  brand: string
  reseller: string
  items: readonly CombinedNoticeItem[]
  note: string
}) {
  const n = input.items.length
  const first = input.items[0]
  const subject =
    n === 1 && first
      ? `MAP notice from ${input.brand}: ${first.product} on ${first.marketplace}`
      : `MAP notices from ${input.brand}: ${n} listings`
  const greeting = `Hello ${input.reseller},`
  const intro = `Our monitoring found ${n === 1 ? 'one of your listings' : `${n} of your listings`} in breach of the MAP policy of ${input.brand}. For each: what was observed, the step this notice is, and the date to cure it by.`
  const items = input.items.map((i) => ({
    title: `${i.product} on ${i.marketplace} (${i.listing})`,
    lines: [
      `Advertised at ${i.advertised} on ${i.observed}; MAP ${i.map}. ${i.rule}.`,
      `${i.step}: please cure it by ${i.deadline}. Otherwise the next step is: ${i.nextStep}.`,
      `Evidence: ${i.evidence}`,
    ],
  }))
  const closing =
    'You can mark a listing fixed once you have changed it (the next observation checks it), or dispute a finding with your reason and proof, on your Compliance page.'
  const body = [
    greeting,
    intro,
    items
      .map((i, k) => `${k + 1}. ${i.title}\n${i.lines.map((l) => `   ${l}`).join('\n')}`)
      .join('\n\n'),
    closing,
    ...(input.note ? [input.note] : []),
    input.brand,
  ].join('\n\n')
  return {
    subject,
    greeting,
    intro,
    items,
    closing,
    note: input.note,
    signature: input.brand,
    body,
  }
}
export type CombinedNotice = ReturnType<typeof combinedNotice>

export const ENFORCEMENT_CODES = {
  notEnforceable: 'FINDING_NOT_ENFORCEABLE',
  ladderEnd: 'LADDER_END',
  curePeriod: 'CURE_PERIOD_RUNNING',
  disputePending: 'DISPUTE_PENDING',
  noDispute: 'NO_DISPUTE_PENDING',
  alreadyDisputed: 'ALREADY_DISPUTED',
  closed: 'FINDING_CLOSED',
  orderHold: 'ORDER_HOLD',
  proofType: 'PROOF_TYPE',
  proofTooLarge: 'PROOF_TOO_LARGE',
  notANotice: 'NOT_A_NOTICE',
  bulkTooMany: 'BULK_TOO_MANY',
  bulkNothing: 'BULK_NOTHING',
} as const

export const ENFORCEMENT_TEXTS = {
  notEnforceable:
    'Only MAP and scope violations by an authorized reseller go through the enforcement ladder. Unknown sellers are investigated instead.',
  ladderEnd: 'Every step of your ladder has been taken for this finding.',
  curePeriod: (deadline: string) =>
    `The reseller has until ${deadline} to cure this finding. The next step can be taken after that.`,
  disputePending:
    'The reseller disputes this finding. Accept or reject the dispute before you take the next step.',
  noDispute: 'There is no dispute to decide on this finding.',
  alreadyDisputed: 'You already disputed this finding. The brand decides it.',
  closed: 'This finding is closed: nothing more can be done on it.',
  orderHold: (brand: string, product: string, marketplace: string) =>
    `${brand} has put your orders on hold until your listing of ${product} on ${marketplace} complies with its MAP policy. The hold lifts on its own as soon as a compliant observation comes in. See your Compliance page.`,
  proofType: 'Proof must be a PDF, PNG or JPEG file.',
  proofTooLarge: 'Proof must be at most 10 MB.',
  disputeForm: {
    multipartRequired:
      'Send the dispute as a form (multipart/form-data) with its reason and proof.',
    unreadableForm: 'The dispute could not be read. Please try again.',
  },
  stepLabel: (step: EnforcementStep) => ENFORCEMENT_STEP_LABELS[step],
  noNextStep: 'none: this is the last step',
  suspensionReason: (product: string, marketplace: string) =>
    `MAP enforcement: your listing of ${product} on ${marketplace} was not cured after notice.`,
  notANotice: (step: string) =>
    `The next step on this finding is ${step.toLowerCase()}, not a notice: take it on the finding itself.`,
  bulkTooMany: (count: number, max: number) =>
    `At most ${max} findings can be sent at once; this asks for ${count}. Select up to ${max} of them, then send the rest.`,
  bulkUnknown: 'One or more of these findings are not yours, or no longer exist. Nothing was sent.',
  alreadySentInBatch: 'Sent by this same request already.',
  combinedNotice,
  terminationReason: (product: string, marketplace: string) =>
    `MAP enforcement: your listing of ${product} on ${marketplace} was not cured through every step of the MAP policy.`,
} as const
