import { FAQ_ITEMS } from '#shared/home-texts.ts'
import { PRODUCT_NAME } from '#shared/product.ts'
import { ORIGIN_TOKEN } from '#shared/site-map.ts'
import { ContactSection } from '../home/contact-section.tsx'
import { Hero } from '../home/hero.tsx'
import { HomeStaticSections } from '../home/static-sections.tsx'
import { StaticIsland } from '../components/static-island.tsx'
import type { PageMeta } from '../page-types.ts'

/** Structured data: the FAQ (000 §2), the site with its search, and the organization. */
function homeJsonLd(): object[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: FAQ_ITEMS.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: PRODUCT_NAME,
      url: `${ORIGIN_TOKEN}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${ORIGIN_TOKEN}/search?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: PRODUCT_NAME,
      url: `${ORIGIN_TOKEN}/`,
      logo: `${ORIGIN_TOKEN}/favicon.svg`,
    },
  ]
}

export function meta(): PageMeta {
  return {
    title: `${PRODUCT_NAME}: B2B wholesale for brands and verified resellers`,
    description:
      'Connect your brand with verified Amazon, Walmart and eBay resellers, distributors and retailers. AI-powered matching, MAP price-policy enforcement, partner verification and cross-marketplace monitoring.',
    // Only the prerender reads meta(); the condition keeps the FAQ text out of the browser build.
    jsonLd: import.meta.env.SSR ? homeJsonLd() : [],
  }
}

/**
 * The home page (000 §1, §2). Interactive parts hydrate (hero search, contact form); everything
 * else is prerendered HTML in a StaticIsland. The welcome dialog, the lead popup and telemetry
 * mount from site-extras.tsx.
 */
export function Page() {
  return (
    <>
      <Hero />
      <StaticIsland>
        {(import.meta.env.SSR || import.meta.env.DEV) && <HomeStaticSections />}
      </StaticIsland>
      <ContactSection />
    </>
  )
}
