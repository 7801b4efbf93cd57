import { INQUIRY_ID_PREFIX } from '#shared/constants.ts'

/**
 * 000 §3: 'INQUIRY-' plus a timestamp. The first try is exactly that; when another submission
 * took the same millisecond, later tries add a short random suffix, so ids stay unique and still
 * start with the time.
 */
export function inquiryId(attempt: number, now = Date.now()): string {
  const base = `${INQUIRY_ID_PREFIX}${now}`
  if (attempt === 0) return base
  const suffix = crypto.getRandomValues(new Uint32Array(1))[0]!.toString(36).padStart(6, '0')
  return `${base}-${suffix}`
}

/**
 * Runs `insert` with fresh ids until one is not taken. `insert` answers whether the row went in
 * (an INSERT … ON CONFLICT DO NOTHING that returned a row).
 */
export async function insertWithInquiryId(
  insert: (id: string) => Promise<boolean>,
  maxAttempts = 8,
): Promise<string> {
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    const id = inquiryId(attempt)
    if (await insert(id)) return id
  }
  throw new Error('Could not find a free inquiry id')
}
