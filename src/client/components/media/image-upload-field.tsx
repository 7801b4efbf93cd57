import { ImageUp, Trash2 } from 'lucide-react'
import { useId, useRef } from 'react'
import { IMAGE_ACCEPT, MEDIA_UI_TEXTS as T } from '#shared/media-texts.ts'
import { Button } from '../ui/button.tsx'

/**
 * Choose, replace or remove an image (issue 15 item 5): a preview, a file input behind a button
 * and the accepted types. The server checks the bytes; this only offers the right files.
 */
export function ImageUploadField({
  label,
  hint,
  previewUrl,
  previewAlt,
  busy,
  error,
  onChoose,
  onRemove,
  chooseLabel,
  replaceLabel,
  removeLabel,
}: {
  label: string
  hint: string
  previewUrl: string | null
  previewAlt: string
  busy: boolean
  error?: string | null
  onChoose: (file: File) => void
  onRemove: () => void
  chooseLabel: string
  replaceLabel: string
  removeLabel: string
}) {
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  return (
    <div className="space-y-2">
      <p id={`${id}-label`} className="text-sm font-medium">
        {label}
      </p>
      <div className="flex items-center gap-4">
        {previewUrl ? (
          <img
            src={previewUrl}
            alt={previewAlt}
            className="border-border bg-background size-20 rounded-md border object-contain"
          />
        ) : (
          <div className="border-border bg-muted text-muted-foreground grid size-20 place-items-center rounded-md border border-dashed text-xs">
            {T.noImage}
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            aria-labelledby={`${id}-label`}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) onChoose(file)
            }}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            <ImageUp aria-hidden="true" />
            {busy ? T.uploading : previewUrl ? replaceLabel : chooseLabel}
          </Button>
          {previewUrl ? (
            <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={onRemove}>
              <Trash2 aria-hidden="true" />
              {removeLabel}
            </Button>
          ) : null}
        </div>
      </div>
      <p className="text-muted-foreground text-xs">{hint}</p>
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  )
}
