/**
 * A test file's cases on both databases: the embedded PGlite, and a throwaway PostgreSQL cluster
 * of the file's own where PostgreSQL is installed (started before its cases, removed after).
 * Each entry gives createTestApp's options for its database, read when a case starts.
 */
import { afterAll, beforeAll } from 'vitest'
import { postgresBin, startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts'

export interface TestDatabase {
  name: 'PGlite' | 'PostgreSQL'
  skip: boolean
  appOptions: () => { databaseUrl?: string; embedded?: boolean }
}

export function bothDatabases(): readonly TestDatabase[] {
  const installed = postgresBin() !== null
  let cluster: PostgresCluster | undefined
  beforeAll(async () => {
    if (installed) cluster = await startPostgresCluster()
  }, 60_000)
  afterAll(async () => {
    await cluster?.remove()
  })
  return [
    { name: 'PGlite', skip: false, appOptions: () => ({ embedded: true }) },
    { name: 'PostgreSQL', skip: !installed, appOptions: () => ({ databaseUrl: cluster?.url }) },
  ]
}
