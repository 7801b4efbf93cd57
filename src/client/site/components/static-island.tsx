import type { ReactNode } from 'react'

/** Stable object: React compares __html to decide whether to touch the element again. */
const KEEP_SERVER_HTML = { __html: '' }

/**
 * A static part of a prerendered page that the browser never renders again (an "island" of plain
 * HTML). While prerendering (and in the dev server, which has no prerendered HTML) it renders its
 * children; in the production browser build it hydrates as an empty dangerouslySetInnerHTML
 * element, which React neither descends into nor patches, so the server's HTML stays as it is.
 *
 * Why: the home page's copy, sample dashboards, diagram and FAQ have no behaviour, and shipping
 * them as JavaScript only to hydrate them would spend most of the site's 100 KB budget. Callers
 * pass the children as `(import.meta.env.SSR || import.meta.env.DEV) && <Section />`, a
 * build-time constant, so that the client build drops the sections' code and text entirely.
 */
export function StaticIsland({
  children,
  className,
  id,
}: {
  children: ReactNode
  className?: string
  id?: string
}) {
  if (import.meta.env.SSR || import.meta.env.DEV) {
    return (
      <div id={id} className={className} data-static-island="">
        {children}
      </div>
    )
  }
  return (
    <div
      id={id}
      className={className}
      data-static-island=""
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
    />
  )
}
