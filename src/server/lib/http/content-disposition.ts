/**
 * A Content-Disposition header for a download, safe for any file name: an ASCII fallback for old
 * clients and the exact name in RFC 5987 form (RFC 6266). Header injection is impossible because
 * every character outside printable ASCII, quotes and backslashes is replaced or percent-encoded.
 */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_')
  const encoded = encodeURIComponent(filename).replace(
    /['()*!]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
