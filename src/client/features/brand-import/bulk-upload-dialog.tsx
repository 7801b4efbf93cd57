import { Download, LoaderCircle, Upload } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { toast } from 'sonner'
import {
  BRAND_IMPORT_MESSAGES as M,
  BRAND_IMPORT_PATHS,
  BRAND_IMPORT_TEXTS as T,
  BRAND_TEMPLATE_FILE_NAME,
} from '#shared/brand-import-texts.ts'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { UploadError, uploadBrandCsv, type ImportDoneLine } from './api/upload-brand-csv.ts'
import { checkCsvFile } from './check-csv-file.ts'

type Phase =
  | { kind: 'idle' }
  | { kind: 'running'; sent: number; total: number; processed: number; bytes: number }
  | { kind: 'done'; result: ImportDoneLine }
  /** Issue 16: the server refused the file as imported already (409); nothing was stored. */
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string }

const percent = (part: number, whole: number) =>
  whole > 0 ? Math.min(100, Math.round((part / whole) * 100)) : 0

function ProgressBar({ label, value, text }: { label: string; value: number; text: string }) {
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-xs">
        <span>{text}</span>
        <span>{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="bg-muted h-2 overflow-hidden rounded-full"
      >
        <div className="bg-primary h-full transition-[width]" style={{ width: `${value}%` }} />
      </div>
    </div>
  )
}

function formatSize(bytes: number) {
  return bytes < 1024 * 1024
    ? `${Math.ceil(bytes / 1024)} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/**
 * 001 §2.2 Bulk Upload: pick a CSV (checked here first: type, size, header and a data row),
 * watch the upload and the import progress, then read the summary and the first 20 row errors
 * ('and N more'). The template brands_template.csv is one click away. Issue 16: Upload is off
 * while a run is going and after it ends, until a file is chosen again (a second click doubled
 * the directory); the same file chosen again is refused by the server, and its warning shown.
 */
export function BulkUploadDialog({
  open,
  onOpenChange,
  onImported,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onImported: () => void
}) {
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [invalid, setInvalid] = useState<string | null>(null)
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  const uploading = useRef(false)
  const running = phase.kind === 'running'
  /** The chosen file has had its run (or its refusal): another choice is needed to upload. */
  const finished = phase.kind === 'done' || phase.kind === 'refused'

  function reset() {
    setFile(null)
    setInvalid(null)
    setPhase({ kind: 'idle' })
    if (inputRef.current) inputRef.current.value = ''
  }

  function changeOpen(next: boolean) {
    if (running) return // an import in progress finishes with the dialog open
    if (!next) reset()
    onOpenChange(next)
  }

  async function pick(picked: File | null) {
    setPhase({ kind: 'idle' })
    setFile(picked)
    setInvalid(picked ? await checkCsvFile(picked) : null)
  }

  /**
   * After a run the file input is emptied (the summary still names the file), so that choosing
   * the very same file again is a change the input reports.
   */
  function clearInput() {
    if (inputRef.current) inputRef.current.value = ''
  }

  async function upload() {
    // A ref as well as the state: two clicks in one frame must not start two runs.
    if (!file || running || finished || uploading.current) return
    uploading.current = true
    try {
      await runUpload(file)
    } finally {
      uploading.current = false
    }
  }

  async function runUpload(chosen: File) {
    const problem = await checkCsvFile(chosen)
    if (problem) {
      setInvalid(problem)
      return
    }
    setPhase({ kind: 'running', sent: 0, total: chosen.size, processed: 0, bytes: 0 })
    try {
      const result = await uploadBrandCsv(chosen, {
        onUpload: (sent, total) =>
          setPhase((p) => (p.kind === 'running' ? { ...p, sent, total } : p)),
        onProgress: (line) =>
          setPhase((p) =>
            p.kind === 'running'
              ? { ...p, sent: p.total, processed: line.processed, bytes: line.bytes }
              : p,
          ),
      })
      setPhase({ kind: 'done', result })
      clearInput()
      toast.success(M.uploadComplete, {
        description: M.added(result.imported, result.failed, result.duplicates),
      })
      if (result.imported > 0) onImported()
    } catch (error) {
      const message = (error as Error).message
      if (error instanceof UploadError && error.status === 409) {
        setPhase({ kind: 'refused', message })
        clearInput()
        toast.warning(M.alreadyImportedTitle, { description: message })
        return
      }
      setPhase({ kind: 'failed', message })
      toast.error(M.uploadFailed, { description: message })
    }
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{T.title}</DialogTitle>
          <DialogDescription>{T.description}</DialogDescription>
        </DialogHeader>

        <div className="space-y-4">
          <Button variant="outline" size="sm" asChild>
            <a href={BRAND_IMPORT_PATHS.template} download={BRAND_TEMPLATE_FILE_NAME}>
              <Download aria-hidden="true" />
              {T.downloadTemplate}
            </a>
          </Button>

          <div className="space-y-2">
            <Label htmlFor={inputId}>{T.fileLabel}</Label>
            <Input
              ref={inputRef}
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              disabled={running}
              aria-invalid={invalid ? true : undefined}
              onChange={(e) => void pick(e.target.files?.[0] ?? null)}
            />
            {file && !invalid ? (
              <p className="text-muted-foreground text-xs">
                {T.selected(file.name, formatSize(file.size))}
                {finished ? ` · ${T.chooseAnotherFile}` : null}
              </p>
            ) : null}
          </div>

          {invalid ? <Alert variant="destructive">{invalid}</Alert> : null}

          {phase.kind === 'running' ? (
            <div className="space-y-3" aria-live="polite">
              <ProgressBar
                label={T.uploadProgressLabel}
                value={percent(phase.sent, phase.total)}
                text={T.uploading(percent(phase.sent, phase.total))}
              />
              <ProgressBar
                label={T.progressLabel}
                value={percent(phase.bytes, file?.size ?? 0)}
                text={T.importing(phase.processed)}
              />
            </div>
          ) : null}

          {phase.kind === 'refused' ? (
            <Alert variant="warning">
              <AlertTitle>{M.alreadyImportedTitle}</AlertTitle>
              {phase.message}
            </Alert>
          ) : null}

          {phase.kind === 'failed' ? (
            <Alert variant="destructive">
              <AlertTitle>{M.uploadFailed}</AlertTitle>
              {phase.message}
            </Alert>
          ) : null}

          {phase.kind === 'done' ? (
            <div className="space-y-3">
              <Alert variant={phase.result.failed > 0 ? 'default' : 'success'}>
                <AlertTitle>{M.uploadComplete}</AlertTitle>
                {T.summary(phase.result.imported, phase.result.failed, phase.result.duplicates)}
              </Alert>
              {phase.result.errors.length > 0 ? (
                <section aria-labelledby={`${inputId}-errors`}>
                  <h3 id={`${inputId}-errors`} className="mb-2 text-sm font-semibold">
                    {T.errorsTitle}
                  </h3>
                  <ul className="max-h-64 space-y-1 overflow-y-auto rounded-md border p-3 text-sm">
                    {phase.result.errors.map((e) => (
                      <li key={`${e.row}-${e.message}`} className="text-destructive">
                        {T.rowError(e.row, e.message)}
                      </li>
                    ))}
                    {phase.result.moreErrors > 0 ? (
                      <li className="text-muted-foreground">
                        {T.andMore(phase.result.moreErrors)}
                      </li>
                    ) : null}
                  </ul>
                </section>
              ) : null}
            </div>
          ) : null}
        </div>

        <DialogFooter>
          <Button variant="outline" onClick={() => changeOpen(false)} disabled={running}>
            {T.close}
          </Button>
          <Button
            onClick={() => void upload()}
            disabled={!file || !!invalid || running || finished}
          >
            {running ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Upload aria-hidden="true" />
            )}
            {T.upload}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
