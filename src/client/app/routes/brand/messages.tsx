import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { BRAND_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { Conversations } from '../../../features/messages/conversations.tsx'
import { BrandInbox } from '../../../features/messages/inbox.tsx'

/** 001 §2.3 Messages, with conversations (issue 15). */
export function Component() {
  const screen = BRAND_SCREENS.messages
  return (
    <>
      <PageHeader title={screen.heading} description={screen.description} />
      <div className="grid gap-6">
        {/* Issue 15: threads first; the spec's inbox (cards, tabs, every message) below. */}
        <Conversations perspective="brand" />
        <BrandInbox />
      </div>
    </>
  )
}
