/**
 * The reseller's link to their Letter of Authorization for a brand (a PDF the server issues while
 * the authorization is in force). A plain download link: the browser saves the file under the
 * name the server gives.
 */
import { FileDown } from 'lucide-react'
import { LETTER_TEXTS, letterDownloadPath } from '#shared/letters-texts.ts'
import { buttonVariants } from '../../components/ui/button.tsx'

export function LetterDownloadLink({
  brandEntryId,
  className,
}: {
  brandEntryId: string
  className?: string
}) {
  return (
    <a
      href={letterDownloadPath(brandEntryId)}
      download
      className={buttonVariants({ variant: 'outline', className })}
    >
      <FileDown aria-hidden="true" />
      {LETTER_TEXTS.download}
    </a>
  )
}
