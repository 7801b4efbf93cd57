import { LISTINGS_IMPORT_TEXTS } from '#shared/listings-import-texts.ts'
import { cn } from '../../lib/utils.ts'
import type { ImportProgress } from './api.ts'
import { percentOf } from './format.ts'

const T = LISTINGS_IMPORT_TEXTS.progress

export interface RunningImport {
  sent: number
  total: number
  progress: ImportProgress | null
  detecting: boolean
}

/**
 * One bar for the whole import: the upload's bytes, then (the server has the whole file before
 * it imports it) the part of the file the server has read into rows, then an indeterminate bar
 * while the listings are judged.
 */
export function ImportProgressBar({ running }: { running: RunningImport }) {
  const { progress, detecting } = running
  const value = progress
    ? percentOf(progress.bytes, progress.totalBytes ?? running.total)
    : percentOf(running.sent, running.total)
  const text = detecting ? T.detecting : progress ? T.importing : T.uploading(value)
  return (
    <div className="space-y-1.5" aria-live="polite">
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-medium">{text}</span>
        {progress && !detecting ? (
          <span className="text-muted-foreground">
            {T.rows(progress.rowsRead, progress.rejected)}
          </span>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-label={T.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={detecting ? undefined : value}
        aria-valuetext={detecting ? T.detecting : `${value}%`}
        className="bg-muted h-2 overflow-hidden rounded-full"
      >
        <div
          className={cn('bg-primary h-full transition-[width]', detecting && 'animate-pulse')}
          style={{ width: `${detecting ? 100 : value}%` }}
        />
      </div>
    </div>
  )
}
