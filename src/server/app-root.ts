/**
 * The package's folder (the one with package.json, drizzle/ and dist/), found from this module's
 * own location: the same answer whether the server runs from its TypeScript sources
 * (src/server, `npm start`) or as the compiled bundle (dist/server, `npm run start:prod`).
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export function findAppRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir
    if (path.dirname(dir) === dir) {
      throw new Error(`No package.json above ${from}: the server must run from its package`)
    }
  }
}

export const APP_ROOT = findAppRoot(path.dirname(fileURLToPath(import.meta.url)))
