/**
 * The lead-magnet popup's rules (000 §4, §9), without any UI: which timer and scroll threshold a
 * page uses, and whether the popup may show now, from its three session-storage keys.
 */
import { LEAD_POPUP, LEAD_POPUP_STORAGE_PREFIX } from '#shared/constants.ts'

export const LEAD_POPUP_KEYS = {
  disabled: `${LEAD_POPUP_STORAGE_PREFIX}_disabled`,
  converted: `${LEAD_POPUP_STORAGE_PREFIX}_converted`,
  lastShown: `${LEAD_POPUP_STORAGE_PREFIX}_lastShown`,
} as const

export type LeadPopupTrigger = 'Timer_Trigger' | 'Scroll_Trigger' | 'Exit_Intent'
export type PopupStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
export type Suppression = 'disabled' | 'converted' | 'cooldown' | null

/** The home page has its own timer and scroll threshold; every other page uses the variant's. */
export function leadPopupConfigFor(path: string): { delayMs: number; scrollRatio: number } {
  return path === '/' ? LEAD_POPUP.home : LEAD_POPUP.variant
}

function read(storage: PopupStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null
  } catch {
    return null
  }
}

function write(storage: PopupStorage | null, key: string, value: string | null) {
  try {
    if (value === null) storage?.removeItem(key)
    else storage?.setItem(key, value)
  } catch {
    // Storage blocked: the popup then simply follows its triggers on this page.
  }
}

/** Why the popup may not show at `now`, or null when it may. */
export function leadPopupSuppression(storage: PopupStorage | null, now: number): Suppression {
  if (read(storage, LEAD_POPUP_KEYS.disabled) === 'true') return 'disabled'
  if (read(storage, LEAD_POPUP_KEYS.converted) === 'true') return 'converted'
  const lastShown = Number(read(storage, LEAD_POPUP_KEYS.lastShown))
  if (lastShown > 0 && now - lastShown < LEAD_POPUP.cooldownMs) return 'cooldown'
  return null
}

export const canShowLeadPopup = (storage: PopupStorage | null, now: number) =>
  leadPopupSuppression(storage, now) === null

/** Each showing records its time (epoch ms); the cooldown counts from it. */
export function recordLeadPopupShown(storage: PopupStorage | null, now: number) {
  write(storage, LEAD_POPUP_KEYS.lastShown, String(now))
}

/** The close X: not interested, for the rest of the session. */
export function markLeadPopupNotInterested(storage: PopupStorage | null) {
  write(storage, LEAD_POPUP_KEYS.disabled, 'true')
}

/** A submitted e-mail: never again this session. */
export function markLeadPopupConverted(storage: PopupStorage | null) {
  write(storage, LEAD_POPUP_KEYS.converted, 'true')
}

/** The reset: clears all three keys. */
export function resetLeadPopup(storage: PopupStorage | null) {
  for (const key of Object.values(LEAD_POPUP_KEYS)) write(storage, key, null)
}

export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}
