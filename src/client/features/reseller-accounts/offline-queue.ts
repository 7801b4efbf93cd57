/**
 * Offline manual applications (001 §4.2): while the admin is offline (or the request fails for
 * network reasons) an application is kept in localStorage under 'pendingResellerApplications';
 * when the connection returns each one is submitted and removed from the list as it succeeds.
 * Each entry carries the id the server stores it under, so an entry whose answer was lost is
 * not stored twice when it is sent again.
 */
import { PENDING_APPLICATIONS_STORAGE_KEY } from '#shared/reseller-accounts-texts.ts'
import type { ManualApplicationInput } from '#shared/schemas/reseller-accounts.ts'
import { ApiError } from '../../lib/api.ts'

export type QueuedApplication = ManualApplicationInput & { id: string; queuedAt: string }

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const defaultStorage = (): StorageLike | null => {
  try {
    return globalThis.localStorage ?? null
  } catch {
    // Storage can be switched off (privacy settings); then nothing is queued.
    return null
  }
}

function isQueued(value: unknown): value is QueuedApplication {
  if (!value || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  return (
    typeof v.id === 'string' && typeof v.email === 'string' && typeof v.companyName === 'string'
  )
}

export function readQueue(storage: StorageLike | null = defaultStorage()): QueuedApplication[] {
  const raw = storage?.getItem(PENDING_APPLICATIONS_STORAGE_KEY)
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed.filter(isQueued) : []
  } catch {
    return []
  }
}

function writeQueue(items: QueuedApplication[], storage: StorageLike | null) {
  if (!storage) return
  if (items.length === 0) storage.removeItem(PENDING_APPLICATIONS_STORAGE_KEY)
  else storage.setItem(PENDING_APPLICATIONS_STORAGE_KEY, JSON.stringify(items))
}

/** A version-4 UUID; randomUUID exists only in secure contexts, getRandomValues everywhere. */
function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export function enqueueApplication(
  input: ManualApplicationInput,
  storage: StorageLike | null = defaultStorage(),
): QueuedApplication {
  const item: QueuedApplication = {
    ...input,
    id: input.id ?? newId(),
    queuedAt: new Date().toISOString(),
  }
  writeQueue([...readQueue(storage).filter((q) => q.id !== item.id), item], storage)
  return item
}

function removeFromQueue(id: string, storage: StorageLike | null) {
  writeQueue(
    readQueue(storage).filter((q) => q.id !== id),
    storage,
  )
}

/** No answer from the server at all: offline, DNS, refused ('Failed to fetch'). */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.isNetworkError
  return error instanceof Error && /Failed to fetch|NetworkError|Load failed/i.test(error.message)
}

export interface SyncResult {
  synced: QueuedApplication[]
  /** Refused by the server (e.g. a duplicate address); removed, they would never succeed. */
  refused: { item: QueuedApplication; error: unknown }[]
  /** Still queued because the network failed again. */
  remaining: number
}

let running: Promise<SyncResult> | null = null

/**
 * Submits every queued application, oldest first. A network failure stops the run and keeps
 * the rest for the next time; only one run happens at a time.
 */
export function syncQueuedApplications(
  submit: (item: ManualApplicationInput) => Promise<unknown>,
  storage: StorageLike | null = defaultStorage(),
): Promise<SyncResult> {
  running ??= (async () => {
    const result: SyncResult = { synced: [], refused: [], remaining: 0 }
    try {
      for (const item of readQueue(storage)) {
        const { queuedAt: _queuedAt, ...input } = item
        try {
          await submit(input)
          result.synced.push(item)
          removeFromQueue(item.id, storage)
        } catch (error) {
          if (isNetworkFailure(error)) break
          // A 401 means the admin's session ended: keep the entry for after the next sign-in.
          if (error instanceof ApiError && (error.status === 401 || error.status >= 500)) break
          result.refused.push({ item, error })
          removeFromQueue(item.id, storage)
        }
      }
      result.remaining = readQueue(storage).length
      return result
    } finally {
      running = null
    }
  })()
  return running
}
