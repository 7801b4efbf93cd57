import { FileSearch, LoaderCircle, Upload } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import type { AuthorizationMarketplace } from '#shared/authorizations.ts'
import {
  LISTINGS_IMPORT_PATHS,
  LISTINGS_IMPORT_TEXTS,
  SOURCE_MARKETPLACE,
} from '#shared/listings-import-texts.ts'
import { listingWarningsCsvPath } from '#shared/listing-warnings.ts'
import {
  LISTINGS_FILE_MAX_BYTES,
  LISTINGS_TEXTS,
  LISTINGS_XLSX_MAX_BYTES,
} from '#shared/listings-texts.ts'
import type { ColumnMapping } from '#shared/listings.ts'
import type { ListingImportItem } from '#shared/protection-api.ts'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input } from '../../components/ui/input.tsx'
import { ApiError } from '../../lib/api.ts'
import {
  importListings,
  isXlsx,
  usePreview,
  type ImportSettings,
  type SellerChoice as Seller,
} from './api.ts'
import { fileSize, instantOf, localNow } from './format.ts'
import { ImportProgressBar, type RunningImport } from './import-progress.tsx'
import { ImportSummary } from './import-summary.tsx'
import { MappingStep } from './mapping-step.tsx'
import { PreviewSample } from './preview-sample.tsx'
import { OTHER_SELLER, SellerChoice, resolveSeller, type SellerPick } from './seller-choice.tsx'
import { useSettled } from './use-settled.ts'

const T = LISTINGS_IMPORT_TEXTS.form

type Phase =
  | { kind: 'idle' }
  | ({ kind: 'running' } & RunningImport)
  | { kind: 'done'; item: ListingImportItem }
  | { kind: 'failed'; message: string }

const NO_SELLER: SellerPick = { key: '', sellerId: '', sellerName: '', marketplace: 'amazon' }

/** What the browser can refuse before sending anything. */
async function fileProblem(file: File): Promise<string | null> {
  if (file.size > LISTINGS_FILE_MAX_BYTES) return T.tooLarge(LISTINGS_FILE_MAX_BYTES / 1024 / 1024)
  if (file.size > LISTINGS_XLSX_MAX_BYTES && (await isXlsx(file))) {
    return LISTINGS_TEXTS.xlsxTooLarge(LISTINGS_XLSX_MAX_BYTES / 1024 / 1024)
  }
  if (file.size === 0) return LISTINGS_TEXTS.noHeader
  return null
}

/**
 * Import a listings file (issue 14): choosing a file previews it (format detected, or the column
 * mapping step; the first rows as they will import), then asks what the format needs (whose
 * listings a seller's own report holds, when they were observed), and "Import listings" uploads
 * it with a progress bar and shows the summary. A file refused as a whole says why beside the
 * form, which keeps the file and the settings.
 */
export function ImportListingsForm({
  base,
  sellers,
  onImported,
  doneLink,
  unmatchedHint = false,
}: {
  /** The brand's protection API, or an admin's for one brand. */
  base: string
  sellers: readonly Seller[]
  /** After every import that reached the server (the history re-reads). */
  onImported: () => void
  /** Where the summary leads (Brand Protection, or back to the Brands Directory). */
  doneLink: { to: string; label: string }
  unmatchedHint?: boolean
}) {
  const inputRef = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [token, setToken] = useState(0)
  const [refused, setRefused] = useState<string | null>(null)
  const [pick, setPick] = useState<SellerPick>(NO_SELLER)
  /** null: now, the moment the import starts (what the field shows until it is changed). */
  const [observedAt, setObservedAt] = useState<string | null>(null)
  /** null: the preview's own (suggested or remembered) until the brand changes one. */
  const [mapping, setMapping] = useState<ColumnMapping | null>(null)
  const [mapMarketplace, setMapMarketplace] = useState<AuthorizationMarketplace | ''>('')
  const [sourceName, setSourceName] = useState<string | null>(null)
  const [expanded, setExpanded] = useState(false)
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  const [submitError, setSubmitError] = useState<string | null>(null)
  const [errors, setErrors] = useState<{ seller?: string; observedAt?: string }>({})
  const running = phase.kind === 'running'

  const first = usePreview(base, refused ? null : file, token, {})
  const preview = first.data?.token === token ? first.data : undefined
  const format = preview?.format ?? null
  const formatMarketplace = format ? SOURCE_MARKETPLACE[format.id] : undefined
  const needsSeller = !!format?.needsSeller
  const mapped = !!preview && format === null
  const effectiveMapping = mapping ?? preview?.mapping ?? {}
  const seller = needsSeller
    ? resolveSeller(formatMarketplace ? { ...pick, marketplace: formatMarketplace } : pick, sellers)
    : null

  // The preview again as the brand decides: the rows read with its seller, or its mapping.
  const liveSettings: Omit<ImportSettings, 'fileName'> = mapped
    ? {
        mapping: mapping ?? undefined,
        marketplace: mapMarketplace || undefined,
      }
    : {
        sellerId: seller?.sellerId,
        sellerName: seller?.sellerName,
        marketplace: seller?.marketplace,
      }
  const liveKey = JSON.stringify(liveSettings)
  const settled = useSettled(JSON.stringify([token, liveKey]), 400)
  const [settledToken, settledKey] = JSON.parse(settled) as [number, string]
  const asksAgain = !!preview && settledToken === token && settledKey !== '{}'
  const live = usePreview(
    base,
    file,
    token,
    asksAgain ? (JSON.parse(settledKey) as Omit<ImportSettings, 'fileName'>) : null,
  )
  const current = (asksAgain && live.data?.token === token ? live.data : undefined) ?? preview
  const checking = mapped && (liveKey !== settledKey || (asksAgain && live.isFetching))
  const problems = current?.mappingProblems ?? []
  const remembered = preview?.rememberedSource ?? null
  const collapsed = !expanded && !!remembered && mapping === null && problems.length === 0

  const previewError = first.error ?? (asksAgain ? live.error : null)
  // A file the server read and refused (400, 413): reading it again changes nothing.
  const unreadable = first.error instanceof ApiError && first.error.status !== 0

  useEffect(() => {
    if (preview?.rememberedSource && sourceName === null) setSourceName(preview.rememberedSource)
  }, [preview, sourceName])

  async function choose(picked: File | null) {
    // Checked before the preview may start: an XLSX too large is not sent at all.
    const problem = picked ? await fileProblem(picked) : null
    setRefused(problem)
    setFile(picked)
    setToken((t) => t + 1)
    setPhase({ kind: 'idle' })
    setSubmitError(null)
    setErrors({})
    setPick(NO_SELLER)
    setMapping(null)
    setMapMarketplace('')
    setSourceName(null)
    setExpanded(false)
  }

  function reset() {
    void choose(null)
    if (inputRef.current) inputRef.current.value = ''
  }

  const settingsFor = (f: File): ImportSettings | null => {
    const next: typeof errors = {}
    const instant = observedAt === null ? new Date().toISOString() : instantOf(observedAt)
    if (!instant) next.observedAt = T.observedAtInvalid
    if (needsSeller && !seller) {
      next.seller = pick.key === OTHER_SELLER ? T.needsSellerId : T.needsSeller
    }
    setErrors(next)
    if (Object.keys(next).length > 0) return null
    return {
      fileName: f.name,
      observedAt: instant!,
      ...(seller ?? {}),
      ...(mapped
        ? {
            mapping: effectiveMapping,
            marketplace: mapMarketplace || undefined,
            sourceName: collapsed ? undefined : sourceName?.trim() || undefined,
          }
        : {}),
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!file || running) return
    const settings = settingsFor(file)
    if (!settings) return
    setSubmitError(null)
    setPhase({ kind: 'running', sent: 0, total: file.size, progress: null, detecting: false })
    const update = (change: Partial<RunningImport>) =>
      setPhase((p) => (p.kind === 'running' ? { ...p, ...change } : p))
    try {
      const outcome = await importListings(base, file, settings, {
        onUpload: (sent, total) => update({ sent, total }),
        onProgress: (progress) => update({ progress }),
        onDetecting: () => update({ detecting: true }),
      })
      setPhase(
        outcome.ok
          ? { kind: 'done', item: outcome.item }
          : { kind: 'failed', message: outcome.message },
      )
      onImported()
    } catch (error) {
      setPhase({ kind: 'idle' })
      setSubmitError((error as Error).message)
      onImported()
    }
  }

  const blocked =
    !file || !!refused || !preview || running || (mapped && (problems.length > 0 || checking))

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
      <FormField
        label={T.fileLabel}
        hint={file ? T.selected(file.name, fileSize(file.size)) : T.fileHint}
      >
        <Input
          ref={inputRef}
          type="file"
          accept=".csv,.txt,.tsv,.xlsx,text/csv,text/plain,text/tab-separated-values,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={running}
          onChange={(e) => void choose(e.target.files?.[0] ?? null)}
        />
      </FormField>

      {refused ? (
        <Alert variant="destructive">
          <AlertTitle>{T.previewFailed}</AlertTitle>
          {refused}
        </Alert>
      ) : null}

      {file && !refused && first.isFetching && !preview ? (
        <p className="text-muted-foreground flex items-center gap-2 text-sm" role="status">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {T.reading}
        </p>
      ) : null}

      {previewError && !refused ? (
        <Alert variant="destructive">
          <AlertTitle>{T.previewFailed}</AlertTitle>
          <p>{previewError.message}</p>
          {unreadable ? null : (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => void (first.error ? first.refetch() : live.refetch())}
            >
              {T.readAgain}
            </Button>
          )}
        </Alert>
      ) : null}

      {preview ? (
        <div className="space-y-5">
          {format ? (
            <p className="flex items-center gap-2 text-sm font-medium" role="status">
              <FileSearch className="text-brand size-4" aria-hidden="true" />
              {T.detected(format.label)}
            </p>
          ) : (
            <>
              {remembered ? null : <Alert>{T.notDetected}</Alert>}
              <MappingStep
                header={preview.header}
                mapping={effectiveMapping}
                onMapping={setMapping}
                marketplace={mapMarketplace}
                onMarketplace={setMapMarketplace}
                problems={problems}
                checking={checking}
                remembered={remembered}
                collapsed={collapsed}
                onExpand={() => setExpanded(true)}
                sourceName={sourceName ?? ''}
                onSourceName={setSourceName}
                disabled={running}
              />
            </>
          )}

          {needsSeller ? (
            <SellerChoice
              format={format!.label}
              marketplace={formatMarketplace}
              sellers={sellers}
              pick={pick}
              onPick={(next) => {
                setPick(next)
                setErrors((e) => ({ ...e, seller: undefined }))
              }}
              error={errors.seller}
              disabled={running}
            />
          ) : null}

          <FormField label={T.observedAtLabel} hint={T.observedAtHint} error={errors.observedAt}>
            <Input
              type="datetime-local"
              value={observedAt ?? localNow()}
              required
              disabled={running}
              className="sm:max-w-xs"
              onChange={(e) => setObservedAt(e.target.value)}
            />
          </FormField>

          {current ? <PreviewSample sample={current.sample} /> : null}
        </div>
      ) : null}

      {submitError ? (
        <Alert variant="destructive">
          <AlertTitle>{T.failedTitle}</AlertTitle>
          {submitError}
        </Alert>
      ) : null}

      <Button type="submit" disabled={blocked}>
        {running ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <Upload aria-hidden="true" />
        )}
        {running ? T.importing : T.submit}
      </Button>

      <ImportOutcomeView
        phase={phase}
        doneLink={doneLink}
        unmatchedHint={unmatchedHint}
        warningsDownload={base === LISTINGS_IMPORT_PATHS.brandApi}
        onAnother={reset}
      />
    </form>
  )
}

function ImportOutcomeView({
  phase,
  doneLink,
  unmatchedHint,
  warningsDownload,
  onAnother,
}: {
  phase: Phase
  doneLink: { to: string; label: string }
  unmatchedHint: boolean
  /** The warnings' CSV is the brand's own download. */
  warningsDownload: boolean
  onAnother: () => void
}) {
  const S = LISTINGS_IMPORT_TEXTS.summary
  if (phase.kind === 'running') return <ImportProgressBar running={phase} />
  if (phase.kind === 'failed') {
    return (
      <Alert variant="destructive">
        <AlertTitle>{S.failedTitle}</AlertTitle>
        {phase.message}
      </Alert>
    )
  }
  if (phase.kind !== 'done') return null
  return (
    <section
      aria-labelledby="listings-import-done"
      className="border-border space-y-4 rounded-lg border p-4"
    >
      <h3 id="listings-import-done" className="font-semibold">
        {S.title}
      </h3>
      {phase.item.summary ? (
        <ImportSummary
          summary={phase.item.summary}
          unmatchedHint={unmatchedHint}
          warningsHref={warningsDownload ? listingWarningsCsvPath(phase.item.id) : null}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={doneLink.to}>{doneLink.label}</Link>
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onAnother}>
          {S.importAnother}
        </Button>
      </div>
    </section>
  )
}
