import { Search } from 'lucide-react'
import { useRef } from 'react'
import { QUICK_CHIPS } from '#shared/constants.ts'
import { HERO_SEARCH_TEXTS as TEXTS } from '#shared/home-texts.ts'
import { SiteButton } from '../components/site-ui.tsx'
import { track } from '../lib/track.ts'
import { HeroActions, HeroBackdrop, HeroIntro } from './hero-static.tsx'
import { searchHref, TRY_SUGGESTIONS } from './search-links.ts'
import { StaticIsland } from '../components/static-island.tsx'

/**
 * 000 §2 hero. Only the AI search box, its 'Try' suggestions and the quick chips hydrate; the
 * headline, the two ways in and the figures are prerendered islands.
 */
export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden">
      <StaticIsland>
        {(import.meta.env.SSR || import.meta.env.DEV) && <HeroBackdrop />}
      </StaticIsland>
      <div className="mx-auto max-w-6xl px-4 pt-14 pb-16 text-center sm:px-6 sm:pt-20 sm:pb-20">
        <StaticIsland>{(import.meta.env.SSR || import.meta.env.DEV) && <HeroIntro />}</StaticIsland>
        <HeroSearch />
        <StaticIsland>
          {(import.meta.env.SSR || import.meta.env.DEV) && <HeroActions />}
        </StaticIsland>
      </div>
    </section>
  )
}

/**
 * The search box goes to /search?q= with the trimmed text, and only when there is some (000 §2).
 * Uncontrolled, over a plain GET form: it works before hydration too.
 */
function HeroSearch() {
  const input = useRef<HTMLInputElement>(null)

  const search = (text: string, source: string) => {
    const href = searchHref(text)
    if (!href) {
      input.current?.focus()
      return
    }
    // The search page counts every query it runs (search_query); this tells where it came from.
    track('hero_search', { query: text.trim(), source })
    window.location.assign(href)
  }

  return (
    <div className="mx-auto mt-9 max-w-2xl">
      <form
        role="search"
        action="/search"
        method="get"
        onSubmit={(event) => {
          event.preventDefault()
          search(input.current?.value ?? '', 'hero')
        }}
        className="border-border bg-background focus-within:ring-ring flex items-center gap-2 rounded-2xl border p-2 shadow-lg shadow-slate-900/5 focus-within:ring-2"
      >
        <label htmlFor="hero-search" className="sr-only">
          {TEXTS.label}
        </label>
        <Search aria-hidden="true" className="text-muted-foreground ml-2 size-5 shrink-0" />
        <input
          ref={input}
          id="hero-search"
          name="q"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          placeholder={TEXTS.placeholder}
          className="placeholder:text-muted-foreground h-11 min-w-0 flex-1 bg-transparent text-base outline-none"
        />
        <SiteButton type="submit" size={null} className="h-11 rounded-xl! px-5">
          {TEXTS.button}
        </SiteButton>
      </form>
      <p className="text-muted-foreground mt-4 flex flex-wrap items-center justify-center gap-2 text-sm">
        <span>{TEXTS.tryLabel}</span>
        {TRY_SUGGESTIONS.map(({ prompt, label }) => (
          <button
            key={prompt}
            type="button"
            title={prompt}
            onClick={() => {
              if (input.current) input.current.value = prompt
              search(prompt, 'suggestion')
            }}
            className="text-foreground hover:bg-muted focus-visible:ring-ring rounded-full px-2 py-1 italic underline decoration-dotted underline-offset-4 focus-visible:ring-2 focus-visible:outline-none"
          >
            {label}
          </button>
        ))}
      </p>
      <ul aria-label={TEXTS.chipsLabel} className="mt-4 flex flex-wrap justify-center gap-2">
        {QUICK_CHIPS.map((chip) => (
          <li key={chip.label}>
            <a
              href={searchHref(chip.query) ?? '/search'}
              onClick={() => track('hero_search', { query: chip.query, source: 'chip' })}
              className="border-border bg-background/80 hover:border-brand hover:text-brand focus-visible:ring-ring inline-flex items-center rounded-full border px-3.5 py-1.5 text-sm font-medium shadow-sm transition-colors focus-visible:ring-2 focus-visible:outline-none"
            >
              {chip.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
