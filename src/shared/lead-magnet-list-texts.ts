/**
 * Lead Magnet List (issue 16 item 9): the admin screen that keeps the Amazon auto-ungated brands
 * the lead popup promises and the mail sends.
 */
import { LEAD_LIST_LIMITS } from './constants.ts'

export const LEAD_LIST_CODES = {
  duplicate: 'LEAD_LIST_DUPLICATE',
} as const

export const LEAD_LIST_MESSAGES = {
  nameRequired: 'Brand name is required',
  nameTooLong: `Brand name must be at most ${LEAD_LIST_LIMITS.name} characters`,
  urlInvalid: 'Please enter a valid URL starting with http:// or https://',
  categoryTooLong: `Category must be at most ${LEAD_LIST_LIMITS.category} characters`,
  noteTooLong: `Note must be at most ${LEAD_LIST_LIMITS.note} characters`,
  duplicate: (name: string) => `${name} is already on the list.`,
  notFound: 'This brand is no longer on the list.',
} as const

/** "10 brands on the list", "1 brand on the list". */
export const leadListCount = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'brand' : 'brands'} on the list`

export const LEAD_LIST_TEXTS = {
  listTitle: 'Brands on the list',
  listDescription:
    'The lead magnet mails these brands (as a table and a CSV file) to everyone who asks for the list, and the popup states how many there are.',
  empty: 'The list is empty. While it is, the popup is not shown.',
  addTitle: 'Add a brand',
  addDescription: 'It is in the next mail and in the popup’s count at once.',
  name: 'Brand name',
  url: 'Website or Amazon link (optional)',
  urlPlaceholder: 'https://www.amazon.com/stores/…',
  category: 'Category (optional)',
  note: 'Note (optional)',
  notePlaceholder: 'e.g. all listings ungated; new ASINs only',
  add: 'Add to list',
  remove: 'Remove',
  removeTitle: (name: string) => `Remove ${name} from the list?`,
  removeDescription:
    'It is left out of every lead magnet mail from now on, and the popup’s count goes down by one. Mails already sent are not changed.',
  cancel: 'Cancel',
  confirmRemove: 'Remove from list',
  added: (name: string) => `${name} added to the list`,
  removed: (name: string) => `${name} removed from the list`,
  addFailed: 'Failed to add the brand',
  removeFailed: 'Failed to remove the brand',
  loadFailed: 'Failed to load the list',
  retry: 'Try Again',
  columns: { name: 'Brand', link: 'Link', category: 'Category', note: 'Note', added: 'Added' },
  noValue: '—',
} as const
