import { useEffect } from 'react'
import { INACTIVITY_ACTIVITY_THROTTLE_MS, INACTIVITY_LOGOUT_MS } from '#shared/constants.ts'
import { leaveSignedOut, signOutAndLeave, useSession } from './session-api.ts'

/** 000 §4: mouse, keyboard, scroll, touch or click activity keeps the session alive. */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'scroll',
  'touchstart',
  'click',
] as const

/** Activity is shared between tabs through this key, so an idle tab does not sign out a busy one. */
export const ACTIVITY_STORAGE_KEY = 'inactivity.lastActivityAt'

/**
 * 000 §4 / §9: a signed-in non-admin who shows no activity for INACTIVITY_LOGOUT_MS is signed
 * out (local and session storage cleared) and sent to /. Admins are exempt.
 */
export function useInactivityLogout() {
  const session = useSession()
  const user = session.data
  // Keyed on the user id so that a different user signing in starts a fresh watch.
  const watchedUserId = user && user.role !== 'admin' ? user.id : null

  useEffect(() => {
    if (!watchedUserId) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let lastReset = Date.now()
    // Capture phase, so that scrolling inside a scrollable panel (which does not bubble) counts.
    const options: AddEventListenerOptions = { passive: true, capture: true }

    const stop = () => {
      clearTimeout(timer)
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options)
      window.removeEventListener('storage', onOtherTabActivity)
    }
    const arm = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        stop()
        void endSession()
      }, INACTIVITY_LOGOUT_MS)
    }
    // mousemove and scroll fire dozens of times a second; re-arming the timer once a second is
    // precise enough for a two-hour limit and keeps the handler nearly free.
    function onActivity() {
      const now = Date.now()
      if (now - lastReset < INACTIVITY_ACTIVITY_THROTTLE_MS) return
      lastReset = now
      arm()
      try {
        localStorage.setItem(ACTIVITY_STORAGE_KEY, String(now))
      } catch {
        // Storage unavailable: each tab then keeps its own watch.
      }
    }
    // The storage event fires only in the other tabs of this origin.
    function onOtherTabActivity(event: StorageEvent) {
      if (event.key !== ACTIVITY_STORAGE_KEY) return
      lastReset = Date.now()
      arm()
    }

    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options)
    window.addEventListener('storage', onOtherTabActivity)
    arm()
    return stop
  }, [watchedUserId])
}

/**
 * Signs out and loads the home document (/ is prerendered, outside this app). When the server
 * cannot be reached, or the session already ended there, the device is still left signed out.
 * The session cache is not emptied first: the portal's guard would send the user to its login
 * page before the document leaves.
 */
async function endSession() {
  try {
    await signOutAndLeave('/')
  } catch {
    leaveSignedOut('/')
  }
}
