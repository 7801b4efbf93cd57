/**
 * The arguments `npm run start:prod` gives Node (package.json), so that scripts that start the
 * built server in a process of their own (the production smoke test, the search bench) start it
 * exactly as users do, runtime flags included.
 */
import fs from 'node:fs'
import path from 'node:path'

export function startProdArgs(appDir: string): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
  const [command, ...args] = pkg.scripts['start:prod']!.split(/\s+/)
  if (command !== 'node') throw new Error(`start:prod should run node, not ${command}`)
  return args
}
