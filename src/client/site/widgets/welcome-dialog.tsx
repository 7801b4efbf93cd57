import { useEffect, useRef } from 'react'
import { WELCOME_DIALOG_TEXTS as TEXTS } from '#shared/welcome-dialog-texts.ts'
import type { VisitorType } from './visitor-choice.ts'

const CHOICES = [
  { type: 'brand', label: TEXTS.brand, hint: TEXTS.brandHint },
  { type: 'reseller', label: TEXTS.reseller, hint: TEXTS.resellerHint },
] as const

/**
 * The visitor welcome dialog (000 §2): a native modal <dialog> that only a choice closes. An
 * outside click does nothing for a modal dialog; Escape is refused (keydown and cancel), and
 * should the browser close it anyway (Chrome skips a refused cancel without user activation),
 * it opens again.
 */
export function WelcomeDialog({ onChoose }: { onChoose: (type: VisitorType) => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const chosen = useRef(false)

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])

  const choose = (type: VisitorType) => {
    chosen.current = true
    dialog.current?.close()
    onChoose(type)
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="welcome-dialog-title"
      aria-describedby="welcome-dialog-description"
      onCancel={(event) => event.preventDefault()}
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.preventDefault()
      }}
      onClose={() => {
        if (!chosen.current) dialog.current?.showModal()
      }}
      className="bg-background text-foreground border-border m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl border p-6 shadow-2xl backdrop:bg-slate-950/60 backdrop:backdrop-blur-sm sm:p-8"
    >
      <h2 id="welcome-dialog-title" className="text-xl font-semibold tracking-tight sm:text-2xl">
        {TEXTS.title}
      </h2>
      <p id="welcome-dialog-description" className="text-muted-foreground mt-2 text-sm">
        {TEXTS.description}
      </p>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        {CHOICES.map(({ type, label, hint }) => (
          <button
            key={type}
            type="button"
            aria-describedby={`welcome-choice-${type}`}
            onClick={() => choose(type)}
            className="border-border hover:border-brand hover:bg-muted/60 focus-visible:ring-ring group flex flex-col items-start gap-1.5 rounded-xl border p-4 text-left transition-colors focus-visible:ring-2 focus-visible:outline-none"
          >
            <span className="flex w-full items-center justify-between font-semibold">
              {label}
              <span
                aria-hidden="true"
                className="text-brand [@media(prefers-color-scheme:dark)]:text-blue-400 transition-transform group-hover:translate-x-0.5"
              >
                →
              </span>
            </span>
            <span
              id={`welcome-choice-${type}`}
              aria-hidden="true"
              className="text-muted-foreground text-sm"
            >
              {hint}
            </span>
          </button>
        ))}
      </div>
    </dialog>
  )
}
