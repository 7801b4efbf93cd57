/**
 * The Brand Protection list's state in the URL (?tab=&status=&marketplace=&reseller=&q=&page=),
 * so a filtered view can be bookmarked, shared and returned to from a finding.
 */
import {
  AUTHORIZATION_MARKETPLACES,
  type AuthorizationMarketplace,
} from '#shared/authorizations.ts'
import {
  FINDING_STATUS_FILTERS,
  PROTECTION_TABS,
  type FindingStatusFilter,
  type ProtectionTab,
} from '#shared/brand-protection-texts.ts'
import type { FindingKind } from '#shared/protection.ts'
import type { FindingsFilter } from './api.ts'

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : fallback

export interface ProtectionView {
  tab: ProtectionTab
  /** The findings asked for: the tab's kind (MAP violations while Investigations is open). */
  filter: FindingsFilter
}

export function readProtectionView(params: URLSearchParams): ProtectionView {
  const tab = oneOf(PROTECTION_TABS, params.get('tab'), 'map_violation')
  const kind: FindingKind = tab === 'investigations' ? 'map_violation' : tab
  const marketplace = params.get('marketplace')
  const page = Number(params.get('page'))
  return {
    tab,
    filter: {
      kind,
      status: oneOf<FindingStatusFilter>(FINDING_STATUS_FILTERS, params.get('status'), 'open'),
      marketplace: (AUTHORIZATION_MARKETPLACES as readonly string[]).includes(marketplace ?? '')
        ? (marketplace as AuthorizationMarketplace)
        : null,
      // Unknown sellers have no reseller: the filter would hide every one of them.
      resellerId: kind === 'unauthorized_seller' ? null : params.get('reseller') || null,
      q: params.get('q') ?? '',
      page: Number.isInteger(page) && page > 1 ? page : 1,
    },
  }
}

/** The params with `changes` applied: null or '' removes one; any change but the page's resets it. */
export function withChanges(
  params: URLSearchParams,
  changes: Partial<
    Record<'tab' | 'status' | 'marketplace' | 'reseller' | 'q' | 'page', string | null>
  >,
): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(key)
    else next.set(key, value)
  }
  if (!('page' in changes)) next.delete('page')
  if (next.get('page') === '1') next.delete('page')
  return next
}

/** Whether anything narrows the list beyond the default (open findings, every marketplace). */
export const isFiltered = (filter: FindingsFilter) =>
  filter.status !== 'open' ||
  filter.marketplace !== null ||
  filter.resellerId !== null ||
  filter.q.trim() !== ''
