import { FileDown, Upload } from 'lucide-react'
import { useState } from 'react'
import {
  BRAND_EXPORT_FILE_NAME,
  BRAND_IMPORT_PATHS,
  BRAND_IMPORT_TEXTS as T,
} from '#shared/brand-import-texts.ts'
import { Button } from '../../components/ui/button.tsx'
import { BulkUploadDialog } from './bulk-upload-dialog.tsx'

/**
 * The Brands Directory header's CSV actions (001 §2.2): 'Bulk Upload' (the import dialog, with
 * the brands_template.csv download) and 'Export CSV' (the whole directory, formula-safe).
 */
export function BrandImportActions({ onImported }: { onImported: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" />
        {T.bulkUpload}
      </Button>
      <Button variant="outline" asChild>
        <a href={BRAND_IMPORT_PATHS.export} download={BRAND_EXPORT_FILE_NAME}>
          <FileDown aria-hidden="true" />
          {T.exportCsv}
        </a>
      </Button>
      <BulkUploadDialog open={open} onOpenChange={setOpen} onImported={onImported} />
    </>
  )
}
