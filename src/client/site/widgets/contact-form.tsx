import { CircleCheck } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { MARKETPLACE_OPTIONS } from '#shared/constants.ts'
import { CONTACT_FORM_TEXTS as TEXTS } from '#shared/contact-form-texts.ts'
import { SiteButton } from '../components/site-ui.tsx'
import { submissionKey } from '../lib/submission-key.ts'
import type { ContactErrors, ContactField, ContactValues } from './contact-validation.ts'

// Types only above: the validation module brings zod and loads on first focus or submit;
// toasts (sonner) load on first use.
const toast = (...args: Parameters<typeof import('../lib/toast.ts').showToast>) =>
  void import('../lib/toast.ts').then(({ showToast }) => showToast(...args))
let validation: Promise<typeof import('./contact-validation.ts')> | undefined
const loadValidation = () => (validation ??= import('./contact-validation.ts'))

const FIELDS = [
  'name',
  'email',
  'company',
  'marketplaces',
  'amazonLink',
  'message',
] as const satisfies readonly ContactField[]

type Status = 'idle' | 'submitting' | 'success'

/** The UI kit's input look, without its component (one chunk fewer on the first load). */
const CONTROL =
  'border-border bg-background placeholder:text-muted-foreground focus-visible:ring-ring aria-[invalid=true]:border-destructive w-full rounded-md border px-3 py-2 text-sm focus-visible:ring-2 focus-visible:outline-none'

function readValues(form: HTMLFormElement): ContactValues {
  const data = new FormData(form)
  const values = {} as ContactValues
  for (const field of FIELDS) values[field] = String(data.get(field) ?? '')
  return values
}

/**
 * POST /api/inquiries: 201 means stored (its mails go out now, or the outbox retries them). The
 * key makes a retry of the same values a repeat of this submission, never a second one.
 */
async function sendInquiry(
  data: unknown,
  key: string,
): Promise<{ ok: true } | { ok: false; issues?: { path: string; message: string }[] }> {
  const response = await fetch('/api/inquiries', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'idempotency-key': key,
    },
    credentials: 'same-origin',
    body: JSON.stringify(data),
  })
  if (response.ok) return { ok: true }
  if (response.status === 400) {
    const body = (await response.json().catch(() => null)) as {
      issues?: { path: string; message: string }[]
    } | null
    return { ok: false, ...(body?.issues ? { issues: body.issues } : {}) }
  }
  return { ok: false }
}

/**
 * The contact form (000 §4, §5, §8): contactFormSchema's messages under the fields; idle →
 * submitting ('Processing...', disabled, second submits ignored) → success panel, or a failure
 * toast with the form and its values left as they were.
 */
export function ContactForm() {
  const [status, setStatus] = useState<Status>('idle')
  const [errors, setErrors] = useState<ContactErrors>({})
  const busy = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  const keys = useRef(submissionKey())

  // Hydrated (or back from the success panel): ready, and a submit held by when-needed.ts
  // (made before this code arrived) is sent now.
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    form.setAttribute('data-ready', '')
    if (form.dataset.heldSubmit) {
      delete form.dataset.heldSubmit
      form.requestSubmit()
    }
  }, [status])

  if (status === 'success') {
    return (
      <SuccessPanel
        onReset={() => {
          setErrors({})
          setStatus('idle')
        }}
      />
    )
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy.current) return
    busy.current = true
    const form = event.currentTarget
    try {
      const { validateContact, errorsFromIssues } = await loadValidation()
      const result = validateContact(readValues(form))
      if (!result.ok) {
        setErrors(result.errors)
        const first = FIELDS.find((field) => result.errors[field])
        if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus()
        return
      }
      setErrors({})
      setStatus('submitting')
      const sent = await sendInquiry(result.data, keys.current.for(result.data))
      if (sent.ok) {
        keys.current.reset()
        setStatus('success')
        toast('success', TEXTS.successToastTitle, { description: TEXTS.successToastText })
        return
      }
      if (sent.issues) setErrors(errorsFromIssues(sent.issues))
      throw new Error('inquiry not accepted')
    } catch (error) {
      console.warn('contact form submission failed', error)
      setStatus('idle')
      toast('error', TEXTS.failureToastTitle, { description: TEXTS.failureToastText })
    } finally {
      busy.current = false
    }
  }

  // After a refused submit, messages follow the corrections as the visitor types.
  const revalidate = (form: HTMLFormElement) => {
    if (!Object.keys(errors).length) return
    void loadValidation().then(({ validateContact }) => {
      const result = validateContact(readValues(form))
      setErrors(result.ok ? {} : result.errors)
    })
  }

  const submitting = status === 'submitting'
  const control = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `contact-${field}-error` : undefined,
    className: `${CONTROL} h-10`,
  })

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={submit}
      onFocus={() => void loadValidation().catch(() => undefined)}
      onChange={(event) => revalidate(event.currentTarget)}
      className="grid gap-5"
    >
      <h3 id="contact-form-title" className="text-lg font-semibold">
        {TEXTS.formTitle}
      </h3>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field field="name" label={TEXTS.name} error={errors.name}>
          <input {...control('name')} autoComplete="name" />
        </Field>
        <Field field="email" label={TEXTS.email} error={errors.email}>
          <input {...control('email')} type="email" autoComplete="email" inputMode="email" />
        </Field>
        <Field field="company" label={TEXTS.company} error={errors.company}>
          <input {...control('company')} autoComplete="organization" />
        </Field>
        <Field field="marketplaces" label={TEXTS.marketplaces} error={errors.marketplaces}>
          <select {...control('marketplaces')} defaultValue="">
            <option value="" disabled>
              {TEXTS.marketplacesPlaceholder}
            </option>
            {MARKETPLACE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field field="amazonLink" label={TEXTS.amazonLink} error={errors.amazonLink}>
        <input
          {...control('amazonLink')}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={TEXTS.amazonLinkPlaceholder}
        />
      </Field>
      <Field field="message" label={TEXTS.message} error={errors.message}>
        <textarea
          {...control('message')}
          rows={4}
          placeholder={TEXTS.messagePlaceholder}
          className={`${CONTROL} min-h-24`}
        />
      </Field>
      <SiteButton type="submit" size="lg" disabled={submitting} className="w-full">
        {submitting ? TEXTS.submitting : TEXTS.submit}
      </SiteButton>
    </form>
  )
}

function Field({
  field,
  label,
  error,
  children,
}: {
  field: ContactField
  label: string
  error: string | undefined
  children: ReactNode
}) {
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={`contact-${field}`} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`contact-${field}-error`} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function SuccessPanel({ onReset }: { onReset: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // The form is gone: move focus to what replaced it, so that it is announced.
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="grid justify-items-center gap-3 py-10 text-center">
      <CircleCheck aria-hidden="true" className="text-brand size-12" />
      <h3 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        {TEXTS.successTitle}
      </h3>
      <p className="text-muted-foreground max-w-sm text-sm">{TEXTS.successText}</p>
      <SiteButton type="button" variant="outline" className="mt-3" onClick={onReset}>
        {TEXTS.sendAnother}
      </SiteButton>
    </div>
  )
}

/**
 * Hydrates the prerendered form inside `container` as its own React root (the page's root
 * treats that element as static HTML). What the visitor typed before stays.
 */
export function hydrateContactForm(container: HTMLElement) {
  hydrateRoot(container, <ContactForm />)
}
