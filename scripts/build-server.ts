/**
 * `npm run build`, server step: bundles src/server/index.ts (with src/shared and the
 * `#server/*`, `#shared/*` imports) into dist/server/index.js, plain JavaScript for Node 20+,
 * and the listings parse worker (a thread the server starts from the file beside it) into
 * dist/server/listings-parse-worker.js.
 * A production machine then runs it with `npm run start:prod` after `npm ci --omit=dev`: no
 * TypeScript, no tsx, no build tools at run time.
 *
 * Every npm package stays an import (installed by npm, not copied in), devDependencies included:
 * a server import of a devDependency then fails the production smoke test instead of being
 * bundled quietly.
 */
import { build } from 'esbuild'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}
const packages = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]
const outDir = path.join(root, 'dist/server')

fs.rmSync(outDir, { recursive: true, force: true })
const result = await build({
  entryPoints: {
    index: path.join(root, 'src/server/index.ts'),
    'listings-parse-worker': path.join(
      root,
      'src/server/modules/listings-import/listings-parse-worker.ts',
    ),
  },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // A package and its subpaths (better-auth/api, drizzle-orm/pg-core…).
  external: packages.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  // Bundled CommonJS helpers may call require(); ESM output has none of its own.
  banner: {
    js: "import { createRequire } from 'node:module';const require = createRequire(import.meta.url);",
  },
})

const imported = new Set(
  Object.values(result.metafile.outputs).flatMap((o) =>
    o.imports.filter((i) => i.external && !i.path.startsWith('node:')).map((i) => i.path),
  ),
)
const dev = [...imported].filter((i) =>
  Object.keys(pkg.devDependencies).some((name) => i === name || i.startsWith(`${name}/`)),
)
if (dev.length > 0) {
  throw new Error(
    `The server imports devDependencies, which production leaves out: ${dev.join(', ')}`,
  )
}
const size = fs.statSync(path.join(outDir, 'index.js')).size
console.log(
  `dist/server/index.js: ${(size / 1024).toFixed(0)} KB, ${imported.size} package imports`,
)
