import { ExternalLink } from 'lucide-react'
import { BRAND_SETTINGS_TEXTS } from '#shared/brand-settings-texts.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useBrandEntry } from './api.ts'

const T = BRAND_SETTINGS_TEXTS.listing

/** The brand's directory entry as resellers see it (read-only; an admin maintains it). */
export function BrandListingCard() {
  const query = useBrandEntry()
  if (query.isPending) return <Skeleton className="h-40 w-full" />
  if (query.isError) return null
  const entry = query.data
  return (
    <SectionCard title={T.title} description={T.description}>
      {entry === null ? (
        <p className="text-muted-foreground text-sm">{T.none}</p>
      ) : (
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">{T.name}</dt>
            <dd className="mt-1 font-medium">{entry.name}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{T.status}</dt>
            <dd className="mt-1">
              <Badge tone={entry.isActive ? 'success' : 'warning'}>
                {entry.isActive ? T.active : entry.submittedByBrand ? T.awaitingReview : T.inactive}
              </Badge>
            </dd>
          </div>
          {entry.websiteUrl ? (
            <div>
              <dt className="text-muted-foreground">{T.website}</dt>
              <dd className="mt-1">
                <a
                  href={entry.websiteUrl}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="inline-flex items-center gap-1 break-all hover:underline"
                >
                  {entry.websiteUrl}
                  <ExternalLink aria-hidden="true" className="size-3" />
                </a>
              </dd>
            </div>
          ) : null}
          {entry.department ? (
            <div>
              <dt className="text-muted-foreground">{T.department}</dt>
              <dd className="mt-1">{entry.department}</dd>
            </div>
          ) : null}
          {entry.categories.length ? (
            <div>
              <dt className="text-muted-foreground">{T.categories}</dt>
              <dd className="mt-1 flex flex-wrap gap-1">
                {entry.categories.map((c) => (
                  <Badge key={c}>{c}</Badge>
                ))}
              </dd>
            </div>
          ) : null}
          {entry.description ? (
            <div className="sm:col-span-2">
              <dt className="text-muted-foreground">{T.entryDescription}</dt>
              <dd className="mt-1 whitespace-pre-line">{entry.description}</dd>
            </div>
          ) : null}
        </dl>
      )}
    </SectionCard>
  )
}
