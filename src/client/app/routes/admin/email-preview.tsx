import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { ADMIN_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { PageLoading } from '../../../components/ui/page-loading.tsx'
import { EmailPreviewTool } from '../../../features/email-preview/email-preview-tool.tsx'
import { useSession } from '../../../features/session/session-api.ts'

/** 001 §2.2 Admin email preview. */
export function Component() {
  const screen = ADMIN_SCREENS.emailPreview
  const session = useSession()
  return (
    <>
      <PageHeader title={screen.heading} description={screen.description} />
      {session.isPending ? (
        <PageLoading />
      ) : (
        <EmailPreviewTool defaultTestAddress={session.data?.email ?? ''} />
      )}
    </>
  )
}
