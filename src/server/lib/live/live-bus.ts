/**
 * Live updates (001 §7 live updates, issue 5): a service that changes something a signed-in
 * user is looking at publishes one event naming the users concerned; every app instance hands
 * it to those users' open Server-Sent Events streams (GET /api/live), and their browsers refresh
 * the matching queries. Events carry ids and kinds only, never content: a stream is per user,
 * and the browser re-reads through the normal authorized routes.
 *
 * This file is the contract. `createMemoryLiveBus` serves one process (PGlite, tests); on a
 * PostgreSQL server the bus also travels through LISTEN/NOTIFY so that every instance sees it.
 */
export const LIVE_EVENT_KINDS = [
  'message.created',
  'message.read',
  'order.created',
  'order.updated',
  /** A reseller's authorization to sell a brand was granted or changed (modules/authorizations). */
  'authorization.changed',
  'product.changed',
  'catalog.changed',
  /** A reseller applied to a brand or followed up, or the brand decided (reseller-brands, brand-applications). */
  'application.changed',
  /**
   * Brand protection (issue 14): findings, enforcement, an import or a re-detection changed what
   * the brand's protection screens and the reseller's compliance page show.
   */
  'protection.changed',
  /** A listings import moved on (its progress, or its end). */
  'import.changed',
  /** An admin decided the brand's name or contact e-mail change (issue 15 item 11). */
  'brand-entry.changed',
  /** A monitoring connection or its coverage changed (a check ran, a credential was refused). */
  'monitoring.changed',
] as const

export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number]

export interface LiveEvent {
  kind: LiveEventKind
  /** The user ids whose streams receive it. */
  userIds: string[]
  /** Ids only (an order id, a brand id): never text a user typed. */
  data?: Record<string, string | number | boolean | null>
}

export type LiveListener = (event: LiveEvent) => void

export interface LiveBus {
  /** Publish after the change is committed; a failure is logged by the bus, never thrown. */
  publish(event: LiveEvent): Promise<void>
  /** Listen for events addressed to `userId`; returns the unsubscribe function. */
  subscribe(userId: string, listener: LiveListener): () => void
  close(): Promise<void>
}

/** One process: events go straight to this process's listeners. */
export function createMemoryLiveBus(): LiveBus {
  const listeners = new Map<string, Set<LiveListener>>()
  return {
    async publish(event) {
      for (const userId of new Set(event.userIds)) {
        for (const listener of listeners.get(userId) ?? []) listener(event)
      }
    },
    subscribe(userId, listener) {
      let set = listeners.get(userId)
      if (!set) listeners.set(userId, (set = new Set()))
      set.add(listener)
      return () => {
        set.delete(listener)
        if (set.size === 0) listeners.delete(userId)
      }
    },
    async close() {
      listeners.clear()
    },
  }
}
