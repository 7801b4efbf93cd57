import { CircleCheck, Mail } from 'lucide-react'
import { useEffect } from 'react'
import { CONTACT_EMAIL } from '#shared/constants.ts'
import { CONTACT_SECTION_TEXTS as TEXTS } from '#shared/home-texts.ts'
import { StaticIsland } from '../components/static-island.tsx'
import { whenNeeded } from './when-needed.ts'

// While prerendering (and in the dev server) the form renders with the page. In the browser
// build this is null, so the form's code is not in the page's chunk: it is fetched and
// hydrated in place, in its own root, once the visitor comes near (see when-needed.ts). Not a
// lazy() inside <Suspense>: prerendering would move a large boundary out of line behind an
// inline script, which the Content-Security-Policy blocks.
const RenderedContactForm =
  import.meta.env.SSR || import.meta.env.DEV
    ? (await import('../widgets/contact-form.tsx')).ContactForm
    : null

function useDeferredContactForm() {
  useEffect(() => {
    if (import.meta.env.DEV) return
    let cancelled = false
    whenNeeded('contact')
      .then(() => import('../widgets/contact-form.tsx'))
      .then(({ hydrateContactForm }) => {
        const island = document.getElementById('contact-form')
        if (!cancelled && island) hydrateContactForm(island)
      })
      .catch((error: unknown) => console.warn('contact form could not be loaded', error))
    return () => {
      cancelled = true
    }
  }, [])
}

/**
 * 000 §2: the contact section (#contact), which the header's Contact Us link and the hero's
 * 'Register Your Brand' scroll to. Only the form hydrates, and only once it is needed.
 */
export function ContactSection() {
  useDeferredContactForm()
  return (
    <section
      id="contact"
      aria-labelledby="contact-heading"
      className="border-border relative isolate scroll-mt-16 overflow-hidden border-t"
    >
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1fr_1.15fr]">
        <StaticIsland>
          {(import.meta.env.SSR || import.meta.env.DEV) && <ContactIntro />}
        </StaticIsland>
        <div className="border-border bg-background rounded-2xl border p-6 shadow-xl shadow-slate-900/5 sm:p-8">
          <StaticIsland id="contact-form">
            {RenderedContactForm && <RenderedContactForm />}
          </StaticIsland>
        </div>
      </div>
    </section>
  )
}

function ContactIntro() {
  return (
    <>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(50rem_30rem_at_0%_100%,color-mix(in_oklab,var(--color-brand)_12%,transparent),transparent)]"
      />
      <p className="text-brand [@media(prefers-color-scheme:dark)]:text-blue-400 text-sm font-semibold tracking-wide uppercase">
        {TEXTS.eyebrow}
      </p>
      <h2
        id="contact-heading"
        className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
      >
        {TEXTS.title}
      </h2>
      <p className="text-muted-foreground mt-4 text-base text-pretty sm:text-lg">{TEXTS.intro}</p>
      <ul className="mt-8 grid gap-3 text-sm">
        {TEXTS.points.map((point) => (
          <li key={point} className="flex gap-2.5">
            <CircleCheck aria-hidden="true" className="text-brand mt-0.5 size-4 shrink-0" />
            {point}
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground mt-8 flex flex-wrap items-center gap-2 text-sm">
        <Mail aria-hidden="true" className="size-4" />
        {TEXTS.emailUs}
        <a
          href={`mailto:${CONTACT_EMAIL}`}
          className="text-brand [@media(prefers-color-scheme:dark)]:text-blue-400 focus-visible:ring-ring rounded-sm font-medium hover:underline focus-visible:ring-2 focus-visible:outline-none"
        >
          {CONTACT_EMAIL}
        </a>
      </p>
    </>
  )
}
