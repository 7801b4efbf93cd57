/**
 * The reseller-hub application form (000 §3 payload, 001 §3 option lists): validated with the
 * shared schema, sent as multipart with the verification PDF. Only the markup ships with the
 * page; the logic (form-logic.ts, with zod) loads on the first focus inside the form.
 * States: idle → submitting (button disabled, a second submit ignored) → the success panel, or
 * back to the form with the errors shown where they belong and every entry kept.
 */
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react'
import {
  BUSINESS_TYPE_OPTIONS,
  DEFAULT_WHOLESALE_BUDGET,
  PRODUCT_CATEGORY_OPTIONS,
  RESELLER_HUB_TEXTS,
  SALES_VOLUME_OPTIONS,
  WHOLESALE_BUDGET_OPTIONS,
} from '#shared/reseller-hub-texts.ts'
import { buttonVariants } from '../../components/ui/variants.ts'
import { cn } from '../lib/cn.ts'
import { submissionKey } from '../lib/submission-key.ts'
import type { FieldErrors, FieldName } from './application-data.ts'
import {
  FieldGroup,
  FieldMessage,
  SelectField,
  TextField,
  fieldId,
  messageId,
} from './form-controls.tsx'

type FormLogic = typeof import('./form-logic.ts')
let logic: Promise<FormLogic> | undefined
function loadLogic(): Promise<FormLogic> {
  logic ??= import('./form-logic.ts').catch((error: unknown) => {
    // Let the next attempt fetch the chunk again.
    logic = undefined
    throw error
  })
  return logic
}

interface Received {
  email: string
  contactName: string
}

/** Where the focus goes for a flagged field: groups focus their first control. */
function focusTarget(form: HTMLFormElement, field: FieldName): HTMLElement | null {
  if (field === 'storeLinks') return form.querySelector(`#${fieldId('amazonStoreLink')}`)
  if (field === 'productCategories') return form.querySelector('input[name="productCategories"]')
  return form.querySelector(`#${fieldId(field)}`)
}

/**
 * The 'Submission failed' toast. The toast code arrives with the form's logic; when even that
 * could not load (offline), the message under the button still says what happened.
 */
function toastFailure(description: string) {
  loadLogic().then(
    ({ showToast }) => showToast('error', RESELLER_HUB_TEXTS.failedTitle, { description }),
    () => undefined,
  )
}

export function ApplicationForm() {
  const formRef = useRef<HTMLFormElement>(null)
  const noticeRef = useRef<HTMLDivElement>(null)
  const successRef = useRef<HTMLHeadingElement>(null)
  // A ref, not state: two clicks in one frame both see the first one's flag.
  const sendingRef = useRef(false)
  const attemptedRef = useRef(false)
  // One Idempotency-Key per filled form: a retry of the same entries and file is a repeat.
  const keysRef = useRef(submissionKey())
  const [hydrated, setHydrated] = useState(false)
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [duplicate, setDuplicate] = useState<string | null>(null)
  const [received, setReceived] = useState<Received | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => {
    setHydrated(true)
    // A file picked before the form's code arrived had no change handler yet: check it now.
    const picked = formRef.current?.querySelector<HTMLInputElement>(`#${fieldId('document')}`)
    if (picked?.files?.length) void onDocumentChange(picked).catch(() => undefined)
    // Once, at hydration: onDocumentChange reads only refs and setters.
  }, [])
  useEffect(() => {
    if (received) successRef.current?.focus()
  }, [received])
  useEffect(() => {
    if (duplicate) noticeRef.current?.focus()
  }, [duplicate])

  function showErrors(next: FieldErrors, { firstInvalidField }: FormLogic) {
    setErrors(next)
    const field = firstInvalidField(next)
    const form = formRef.current
    if (!field || !form) return
    const target = focusTarget(form, field)
    target?.focus()
    target?.scrollIntoView?.({ block: 'center' })
  }

  /** After a first submit, the messages follow the input as it is corrected. */
  async function revalidate() {
    const form = formRef.current
    if (!form || !attemptedRef.current || sendingRef.current) return
    const { checkForm } = await loadLogic()
    const { errors: next } = await checkForm(form, false)
    // The file's content check ran on change; keep its verdict while the basics pass.
    setErrors((previous) => ({
      ...next,
      ...(next.document || !previous.document ? {} : { document: previous.document }),
    }))
  }

  async function onDocumentChange(input: HTMLInputElement) {
    const file = input.files?.[0] ?? null
    const { checkDocument } = await loadLogic()
    const error = await checkDocument(file)
    // Another file was picked while this one was read: its own check has the say.
    if ((input.files?.[0] ?? null) !== file) return
    setErrors((previous) => {
      const next = { ...previous }
      if (error) next.document = error
      else delete next.document
      return next
    })
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (sendingRef.current) return
    sendingRef.current = true
    setSending(true)
    attemptedRef.current = true
    setDuplicate(null)
    setFailure(null)
    const fail = (message: string) => {
      setFailure(message)
      toastFailure(message)
    }
    try {
      let loaded: FormLogic
      try {
        loaded = await loadLogic()
      } catch {
        // The logic's chunk did not load: the connection is the problem, not the input.
        fail(RESELLER_HUB_TEXTS.failedNetwork)
        return
      }
      const checked = await loaded.checkForm(form, true)
      if (!checked.data || !checked.document) {
        showErrors(checked.errors, loaded)
        return
      }
      setErrors({})
      const { name, size, lastModified } = checked.document
      const key = keysRef.current.for([checked.data, name, size, lastModified])
      const outcome = await loaded.sendApplication(checked.data, checked.document, key)
      switch (outcome.kind) {
        case 'success':
          keysRef.current.reset()
          setReceived({ email: checked.data.email, contactName: checked.data.contactName })
          return
        case 'duplicate':
          setDuplicate(outcome.message)
          return
        case 'fields':
          showErrors(outcome.errors, loaded)
          return
        case 'failed':
          fail(outcome.message)
          return
        case 'network':
          fail(RESELLER_HUB_TEXTS.failedNetwork)
          return
      }
    } finally {
      sendingRef.current = false
      setSending(false)
    }
  }

  if (received) return <ApplicationReceived received={received} headingRef={successRef} />

  const error = (name: FieldName) => errors[name]

  return (
    <form
      ref={formRef}
      noValidate
      aria-busy={sending || undefined}
      aria-labelledby="application-form-heading"
      onSubmit={onSubmit}
      onFocus={() => void loadLogic().catch(() => undefined)}
      onChange={() => void revalidate().catch(() => undefined)}
      className="grid gap-8"
    >
      <div className="grid gap-1">
        <h2 id="application-form-heading" className="text-2xl font-semibold tracking-tight">
          Reseller application
        </h2>
        <p className="text-muted-foreground text-sm">
          All fields are required unless marked optional.
        </p>
      </div>

      {duplicate ? (
        <div
          ref={noticeRef}
          tabIndex={-1}
          role="alert"
          className="border-destructive/40 bg-destructive/5 text-destructive rounded-lg border p-4 text-sm focus-visible:outline-none"
        >
          <div className="grid gap-2">
            <p className="font-semibold">This email address has already applied</p>
            <p>{duplicate}</p>
            <a href="/reseller/login" className="font-medium underline underline-offset-4">
              Go to the reseller login page
            </a>
          </div>
        </div>
      ) : null}

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-base font-semibold">Business and contact details</legend>
        <TextField
          name="companyName"
          label="Company Name"
          autoComplete="organization"
          maxLength={200}
          error={error('companyName')}
        />
        <TextField
          name="contactName"
          label="Your Name"
          autoComplete="name"
          maxLength={200}
          error={error('contactName')}
        />
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          error={error('email')}
        />
        <TextField
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          maxLength={40}
          placeholder="+1 555 010 0199"
          error={error('phone')}
        />
        <TextField
          name="linkedIn"
          label="LinkedIn (optional)"
          type="url"
          inputMode="url"
          optional
          maxLength={2000}
          placeholder="https://www.linkedin.com/in/…"
          error={error('linkedIn')}
        />
        <SelectField
          name="businessType"
          label="Business type"
          placeholder="Select your business type"
          options={BUSINESS_TYPE_OPTIONS}
          error={error('businessType')}
        />
        <TextField
          name="einNumber"
          label="EIN / Tax ID (optional)"
          optional
          maxLength={40}
          error={error('einNumber')}
        />
      </fieldset>

      <FieldGroup
        name="storeLinks"
        legend="Marketplace store links"
        section
        error={error('storeLinks')}
        hint="Add at least one: the storefront where you sell today."
      >
        <TextField
          name="amazonStoreLink"
          label="Amazon store link"
          type="url"
          inputMode="url"
          optional
          maxLength={2000}
          placeholder="https://www.amazon.com/sp?seller=…"
          error={error('amazonStoreLink')}
        />
        <TextField
          name="walmartStoreLink"
          label="Walmart store link"
          type="url"
          inputMode="url"
          optional
          maxLength={2000}
          placeholder="https://www.walmart.com/seller/…"
          error={error('walmartStoreLink')}
        />
        <TextField
          name="ebayStoreLink"
          label="eBay store link"
          type="url"
          inputMode="url"
          optional
          maxLength={2000}
          placeholder="https://www.ebay.com/str/…"
          error={error('ebayStoreLink')}
        />
      </FieldGroup>

      <FieldGroup
        name="productCategories"
        legend="Product categories"
        error={error('productCategories')}
      >
        <div className="grid grid-cols-2 gap-x-4 gap-y-2.5 sm:grid-cols-3">
          {PRODUCT_CATEGORY_OPTIONS.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="productCategories"
                value={option.value}
                aria-invalid={error('productCategories') ? true : undefined}
                className="accent-primary size-4 shrink-0"
              />
              {option.label}
            </label>
          ))}
        </div>
      </FieldGroup>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-base font-semibold">Sales profile</legend>
        <SelectField
          name="salesVolume"
          label="Monthly sales volume"
          placeholder="Select your monthly sales"
          options={SALES_VOLUME_OPTIONS}
          error={error('salesVolume')}
        />
        <TextField
          name="feedbackScore"
          label="Seller feedback score (optional)"
          optional
          maxLength={40}
          placeholder="e.g. 98% positive"
          error={error('feedbackScore')}
        />
        <SelectField
          name="wholesaleBudget"
          label="Wholesale budget"
          options={WHOLESALE_BUDGET_OPTIONS}
          defaultValue={DEFAULT_WHOLESALE_BUDGET}
          error={error('wholesaleBudget')}
        />
      </fieldset>

      <div className="grid gap-1.5">
        <label htmlFor={fieldId('document')} className="text-sm font-medium">
          Verification document (PDF, max 10 MB)
        </label>
        <input
          id={fieldId('document')}
          name="document"
          type="file"
          accept="application/pdf,.pdf"
          aria-required
          aria-invalid={error('document') ? true : undefined}
          aria-describedby={messageId('document')}
          onChange={(event) => void onDocumentChange(event.currentTarget)}
          className={cn(
            'border-border bg-background focus-visible:ring-ring aria-[invalid=true]:border-destructive w-full rounded-md border p-1.5 text-sm focus-visible:ring-2 focus-visible:outline-none',
            'file:bg-muted file:text-foreground file:mr-3 file:rounded file:border-0 file:px-3 file:py-1.5 file:text-sm file:font-medium',
          )}
        />
        <FieldMessage
          name="document"
          error={error('document')}
          hint="A business license, resale certificate or EIN confirmation letter. Only the marketplace team sees it."
        />
      </div>

      <div className="grid gap-3">
        <button
          type="submit"
          disabled={!hydrated || sending}
          className={cn(buttonVariants({ size: 'lg' }), 'w-full sm:w-auto sm:justify-self-start')}
        >
          {sending ? (
            <>
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
              />
              {RESELLER_HUB_TEXTS.submitting}
            </>
          ) : (
            RESELLER_HUB_TEXTS.submit
          )}
        </button>
        {failure ? (
          <p role="alert" className="text-destructive text-sm">
            <strong className="font-semibold">{RESELLER_HUB_TEXTS.failedTitle}.</strong> {failure}
          </p>
        ) : null}
        <p className="text-muted-foreground text-xs">
          By applying you agree to our{' '}
          <a href="/terms" className="underline underline-offset-4">
            terms of service
          </a>{' '}
          and{' '}
          <a href="/privacy" className="underline underline-offset-4">
            privacy policy
          </a>
          .
        </p>
      </div>
    </form>
  )
}

function ApplicationReceived({
  received,
  headingRef,
}: {
  received: Received
  headingRef: RefObject<HTMLHeadingElement | null>
}) {
  return (
    <section
      aria-labelledby="application-received-heading"
      className="grid gap-4 py-4 text-center sm:py-8"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="mx-auto size-12 text-emerald-600"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="m8 12 3 3 5-6" />
      </svg>
      <h2
        id="application-received-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-semibold tracking-tight focus-visible:outline-none"
      >
        {RESELLER_HUB_TEXTS.successTitle}
      </h2>
      <p className="text-muted-foreground mx-auto max-w-prose text-sm">
        {received.contactName ? `Thank you, ${received.contactName}. ` : null}
        {RESELLER_HUB_TEXTS.successReview}
      </p>
      <p className="mx-auto max-w-prose text-sm">
        {RESELLER_HUB_TEXTS.successMail} <strong className="break-all">{received.email}</strong>.
      </p>
      <p className="text-muted-foreground mx-auto max-w-prose text-sm">
        To see where your application stands, use{' '}
        <a
          href="/reseller/login"
          className="text-foreground font-medium underline underline-offset-4"
        >
          Request Account Access
        </a>{' '}
        on the reseller login page.
      </p>
      <div className="mt-2 flex flex-col justify-center gap-3 sm:flex-row">
        <a href="/reseller/login" className={buttonVariants({ size: 'lg' })}>
          Go to reseller login
        </a>
        <a href="/" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          Back to Home
        </a>
      </div>
    </section>
  )
}
