import { useEffect, useState } from 'react'

/** How long typing has to pause before a list asks the server again. */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * A search box over a paged list: `typed` follows every key, `search` follows it once typing
 * pauses, and at that moment the list goes back to its first page (`setPage(1)`).
 */
export function useDebouncedSearch(setPage: (page: number) => void) {
  const [typed, setTyped] = useState('')
  const [search, setSearch] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed)
      setPage(1)
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed, setPage])
  return { typed, setTyped, search }
}
