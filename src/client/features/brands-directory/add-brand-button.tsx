import { Plus } from 'lucide-react'
import { useState } from 'react'
import { BRANDS_DIRECTORY_TEXTS as T } from '#shared/brands-directory-texts.ts'
import { Button } from '../../components/ui/button.tsx'
import { BrandFormDialog } from './brand-form-dialog.tsx'

/** The header's 'Add Brand' button and its form dialog. */
export function AddBrandButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        {T.addBrand}
      </Button>
      <BrandFormDialog open={open} onOpenChange={setOpen} />
    </>
  )
}
