/**
 * What a brand card shows of the reseller and the brand (001 §2.4, §4.6; issue 13), decided from
 * the server's answer and the server's clock (`now` of the answer), never the browser's: the
 * card's one standing (the authorization, or the application when there is none or it is newer),
 * the action it offers, and the badges of a recent or long-waiting application.
 */
import {
  LONG_WAIT_DAYS,
  MAX_FOLLOW_UPS,
  RECENTLY_APPLIED_DAYS,
  RESELLER_BRANDS_TEXTS as T,
  canApplyFrom,
} from '#shared/reseller-brands-texts.ts'
import type { ResellerBrandRow } from '#shared/schemas/reseller-brands.ts'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

export type FollowUpButton =
  | { kind: 'apply'; label: string }
  | { kind: 'follow-up'; label: string }
  | { kind: 'disabled'; label: string; reason?: 'wait' | 'max' | 'decided'; until?: string }
  | { kind: 'none' }

type Row = Pick<
  ResellerBrandRow,
  'standing' | 'applicationCreatedAt' | 'followUpCount' | 'nextFollowUpAt'
>

/**
 * Issue 13 item 8: how long until the next follow-up, as the button says it: whole days, rounded
 * up ('Wait 7 Days' right after a follow-up), or hours under a day ('Wait 5 Hours').
 */
export function waitLabel(until: string, now: Date): string {
  const left = Math.max(0, new Date(until).getTime() - now.getTime())
  if (left >= DAY_MS) return T.wait(Math.ceil(left / DAY_MS), 'day')
  const hours = Math.max(1, Math.ceil(left / HOUR_MS))
  return hours === 24 ? T.wait(1, 'day') : T.wait(hours, 'hour')
}

/**
 * The card's action: Apply (or Apply Again after a rejection, revocation or expiry); while
 * pending, Follow Up or a disabled Wait n Days / Max Follow-ups (001 §4.6); a disabled Approved
 * for an approval without an authorization; nothing while authorized or suspended (the card
 * offers the products and the letter, or says why instead).
 */
export function followUpButton(row: Row, now: Date): FollowUpButton {
  if (canApplyFrom(row.standing)) {
    return { kind: 'apply', label: row.standing === 'not_applied' ? T.apply : T.applyAgain }
  }
  switch (row.standing) {
    case 'approved':
      return { kind: 'disabled', label: T.approved, reason: 'decided' }
    case 'pending':
      if (row.followUpCount >= MAX_FOLLOW_UPS || row.nextFollowUpAt === null) {
        return { kind: 'disabled', label: T.maxFollowUps, reason: 'max' }
      }
      if (new Date(row.nextFollowUpAt).getTime() > now.getTime()) {
        return {
          kind: 'disabled',
          label: waitLabel(row.nextFollowUpAt, now),
          reason: 'wait',
          until: row.nextFollowUpAt,
        }
      }
      return { kind: 'follow-up', label: T.followUp }
    default:
      return { kind: 'none' }
  }
}

/** The application's standings: only then do its badges and follow-ups show. */
const APPLICATION_STANDINGS = new Set<Row['standing']>(['pending', 'approved', 'rejected'])

/** 001 §2.4 badges: Recently Applied at 7 days or fewer; Long Wait at 14 or more while pending. */
export function applicationBadges(row: Row, now: Date): string[] {
  if (!row.applicationCreatedAt || !APPLICATION_STANDINGS.has(row.standing)) return []
  const days = (now.getTime() - new Date(row.applicationCreatedAt).getTime()) / DAY_MS
  const badges: string[] = []
  if (days <= RECENTLY_APPLIED_DAYS) badges.push(T.recentlyApplied)
  if (row.standing === 'pending' && days >= LONG_WAIT_DAYS) badges.push(T.longWait)
  return badges
}

/** Whether the card opens the brand's products and its Letter of Authorization: in force only. */
export const inForce = (row: Pick<ResellerBrandRow, 'standing'>) => row.standing === 'authorized'

/**
 * The brand's hold on the reseller's orders while the authorization is in force (the card's
 * status then reads 'Orders on hold'); a suspension or termination says so on its own.
 */
export const heldOrders = (row: Pick<ResellerBrandRow, 'standing' | 'orderHold'>) =>
  inForce(row) ? row.orderHold : null

/** The date the brand gave for a suspension or revocation, or the end date of an expiry. */
export function endedSince(authorization: NonNullable<ResellerBrandRow['authorization']>): string {
  return authorization.status === 'expired' && authorization.endsAt
    ? authorization.endsAt
    : authorization.statusChangedAt
}
