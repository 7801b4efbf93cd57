/** /terms: the Terms of Service. The text is data in content/legal/terms.ts, rendered by LegalPage. */
import { LegalPage } from '../components/legal-page.tsx'
import { termsOfService } from '../content/legal/terms.ts'
import type { PageMeta } from '../page-types.ts'

export function meta(): PageMeta {
  return { title: termsOfService.title, description: termsOfService.description }
}

export function Page({ path }: { path: string }) {
  return <LegalPage document={termsOfService} path={path} />
}
