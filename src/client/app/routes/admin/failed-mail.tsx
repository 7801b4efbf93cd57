import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { ADMIN_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { FailedMailList } from '../../../features/mail-outbox/failed-mail-list.tsx'

/** Failed mail (issue 12): what the outbox could not deliver, with Retry. */
export function Component() {
  const screen = ADMIN_SCREENS.failedMail
  return (
    <>
      <PageHeader title={screen.heading} description={screen.description} />
      <FailedMailList />
    </>
  )
}
