import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useEffectEvent } from 'react'
import { useNavigate } from 'react-router'
import { INACTIVITY_ACTIVITY_THROTTLE_MS, INACTIVITY_LOGOUT_MS } from '#shared/constants.ts'
import { sessionQueryOptions, signOut, useSession } from './session-api.ts'

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
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const user = session.data
  // Keyed on the user id so that a different user signing in starts a fresh watch.
  const watchedUserId = user && user.role !== 'admin' ? user.id : null

  const expire = useEffectEvent(async () => {
    try {
      await signOut(queryClient)
    } catch {
      // The server call failed (offline, or the session already expired there): the user must
      // still leave this device signed out, so clear what signOut would have cleared.
      try {
        localStorage.clear()
        sessionStorage.clear()
      } catch {
        // Storage may be unavailable (private mode); nothing to clear then.
      }
      queryClient.setQueryData(sessionQueryOptions.queryKey, null)
    }
    navigate('/', { replace: true })
  })

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
        void expire()
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
