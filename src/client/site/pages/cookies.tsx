/** /cookies: the Cookie Policy. The text is data in content/legal/cookies.ts, rendered by LegalPage. */
import { LegalPage } from '../components/legal-page.tsx'
import { cookiePolicy } from '../content/legal/cookies.ts'
import type { PageMeta } from '../page-types.ts'

export function meta(): PageMeta {
  return { title: cookiePolicy.title, description: cookiePolicy.description }
}

export function Page({ path }: { path: string }) {
  return <LegalPage document={cookiePolicy} path={path} />
}
