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
  /** How many brands the list holds (issue 16); null when it could not be read. */
  count: number | null
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
/**
 * The list's count for the popup's promise (issue 16), read when a trigger fires rather than
 * with the prerendered page; a failure leaves the number out of the title.
 */
async function leadListCount(): Promise<number | null> {
  try {
    const response = await fetch('/api/lead-magnets/summary', { credentials: 'same-origin' })
    if (!response.ok) return null
    const { count } = (await response.json()) as { count?: unknown }
    return typeof count === 'number' ? count : null
  } catch {
    return null
  }
}

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
  const [popup, setPopup] = useState<{
    Popup: ComponentType<LeadPopupProps>
    count: number | null
  } | null>(null)
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
      Promise.all([import('./lead-popup.tsx'), leadListCount()]).then(
        ([module, count]) => {
          if (cancelled) return
          // An empty list promises nothing: no popup (and no cooldown), until it has brands.
          if (count === 0) {
            showing.current = false
            return
          }
          recordLeadPopupShown(storage, now)
          track('LeadMagnet_Popup', { action: 'Show', label: trigger })
          setPopup({ Popup: module.LeadPopup, count })
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

  if (!popup) return null
  const { Popup, count } = popup
  return (
    <Popup
      count={count}
      onClosed={() => {
        setPopup(null)
        showing.current = false
      }}
      onNotInterested={() => markLeadPopupNotInterested(sessionStorageOrNull())}
      onConverted={() => markLeadPopupConverted(sessionStorageOrNull())}
    />
  )
}
