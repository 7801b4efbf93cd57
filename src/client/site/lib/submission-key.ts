/**
 * The Idempotency-Key of a public form's submission (issue 12): one key per filled form. A retry
 * of the same values (a second click, a retry after a lost answer) sends the same key, so the
 * server stores the submission once; changed values, or a new form after a success, get a new
 * key. The values are compared as JSON text.
 */
export interface SubmissionKey {
  /** The key for these values: the last one when they have not changed. */
  for(values: unknown): string
  /** After a success: the next submission is a new one. */
  reset(): void
}

/**
 * A random UUID (v4). crypto.randomUUID exists only in secure contexts (HTTPS, localhost);
 * getRandomValues works everywhere, so a site opened over plain HTTP still gets keys.
 */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export function submissionKey(newKey: () => string = randomKey): SubmissionKey {
  let last: { values: string; key: string } | undefined
  return {
    for(values) {
      const text = JSON.stringify(values)
      if (last?.values !== text) last = { values: text, key: newKey() }
      return last.key
    },
    reset() {
      last = undefined
    },
  }
}
