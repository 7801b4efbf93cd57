/**
 * Private file storage (DESIGN: files). Callers speak in keys such as
 * `documents/<applicationId>/<uuid>.pdf`; where the bytes live is the adapter's business.
 * Nothing stored here is ever served statically: files leave only through authorized routes.
 *
 * Two adapters: the local disk (`local-disk.ts`, under DATA_DIR/storage) and S3 or an
 * S3-compatible service (`s3.ts`, when S3_BUCKET is set); `createStorage` (create-storage.ts)
 * picks one from the environment. Callers do not change.
 */
export interface StoredObject {
  body: ReadableStream<Uint8Array>
  size: number
}

export interface ObjectStorage {
  /** Stores `bytes` under `key`, replacing nothing half-way: readers see all or nothing. */
  put(key: string, bytes: Uint8Array): Promise<void>
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>
}

/** Keys are relative paths of safe segments: no `..`, no absolute paths, no odd characters. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/

export function assertValidKey(key: string): void {
  const segments = key.split('/')
  if (
    key.length === 0 ||
    key.length > 512 ||
    !segments.every((s) => SEGMENT.test(s) && s !== '.' && !s.includes('..'))
  ) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`)
  }
}
