import { CircleCheck, Gift, X } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { LEAD_MAGNET_TYPE, LEAD_POPUP } from '#shared/constants.ts'
import { LEAD_POPUP_TEXTS as TEXTS, leadPopupTitle } from '#shared/lead-popup-texts.ts'
import { SiteButton, SiteInput } from '../components/site-ui.tsx'
import { submissionKey } from '../lib/submission-key.ts'
import { showToast } from '../lib/toast.ts'
import { track } from '../lib/track.ts'
import type { LeadPopupProps } from './lead-popup-host.tsx'

const EVENT = 'LeadMagnet_Popup'

// zod comes with the schema; it is fetched when the visitor starts typing, not with the popup.
let schema: Promise<typeof import('#shared/schemas/public.ts')> | undefined
const loadSchema = () => (schema ??= import('#shared/schemas/public.ts'))

type Phase = 'form' | 'sending' | 'success'

/**
 * The lead-magnet popup (000 §4, §8): the free list of Amazon auto-ungated brands by e-mail, its
 * title stating how many the list holds (issue 16).
 * The close X means not interested (no more popups this session); 'Maybe later' only closes, and
 * the 30-minute cooldown applies. A valid e-mail is posted once (double submits are blocked),
 * marks the session converted, shows 'Check Your Email!' and closes after 3 s.
 */
export function LeadPopup({ count, onClosed, onNotInterested, onConverted }: LeadPopupProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const sending = useRef(false)
  // A retry of the same address repeats the request: one subscriber, one mail.
  const keys = useRef(submissionKey())
  const [phase, setPhase] = useState<Phase>('form')
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])

  useEffect(() => {
    if (phase !== 'success') return
    const timer = window.setTimeout(() => dialog.current?.close(), LEAD_POPUP.successAutoCloseMs)
    return () => window.clearTimeout(timer)
  }, [phase])

  const notInterested = () => {
    onNotInterested()
    track(EVENT, { action: 'Close', label: 'X_Button' })
    track(EVENT, { action: 'Dismiss', label: 'Not_Interested' })
    dialog.current?.close()
  }

  const maybeLater = () => {
    track(EVENT, { action: 'Close', label: 'Maybe_Later' })
    dialog.current?.close()
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending.current) return
    sending.current = true
    const email = String(new FormData(event.currentTarget).get('email') ?? '')
    try {
      const { leadMagnetSchema } = await loadSchema()
      const parsed = leadMagnetSchema.safeParse({ email, magnetType: LEAD_MAGNET_TYPE })
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address')
        input.current?.focus()
        return
      }
      setError(null)
      setPhase('sending')
      const response = await fetch('/api/lead-magnets', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': keys.current.for(parsed.data),
        },
        credentials: 'same-origin',
        body: JSON.stringify(parsed.data),
      })
      if (!response.ok) throw new Error(`lead magnet: HTTP ${response.status}`)
      keys.current.reset()
      onConverted()
      setPhase('success')
      track(EVENT, { action: 'Submit', label: 'Success' })
      track(EVENT, { action: 'Convert', label: LEAD_MAGNET_TYPE })
      showToast('success', TEXTS.successToastTitle, { description: TEXTS.successToastText })
    } catch (failure) {
      console.warn('lead magnet request failed', failure)
      setPhase('form')
      track(EVENT, { action: 'Submit', label: 'Error' })
      showToast('error', TEXTS.failureToastTitle, { description: TEXTS.failureToastText })
    } finally {
      sending.current = false
    }
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="lead-popup-title"
      aria-describedby="lead-popup-description"
      onClose={onClosed}
      onCancel={() => track(EVENT, { action: 'Close', label: 'Escape' })}
      className="bg-background text-foreground border-border m-auto w-[calc(100%-2rem)] max-w-md overflow-hidden rounded-2xl border p-0 shadow-2xl backdrop:bg-slate-950/60 backdrop:backdrop-blur-sm"
    >
      {phase === 'success' ? (
        <div className="px-6 py-10 text-center sm:px-8" role="status">
          <CircleCheck aria-hidden="true" className="text-brand mx-auto size-12" />
          <h2 id="lead-popup-title" className="mt-4 text-2xl font-semibold tracking-tight">
            {TEXTS.successTitle}
          </h2>
          <p id="lead-popup-description" className="text-muted-foreground mt-2 text-sm">
            {TEXTS.successText}
          </p>
        </div>
      ) : (
        <div className="px-6 pt-8 pb-6 sm:px-8">
          <span className="bg-brand/10 text-brand grid size-12 place-items-center rounded-xl">
            <Gift aria-hidden="true" className="size-6" />
          </span>
          <p className="text-brand [@media(prefers-color-scheme:dark)]:text-blue-400 mt-4 text-xs font-semibold tracking-wide uppercase">
            {TEXTS.eyebrow}
          </p>
          <h2
            id="lead-popup-title"
            className="mt-1 text-xl font-semibold tracking-tight text-balance"
          >
            {leadPopupTitle(count)}
          </h2>
          <p id="lead-popup-description" className="text-muted-foreground mt-2 text-sm">
            {TEXTS.description}
          </p>
          <form noValidate onSubmit={submit} className="mt-5 grid gap-3">
            <div className="grid gap-1.5">
              <label htmlFor="lead-popup-email" className="text-sm font-medium">
                {TEXTS.emailLabel}
              </label>
              <SiteInput
                ref={input}
                id="lead-popup-email"
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder={TEXTS.emailPlaceholder}
                onFocus={() => void loadSchema().catch(() => undefined)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'lead-popup-email-error' : undefined}
              />
              {error ? (
                <p id="lead-popup-email-error" role="alert" className="text-destructive text-sm">
                  {error}
                </p>
              ) : null}
            </div>
            <SiteButton type="submit" disabled={phase === 'sending'} className="w-full">
              {phase === 'sending' ? TEXTS.submitting : TEXTS.submit}
            </SiteButton>
            <SiteButton type="button" variant="ghost" onClick={maybeLater} className="w-full">
              {TEXTS.maybeLater}
            </SiteButton>
          </form>
          <p className="text-muted-foreground mt-2 text-center text-xs">{TEXTS.privacy}</p>
        </div>
      )}
      {/* After the content, so that opening the dialog focuses the e-mail field, not the X. */}
      <button
        type="button"
        aria-label={TEXTS.notInterested}
        title={TEXTS.notInterested}
        onClick={notInterested}
        className="text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-ring absolute top-3 right-3 grid size-9 place-items-center rounded-full transition-colors focus-visible:ring-2 focus-visible:outline-none"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </dialog>
  )
}
