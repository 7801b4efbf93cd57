import { CheckCheck, Link2, SearchCheck } from 'lucide-react'
import { useId, useState } from 'react'
import { toast } from 'sonner'
import {
  AUTHORIZATION_MARKETPLACE_LABELS,
  type AuthorizationMarketplace,
} from '#shared/authorizations.ts'
import { LISTINGS_IMPORT_TEXTS } from '#shared/listings-import-texts.ts'
import type { UnmatchedListing } from '#shared/protection-api.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { SearchInput } from '../../components/ui/input.tsx'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useConfirmMatch, useProductSearch, useUnmatched } from './api.ts'
import { SELECT_CLASS } from './seller-choice.tsx'
import { useSettled } from './use-settled.ts'

const T = LISTINGS_IMPORT_TEXTS.unmatched

const marketplaceLabel = (m: string) =>
  AUTHORIZATION_MARKETPLACE_LABELS[m as AuthorizationMarketplace] ?? m

type Confirm = (listing: UnmatchedListing, product: { id: string; name: string }) => void

/** Any of the brand's products, found by name, SKU or GTIN. */
function OtherProduct({
  listing,
  onConfirm,
  pending,
}: {
  listing: UnmatchedListing
  onConfirm: Confirm
  pending: boolean
}) {
  const [typed, setTyped] = useState('')
  const search = useSettled(typed.trim(), 300)
  const [chosen, setChosen] = useState('')
  const products = useProductSearch(search, true)
  const list = products.data?.products ?? []
  const product = list.find((p) => p.id === chosen)
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <FormField label={T.searchLabel}>
        <SearchInput
          value={typed}
          placeholder={T.searchPlaceholder}
          onChange={(e) => setTyped(e.target.value)}
        />
      </FormField>
      <FormField
        label={T.productLabel}
        hint={
          products.isFetching
            ? T.searching
            : list.length === 0 && products.data
              ? T.noProducts
              : undefined
        }
      >
        <select
          className={SELECT_CLASS}
          value={product ? chosen : ''}
          onChange={(e) => setChosen(e.target.value)}
        >
          <option value="">{T.productChoose}</option>
          {list.map((p) => (
            <option key={p.id} value={p.id}>
              {p.sku ? `${p.name} (${p.sku})` : p.name}
            </option>
          ))}
        </select>
      </FormField>
      <Button
        type="button"
        variant="outline"
        disabled={!product || pending}
        onClick={() => product && onConfirm(listing, product)}
      >
        <Link2 aria-hidden="true" />
        {T.confirmChosen}
      </Button>
    </div>
  )
}

function ListingCard({
  listing,
  onConfirm,
  pending,
}: {
  listing: UnmatchedListing
  onConfirm: Confirm
  pending: boolean
}) {
  const titleId = useId()
  const [other, setOther] = useState(false)
  const facts = [
    T.listing(marketplaceLabel(listing.marketplace), listing.listingId),
    listing.gtin ? T.gtin(listing.gtin) : null,
    listing.sku ? T.sku(listing.sku) : null,
    T.offers(listing.offers),
  ].filter(Boolean)
  return (
    <li aria-labelledby={titleId} className="border-border space-y-3 rounded-lg border p-4">
      <div>
        <h3 id={titleId} className="font-medium break-words">
          {listing.title ?? T.untitled}
        </h3>
        <p className="text-muted-foreground text-sm">{facts.join(' · ')}</p>
      </div>
      <div className="space-y-2">
        <h4 className="text-sm font-semibold">{T.proposalsTitle}</h4>
        {listing.proposals.length === 0 ? (
          <p className="text-muted-foreground text-sm">{T.noProposals}</p>
        ) : (
          <ul className="space-y-2">
            {listing.proposals.map((p) => (
              <li key={p.productId} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="min-w-0 flex-1 break-words">
                  <span className="font-medium">{p.name}</span>
                  {p.sku ? <span className="text-muted-foreground"> · {p.sku}</span> : null}
                  <span className="text-muted-foreground"> · {T.similarity(p.similarity)}</span>
                </span>
                <Button
                  type="button"
                  size="sm"
                  disabled={pending}
                  aria-label={T.confirmLabel(p.name)}
                  onClick={() => onConfirm(listing, { id: p.productId, name: p.name })}
                >
                  <CheckCheck aria-hidden="true" />
                  {T.confirm}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {other ? (
        <OtherProduct listing={listing} onConfirm={onConfirm} pending={pending} />
      ) : (
        <Button type="button" variant="link" className="h-auto p-0" onClick={() => setOther(true)}>
          <SearchCheck aria-hidden="true" />
          {T.otherTitle}
        </Button>
      )}
    </li>
  )
}

/**
 * Unmatched listings (issue 14 item 3): listings no GTIN, listing id or SKU of the brand's
 * matched, each with the products whose names are most like its title, or any product found by
 * search. A confirmation is remembered; the listing leaves the list and its findings are
 * recalculated.
 */
export function UnmatchedListings() {
  const query = useUnmatched()
  const confirm = useConfirmMatch()
  const [done, setDone] = useState<string | null>(null)

  const onConfirm: Confirm = (listing, product) => {
    setDone(null)
    confirm.mutate(
      {
        marketplace: listing.marketplace as AuthorizationMarketplace,
        listingId: listing.listingId,
        productId: product.id,
      },
      {
        onSuccess: () => setDone(T.confirmed(product.name)),
        onError: (error) => toast.error(T.confirmFailed, { description: error.message }),
      },
    )
  }

  if (query.isError && !query.data) {
    return (
      <RetryAlert
        title={T.loadFailed}
        description={query.error.message}
        retryLabel={LISTINGS_IMPORT_TEXTS.screen.tryAgain}
        onRetry={() => void query.refetch()}
      />
    )
  }
  const data = query.data
  return (
    <div className="space-y-4">
      {done ? (
        <Alert variant="success" role="status">
          {done}
        </Alert>
      ) : null}
      {!data ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : data.items.length === 0 ? (
        <EmptyState icon={CheckCheck} title={T.empty}>
          {T.emptyHint}
        </EmptyState>
      ) : (
        <>
          {data.total > data.items.length ? (
            <p className="text-muted-foreground text-sm">{T.more(data.items.length, data.total)}</p>
          ) : null}
          <ul className="space-y-3" aria-label={T.title}>
            {data.items.map((listing) => (
              <ListingCard
                key={`${listing.marketplace}:${listing.listingId}`}
                listing={listing}
                onConfirm={onConfirm}
                pending={confirm.isPending}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
