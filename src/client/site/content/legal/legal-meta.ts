/** The date shown as "Last updated" on the legal pages; change it with the texts. */
export const LEGAL_LAST_UPDATED = '2026-11-27'
