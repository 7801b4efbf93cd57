/** The public site in the browser: hydrate the prerendered page (no router, no portal code). */
import { hydrateRoot } from 'react-dom/client'
import { normalizeSitePath } from '#shared/site-map.ts'
import '../styles.css'
import { loadPage } from './pages.ts'
import { SiteApp } from './site-app.tsx'

const path = normalizeSitePath(window.location.pathname)
const page = await loadPage(path)
await page.load?.(path)
hydrateRoot(document.getElementById('root')!, <SiteApp path={path} page={page} />)
