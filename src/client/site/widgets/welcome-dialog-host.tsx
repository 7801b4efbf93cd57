import { useEffect, useState, type ComponentType } from 'react'
import { VISITOR_DIALOG_DELAY_MS } from '#shared/constants.ts'
import {
  localStorageOrNull,
  setWelcomeDialogActive,
  storeVisitorType,
  welcomeDialogWanted,
  type VisitorType,
} from './visitor-choice.ts'

type WelcomeDialogComponent = ComponentType<{ onChoose: (type: VisitorType) => void }>

/**
 * Opens the welcome dialog 1 s after a first visit to the home page (000 §2). Its code loads only
 * for visitors who have not chosen yet; the lead popup is held back from the start.
 */
export function WelcomeDialogHost() {
  const [Dialog, setDialog] = useState<WelcomeDialogComponent | null>(null)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (!welcomeDialogWanted(localStorageOrNull(), window.location.search)) return
    setWelcomeDialogActive(true)
    let cancelled = false
    import('./welcome-dialog.tsx').then(
      (module) => {
        if (!cancelled) setDialog(() => module.WelcomeDialog)
      },
      (error: unknown) => {
        console.warn('welcome dialog could not be loaded', error)
        setWelcomeDialogActive(false)
      },
    )
    const timer = window.setTimeout(() => setOpen(true), VISITOR_DIALOG_DELAY_MS)
    return () => {
      cancelled = true
      window.clearTimeout(timer)
      setWelcomeDialogActive(false)
    }
  }, [])

  if (!open || !Dialog) return null
  return (
    <Dialog
      onChoose={(type) => {
        storeVisitorType(localStorageOrNull(), type)
        setOpen(false)
        setWelcomeDialogActive(false)
        if (type === 'reseller') window.location.assign('/reseller-hub')
      }}
    />
  )
}
