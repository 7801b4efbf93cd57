/**
 * What the Brand Protection journeys share: the demo brand imports one listings file at a time,
 * and other journeys import for it too, so an import waits its turn (409 while another runs).
 */
import type { APIRequestContext } from '@playwright/test'
import { importListings } from '../support/protection.ts'

const WAIT_MS = 2_000
const ATTEMPTS = 45

export async function importWhenFree(
  api: APIRequestContext,
  file: string,
  query: Record<string, string>,
) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await importListings(api, file, query)
    } catch (error) {
      if (attempt >= ATTEMPTS || !String(error).includes('LISTINGS_IMPORT_RUNNING')) throw error
      await new Promise((resolve) => setTimeout(resolve, WAIT_MS))
    }
  }
}

/** A tag no other run uses, to name the journey's products and sellers and to search by. */
export const journeyTag = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase()
