import { ExternalLink, Pencil } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { BRAND_ENTRY_EDIT_TEXTS, BRAND_SETTINGS_TEXTS } from '#shared/brand-settings-texts.ts'
import { MEDIA_UI_TEXTS as M } from '#shared/media-texts.ts'
import { ImageUploadField } from '../../components/media/image-upload-field.tsx'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useBrandEntry, useSetBrandLogo, type BrandEntry } from './api.ts'
import { BrandEntryEditForm } from './brand-entry-edit-form.tsx'

const T = BRAND_SETTINGS_TEXTS.listing
const E = BRAND_ENTRY_EDIT_TEXTS

/** The entry's logo (issue 15 item 5): uploaded, replaced or removed at once. */
function LogoField({ entry }: { entry: BrandEntry }) {
  const setLogo = useSetBrandLogo()
  const [error, setError] = useState<string | null>(null)
  const change = (file: File | null) =>
    setLogo.mutate(file, {
      onSuccess: () => {
        setError(null)
        toast.success(file ? M.logoUploaded : M.logoRemoved)
      },
      onError: (e) => {
        setError(e.message)
        toast.error(file ? M.logoFailed : M.removeFailed, { description: e.message })
      },
    })
  return (
    <ImageUploadField
      label={M.logo}
      hint={M.logoHint}
      previewUrl={entry.logoUrl}
      previewAlt={M.logoAlt(entry.name)}
      busy={setLogo.isPending}
      error={error}
      onChoose={change}
      onRemove={() => change(null)}
      chooseLabel={M.uploadLogo}
      replaceLabel={M.replaceLogo}
      removeLabel={M.removeLogo}
    />
  )
}

/** The name or e-mail change waiting for an admin, old → new. */
function PendingChange({ entry }: { entry: BrandEntry }) {
  const change = entry.pendingChange
  if (!change) return null
  return (
    <Alert>
      <AlertTitle>{E.pendingTitle}</AlertTitle>
      <ul className="mt-1 text-sm">
        {change.name ? <li>{E.pendingName(change.currentName, change.name)}</li> : null}
        {change.contactEmail ? (
          <li>{E.pendingEmail(change.currentContactEmail, change.contactEmail)}</li>
        ) : null}
      </ul>
    </Alert>
  )
}

/**
 * The brand's directory entry as resellers see it, with its logo, and the brand's own edit of it
 * (issue 15 item 11): a new name or contact e-mail shows as pending until an admin decides.
 */
export function BrandListingCard() {
  const query = useBrandEntry()
  const [editing, setEditing] = useState(false)
  if (query.isPending) return <Skeleton className="h-40 w-full" />
  if (query.isError) return null
  const entry = query.data
  return (
    <SectionCard title={T.title} description={T.description}>
      {entry === null ? (
        <p className="text-muted-foreground text-sm">{T.none}</p>
      ) : editing ? (
        <BrandEntryEditForm entry={entry} onDone={() => setEditing(false)} />
      ) : (
        <div className="grid gap-6">
          <PendingChange entry={entry} />
          <LogoField entry={entry} />
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted-foreground">{T.name}</dt>
              <dd className="mt-1 font-medium">{entry.name}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{T.status}</dt>
              <dd className="mt-1">
                <Badge tone={entry.isActive ? 'success' : 'warning'}>
                  {entry.isActive
                    ? T.active
                    : entry.submittedByBrand
                      ? T.awaitingReview
                      : T.inactive}
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
          <div>
            <Button type="button" variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {E.edit}
            </Button>
          </div>
        </div>
      )}
    </SectionCard>
  )
}
