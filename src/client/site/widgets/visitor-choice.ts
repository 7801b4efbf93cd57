/**
 * The visitor welcome dialog's stored choice (000 §2, §3: local storage, persistent) and whether
 * the dialog is pending or open right now: the lead popup stays away while it is.
 */
import { VISITOR_DIALOG_RESET_PARAM, VISITOR_TYPE_STORAGE_KEY } from '#shared/constants.ts'

export type VisitorType = 'brand' | 'reseller'

let welcomeActive = false

export const isWelcomeDialogActive = () => welcomeActive
export function setWelcomeDialogActive(active: boolean) {
  welcomeActive = active
}

/**
 * Whether the dialog should open on this visit: only without a stored choice. `?reset-dialog=true`
 * clears the stored choice first.
 */
export function welcomeDialogWanted(storage: Storage | null, search: string): boolean {
  try {
    if (!storage) return false
    if (new URLSearchParams(search).get(VISITOR_DIALOG_RESET_PARAM) === 'true') {
      storage.removeItem(VISITOR_TYPE_STORAGE_KEY)
    }
    return !storage.getItem(VISITOR_TYPE_STORAGE_KEY)
  } catch {
    // Without storage the choice could not be kept, and the dialog would return on every page.
    return false
  }
}

export function storeVisitorType(storage: Storage | null, type: VisitorType) {
  try {
    storage?.setItem(VISITOR_TYPE_STORAGE_KEY, type)
  } catch {
    // Blocked storage: the choice holds for this page only.
  }
}

export function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}
