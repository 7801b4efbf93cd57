/**
 * A listing's address on a marketplace, as it may be stored and shown: only an absolute http or
 * https address with a host. Anything else (javascript:, data:, vbscript:, a relative path, text
 * that is no address) is never stored (the files' readers, the monitoring API and every writer of
 * observations go through this), and one stored before this rule is shown as text, never as a
 * link (the screens, notices, PDFs and CSV exports read it through here too).
 */

/** Addresses longer than this are not stored (a marketplace's listing address is far shorter). */
export const LISTING_URL_MAX_LENGTH = 2000

/**
 * The address as a link may use it (the parser's form, so what the browser follows is what was
 * checked), or null when it is not an http(s) address.
 */
export function listingWebUrl(value: string | null | undefined): string | null {
  if (!value) return null
  const text = value.trim()
  if (text === '' || text.length > LISTING_URL_MAX_LENGTH) return null
  // A scheme, then '//' at once: what an absolute web address is (the parser would also take
  // 'https:example.com' and 'https:/\\example.com', which no marketplace writes).
  if (!/^https?:\/\/[^\s]+$/i.test(text)) return null
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null
  return url.href
}

/** Whether a listing address may be stored and linked. */
export const isListingWebUrl = (value: string): boolean => listingWebUrl(value) !== null
