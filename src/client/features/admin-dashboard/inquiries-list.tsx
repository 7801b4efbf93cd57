import { DASHBOARD_TEXTS } from '#shared/admin-dashboard-texts.ts'
import { Badge } from '../../components/ui/badge.tsx'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { formatDateTime, useDashboardInquiries, type AdminInquiry } from './api.ts'
import { QueryError } from './query-error.tsx'

const KIND_LABELS: Record<AdminInquiry['kind'], string> = {
  contact: 'Contact',
  brand_inquiry: 'Brand inquiry',
  reseller_application: 'Reseller application',
}

function mailTone(status: string | null) {
  if (status === 'sent' || status === 'stored') return 'success' as const
  if (status === 'failed') return 'danger' as const
  return 'warning' as const
}

/** The contact-form submissions (DESIGN decision 9), newest first, with their mail status. */
export function InquiriesList() {
  const inquiries = useDashboardInquiries()
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{DASHBOARD_TEXTS.tabs.inquiries}</CardTitle>
        <CardDescription>
          Contact form, brand inquiry and reseller-hub submissions, with the outcome of their mails.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {inquiries.isPending ? (
          <div role="status" aria-label="Loading" className="grid gap-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : inquiries.isError ? (
          <QueryError error={inquiries.error} onRetry={() => void inquiries.refetch()} />
        ) : inquiries.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">{DASHBOARD_TEXTS.inquiriesEmpty}</p>
        ) : (
          <ul className="divide-border divide-y" aria-label={DASHBOARD_TEXTS.tabs.inquiries}>
            {inquiries.data.map((inquiry) => (
              <li key={inquiry.id} className="grid gap-1 py-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{inquiry.name}</span>
                  {inquiry.company ? (
                    <span className="text-muted-foreground text-sm">{inquiry.company}</span>
                  ) : null}
                  <a
                    href={`mailto:${inquiry.email}`}
                    className="text-sm break-all underline-offset-4 hover:underline"
                  >
                    {inquiry.email}
                  </a>
                  <Badge>{KIND_LABELS[inquiry.kind]}</Badge>
                  <Badge tone={mailTone(inquiry.mailStatus)}>
                    Mail: {inquiry.mailStatus ?? 'pending'}
                  </Badge>
                  <time
                    dateTime={inquiry.createdAt}
                    className="text-muted-foreground ml-auto text-xs whitespace-nowrap"
                  >
                    {formatDateTime(inquiry.createdAt)}
                  </time>
                </div>
                {inquiry.message ? (
                  <p className="text-muted-foreground text-sm whitespace-pre-line">
                    {inquiry.message}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
