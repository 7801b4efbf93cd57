import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { RESELLER_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { ResellerInbox } from '../../../features/messages/inbox.tsx'

/** 001 §2.4 Messages. */
export function Component() {
  const screen = RESELLER_SCREENS.messages
  return (
    <>
      <PageHeader title={screen.heading} description={screen.description} />
      <ResellerInbox />
    </>
  )
}
