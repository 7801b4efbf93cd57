/** Starts the real server for the journeys on a fresh embedded database (demo accounts seeded). */
import fs from 'node:fs'

const dataDir = process.env.DATA_DIR
if (process.env.E2E_FRESH_DATA === '1' && dataDir) {
  fs.rmSync(dataDir, { recursive: true, force: true })
}
await import('../../src/server/index.ts')
