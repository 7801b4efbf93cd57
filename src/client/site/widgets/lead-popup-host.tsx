import { useEffect, useRef, useState, type ComponentType } from 'react'
import { LEAD_POPUP } from '#shared/constants.ts'
import { track } from '../lib/track.ts'
import {
  canShowLeadPopup,
  leadPopupConfigFor,
  markLeadPopupConverted,
  markLeadPopupNotInterested,
  recordLeadPopupShown,
  sessionStorageOrNull,
  type LeadPopupTrigger,
} from './lead-popup-state.ts'
import { isWelcomeDialogActive } from './visitor-choice.ts'

export interface LeadPopupProps {
  onClosed: () => void
  /** The close X: no more popups this session. */
  onNotInterested: () => void
  /** A submitted e-mail. */
  onConverted: () => void
}

/**
 * How far down the page the visitor has scrolled, 0..1 (0 on a page that does not scroll).
 * Also in lib/telemetry.ts: a shared module would be one more request on the first load.
 */
function scrolledRatio(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight
  return scrollable <= 0 ? 0 : Math.min(1, window.scrollY / scrollable)
}

/**
 * The lead-magnet popup's triggers (000 §4, §9), on every public page: a timer, a scroll
 * threshold (the listener goes once it fired) and exit intent (the mouse leaving through the top
 * of the window). The popup itself (form, submit, toasts) is a separate chunk loaded when a
 * trigger fires. It never shows while the welcome dialog is pending or open, nor when the
 * session's keys say so (not interested, converted, or shown less than 30 minutes ago).
 */
export function LeadPopupHost({ path }: { path: string }) {
  const [Popup, setPopup] = useState<ComponentType<LeadPopupProps> | null>(null)
  const showing = useRef(false)

  useEffect(() => {
    const config = leadPopupConfigFor(path)
    let cancelled = false

    const show = (trigger: LeadPopupTrigger) => {
      if (showing.current || isWelcomeDialogActive()) return
      const storage = sessionStorageOrNull()
      const now = Date.now()
      if (!canShowLeadPopup(storage, now)) return
      showing.current = true
      recordLeadPopupShown(storage, now)
      track('LeadMagnet_Popup', { action: 'Show', label: trigger })
      import('./lead-popup.tsx').then(
        (module) => {
          if (!cancelled) setPopup(() => module.LeadPopup)
        },
        (error: unknown) => {
          console.warn('lead popup could not be loaded', error)
          showing.current = false
        },
      )
    }

    const timer = window.setTimeout(() => show('Timer_Trigger'), config.delayMs)
    const onScroll = () => {
      if (scrolledRatio() < config.scrollRatio) return
      window.removeEventListener('scroll', onScroll)
      show('Scroll_Trigger')
    }
    // relatedTarget null: the pointer left the document, not just moved between elements.
    const onMouseOut = (event: MouseEvent) => {
      if (event.relatedTarget === null && event.clientY <= 0) show('Exit_Intent')
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    if (LEAD_POPUP.exitIntent) document.addEventListener('mouseout', onMouseOut)
    return () => {
      cancelled = true
      window.clearTimeout(timer)
      window.removeEventListener('scroll', onScroll)
      document.removeEventListener('mouseout', onMouseOut)
    }
  }, [path])

  if (!Popup) return null
  return (
    <Popup
      onClosed={() => {
        setPopup(null)
        showing.current = false
      }}
      onNotInterested={() => markLeadPopupNotInterested(sessionStorageOrNull())}
      onConverted={() => markLeadPopupConverted(sessionStorageOrNull())}
    />
  )
}
