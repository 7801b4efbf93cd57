/** React and the page's root: loaded by entry-client.tsx once the page has painted. */
import { hydrateRoot } from 'react-dom/client'
import type { SitePageModule } from './page-types.ts'
import { SiteApp } from './site-app.tsx'

export function hydrate(path: string, page: SitePageModule, onHydrated?: () => void) {
  hydrateRoot(
    document.getElementById('root')!,
    <SiteApp path={path} page={page} onHydrated={onHydrated} />,
  )
}
