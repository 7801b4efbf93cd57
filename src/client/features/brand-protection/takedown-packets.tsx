import { Download, FileWarning } from 'lucide-react'
import { useState } from 'react'
import { marketplaceLabel } from '#shared/brand-protection-texts.ts'
import { TAKEDOWN_TEXTS as T } from '#shared/protection-bulk-texts.ts'
import { PROTECTION_LIMITS } from '#shared/schemas/protection.ts'
import { Button } from '../../components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx'
import { takedownPacketUrl, useTakedownPackets } from './api.ts'

/**
 * "Download takedown packet" on an unknown seller's page: one packet downloads at once (PDF, and
 * its CSV beside it); several (more than 50 listing ids) open a list, "1 of 3" to "3 of 3".
 * Nothing shows while the seller has no open listing to report.
 */
export function TakedownPackets({ investigationId }: { investigationId: string }) {
  const query = useTakedownPackets(investigationId)
  const [open, setOpen] = useState(false)
  const packets = query.data?.items ?? []
  if (packets.length === 0) return null
  if (packets.length === 1) {
    return (
      <>
        <Button asChild>
          <a href={takedownPacketUrl(investigationId, 1, 'pdf')} download>
            <FileWarning aria-hidden="true" />
            {T.download}
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={takedownPacketUrl(investigationId, 1, 'csv')} download>
            <Download aria-hidden="true" />
            {T.downloadCsv}
          </a>
        </Button>
      </>
    )
  }
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <FileWarning aria-hidden="true" />
        {T.downloadMany(packets.length)}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{T.dialogTitle}</DialogTitle>
            <DialogDescription>
              {T.dialogDescription(PROTECTION_LIMITS.takedownAsinsMax)}
            </DialogDescription>
          </DialogHeader>
          <ul className="grid gap-3" aria-label={T.dialogTitle}>
            {packets.map((p) => (
              <li
                key={p.number}
                className="border-border flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
              >
                <span className="text-sm font-medium">
                  {T.packet(p.number, p.of, marketplaceLabel(p.marketplace), p.listingIds.length)}
                </span>
                <span className="flex gap-2">
                  <Button asChild size="sm">
                    <a href={takedownPacketUrl(investigationId, p.number, 'pdf')} download>
                      <Download aria-hidden="true" />
                      {T.pdfOf(p.number, p.of)}
                    </a>
                  </Button>
                  <Button asChild size="sm" variant="outline">
                    <a href={takedownPacketUrl(investigationId, p.number, 'csv')} download>
                      {T.csvOf(p.number, p.of)}
                    </a>
                  </Button>
                </span>
              </li>
            ))}
          </ul>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {T.close}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  )
}
