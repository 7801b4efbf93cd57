/**
 * The Docker files can't run here (no Docker engine on the development machines), so what can be
 * checked without it is checked: compose.yaml's app environment is one the server accepts and
 * means production, the proxy template gets every variable it uses, and the image ships what the
 * compiled server reads. .ci/production-smoke runs the same topology without Docker.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { startProd } from '../../scripts/start-prod-args.ts'
import { APP_ROOT } from './app-root.ts'
import { parseEnv } from './env.ts'

const read = (file: string) => fs.readFileSync(path.join(APP_ROOT, file), 'utf8')

interface Service {
  environment?: Record<string, string>
  volumes?: string[]
  depends_on?: Record<string, unknown> | string[]
  image?: string
  build?: string
}
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, Service>
}

/** Compose's `${VAR:-default}` / `${VAR:?message}` with nothing set: the default, or `value`. */
function interpolate(text: string, given: Record<string, string>): string {
  return text.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_all, name: string, op, rest) => {
    if (given[name] !== undefined) return given[name]
    if (op === '-') return rest as string
    throw new Error(`compose needs ${name}: ${rest as string}`)
  })
}

describe('compose.yaml', () => {
  const apps = ['app1', 'app2'].map((name) => compose.services[name]!)

  test('two app instances built from this Dockerfile', () => {
    for (const app of apps) expect(app.build).toBe('.')
  })

  test('the app environment parses as production: no demo mode, behind the proxy, shared files and mail', () => {
    const given = { AUTH_SECRET: 'x'.repeat(44) }
    for (const app of apps) {
      const raw = Object.fromEntries(
        Object.entries(app.environment!).map(([k, v]) => [k, interpolate(String(v), given)]),
      )
      const env = parseEnv(raw)
      expect(env).toMatchObject({
        NODE_ENV: 'production',
        demoMode: false,
        trustProxy: true,
        S3_BUCKET: 'marketplace',
        S3_FORCE_PATH_STYLE: true,
      })
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//)
      expect(env.SMTP_URL).toBe('smtp://mail:1025')
    }
  })

  test('without AUTH_SECRET compose refuses to start the apps', () => {
    expect(() => interpolate(String(apps[0]!.environment!.AUTH_SECRET), {})).toThrow(/AUTH_SECRET/)
  })

  test('the proxy gets every variable its template uses, and names the two apps', () => {
    const template = read('deploy/nginx.conf.template')
    const used = [...template.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1])
    const proxy = compose.services.proxy!
    expect(Object.keys(proxy.environment!).sort()).toEqual([...new Set(used)].sort())
    expect(proxy.environment).toMatchObject({
      APP_UPSTREAM_1: 'app1:3000',
      APP_UPSTREAM_2: 'app2:3000',
    })
    expect(proxy.volumes).toContain(
      './deploy/nginx.conf.template:/etc/nginx/templates/default.conf.template:ro',
    )
  })
})

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile')
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))

  test('the image that runs has no dev dependencies, no build step and no root user', () => {
    expect(runtime).toContain('npm ci --omit=dev')
    expect(runtime).not.toMatch(/npm run build|tsx/)
    expect(runtime).toMatch(/\nUSER node\n/)
    expect(runtime).toMatch(/\nHEALTHCHECK [^\n]*\n[^\n]*\/api\/health/)
    // What `npm run start:prod` runs, runtime flags and environment included.
    const { env, args } = startProd(APP_ROOT)
    expect(runtime).toContain(`CMD ${JSON.stringify(['node', ...args])}`.replaceAll(',', ', '))
    expect(Object.keys(env)).not.toHaveLength(0)
    for (const [name, value] of Object.entries(env)) {
      expect(runtime).toMatch(new RegExp(`\\n(ENV|    )[^\\n]*\\b${name}=${value}\\b`))
    }
  })

  test('it ships what the compiled server reads: its bundle, the client, the pages, the migrations', () => {
    for (const dir of ['dist/server', 'dist/client', 'dist/site']) {
      expect(runtime).toContain(`COPY --from=build /app/${dir} ./${dir}`)
    }
    expect(runtime).toContain('COPY drizzle ./drizzle')
  })
})
