import type { Db } from './client.ts'

/**
 * `make(db)` once per database handle, on first use: prepared statements and in-memory caches
 * belong to one database (tests run many side by side), and go with it (a WeakMap).
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>()
  return (db) => {
    let value = made.get(db)
    if (value === undefined) made.set(db, (value = make(db)))
    return value
  }
}
