import { Check, ExternalLink, LoaderCircle, X } from 'lucide-react'
import { useEffect, useId, useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { CATALOG_PREVIEW_TEXTS } from '#shared/brand-inventory-texts.ts'
import { CATALOG_PAGE_SIZE } from '#shared/constants.ts'
import { CATALOG_CODES, CATALOG_TEXTS, type CatalogStatus } from '#shared/catalogs-texts.ts'
import { CatalogImportSummaryView } from '../../components/catalogs/catalog-import-preview.tsx'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardContent } from '../../components/ui/card.tsx'
import { SearchInput } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Pagination } from '../../components/ui/pagination.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx'
import { ApiError } from '../../lib/api.ts'
import { useListUrlState } from '../../lib/use-list-url-state.ts'
import { AdminCatalogPreview } from './admin-catalog-preview.tsx'
import {
  useAdminCatalogPage,
  useAdminCatalogs,
  useDecideCatalog,
  type AdminCatalog,
} from './api/catalogs.ts'
import { ResellerAccess } from './reseller-access.tsx'
import { RejectCatalogDialog } from './reject-catalog-dialog.tsx'

/** 001 §4.3 badge colours: green approved, red rejected, yellow otherwise. */
export function CatalogStatusBadge({ status }: { status: CatalogStatus }) {
  const tone = status === 'approved' ? 'success' : status === 'rejected' ? 'danger' : 'warning'
  return (
    <Badge tone={tone} className="capitalize">
      {status}
    </Badge>
  )
}

function formatSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

function fileType(contentType: string) {
  if (contentType.includes('pdf')) return 'PDF'
  if (contentType.includes('spreadsheet')) return 'XLSX'
  return 'CSV'
}

const readsRows = (catalog: AdminCatalog) => !catalog.contentType.includes('pdf')

function CatalogRow({
  catalog,
  details,
  children,
}: {
  catalog: AdminCatalog
  /** Below the catalog's facts: its import preview, or what its approval did (issue 15). */
  details?: ReactNode
  children?: ReactNode
}) {
  return (
    <li
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between"
      aria-label={catalog.name}
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate font-medium">{catalog.name}</h3>
          <CatalogStatusBadge status={catalog.status} />
        </div>
        <p className="text-muted-foreground text-sm">
          {catalog.brandName ?? catalog.brandEmail ?? 'Unknown brand'}
          {catalog.brandEmail && catalog.brandName ? ` · ${catalog.brandEmail}` : ''}
        </p>
        <p className="text-muted-foreground text-xs">
          {fileType(catalog.contentType)} · {formatSize(catalog.sizeBytes)} · uploaded{' '}
          {new Date(catalog.createdAt).toLocaleString()}
        </p>
        {details}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={catalog.fileUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            {CATALOG_TEXTS.viewFile}
            <span className="sr-only"> {catalog.name}</span>
          </a>
        </Button>
        {children}
      </div>
    </li>
  )
}

function ListState({
  query,
  empty,
  children,
}: {
  query: ReturnType<typeof useAdminCatalogPage>
  empty: string
  children: (catalogs: AdminCatalog[]) => ReactNode
}) {
  if (query.isPending) {
    return (
      <div className="space-y-3 py-4" aria-busy="true">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    )
  }
  if (query.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{CATALOG_TEXTS.loadFailed}</AlertTitle>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </Alert>
    )
  }
  if (!query.data.catalogs.length) {
    return <p className="text-muted-foreground py-8 text-center">{empty}</p>
  }
  return (
    <ul className="divide-border divide-y" aria-busy={query.isFetching || undefined}>
      {children(query.data.catalogs)}
    </ul>
  )
}

const TABS = ['pending', 'approved', 'access'] as const
type CatalogTab = (typeof TABS)[number]
const isTab = (value: string): value is CatalogTab => (TABS as readonly string[]).includes(value)

/**
 * 001 §2.2 Catalog Management: Pending Approval, Approved Catalogs, Reseller Access. Issue 16 item
 * 4: the two lists are searched and paged by the server, with the tab, the search, the page and
 * its size in the URL (?tab=&q=&page=&pageSize=); the tabs' counts come with every page.
 */
export function CatalogManagement() {
  const searchId = useId()
  const list = useListUrlState({
    defaultPageSize: CATALOG_PAGE_SIZE,
    filters: { tab: { values: TABS, fallback: 'pending' } },
  })
  const tabParam = list.filters.tab
  const tab: CatalogTab = isTab(tabParam) ? tabParam : 'pending'
  const setTab = (next: string) => list.setFilter('tab', next)
  const { page, pageSize, setPage } = list
  // On Reseller Access the approved page still answers the tabs' counts.
  const current = useAdminCatalogPage({
    status: tab === 'pending' ? 'pending' : 'approved',
    search: list.q,
    page: tab === 'access' ? 1 : page,
    pageSize,
  })
  const pages = current.data?.pages ?? 1
  // An old link, or decisions that emptied the last page: the last page there is.
  useEffect(() => {
    if (tab !== 'access' && current.data && !current.isPlaceholderData && page > pages) {
      setPage(pages, true)
    }
  }, [tab, current.data, current.isPlaceholderData, page, pages, setPage])
  // The Reseller Access tab's catalog picker: every approved catalog, not one page of them.
  const approvedForAccess = useAdminCatalogs('approved', tab === 'access')
  const decide = useDecideCatalog()
  const [accessCatalogId, setAccessCatalogId] = useState<string>()
  /** Pending catalogs whose import preview is open. */
  const [previewShown, setPreviewShown] = useState<Record<string, boolean>>({})
  /** Why the server refused an approval (issue 15: the brand has not confirmed a change yet). */
  const [refused, setRefused] = useState<Record<string, string>>({})
  const showPreview = (id: string, shown: boolean) =>
    setPreviewShown((current) => ({ ...current, [id]: shown }))

  /** Issue 16: the catalog whose Reject dialog is open (it asks, with an optional reason). */
  const [rejecting, setRejecting] = useState<AdminCatalog>()

  function onDecide(
    catalog: AdminCatalog,
    action: 'approve' | 'reject',
    reason?: string,
    done?: () => void,
  ) {
    decide.mutate(
      { id: catalog.id, action, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          done?.()
          setRefused(({ [catalog.id]: _, ...rest }) => rest)
          toast.success(action === 'approve' ? CATALOG_TEXTS.approved : CATALOG_TEXTS.rejected, {
            description: catalog.name,
          })
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === CATALOG_CODES.confirmationRequired) {
            // Say why on the catalog itself and open its preview at the changes in question.
            setRefused((current) => ({ ...current, [catalog.id]: error.message }))
            showPreview(catalog.id, true)
            toast.error(CATALOG_PREVIEW_TEXTS.approvalRefused, { description: error.message })
            return
          }
          toast.error(CATALOG_TEXTS.actionFailed, { description: CATALOG_TEXTS.statusFailed })
        },
      },
    )
  }

  const counts = current.data?.counts
  const count = (status: 'pending' | 'approved') => (counts ? ` (${counts[status]})` : '')
  const pager = current.data && current.data.total > 0 && tab !== 'access' && (
    <Pagination
      className="border-border border-t pt-4"
      summary={CATALOG_TEXTS.pageOf(Math.min(page, pages), pages, current.data.total)}
      page={Math.min(page, pages)}
      pages={pages}
      onPage={(next) => setPage(next)}
      pageSize={pageSize}
      onPageSize={list.setPageSize}
    />
  )

  return (
    <Tabs value={tab} onValueChange={setTab}>
      <RejectCatalogDialog
        catalog={rejecting}
        pending={decide.isPending}
        onReject={(reason, done) => rejecting && onDecide(rejecting, 'reject', reason, done)}
        onClose={() => setRejecting(undefined)}
      />
      <TabsList className="h-auto flex-wrap">
        <TabsTrigger value="pending">
          {CATALOG_TEXTS.tabs.pending}
          {count('pending')}
        </TabsTrigger>
        <TabsTrigger value="approved">
          {CATALOG_TEXTS.tabs.approved}
          {count('approved')}
        </TabsTrigger>
        <TabsTrigger value="access">{CATALOG_TEXTS.tabs.access}</TabsTrigger>
      </TabsList>
      {tab === 'access' ? null : (
        <div className="mt-4 grid w-full gap-1.5 sm:max-w-sm">
          <Label htmlFor={searchId} className="sr-only">
            {CATALOG_TEXTS.searchLabel}
          </Label>
          <SearchInput
            id={searchId}
            placeholder={CATALOG_TEXTS.searchPlaceholder}
            value={list.typed}
            maxLength={200}
            onChange={(e) => list.setTyped(e.target.value)}
          />
        </div>
      )}
      <TabsContent value="pending">
        <Card>
          <CardContent className="pt-2">
            <ListState query={current} empty={CATALOG_TEXTS.emptyPending}>
              {(catalogs) =>
                catalogs.map((catalog) => {
                  const busy = decide.isPending && decide.variables?.id === catalog.id
                  return (
                    <CatalogRow
                      key={catalog.id}
                      catalog={catalog}
                      details={
                        <>
                          {refused[catalog.id] ? (
                            <Alert variant="destructive" className="text-sm">
                              <AlertTitle>{CATALOG_PREVIEW_TEXTS.approvalRefused}</AlertTitle>
                              <p>{refused[catalog.id]}</p>
                            </Alert>
                          ) : null}
                          {readsRows(catalog) ? (
                            <AdminCatalogPreview
                              id={catalog.id}
                              name={catalog.name}
                              shown={previewShown[catalog.id] ?? false}
                              onShownChange={(shown) => showPreview(catalog.id, shown)}
                            />
                          ) : null}
                        </>
                      }
                    >
                      <Button
                        size="sm"
                        disabled={busy}
                        onClick={() => onDecide(catalog, 'approve')}
                      >
                        {busy && decide.variables?.action === 'approve' ? (
                          <LoaderCircle className="animate-spin" aria-hidden="true" />
                        ) : (
                          <Check aria-hidden="true" />
                        )}
                        {CATALOG_TEXTS.approve}
                        <span className="sr-only"> {catalog.name}</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="destructive"
                        disabled={busy}
                        onClick={() => setRejecting(catalog)}
                      >
                        <X aria-hidden="true" />
                        {CATALOG_TEXTS.reject}
                        <span className="sr-only"> {catalog.name}</span>
                      </Button>
                    </CatalogRow>
                  )
                })
              }
            </ListState>
            {pager}
          </CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="approved">
        <Card>
          <CardContent className="pt-2">
            <ListState query={current} empty={CATALOG_TEXTS.emptyApproved}>
              {(catalogs) =>
                catalogs.map((catalog) => (
                  <CatalogRow
                    key={catalog.id}
                    catalog={catalog}
                    details={
                      catalog.importSummary ? (
                        <CatalogImportSummaryView summary={catalog.importSummary} />
                      ) : null
                    }
                  >
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => {
                        setAccessCatalogId(catalog.id)
                        setTab('access')
                      }}
                    >
                      {CATALOG_TEXTS.tabs.access} ({catalog.accessCount})
                      <span className="sr-only"> {catalog.name}</span>
                    </Button>
                  </CatalogRow>
                ))
              }
            </ListState>
            {pager}
          </CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="access">
        <ResellerAccess
          catalogs={approvedForAccess.data ?? []}
          loading={approvedForAccess.isPending}
          catalogId={accessCatalogId ?? approvedForAccess.data?.[0]?.id}
          onCatalogChange={setAccessCatalogId}
        />
      </TabsContent>
    </Tabs>
  )
}
