import { lazy, memo, Suspense } from 'react'
import { buttonVariants } from '../../components/ui/variants.ts'
import { cn } from '../lib/cn.ts'
import type { PageMeta } from '../page-types.ts'
import { CheckMark } from '../reseller-hub/check-mark.tsx'
import { whenNeeded } from '../reseller-hub/when-needed.ts'

/** The section that holds the form; its code loads when the visitor gets there. */
const APPLY_SECTION = 'apply'

// Prerendering resolves this at once, so the static HTML contains the whole form; in the browser
// the boundary stays as that HTML until the form is needed (when-needed.ts), then hydrates.
const ApplicationForm = lazy(() =>
  whenNeeded(APPLY_SECTION)
    .then(() => import('../reseller-hub/application-form.tsx'))
    .then((module) => ({ default: module.ApplicationForm })),
)

const BENEFITS: readonly { title: string; text: string }[] = [
  {
    title: 'Verified brands',
    text: 'Every brand on the marketplace is checked by our team, so you apply to real companies with real supply, not to middlemen.',
  },
  {
    title: 'MAP-compliant supply',
    text: 'Brands publish their price policies up front. You buy at wholesale knowing the minimum advertised price you will be held to.',
  },
  {
    title: 'One application, many brands',
    text: 'Get verified once. Your approved profile goes with every brand application, so you never fill in the same paperwork twice.',
  },
  {
    title: 'Everything in one portal',
    text: 'Follow up on applications, order at wholesale prices and message brands from the same reseller dashboard.',
  },
]

const STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Apply',
    text: 'Send the form below with your business details, your store links and a verification document.',
  },
  {
    title: 'Admin review',
    text: 'Our team checks your business and your document within 1-3 business days.',
  },
  {
    title: 'Account created',
    text: 'Once approved, we create your reseller account and e-mail you how to sign in.',
  },
  {
    title: 'Apply to brands',
    text: 'Browse the brands directory and apply to carry the brands that fit your store.',
  },
]

const REQUIREMENTS = [
  'Your business details: company name, contact, phone and business type (an EIN or tax ID helps but is optional).',
  'A verification document as a PDF of up to 10 MB, such as a business license, a resale certificate or an EIN confirmation letter.',
  'At least one marketplace store link: your Amazon, Walmart or eBay storefront.',
  'Your product categories, monthly sales volume and wholesale budget, so brands can see whether you fit.',
] as const

const NOTES: readonly { question: string; answer: string }[] = [
  {
    question: 'Does it cost anything to apply?',
    answer:
      'No. Resellers join and browse for free; premium paid plans are available if you want more.',
  },
  {
    question: 'Who sees my verification document?',
    answer:
      'Only the marketplace team. The document is stored privately and is never shown to brands or other resellers.',
  },
  {
    question: 'Can I apply twice?',
    answer:
      'One application per email address is enough. If you applied already, use Request Account Access on the reseller login page to see where it stands.',
  },
  {
    question: 'I already have an account',
    answer:
      'Sign in on the reseller login page. Approved resellers apply to brands from their dashboard.',
  },
]

export function meta(): PageMeta {
  return {
    title: 'Reseller Hub: Apply as a Retail Partner',
    description:
      'Apply once to sell verified brands with MAP-compliant wholesale supply. Amazon, Walmart and eBay sellers send one application; our team reviews it within 1-3 business days.',
  }
}

export function Page() {
  return <ResellerHub />
}

/**
 * memo: the site shell re-renders the page once after hydration; an update that reaches the
 * form's boundary while it still waits (dehydrated) would make React drop the server HTML and
 * show the empty fallback. With no props to compare, nothing from above ever reaches it.
 */
const ResellerHub = memo(function ResellerHub() {
  return (
    <>
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="from-brand/10 pointer-events-none absolute inset-x-0 top-0 h-80 bg-gradient-to-b to-transparent"
        />
        <div className="relative mx-auto max-w-6xl px-4 pt-14 pb-16 text-center sm:px-6 sm:pt-20 sm:pb-20">
          <p className="border-border bg-background text-muted-foreground mx-auto inline-flex items-center gap-2 rounded-full border px-3 py-1 text-xs font-medium shadow-sm">
            <span className="bg-brand size-1.5 rounded-full" aria-hidden="true" />
            Reseller Hub
          </p>
          <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            Apply as a Retail Partner
          </h1>
          <p className="text-muted-foreground mx-auto mt-6 max-w-2xl text-base text-pretty sm:text-lg">
            Amazon, Walmart and eBay sellers, distributors and retailers: get verified once and buy
            from brands that want authorized partners.
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <a href="#apply" className={cn(buttonVariants({ size: 'lg' }), 'w-full sm:w-auto')}>
              Start your application
            </a>
            <a
              href="/reseller/login"
              className={cn(buttonVariants({ size: 'lg', variant: 'outline' }), 'w-full sm:w-auto')}
            >
              Already approved? Sign in
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="border-border border-t">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2
            id="benefits-heading"
            className="text-center text-2xl font-semibold tracking-tight sm:text-3xl"
          >
            Why resellers apply here
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {BENEFITS.map(({ title, text }) => (
              <li
                key={title}
                className="border-border bg-background rounded-xl border p-6 shadow-sm"
              >
                <span className="bg-muted text-brand grid size-10 place-items-center rounded-lg">
                  <CheckMark className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="text-muted-foreground mt-2 text-sm leading-relaxed">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="process-heading" className="border-border bg-muted/40 border-t">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2
            id="process-heading"
            className="text-center text-2xl font-semibold tracking-tight sm:text-3xl"
          >
            How the application works
          </h2>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map(({ title, text }, index) => (
              <li
                key={title}
                className="border-border bg-background rounded-xl border p-6 shadow-sm"
              >
                <span className="bg-primary text-primary-foreground grid size-8 place-items-center rounded-full text-sm font-semibold">
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="text-muted-foreground mt-2 text-sm leading-relaxed">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section
        id={APPLY_SECTION}
        aria-label="Application"
        className="border-border scroll-mt-20 border-t"
      >
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <div className="grid content-start gap-10">
            <div>
              <h2 className="text-xl font-semibold tracking-tight">What you need</h2>
              <ul className="mt-4 grid gap-3 text-sm">
                {REQUIREMENTS.map((requirement) => (
                  <li key={requirement} className="flex gap-2.5">
                    <CheckMark className="text-brand mt-0.5 size-4 shrink-0" />
                    <span>{requirement}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className="text-xl font-semibold tracking-tight">Good to know</h2>
              <div className="mt-4 grid gap-2">
                {NOTES.map(({ question, answer }) => (
                  <details
                    key={question}
                    className="border-border bg-background group rounded-lg border px-4 py-3 text-sm"
                  >
                    <summary className="focus-visible:ring-ring cursor-pointer rounded-sm font-medium focus-visible:ring-2 focus-visible:outline-none">
                      {question}
                    </summary>
                    <p className="text-muted-foreground mt-2 leading-relaxed">{answer}</p>
                  </details>
                ))}
              </div>
            </div>
          </div>
          <div className="border-border bg-background rounded-xl border p-6 shadow-sm sm:p-8">
            <Suspense fallback={null}>
              <ApplicationForm />
            </Suspense>
          </div>
        </div>
      </section>
    </>
  )
})
