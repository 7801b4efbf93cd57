import { Link } from 'react-router'
import {
  BRAND_PROTECTION_TEXTS as T,
  LEAK_CANDIDATE_TEXTS,
  formatCount,
  formatDate,
  marketplaceLabel,
} from '#shared/brand-protection-texts.ts'
import { PROTECTION_PATHS } from '#shared/protection-texts.ts'
import { DataTableBody, TableHeader } from '../../components/ui/data-table.tsx'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { useInvestigations } from './api.ts'
import { InvestigationStatusBadge, ScoreBar } from './protection-bits.tsx'

const C = T.investigations.columns
const COLUMNS = Object.values(C)

/**
 * The leak investigations of the brand's unknown sellers: status, seller, storefronts,
 * marketplaces, open listings, and the most likely source among its wholesale buyers.
 */
export function InvestigationsTable() {
  const query = useInvestigations()
  if (query.isError && !query.data) {
    return (
      <RetryAlert
        title={T.investigations.loadError}
        description={T.tryLater}
        retryLabel={T.tryAgain}
        onRetry={() => void query.refetch()}
      />
    )
  }
  return (
    <div className="space-y-3">
      <p className="text-muted-foreground text-sm">{T.investigations.description}</p>
      <div className="relative overflow-x-auto">
        <table
          className="w-full min-w-[880px] text-left text-sm"
          aria-label={T.investigations.tableLabel}
          aria-busy={query.isFetching}
        >
          <TableHeader
            columns={COLUMNS}
            right={[C.storefronts, C.openListings]}
            className={() => 'whitespace-nowrap'}
          />
          <DataTableBody
            columns={COLUMNS.length}
            rows={query.data?.items}
            skeletonRows={3}
            empty={T.investigations.empty}
            emptyHint={T.investigations.emptyHint}
          >
            {(item) => (
              <tr key={item.id} className="border-border border-b align-top last:border-0">
                <td className="px-2 py-3">
                  <Link
                    to={PROTECTION_PATHS.investigation(item.id)}
                    className="font-medium break-words hover:underline"
                  >
                    {item.sellerName ?? T.unknownSeller}
                  </Link>
                </td>
                <td className="px-2 py-3">
                  <InvestigationStatusBadge status={item.status} />
                </td>
                <td className="px-2 py-3 text-right tabular-nums">
                  {formatCount(item.storefronts)}
                </td>
                <td className="px-2 py-3">{item.marketplaces.map(marketplaceLabel).join(', ')}</td>
                <td className="px-2 py-3 text-right tabular-nums">
                  {formatCount(item.openListings)}
                </td>
                <td className="px-2 py-3">
                  {item.topCandidate ? (
                    <div className="space-y-1">
                      <p className="break-words">{item.topCandidate.company ?? T.none}</p>
                      <ScoreBar score={item.topCandidate.score} />
                      {item.topCandidate.reason ? (
                        <p className="text-muted-foreground text-xs break-words">
                          <span className="sr-only">{LEAK_CANDIDATE_TEXTS.topReason}: </span>
                          {item.topCandidate.reason}
                        </p>
                      ) : null}
                    </div>
                  ) : (
                    <span className="text-muted-foreground">{T.investigations.noCandidate}</span>
                  )}
                </td>
                <td className="px-2 py-3 whitespace-nowrap">
                  <time dateTime={item.lastSeenAt}>{formatDate(item.lastSeenAt)}</time>
                </td>
              </tr>
            )}
          </DataTableBody>
        </table>
      </div>
    </div>
  )
}
