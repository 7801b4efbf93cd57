import { Download, Pencil } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import {
  BRAND_PROTECTION_TEXTS,
  LEAK_CANDIDATE_TEXTS,
  formatCount,
  formatDate,
  formatDateTime,
  marketplaceLabel,
} from '#shared/brand-protection-texts.ts'
import {
  INVESTIGATION_STATUSES,
  INVESTIGATION_STATUS_LABELS,
  type InvestigationStatus,
} from '#shared/protection.ts'
import type { InvestigationDetail } from '#shared/protection-api.ts'
import { PROTECTION_PATHS } from '#shared/protection-texts.ts'
import { investigationUpdateSchema } from '#shared/schemas/protection.ts'
import { PageHeader } from '../../components/layouts/page-header.tsx'
import { ListingLink } from '../../components/protection/listing-link.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { TableHeader } from '../../components/ui/data-table.tsx'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Textarea } from '../../components/ui/input.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { evidencePacketUrl, useInvestigation, useUpdateInvestigation } from './api.ts'
import { BackToProtection, DetailLoadState } from './detail-load-state.tsx'
import {
  FindingStatusBadge,
  InvestigationStatusBadge,
  PriceVsMap,
  ScoreBar,
  Timeline,
} from './protection-bits.tsx'
import { StorefrontDialog, storefrontName } from './storefront-dialog.tsx'
import { TakedownPackets } from './takedown-packets.tsx'

const T = BRAND_PROTECTION_TEXTS
const I = T.investigation
const SELECT_CLASS = 'border-border bg-background h-10 w-full rounded-md border px-3 text-sm'

type Storefront = InvestigationDetail['storefronts'][number]

function Storefronts({ storefronts }: { storefronts: InvestigationDetail['storefronts'] }) {
  const [editing, setEditing] = useState<Storefront>()
  const C = I.storefronts.columns
  const columns = Object.values(C)
  return (
    <SectionCard title={I.storefronts.title} description={I.storefronts.description}>
      <div className="relative overflow-x-auto">
        <table
          className="w-full min-w-[760px] text-left text-sm"
          aria-label={I.storefronts.tableLabel}
        >
          <TableHeader columns={columns} className={() => 'whitespace-nowrap'} />
          <tbody>
            {storefronts.map((s) => (
              <tr key={s.id} className="border-border border-b align-top last:border-0">
                <td className="px-2 py-3">{marketplaceLabel(s.marketplace)}</td>
                <td className="px-2 py-3 font-mono text-xs break-all">{s.sellerId ?? T.none}</td>
                <td className="px-2 py-3 break-words">{s.name ?? T.none}</td>
                <td className="px-2 py-3 break-words">{s.businessName ?? T.none}</td>
                <td className="max-w-56 px-2 py-3 break-words whitespace-pre-line">
                  {s.businessAddress ?? T.none}
                </td>
                <td className="px-2 py-3 whitespace-nowrap">
                  {I.storefronts.seen(formatDate(s.firstSeenAt), formatDate(s.lastSeenAt))}
                </td>
                <td className="px-2 py-3">
                  <Button variant="outline" size="sm" onClick={() => setEditing(s)}>
                    <Pencil aria-hidden="true" />
                    <span aria-hidden="true">{I.storefronts.edit}</span>
                    <span className="sr-only">{I.storefronts.editOf(storefrontName(s))}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <StorefrontDialog storefront={editing} onClose={() => setEditing(undefined)} />
    </SectionCard>
  )
}

function Listings({ listings }: { listings: InvestigationDetail['listings'] }) {
  const C = I.listings.columns
  const columns = Object.values(C)
  return (
    <SectionCard title={I.listings.title}>
      {listings.length === 0 ? (
        <p className="text-muted-foreground text-sm">{I.listings.empty}</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table
            className="w-full min-w-[840px] text-left text-sm"
            aria-label={I.listings.tableLabel}
          >
            <TableHeader
              columns={columns}
              right={[C.units]}
              className={() => 'whitespace-nowrap'}
            />
            <tbody>
              {listings.map((l) => (
                <tr key={l.findingId} className="border-border border-b align-top last:border-0">
                  <td className="px-2 py-3">
                    <Link
                      to={PROTECTION_PATHS.finding(l.findingId)}
                      className="font-medium break-words hover:underline"
                    >
                      {l.product ?? l.listingId ?? T.none}
                    </Link>
                  </td>
                  <td className="px-2 py-3">{marketplaceLabel(l.marketplace)}</td>
                  <td className="px-2 py-3">
                    <ListingLink
                      url={l.url}
                      className="inline-flex items-center gap-1 font-mono text-xs underline underline-offset-4"
                      ariaLabel={I.listings.open(l.listingId ?? l.url ?? '')}
                      fallback={<span className="font-mono text-xs">{l.listingId ?? T.none}</span>}
                    >
                      {l.listingId ?? T.finding.summary.openListing}
                    </ListingLink>
                  </td>
                  <td className="px-2 py-3">
                    <PriceVsMap
                      advertised={l.advertisedPrice}
                      map={l.mapPrice}
                      currency={l.currency}
                    />
                  </td>
                  <td className="px-2 py-3 text-right tabular-nums">
                    {l.quantity === null ? T.none : formatCount(l.quantity)}
                  </td>
                  <td className="px-2 py-3 whitespace-nowrap">{formatDate(l.firstSeenAt)}</td>
                  <td className="px-2 py-3 whitespace-nowrap">{formatDate(l.lastObservedAt)}</td>
                  <td className="px-2 py-3">
                    <FindingStatusBadge status={l.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  )
}

function Candidates({ detail }: { detail: InvestigationDetail }) {
  const C = I.candidates
  const sourceId = detail.investigation.sourceReseller?.id
  return (
    <SectionCard title={C.title} description={LEAK_CANDIDATE_TEXTS.description}>
      {detail.candidates.length === 0 ? (
        <p className="text-muted-foreground text-sm">{C.empty}</p>
      ) : (
        <ol aria-label={C.listLabel} className="grid gap-4">
          {detail.candidates.map((c, i) => (
            <li key={c.resellerId} className="border-border rounded-lg border p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words">
                    <span className="text-muted-foreground mr-2">{C.rank(i + 1)}</span>
                    {c.company ?? c.email ?? T.none}
                    {c.resellerId === sourceId ? (
                      <Badge tone="info" className="ml-2">
                        {C.identified}
                      </Badge>
                    ) : null}
                  </p>
                  {c.email ? (
                    <p className="text-muted-foreground text-xs break-all">{c.email}</p>
                  ) : null}
                  <p className="text-muted-foreground text-xs">
                    {c.authorization
                      ? C.authorization(c.authorization.status, c.authorization.marketplaces)
                      : C.noAuthorization}
                  </p>
                </div>
                <ScoreBar score={c.score} />
              </div>
              <h3 className="mt-3 text-xs font-medium">{C.reasons}</h3>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                {/* Two reasons may share a kind (an order before and more after the sighting). */}
                {c.reasons.map((r, i) => (
                  <li key={`${r.kind}-${i}`}>{r.text}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  )
}

/** The status workflow: the next status with a note, and the source once identified. */
function StatusForm({ detail }: { detail: InvestigationDetail }) {
  const S = I.status
  const { investigation, candidates } = detail
  const [status, setStatus] = useState<InvestigationStatus>(investigation.status)
  const [note, setNote] = useState('')
  const [source, setSource] = useState(investigation.sourceReseller?.id ?? '')
  const [error, setError] = useState<string>()
  const mutation = useUpdateInvestigation(investigation.id)

  const sources = [...candidates.map((c) => ({ id: c.resellerId, company: c.company ?? c.email }))]
  const current = investigation.sourceReseller
  if (current && !sources.some((s) => s.id === current.id)) {
    sources.push({ id: current.id, company: current.company })
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = investigationUpdateSchema.safeParse({
      status,
      note,
      ...(status === 'source_identified' ? { sourceResellerId: source || null } : {}),
    })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(S.saved, { description: INVESTIGATION_STATUS_LABELS[parsed.data.status] })
        setNote('')
      },
      onError: (e) => {
        setError(e.message)
        toast.error(S.failed, { description: e.message })
      },
    })
  }

  return (
    <SectionCard title={S.title} description={S.description}>
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <InvestigationStatusBadge status={investigation.status} />
          {current ? <span>{S.sourceIs(current.company ?? T.none)}</span> : null}
        </div>
        <FormField label={S.label}>
          <select
            className={SELECT_CLASS}
            value={status}
            onChange={(e) => setStatus(e.target.value as InvestigationStatus)}
          >
            {INVESTIGATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {INVESTIGATION_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </FormField>
        {status === 'source_identified' ? (
          <FormField label={S.source} hint={S.sourceHint}>
            <select
              className={SELECT_CLASS}
              value={source}
              onChange={(e) => setSource(e.target.value)}
            >
              <option value="">{S.sourceNone}</option>
              {sources.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.company ?? s.id}
                </option>
              ))}
            </select>
          </FormField>
        ) : null}
        <FormField label={S.note} hint={S.noteHint} error={error}>
          <Textarea rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
        </FormField>
        <div>
          <PendingButton type="submit" pending={mutation.isPending}>
            {S.save}
          </PendingButton>
        </div>
      </form>
    </SectionCard>
  )
}

function History({ events }: { events: InvestigationDetail['events'] }) {
  const H = I.history
  return (
    <SectionCard title={H.title}>
      <Timeline
        label={H.label}
        empty={H.empty}
        entries={events.map((e, i) => ({
          key: `${e.at}-${i}`,
          title: e.fromStatus === null ? H.opened(e.toStatus) : H.moved(e.fromStatus, e.toStatus),
          at: e.at,
          actor: e.actor,
          note: e.note,
        }))}
      />
    </SectionCard>
  )
}

/**
 * A leak investigation (issue 14 item 6): the unknown seller's storefronts and listings, the
 * candidate sources among the brand's wholesale buyers with their score and reasons, the status
 * workflow and its history, and the evidence packet to download.
 */
export function InvestigationDetailView({ investigationId }: { investigationId: string }) {
  const query = useInvestigation(investigationId)
  const detail = query.data

  if (!detail) return <DetailLoadState query={query} texts={I} />

  const inv = detail.investigation
  return (
    <>
      <BackToProtection />
      <PageHeader
        title={I.heading(inv.sellerName ?? T.unknownSeller)}
        description={
          <>
            <p>{I.description}</p>
            <p className="mt-1 text-xs">
              {I.overview(inv.storefronts, inv.openListings, formatDateTime(inv.firstSeenAt))}
            </p>
          </>
        }
      >
        <TakedownPackets investigationId={inv.id} />
        <Button asChild variant="outline">
          <a href={evidencePacketUrl(inv.id, 'pdf')} download>
            <Download aria-hidden="true" />
            {I.downloadPdf}
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={evidencePacketUrl(inv.id, 'csv')} download>
            <Download aria-hidden="true" />
            {I.downloadCsv}
          </a>
        </Button>
      </PageHeader>
      <div className="grid grid-cols-1 gap-6">
        <Candidates detail={detail} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <StatusForm key={`${inv.id}-${inv.status}`} detail={detail} />
          <History events={detail.events} />
        </div>
        <Storefronts storefronts={detail.storefronts} />
        <Listings listings={detail.listings} />
      </div>
    </>
  )
}
