/**
 * A toast that must outlive a full page load: the SPA stores it, then navigates to a prerendered
 * public page (a new document, whose own toaster shows it once). sessionStorage, so it stays in
 * the tab it was meant for.
 */
export const FLASH_TOAST_KEY = 'marketplace.flashToast'

export interface FlashToast {
  kind: 'success' | 'error' | 'message'
  title: string
  description?: string
}

export function saveFlashToast(toast: FlashToast): void {
  try {
    sessionStorage.setItem(FLASH_TOAST_KEY, JSON.stringify(toast))
  } catch {
    // Storage refused (private mode, quota): the next page simply shows no toast.
  }
}

/** The stored toast, removed as it is read; null when there is none or it is malformed. */
export function takeFlashToast(): FlashToast | null {
  let raw: string | null
  try {
    raw = sessionStorage.getItem(FLASH_TOAST_KEY)
    sessionStorage.removeItem(FLASH_TOAST_KEY)
  } catch {
    return null
  }
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<FlashToast>
    const kinds: FlashToast['kind'][] = ['success', 'error', 'message']
    if (typeof value.title !== 'string' || !kinds.includes(value.kind as FlashToast['kind'])) {
      return null
    }
    return {
      kind: value.kind as FlashToast['kind'],
      title: value.title,
      ...(typeof value.description === 'string' ? { description: value.description } : {}),
    }
  } catch {
    return null
  }
}
