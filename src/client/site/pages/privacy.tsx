/** /privacy: the Privacy Policy. The text is data in content/legal/privacy.ts, rendered by LegalPage. */
import { LegalPage } from '../components/legal-page.tsx'
import { privacyPolicy } from '../content/legal/privacy.ts'
import type { PageMeta } from '../page-types.ts'

export function meta(): PageMeta {
  return { title: privacyPolicy.title, description: privacyPolicy.description }
}

export function Page({ path }: { path: string }) {
  return <LegalPage document={privacyPolicy} path={path} />
}
