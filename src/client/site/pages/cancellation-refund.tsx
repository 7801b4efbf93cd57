/** /cancellation-refund: the Cancellation & Refund Policy (000 §9 refund figures). The text is data in content/legal/cancellation-refund.ts, rendered by LegalPage. */
import { LegalPage } from '../components/legal-page.tsx'
import { cancellationRefundPolicy } from '../content/legal/cancellation-refund.ts'
import type { PageMeta } from '../page-types.ts'

export function meta(): PageMeta {
  return {
    title: cancellationRefundPolicy.title,
    description: cancellationRefundPolicy.description,
  }
}

export function Page({ path }: { path: string }) {
  return <LegalPage document={cancellationRefundPolicy} path={path} />
}
