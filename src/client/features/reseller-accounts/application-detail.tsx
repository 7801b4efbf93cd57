import { Download, ExternalLink } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import {
  ADMIN_DETAIL_PATHS,
  APPLICATION_DETAIL_TEXTS as T,
  OUTBOX_STATUS_LABELS,
  formatFileSize,
  mailKindLabel,
  type AdminApplicationDetail,
  type OutboxStatus,
  type SentMail,
} from '#shared/admin-detail-texts.ts'
import { AUTHORIZATION_MARKETPLACE_LABELS } from '#shared/authorizations.ts'
import { formatDateTime } from '#shared/brand-protection-texts.ts'
import { APPLICATION_STATUS_LABELS, REVIEW_TOASTS } from '#shared/reseller-accounts-texts.ts'
import {
  BUSINESS_TYPE_LABELS,
  PRODUCT_CATEGORY_LABELS,
  SALES_VOLUME_LABELS,
  WHOLESALE_BUDGET_LABELS,
} from '#shared/reseller-hub-texts.ts'
import { RecordPage, RecordSection } from '../../components/layouts/record-page.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { DetailList, type DetailItem } from '../../components/ui/detail-list.tsx'
import { ResponsiveTable, type TableColumn } from '../../components/ui/responsive-table.tsx'
import { downloadDocument, useApplicationDetail } from './api/applications.ts'

type Detail = AdminApplicationDetail
type Application = Detail['application']

/** An enum value's label; a value the list does not know is shown as it is. */
const labelOf = (labels: Record<string, string>, value: string | null) =>
  value === null ? T.none : (labels[value] ?? value)

const orNone = (value: string | null) => value ?? T.none

/** 001 §4.1 tones: approved green, pending amber, rejected red. */
function StatusBadge({ status }: { status: string }) {
  const tone =
    status === 'approved'
      ? 'success'
      : status === 'rejected'
        ? 'danger'
        : status === 'pending' || status === 'pending_approval'
          ? 'warning'
          : 'default'
  return <Badge tone={tone}>{labelOf(APPLICATION_STATUS_LABELS, status)}</Badge>
}

function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>
}

function ExternalAddress({ href }: { href: string }) {
  // Only http(s) addresses become links: the stored text is whatever the applicant typed.
  if (!/^https?:\/\//i.test(href)) return <>{href}</>
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="text-brand inline-flex max-w-full items-center gap-1 break-all hover:underline"
    >
      {href}
      <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
    </a>
  )
}

function applicationItems(a: Application): DetailItem[] {
  const items: DetailItem[] = [
    { label: T.fields.status, value: <StatusBadge status={a.status} /> },
    {
      label: T.fields.review,
      value: labelOf(APPLICATION_STATUS_LABELS, a.applicationStatus),
    },
  ]
  if (a.rejectionReason) items.push({ label: T.fields.rejectionReason, value: a.rejectionReason })
  items.push(
    { label: T.fields.submitted, value: <Time iso={a.createdAt} /> },
    { label: T.fields.updated, value: <Time iso={a.updatedAt} /> },
  )
  return items
}

function businessItems(a: Application): DetailItem[] {
  return [
    { label: T.fields.company, value: a.companyName },
    { label: T.fields.contactName, value: orNone(a.contactName) },
    { label: T.fields.email, value: <span className="break-all">{a.email}</span> },
    { label: T.fields.phone, value: orNone(a.phone) },
    {
      label: T.fields.linkedin,
      value: a.linkedin ? <ExternalAddress href={a.linkedin} /> : T.none,
    },
    { label: T.fields.businessType, value: labelOf(BUSINESS_TYPE_LABELS, a.businessType) },
    { label: T.fields.ein, value: orNone(a.einNumber) },
    {
      label: T.fields.categories,
      value: a.productCategories.length ? (
        <span className="flex flex-wrap gap-1">
          {a.productCategories.map((c) => (
            <Badge key={c}>{labelOf(PRODUCT_CATEGORY_LABELS, c)}</Badge>
          ))}
        </span>
      ) : (
        T.none
      ),
    },
    { label: T.fields.salesVolume, value: labelOf(SALES_VOLUME_LABELS, a.salesVolume) },
    { label: T.fields.budget, value: labelOf(WHOLESALE_BUDGET_LABELS, a.wholesaleBudget) },
    { label: T.fields.feedbackScore, value: orNone(a.feedbackScore) },
  ]
}

function Marketplaces({ marketplaces }: { marketplaces: Detail['marketplaces'] }) {
  if (marketplaces.length === 0) {
    return <p className="text-muted-foreground text-sm">{T.noMarketplaces}</p>
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {marketplaces.map((m) => (
        <li key={m.marketplace} className="border-border grid gap-2 rounded-lg border p-4">
          <h3 className="font-medium">{AUTHORIZATION_MARKETPLACE_LABELS[m.marketplace]}</h3>
          <DetailList
            className="sm:grid-cols-1"
            items={[
              {
                label: T.fields.storeLink,
                value: m.storeLink ? <ExternalAddress href={m.storeLink} /> : T.none,
              },
              { label: T.fields.sellerId, value: orNone(m.sellerId) },
            ]}
          />
        </li>
      ))}
    </ul>
  )
}

function VerificationBadge({ verified }: { verified: boolean | null }) {
  if (verified === true) return <Badge tone="success">{T.verified}</Badge>
  if (verified === false) return <Badge tone="danger">{T.rejected}</Badge>
  return <Badge tone="info">{T.awaitingReview}</Badge>
}

function DocumentSection({ detail }: { detail: Detail }) {
  const [downloading, setDownloading] = useState(false)
  const file = detail.document
  if (!file) return <p className="text-muted-foreground text-sm">{T.noDocument}</p>

  async function download() {
    setDownloading(true)
    try {
      await downloadDocument(detail.application)
    } catch {
      toast.error(REVIEW_TOASTS.downloadErrorTitle, { description: T.downloadFailed })
    } finally {
      setDownloading(false)
    }
  }

  return (
    <div className="grid gap-4">
      <DetailList
        items={[
          { label: T.fields.fileName, value: file.name ?? T.unnamedFile },
          { label: T.fields.fileType, value: file.contentType },
          {
            label: T.fields.fileSize,
            value: file.size === null ? T.fileMissing : formatFileSize(file.size),
          },
          { label: T.fields.verification, value: <VerificationBadge verified={file.verified} /> },
          { label: T.fields.notes, value: orNone(file.notes) },
        ]}
      />
      <div>
        <Button variant="outline" disabled={downloading || file.size === null} onClick={download}>
          <Download aria-hidden="true" />
          {T.download}
        </Button>
      </div>
    </div>
  )
}

function AccountSection({ detail }: { detail: Detail }) {
  const { account, application } = detail
  if (!account) return <p className="text-muted-foreground text-sm">{T.noAccount}</p>
  return (
    <DetailList
      items={[
        {
          label: T.fields.accountEmail,
          value: (
            <span className="flex flex-wrap items-center gap-2">
              <Link
                to={ADMIN_DETAIL_PATHS.user(account.id)}
                className="text-brand break-all hover:underline"
              >
                {account.email}
              </Link>
              {account.banned ? <Badge tone="danger">{T.banned}</Badge> : null}
            </span>
          ),
        },
        {
          label: T.fields.passwordSent,
          value: application.passwordSentAt ? <Time iso={application.passwordSentAt} /> : T.none,
        },
        {
          label: T.fields.passwordResets,
          value: application.passwordResetCount.toLocaleString('en-US'),
        },
      ]}
    />
  )
}

const MAIL_TONES: Record<OutboxStatus, 'success' | 'warning' | 'danger' | 'info' | 'default'> = {
  sent: 'success',
  stored: 'info',
  queued: 'default',
  failed: 'warning',
  dead: 'danger',
}

function MailStatus({ mail }: { mail: SentMail }) {
  return (
    <Badge tone={MAIL_TONES[mail.status]} title={mail.error ?? undefined}>
      {OUTBOX_STATUS_LABELS[mail.status]}
    </Badge>
  )
}

const mailColumns: TableColumn<SentMail>[] = [
  {
    id: 'subject',
    header: T.mailColumns.subject,
    grow: true,
    priority: 0,
    width: 220,
    cell: (m) => <span className="font-medium break-words">{m.subject}</span>,
  },
  {
    id: 'kind',
    header: T.mailColumns.kind,
    priority: 1,
    width: 220,
    cell: (m) => <span className="break-words">{mailKindLabel(m.kind)}</span>,
  },
  {
    id: 'status',
    header: T.mailColumns.status,
    priority: 0,
    width: 170,
    card: 'badge',
    cell: (m) => <MailStatus mail={m} />,
  },
  {
    id: 'time',
    header: T.mailColumns.sent,
    priority: 0,
    width: 190,
    cell: (m) => <Time iso={m.sentAt ?? m.createdAt} />,
  },
]

function MailsSection({ detail }: { detail: Detail }) {
  if (detail.mails.length === 0) {
    return <p className="text-muted-foreground text-sm">{T.noMails}</p>
  }
  return (
    <div className="grid gap-3">
      <p className="text-muted-foreground text-sm">
        {T.mailsShown(detail.mails.length, detail.mailTotal)}
      </p>
      <ResponsiveTable
        label={T.mailsTableLabel}
        columns={mailColumns}
        rows={detail.mails}
        rowKey={(m) => m.id}
        cardTitle={(m) => m.subject}
        empty={T.noMails}
      />
    </div>
  )
}

/**
 * Issue 16 item 2: one reseller application with every field it holds — the business details
 * the Reseller Hub form asked for, the marketplaces, the document and its review, the account,
 * the mails sent to the applicant — and its history, which the route passes in (the audit-log
 * feature's RecordHistory: features do not import each other).
 */
export function ApplicationDetail({
  id,
  renderHistory,
}: {
  id: string
  renderHistory: (application: Application) => ReactNode
}) {
  const query = useApplicationDetail(id)
  return (
    <RecordPage
      query={query}
      title={(d) => d.application.companyName}
      description={(d) => T.description(d.application.email)}
      back={{ to: ADMIN_DETAIL_PATHS.applications, label: T.backToList }}
      texts={T}
    >
      {(d) => (
        <>
          <RecordSection title={T.sections.application}>
            <DetailList items={applicationItems(d.application)} />
          </RecordSection>
          <RecordSection title={T.sections.business}>
            <DetailList items={businessItems(d.application)} />
          </RecordSection>
          <RecordSection title={T.sections.marketplaces}>
            <Marketplaces marketplaces={d.marketplaces} />
          </RecordSection>
          <RecordSection title={T.sections.document}>
            <DocumentSection detail={d} />
          </RecordSection>
          <RecordSection title={T.sections.account}>
            <AccountSection detail={d} />
          </RecordSection>
          <RecordSection title={T.sections.mails}>
            <MailsSection detail={d} />
          </RecordSection>
          {renderHistory(d.application)}
        </>
      )}
    </RecordPage>
  )
}
