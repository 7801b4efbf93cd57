import { Upload } from 'lucide-react'
import { useState, type RefObject } from 'react'
import { toast } from 'sonner'
import { INVENTORY_TEXTS as T } from '#shared/brand-inventory-texts.ts'
import {
  CATALOG_ACCEPT,
  CATALOG_EXTENSIONS,
  CATALOG_MAX_BYTES,
  CATALOG_TEXTS,
} from '#shared/catalogs-texts.ts'
import { Button } from '../../components/ui/button.tsx'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input } from '../../components/ui/input.tsx'
import { useUploadCatalog } from './api.ts'

/** The file name without its extension (001 §4.8: the catalog name is prefilled with it). */
export function catalogNameOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  return (dot > 0 ? fileName.slice(0, dot) : fileName).trim()
}

/** Why a chosen file cannot be sent, before sending it (the server checks the same again). */
export function catalogFileProblem(file: { name: string; size: number }): string | null {
  const ext = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase()
  if (!file.name.includes('.') || !(CATALOG_EXTENSIONS as readonly string[]).includes(ext)) {
    return CATALOG_TEXTS.fileType
  }
  if (file.size === 0) return CATALOG_TEXTS.fileRequired
  if (file.size > CATALOG_MAX_BYTES) return CATALOG_TEXTS.fileTooLarge
  return null
}

/**
 * Upload Catalog (001 §4.8, §5, §8.2): choosing a file shows the form with the name prefilled
 * from the file name; Submit is disabled while the name is empty or an upload runs; Cancel or a
 * success resets it. The file is stored privately as pending for an admin's approval.
 */
export function UploadCatalog({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const upload = useUploadCatalog()
  const [file, setFile] = useState<File | null>(null)
  const [name, setName] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  function reset() {
    setFile(null)
    setName('')
    setProblem(null)
    if (inputRef.current) inputRef.current.value = ''
  }

  function choose(chosen: File | undefined) {
    if (!chosen) return reset()
    const why = catalogFileProblem(chosen)
    setProblem(why)
    setFile(why ? null : chosen)
    setName(why ? '' : catalogNameOf(chosen.name))
  }

  function submit() {
    if (!file || !name.trim()) return
    upload.mutate(
      { name: name.trim(), file },
      {
        onSuccess: () => {
          toast.success(CATALOG_TEXTS.uploaded, { description: CATALOG_TEXTS.uploadedDescription })
          reset()
        },
        onError: (error) =>
          toast.error(CATALOG_TEXTS.uploadFailed, {
            description: error.message || CATALOG_TEXTS.uploadFailedDefault,
          }),
      },
    )
  }

  return (
    <SectionCard
      title={T.uploadCatalog}
      description={T.uploadDescription}
      contentClassName="grid gap-4"
    >
      <FormField label={T.catalogFile} error={problem ?? undefined}>
        <Input
          ref={inputRef}
          type="file"
          accept={CATALOG_ACCEPT}
          disabled={upload.isPending}
          onChange={(e) => choose(e.target.files?.[0])}
        />
      </FormField>
      {file ? (
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault()
            submit()
          }}
        >
          <FormField label={T.catalogName}>
            <Input
              value={name}
              maxLength={200}
              disabled={upload.isPending}
              onChange={(e) => setName(e.target.value)}
            />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <PendingButton
              type="submit"
              pending={upload.isPending}
              disabled={!name.trim()}
              icon={<Upload aria-hidden="true" />}
            >
              {upload.isPending ? T.uploading : T.submit}
            </PendingButton>
            <Button type="button" variant="outline" disabled={upload.isPending} onClick={reset}>
              {T.cancel}
            </Button>
          </div>
        </form>
      ) : null}
    </SectionCard>
  )
}
