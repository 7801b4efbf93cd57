/** /shipping-delivery: the Shipping & Delivery Policy (000 §9 shipping figures). The text is data in content/legal/shipping-delivery.ts, rendered by LegalPage. */
import { LegalPage } from '../components/legal-page.tsx'
import { shippingDeliveryPolicy } from '../content/legal/shipping-delivery.ts'
import type { PageMeta } from '../page-types.ts'

export function meta(): PageMeta {
  return { title: shippingDeliveryPolicy.title, description: shippingDeliveryPolicy.description }
}

export function Page({ path }: { path: string }) {
  return <LegalPage document={shippingDeliveryPolicy} path={path} />
}
