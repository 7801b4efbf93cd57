/**
 * What a brand card shows of the reseller's application (001 §2.4, §4.6), decided from the
 * server's dates and the server's clock (`now` of the answer), never the browser's.
 */
import {
  LONG_WAIT_DAYS,
  MAX_FOLLOW_UPS,
  RECENTLY_APPLIED_DAYS,
  RESELLER_BRANDS_TEXTS as T,
} from '#shared/reseller-brands-texts.ts'
import type { ResellerBrandRow } from '#shared/schemas/reseller-brands.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export type FollowUpButton =
  | { kind: 'apply' }
  | { kind: 'follow-up'; label: string }
  | { kind: 'disabled'; label: string; reason?: 'wait' | 'max' | 'decided'; until?: string }

type Row = Pick<
  ResellerBrandRow,
  'applicationStatus' | 'applicationCreatedAt' | 'followUpCount' | 'nextFollowUpAt'
>

/** 001 §4.6: Follow Up, or a disabled Approved, Rejected, Max Follow-ups or Wait 3 Days. */
export function followUpButton(row: Row, now: Date): FollowUpButton {
  switch (row.applicationStatus) {
    case null:
      return { kind: 'apply' }
    case 'approved':
      return { kind: 'disabled', label: T.approved, reason: 'decided' }
    case 'rejected':
      return { kind: 'disabled', label: T.rejected, reason: 'decided' }
    case 'pending':
      if (row.followUpCount >= MAX_FOLLOW_UPS || row.nextFollowUpAt === null) {
        return { kind: 'disabled', label: T.maxFollowUps, reason: 'max' }
      }
      if (new Date(row.nextFollowUpAt).getTime() > now.getTime()) {
        return { kind: 'disabled', label: T.wait, reason: 'wait', until: row.nextFollowUpAt }
      }
      return { kind: 'follow-up', label: T.followUp }
  }
}

/** 001 §2.4 badges: Recently Applied at 7 days or fewer; Long Wait at 14 or more while pending. */
export function applicationBadges(row: Row, now: Date): string[] {
  if (!row.applicationCreatedAt) return []
  const days = (now.getTime() - new Date(row.applicationCreatedAt).getTime()) / DAY_MS
  const badges: string[] = []
  if (days <= RECENTLY_APPLIED_DAYS) badges.push(T.recentlyApplied)
  if (row.applicationStatus === 'pending' && days >= LONG_WAIT_DAYS) badges.push(T.longWait)
  return badges
}
