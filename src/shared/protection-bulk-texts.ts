/**
 * Brand protection at scale: notices sent to many findings at once (a selection of the list, or
 * every open finding of one reseller), and an unknown seller's takedown packets (at most 50
 * listing ids each, as Amazon's Report a Violation form takes them).
 */

const findings = (n: number) => `${n} ${n === 1 ? 'finding' : 'findings'}`

export const BULK_NOTICE_TEXTS = {
  selectAll: 'Select every finding on this page',
  selectOne: (name: string) => `Select ${name}`,
  selectedCount: (n: number) => `${findings(n)} selected`,
  sendSelected: (n: number) => `Send notice to ${n} selected`,
  sendAllOf: (reseller: string) => `Send notice to all open findings of ${reseller}`,
  clearSelection: 'Clear selection',
  actionsLabel: 'Notices in bulk',
  dialogTitleSelected: (n: number) => `Send a notice for ${findings(n)}?`,
  dialogTitleReseller: (reseller: string) => `Send a notice for every open finding of ${reseller}?`,
  dialogDescription:
    'Each finding gets the next notice of your ladder (the first or the second) and its cure period. Each reseller receives one message and one e-mail listing all of its findings. A finding in its cure period, disputed, closed, at the end of the ladder or due for an order hold or a stricter step is skipped, and you see why.',
  noteLabel: 'A personal note (optional)',
  noteHint: 'Added below the list of findings in every notice.',
  send: 'Send notices',
  cancel: 'Cancel',
  resultTitle: (sent: number, skipped: number) =>
    `Notice sent for ${findings(sent)}${skipped > 0 ? `, ${skipped} skipped` : ''}`,
  resultNotices: (notices: number) =>
    `${notices} ${notices === 1 ? 'reseller was' : 'resellers were'} sent one notice each.`,
  skippedHeading: (n: number) => `${n} skipped:`,
  skippedItem: (label: string, reason: string) => `${label}: ${reason}`,
  skippedMore: (n: number) => `… and ${n} more`,
  nothingSent: 'No notice was sent.',
  dismiss: 'Dismiss',
  failed: 'The notices were not sent',
} as const

export const TAKEDOWN_TEXTS = {
  download: 'Download takedown packet',
  downloadCsv: 'Download takedown packet (CSV)',
  downloadMany: (n: number) => `Download takedown packets (${n})`,
  dialogTitle: 'Takedown packets',
  dialogDescription: (max: number) =>
    `The seller's open listings, at most ${max} listing ids (ASINs) a packet as Amazon's Report a Violation form takes them, each with its URL, dates seen, prices and evidence (import, row and SHA-256).`,
  packet: (n: number, of: number, marketplace: string, ids: number) =>
    `Packet ${n} of ${of}: ${marketplace}, ${ids} listing ${ids === 1 ? 'id' : 'ids'}`,
  pdfOf: (n: number, of: number) => `PDF, packet ${n} of ${of}`,
  csvOf: (n: number, of: number) => `CSV, packet ${n} of ${of}`,
  close: 'Close',
} as const
