import { useEffect, useState } from 'react'

/** `key` once it has stopped changing for `ms` (a string, so that equal values are equal). */
export function useSettled(key: string, ms: number): string {
  const [settled, setSettled] = useState(key)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), ms)
    return () => clearTimeout(timer)
  }, [key, ms])
  return settled
}
