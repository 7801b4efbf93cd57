/**
 * Live updates in the browser (001 §7.5; DESIGN: Server-Sent Events): one EventSource on
 * /api/live per page, shared by every screen and component that listens, opened by the first
 * listener and closed shortly after the last one leaves (so that moving between screens keeps
 * it). The browser reconnects by itself after a drop; events sent meanwhile are lost, so after a
 * reconnection every listener is called once, as if its event had arrived, and re-reads.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { LiveEventKind } from '#server/lib/live/live-bus.ts'

export type { LiveEventKind }

/** The event's ids (an order id, a message id); never content. */
export type LiveEventData = Record<string, string | number | boolean | null>
export type LiveHandler = (data: LiveEventData) => void

export const LIVE_PATH = '/api/live'
/** After the server refused the stream (signed out, restarted), try again this much later. */
const REOPEN_AFTER_MS = 5_000
/** Keep the stream open this long after the last listener left (screen changes). */
const CLOSE_AFTER_MS = 2_000

const listeners = new Map<LiveEventKind, Set<LiveHandler>>()
let source: EventSource | null = null
let attached = new Set<LiveEventKind>()
let hadError = false
let closeTimer: ReturnType<typeof setTimeout> | undefined
let reopenTimer: ReturnType<typeof setTimeout> | undefined

function dispatch(kind: LiveEventKind, data: LiveEventData) {
  for (const listener of [...(listeners.get(kind) ?? [])]) {
    try {
      listener(data)
    } catch (error) {
      console.error(`live ${kind} handler failed`, error)
    }
  }
}

function parse(raw: string): LiveEventData {
  try {
    const value: unknown = JSON.parse(raw)
    return value && typeof value === 'object' ? (value as LiveEventData) : {}
  } catch {
    return {}
  }
}

function attach(kind: LiveEventKind) {
  if (!source || attached.has(kind)) return
  attached.add(kind)
  source.addEventListener(kind, (event) => dispatch(kind, parse((event as MessageEvent).data)))
}

function open() {
  if (source || typeof EventSource === 'undefined') return
  source = new EventSource(LIVE_PATH)
  attached = new Set()
  source.addEventListener('open', () => {
    if (!hadError) return
    hadError = false
    // Reconnected: whatever happened meanwhile was missed, so everyone re-reads.
    for (const kind of listeners.keys()) dispatch(kind, {})
  })
  source.addEventListener('error', () => {
    hadError = true
    // CLOSED: the server refused it (no session, 5xx); the browser will not retry by itself.
    if (source?.readyState === EventSource.CLOSED) {
      source = null
      clearTimeout(reopenTimer)
      reopenTimer = setTimeout(() => {
        if (listeners.size > 0) ensureOpen()
      }, REOPEN_AFTER_MS)
    }
  })
  for (const kind of listeners.keys()) attach(kind)
}

function ensureOpen() {
  clearTimeout(closeTimer)
  open()
  for (const kind of listeners.keys()) attach(kind)
}

function scheduleClose() {
  clearTimeout(closeTimer)
  closeTimer = setTimeout(() => {
    if (listeners.size > 0) return
    clearTimeout(reopenTimer)
    source?.close()
    source = null
    hadError = false
  }, CLOSE_AFTER_MS)
}

/** Adds one listener; returns its removal. For use outside React. */
export function subscribeLive(kind: LiveEventKind, handler: LiveHandler): () => void {
  let set = listeners.get(kind)
  if (!set) listeners.set(kind, (set = new Set()))
  set.add(handler)
  ensureOpen()
  return () => {
    set.delete(handler)
    if (set.size === 0) listeners.delete(kind)
    if (listeners.size === 0) scheduleClose()
  }
}

/**
 * Calls `handlers[kind]` for each live event of that kind addressed to the signed-in user.
 * The handlers may change on every render; the subscription follows the set of kinds.
 */
export function useLiveEvents(handlers: Partial<Record<LiveEventKind, LiveHandler>>): void {
  const current = useRef(handlers)
  useEffect(() => {
    current.current = handlers
  })
  const kinds = (Object.keys(handlers) as LiveEventKind[]).sort().join(',')
  useEffect(() => {
    if (!kinds) return
    const removals = (kinds.split(',') as LiveEventKind[]).map((kind) =>
      subscribeLive(kind, (data) => current.current[kind]?.(data)),
    )
    return () => removals.forEach((remove) => remove())
  }, [kinds])
}

/**
 * The usual case: refresh TanStack Query data when an event arrives. Each kind names the query
 * keys (prefixes) to invalidate, e.g. `{ 'message.created': [['messages']] }`.
 */
export function useLiveInvalidation(keys: Partial<Record<LiveEventKind, QueryKey[]>>): void {
  const queryClient = useQueryClient()
  const handlers: Partial<Record<LiveEventKind, LiveHandler>> = {}
  for (const kind of Object.keys(keys) as LiveEventKind[]) {
    handlers[kind] = () => {
      for (const queryKey of keys[kind] ?? []) void queryClient.invalidateQueries({ queryKey })
    }
  }
  useLiveEvents(handlers)
}
