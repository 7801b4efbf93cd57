import { Inbox } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { APP_ROUTES } from '#shared/app-routes.ts'
import {
  APPLICATION_TABS,
  BRAND_APPLICATIONS_TEXTS as T,
  type ApplicationTab,
} from '#shared/brand-applications-texts.ts'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx'
import { Pagination } from '../../components/ui/data-table.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx'
import {
  useBrandApplications,
  useOpenApplicationConversation,
  type BrandApplicationView,
} from './api.ts'
import { ApplicantCard } from './applicant-card.tsx'
import { ApproveDialog } from './approve-dialog.tsx'
import { AskInfoDialog, RejectDialog } from './text-dialogs.tsx'

/** The page's anchor: the dashboard's Pending Applications and the application mail link here. */
export const APPLICATIONS_ANCHOR = 'applications'

const integer = new Intl.NumberFormat('en-US')

type Open = { kind: 'approve' | 'reject' | 'ask'; application: BrandApplicationView } | null

/**
 * The applicant queue (issue 13 #1): pending applications (Premium first, then newest) with what
 * a brand needs to decide, Approve, Reject and Ask for more information; a Decided tab with each
 * decision and its reason; Message opens the application's conversation (issue 15).
 */
export function ApplicantQueue() {
  const [tab, setTab] = useState<ApplicationTab>('pending')
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<Open>(null)
  const query = useBrandApplications({ tab, page })
  const data = query.data
  const section = useRef<HTMLElement>(null)
  const { hash } = useLocation()
  const navigate = useNavigate()
  const openConversation = useOpenApplicationConversation()
  const message = (application: BrandApplicationView) =>
    openConversation.mutate(application.id, {
      onSuccess: ({ conversationId }) =>
        void navigate(`${APP_ROUTES.brandMessages}?thread=${encodeURIComponent(conversationId)}`),
      onError: (e) => toast.error(T.openConversationFailed, { description: e.message }),
    })

  // The browser scrolls to #applications only if it exists at load; the queue arrives later.
  const loaded = Boolean(data)
  useEffect(() => {
    if (loaded && hash === `#${APPLICATIONS_ANCHOR}`) section.current?.scrollIntoView()
  }, [loaded, hash])

  // A brand without a directory entry has no applicants: Resellers Management explains why.
  if (data && data.entry === null) return null

  const close = () => setOpen(null)
  const applications = data?.applications
  const list = (t: ApplicationTab) =>
    query.isError && !data ? (
      <RetryAlert
        title={T.loadFailed}
        description={T.tryAgainLater}
        retryLabel={T.tryAgain}
        onRetry={() => void query.refetch()}
      />
    ) : !applications ? (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    ) : applications.length === 0 ? (
      <EmptyState icon={Inbox} title={T.empty[t]} />
    ) : (
      <ul className="grid gap-3" aria-label={T.tabs[t]} aria-busy={query.isFetching}>
        {applications.map((application) => (
          <ApplicantCard
            key={application.id}
            application={application}
            actions={{
              onApprove: () => setOpen({ kind: 'approve', application }),
              onReject: () => setOpen({ kind: 'reject', application }),
              onAsk: () => setOpen({ kind: 'ask', application }),
              onMessage: () => message(application),
              opening: openConversation.isPending && openConversation.variables === application.id,
            }}
          />
        ))}
      </ul>
    )

  return (
    <section id={APPLICATIONS_ANCHOR} ref={section} aria-labelledby="applications-title">
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setTab(value as ApplicationTab)
          setPage(1)
        }}
      >
        <Card>
          <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
            <div className="space-y-1.5">
              <CardTitle id="applications-title" className="text-lg">
                {T.title}{' '}
                {data ? (
                  <span className="text-muted-foreground" data-testid="applications-count">
                    ({integer.format(data.counts.pending)})
                  </span>
                ) : null}
              </CardTitle>
              <CardDescription>{T.description}</CardDescription>
            </div>
            <TabsList aria-label={T.tabsLabel}>
              {APPLICATION_TABS.map((t) => (
                <TabsTrigger key={t} value={t}>
                  {T.tabs[t]}
                  {data ? ` (${integer.format(data.counts[t])})` : ''}
                </TabsTrigger>
              ))}
            </TabsList>
          </CardHeader>
          <CardContent className="space-y-4">
            {APPLICATION_TABS.map((t) => (
              <TabsContent key={t} value={t} className="mt-0">
                {t === tab ? list(t) : null}
              </TabsContent>
            ))}
            {data && data.pages > 1 ? (
              <Pagination
                summary={T.pageOf(data.page, data.pages, data.counts[tab])}
                page={data.page}
                pages={data.pages}
                onPage={setPage}
                texts={T}
              />
            ) : null}
          </CardContent>
        </Card>
      </Tabs>
      <ApproveDialog
        application={open?.kind === 'approve' ? open.application : undefined}
        onClose={close}
      />
      <RejectDialog
        application={open?.kind === 'reject' ? open.application : undefined}
        onClose={close}
      />
      <AskInfoDialog
        application={open?.kind === 'ask' ? open.application : undefined}
        onClose={close}
      />
    </section>
  )
}
