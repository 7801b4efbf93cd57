import { describe, expect, it } from 'vitest'
import { ACTIVITY_STORAGE_KEY } from '../../features/session/use-inactivity-logout.ts'
import { TELEMETRY_SESSION_KEY } from '../lib/telemetry.ts'
import { LEAD_POPUP_KEYS } from '../widgets/lead-popup-state.ts'
import { cancellationRefundPolicy } from './legal/cancellation-refund.ts'
import {
  ACTIVITY_STORAGE_KEY_TEXT,
  cookiePolicy,
  TELEMETRY_STORAGE_KEY_TEXT,
} from './legal/cookies.ts'
import { privacyPolicy } from './legal/privacy.ts'
import { shippingDeliveryPolicy } from './legal/shipping-delivery.ts'
import { termsOfService } from './legal/terms.ts'
import type { LegalDocument, ProseBlock } from './types.ts'

function textOf(document: LegalDocument): string {
  const blockText = (block: ProseBlock): string[] => {
    switch (block.type) {
      case 'ul':
      case 'ol':
        return [...block.items]
      case 'callout':
        return [block.title, block.text]
      case 'table':
        return [block.caption, ...block.head, ...block.rows.flat()]
      default:
        return [block.text]
    }
  }
  return [
    document.title,
    document.summary,
    ...document.sections.flatMap((s) => [s.title, ...s.blocks.flatMap(blockText)]),
  ].join('\n')
}

const ALL = [
  privacyPolicy,
  termsOfService,
  cookiePolicy,
  cancellationRefundPolicy,
  shippingDeliveryPolicy,
]

describe('legal pages', () => {
  it('have a short description, a 2026 date, unique section anchors and titles', () => {
    for (const document of ALL) {
      expect(document.description.length).toBeLessThanOrEqual(160)
      expect(document.lastUpdated).toMatch(/^2026-\d{2}-\d{2}$/)
      const ids = document.sections.map((s) => s.id)
      expect(new Set(ids).size).toBe(ids.length)
    }
    expect(new Set(ALL.map((d) => d.title)).size).toBe(ALL.length)
  })

  it('state the policy figures of 000 §9 exactly', () => {
    const refund = textOf(cancellationRefundPolicy)
    expect(refund).toContain('30-day money-back guarantee')
    expect(refund).toContain('1-2 business days')
    expect(refund).toContain('5-10 business days')
    expect(refund).toContain('3 brand applications per month')
    expect(refund).toContain('48 hours')
    expect(refund).not.toMatch(/\b7-day money-back/)

    const shipping = textOf(shippingDeliveryPolicy)
    for (const figure of ['1-3 days', '3-5 days', '5-10 days', '$500-$1,000', '48 hours']) {
      expect(shipping).toContain(figure)
    }

    const terms = textOf(termsOfService)
    for (const figure of ['$35 per month', '$99 per month', 'Custom pricing', 'Mon-Fri 9-6 EST']) {
      expect(terms).toContain(figure)
    }
    expect(terms).toContain('3 brand applications per month')
    expect(terms).toContain('25 brand applications per month')
    expect(terms).toContain('30-day money-back guarantee')
    expect(terms).toContain('Unlimited')
    expect(terms).toContain('within 24 hours')
    expect(textOf(privacyPolicy)).toContain('Mon-Fri 9-6 EST')
  })

  it('name the storage keys the site really uses', () => {
    expect(TELEMETRY_STORAGE_KEY_TEXT).toBe(TELEMETRY_SESSION_KEY)
    expect(ACTIVITY_STORAGE_KEY_TEXT).toBe(ACTIVITY_STORAGE_KEY)
    const cookies = textOf(cookiePolicy)
    for (const key of [
      'visitor-type-selected',
      ...Object.values(LEAD_POPUP_KEYS),
      TELEMETRY_SESSION_KEY,
      ACTIVITY_STORAGE_KEY,
      'better-auth.session_token',
    ]) {
      expect(cookies).toContain(key)
    }
  })
})
