/**
 * What `npm run start:prod` runs (package.json): its environment assignments and the arguments it
 * gives Node, so that scripts that start the built server in a process of their own (the
 * production smoke test, the search bench) start it exactly as users do, runtime flags included.
 */
import fs from 'node:fs'
import path from 'node:path'

export interface StartProd {
  /** `NAME=value` words before `node` (read by the C library as the process starts). */
  env: Record<string, string>
  args: string[]
}

export function startProd(appDir: string): StartProd {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
  const words = pkg.scripts['start:prod']!.split(/\s+/)
  const env: Record<string, string> = {}
  while (words[0]?.includes('=')) {
    const [name, ...value] = words.shift()!.split('=')
    env[name!] = value.join('=')
  }
  const [command, ...args] = words
  if (command !== 'node') throw new Error(`start:prod should run node, not ${command}`)
  return { env, args }
}
