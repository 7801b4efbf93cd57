import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { BRAND_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { BrandInbox } from '../../../features/messages/inbox.tsx'

/** 001 §2.3 Messages. */
export function Component() {
  const screen = BRAND_SCREENS.messages
  return (
    <>
      <PageHeader title={screen.heading} description={screen.description} />
      <BrandInbox />
    </>
  )
}
