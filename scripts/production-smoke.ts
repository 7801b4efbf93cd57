/**
 * The production smoke test (issue 12), run by .ci/production-smoke: the built app installed with
 * `npm ci --omit=dev` (SMOKE_APP_DIR), two instances with NODE_ENV=production behind nginx (the
 * very template compose.yaml uses), on a throwaway PostgreSQL cluster, with a real SMTP server
 * (smtp-server) and an S3-compatible store (s3rver): compose.yaml's topology without Docker.
 *
 * It shows that a session made on one instance works on the other, that a live event published
 * on one reaches a stream on the other (LISTEN/NOTIFY), that a file stored through one is read
 * through the other (S3), that the demo routes are closed on both, that a database outage
 * answers 503 with Retry-After and heals by itself, that both instances live through PostgreSQL
 * restarts (fast and immediate) with writes in flight, that no session token or password reaches
 * the logs, and that SIGTERM stops each instance cleanly.
 *
 * Variables: SMOKE_APP_DIR (required), PG_BIN (PostgreSQL's bin folder; default: the newest
 * under /usr/lib/postgresql), SMOKE_NGINX (default nginx), SMOKE_PORT_BASE (default
 * 56100: six ports from there), SMOKE_JSON (a file for the step count, read by .ci/run's summary).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { startPostgresCluster } from '../src/testing/postgres-cluster.ts'
import { startSmtpServer, type TestSmtpServer } from '../src/testing/smtp-server.ts'
import { startProd } from './start-prod-args.ts'

const root = path.resolve(import.meta.dirname, '..')
const appDir = path.resolve(process.env.SMOKE_APP_DIR ?? '')
if (!process.env.SMOKE_APP_DIR || !fs.existsSync(path.join(appDir, 'dist/server/index.js'))) {
  throw new Error('SMOKE_APP_DIR must name a built app installed with npm ci --omit=dev')
}
const portBase = Number(process.env.SMOKE_PORT_BASE ?? 56100)
const ports = {
  postgres: portBase,
  smtp: portBase + 1,
  s3: portBase + 2,
  a: portBase + 3,
  b: portBase + 4,
  proxy: portBase + 5,
}
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-smoke-'))
// The postgres user runs the cluster in a folder below this one.
fs.chmodSync(work, 0o711)
const asRoot = process.getuid?.() === 0
const cleanups: (() => Promise<void> | void)[] = []

// ---------------------------------------------------------------------------------------------
// The parts

async function startPostgres() {
  const cluster = await startPostgresCluster({
    port: ports.postgres,
    directory: path.join(work, 'pg'),
  })
  cleanups.push(() => cluster.remove())
  return cluster
}

async function startS3() {
  const directory = path.join(work, 's3')
  fs.mkdirSync(directory)
  const server = new S3rver({
    address: '127.0.0.1',
    port: ports.s3,
    silent: true,
    directory,
    configureBuckets: [{ name: 'marketplace', configs: [] }],
  })
  await server.run()
  cleanups.push(() => server.close())
  return { directory }
}

interface Instance {
  name: string
  url: string
  process: ChildProcess
  output: () => string
}

function startInstance(name: string, port: number, secret: string): Instance {
  let output = ''
  const { args, env } = startProd(appDir)
  const child = spawn(process.execPath, args, {
    cwd: appDir,
    env: {
      ...env,
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${ports.proxy}`,
      AUTH_SECRET: secret,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${ports.postgres}/postgres`,
      DATA_DIR: path.join(work, `data-${name}`),
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}?ignoreTLS=true`,
      MAIL_FROM: 'Marketplace <no-reply@smoke.example.com>',
      S3_BUCKET: 'marketplace',
      S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  cleanups.push(() => {
    if (child.exitCode === null) child.kill('SIGKILL')
  })
  return { name, url: `http://127.0.0.1:${port}`, process: child, output: () => output }
}

function startNginx() {
  const dir = path.join(work, 'nginx')
  fs.mkdirSync(dir)
  const values: Record<string, string> = {
    APP_UPSTREAM_1: `127.0.0.1:${ports.a}`,
    APP_UPSTREAM_2: `127.0.0.1:${ports.b}`,
    PROXY_PORT: `127.0.0.1:${ports.proxy}`,
  }
  // Only the named variables, as the nginx image's envsubst does: nginx's own $vars stay.
  const site = fs
    .readFileSync(path.join(root, 'deploy/nginx.conf.template'), 'utf8')
    .replace(/\$\{(\w+)\}/g, (all, name: string) => values[name] ?? all)
  fs.writeFileSync(path.join(dir, 'site.conf'), site)
  const temp = (name: string) => `${name}_temp_path ${dir}/${name};`
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      asRoot ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events {}',
      `http { access_log off; ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')} include ${dir}/site.conf; }`,
    ].join('\n'),
  )
  const child = spawn(
    process.env.SMOKE_NGINX ?? 'nginx',
    ['-p', dir, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  cleanups.push(() => {
    if (child.exitCode === null) child.kill('SIGTERM')
  })
  return { url: `http://127.0.0.1:${ports.proxy}` }
}

// ---------------------------------------------------------------------------------------------
// HTTP as a browser would send it

interface Call {
  method?: string
  cookie?: string
  json?: unknown
  body?: BodyInit
  headers?: Record<string, string>
}

async function call(base: string, pathname: string, options: Call = {}): Promise<Response> {
  const headers: Record<string, string> = {
    origin: `http://127.0.0.1:${ports.proxy}`,
    ...options.headers,
  }
  if (options.cookie) headers.cookie = options.cookie
  let body = options.body
  if (options.json !== undefined) {
    body = JSON.stringify(options.json)
    headers['content-type'] = 'application/json'
  }
  return fetch(`${base}${pathname}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  })
}

async function json<T>(response: Response, expected: number, what: string): Promise<T> {
  const text = await response.text()
  if (response.status !== expected) {
    throw new Error(`${what}: expected ${expected}, got ${response.status}: ${text.slice(0, 300)}`)
  }
  return JSON.parse(text) as T
}

function cookieOf(response: Response): string {
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]!)
  if (!cookies.length) throw new Error('no session cookie')
  return cookies.join('; ')
}

/** The raw session token in a better-auth cookie (`token.signature`, URL-encoded). */
function tokenOf(cookie: string): string {
  const value = decodeURIComponent(cookie.split('=').slice(1).join('=').split(';')[0]!)
  return value.slice(0, value.lastIndexOf('.'))
}

async function waitFor<T>(
  what: string,
  ms: number,
  probe: () => Promise<T | undefined>,
): Promise<T> {
  const deadline = Date.now() + ms
  let last: unknown
  while (Date.now() < deadline) {
    try {
      const value = await probe()
      if (value !== undefined) return value
    } catch (error) {
      last = error
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`timed out after ${ms} ms waiting for ${what}${last ? `: ${String(last)}` : ''}`)
}

/** A mail's text with quoted-printable soft breaks and escapes undone. */
function mailText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

/** Reads a Server-Sent Events stream; `next(kind)` resolves at the next event of that kind. */
async function openStream(base: string, cookie: string) {
  const controller = new AbortController()
  const response = await fetch(`${base}/api/live`, {
    headers: { cookie },
    signal: controller.signal,
  })
  if (response.status !== 200) throw new Error(`live stream: ${response.status}`)
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  const events: string[] = []
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
      if (done) return
      buffer += value
      for (const match of buffer.matchAll(/^event: (.+)$/gm)) events.push(match[1]!)
      buffer = buffer.slice(buffer.lastIndexOf('\n') + 1)
    }
  })()
  return {
    seen: (kind: string) => events.includes(kind),
    close: async () => {
      controller.abort()
      await pump
    },
  }
}

// ---------------------------------------------------------------------------------------------
// The journey

const steps: { name: string; ms: number }[] = []
async function step(name: string, task: () => Promise<void>) {
  const started = performance.now()
  process.stdout.write(`  ${name} … `)
  await task()
  const ms = Math.round(performance.now() - started)
  steps.push({ name, ms })
  console.log(`ok (${ms} ms)`)
}

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message)
}

let instances: Instance[] = []
let smtp: TestSmtpServer | undefined

async function main() {
  console.log(`Production smoke test: ${appDir}, ports ${portBase}–${portBase + 5}`)
  const secret = randomBytes(32).toString('base64url')
  const postgres = await startPostgres()
  smtp = await startSmtpServer({ port: ports.smtp })
  cleanups.push(() => smtp?.close())
  const s3 = await startS3()
  instances = [startInstance('a', ports.a, secret), startInstance('b', ports.b, secret)]
  const proxy = startNginx()
  const [a, b] = instances as [Instance, Instance]
  const everywhere = [a.url, b.url, proxy.url]

  await step(
    'both instances start together on one empty database and answer through nginx',
    async () => {
      for (const base of everywhere) {
        await waitFor(`${base}/api/health`, 60_000, async () => {
          const response = await call(base, '/api/health')
          return response.status === 200 ? true : undefined
        })
        const health = await json<{ database: string }>(
          await call(base, '/api/health'),
          200,
          'health',
        )
        assert(health.database === 'postgres', `${base} is on ${health.database}`)
      }
      for (const instance of instances) {
        assert(
          !/Demo accounts|mailbox/i.test(instance.output()),
          `${instance.name} printed demo accounts`,
        )
      }
    },
  )

  await step('the demo routes answer 401 or 404 on both instances and through nginx', async () => {
    for (const base of everywhere) {
      const status = await call(base, '/api/demo/status')
      assert(status.status === 401, `${base} GET /api/demo/status: ${status.status}`)
      const setup = await call(base, '/api/demo/setup', { json: { mode: 'complete' } })
      assert(setup.status === 401, `${base} POST /api/demo/setup: ${setup.status}`)
      const mailbox = await call(base, '/dev/mailbox')
      assert([401, 404].includes(mailbox.status), `${base} /dev/mailbox: ${mailbox.status}`)
      assert(!(await mailbox.text()).includes('@'), `${base} /dev/mailbox shows addresses`)
    }
    const demoAdmin = await call(proxy.url, '/api/auth/sign-in/email', {
      json: { email: 'admin@demo.example.com', password: 'demo-admin-2026' },
    })
    assert(demoAdmin.status === 401, `the demo admin signs in: ${demoAdmin.status}`)
  })

  const admin = {
    email: `admin-${Date.now()}@smoke.example.com`,
    password: randomBytes(12).toString('base64url'),
  }
  let adminCookie = ''
  await step(
    'the first admin signs up, confirms by a mail delivered over SMTP, and signs in on A',
    async () => {
      await json(
        await call(proxy.url, '/api/auth/sign-up/email', {
          json: {
            email: admin.email,
            password: admin.password,
            name: 'Smoke Admin',
            fullName: 'Smoke Admin',
            companyName: 'Smoke Test Ltd',
            userRole: 'admin',
            termsAccepted: true,
          },
        }),
        200,
        'admin sign-up',
      )
      const link = await waitFor('the confirmation mail', 15_000, async () => {
        const mail = smtp!.mails.find((m) => m.to.includes(admin.email))
        return mail ? mailText(mail.raw).match(/https?:\/\/\S+verify-email\S+/)?.[0] : undefined
      })
      const verified = await call(proxy.url, new URL(link).pathname + new URL(link).search)
      assert([200, 302].includes(verified.status), `confirmation link: ${verified.status}`)
      adminCookie = cookieOf(
        await (async () => {
          const response = await call(a.url, '/api/auth/sign-in/email', { json: admin })
          assert(
            response.status === 200,
            `admin sign-in on A: ${response.status} ${await response.clone().text()}`,
          )
          return response
        })(),
      )
    },
  )

  await step('the session made on A works on B and through nginx', async () => {
    for (const base of [b.url, proxy.url, proxy.url]) {
      const me = await json<{ user: { email: string; role: string } | null }>(
        await call(base, '/api/me', { cookie: adminCookie }),
        200,
        `${base} /api/me`,
      )
      assert(me.user?.email === admin.email, `${base} sees ${JSON.stringify(me.user)}`)
    }
  })

  const reseller = { email: `reseller-${Date.now()}@smoke.example.com`, password: '' }
  const pdf = fs.readFileSync(path.join(root, 'e2e/fixtures/verification.pdf'))
  let applicationId = ''
  await step(
    'a reseller-hub application stored through nginx is read back on A and B (S3)',
    async () => {
      const form = new FormData()
      form.append(
        'application',
        JSON.stringify({
          companyName: 'Smoke Resale LLC',
          contactName: 'Riley Smoke',
          email: reseller.email,
          phone: '+1 (555) 010-2000',
          linkedIn: '',
          businessType: 'llc',
          einNumber: '12-3456789',
          amazonStoreLink: 'https://www.amazon.com/sp?seller=A1SMOKE',
          walmartStoreLink: '',
          ebayStoreLink: '',
          productCategories: ['electronics'],
          salesVolume: '50k_100k',
          feedbackScore: '98%',
          wholesaleBudget: '10k_25k',
        }),
      )
      form.append('document', new Blob([pdf], { type: 'application/pdf' }), 'verification.pdf')
      await json(
        await call(proxy.url, '/api/reseller-applications', { body: form }),
        201,
        'application',
      )
      const objects = fs.readdirSync(s3.directory, { recursive: true }).map(String)
      assert(
        objects.some((o) => o.endsWith('._S3rver_object')),
        'no object in the S3 store',
      )
      const list = await json<{ applications: { id: string; email: string }[] }>(
        await call(
          b.url,
          `/api/admin/reseller-applications?search=${encodeURIComponent(reseller.email)}`,
          {
            cookie: adminCookie,
          },
        ),
        200,
        'applications on B',
      )
      applicationId = list.applications.find((x) => x.email === reseller.email)?.id ?? ''
      assert(applicationId, 'the application is not listed on B')
      for (const base of [a.url, b.url]) {
        const document = await call(
          base,
          `/api/admin/reseller-applications/${applicationId}/document`,
          {
            cookie: adminCookie,
          },
        )
        assert(document.status === 200, `document on ${base}: ${document.status}`)
        assert(
          Buffer.from(await document.arrayBuffer()).equals(pdf),
          `the document read on ${base} differs`,
        )
      }
    },
  )

  let resellerCookie = ''
  let resellerId = ''
  await step('an admin on A creates the reseller account; the reseller signs in on B', async () => {
    const created = await json<{ temporaryPassword: string }>(
      await call(a.url, `/api/admin/reseller-applications/${applicationId}/account`, {
        cookie: adminCookie,
        json: {},
      }),
      200,
      'create account',
    )
    reseller.password = created.temporaryPassword
    const signedIn = await call(b.url, '/api/auth/sign-in/email', { json: reseller })
    assert(
      signedIn.status === 200,
      `reseller sign-in on B: ${signedIn.status} ${await signedIn.clone().text()}`,
    )
    resellerCookie = cookieOf(signedIn)
    const me = await json<{ user: { id: string } }>(
      await call(b.url, '/api/me', { cookie: resellerCookie }),
      200,
      'reseller /api/me',
    )
    resellerId = me.user.id
  })

  /** An admin on A allocates a new brand to the reseller; true once B's stream tells the reseller. */
  const allocationReachesB = async (within: number) => {
    const stream = await openStream(b.url, resellerCookie)
    try {
      return await waitFor('authorization.changed on B', within, async () => {
        const brand = await json<{ brand: { id: string } }>(
          await call(a.url, '/api/admin/brands', {
            cookie: adminCookie,
            json: {
              name: `Smoke Brand ${randomBytes(4).toString('hex')}`,
              contactEmail: `brand-${Date.now()}@smoke.example.com`,
            },
          }),
          201,
          'new brand',
        )
        const allocated = await call(a.url, `/api/admin/brands/${brand.brand.id}/allocations`, {
          cookie: adminCookie,
          json: { resellerId },
        })
        assert(allocated.status < 300, `allocation: ${allocated.status}`)
        await new Promise((r) => setTimeout(r, 1000))
        return stream.seen('authorization.changed') ? true : undefined
      })
    } finally {
      await stream.close()
    }
  }

  await step(
    'a live event published on A reaches the stream open on B (LISTEN/NOTIFY)',
    async () => {
      await allocationReachesB(10_000)
    },
  )

  await step(
    'with PostgreSQL down, signed-in and public calls answer 503 with Retry-After',
    async () => {
      await postgres.stop()
      for (const base of [a.url, b.url]) {
        const me = await call(base, '/api/me', { cookie: adminCookie })
        assert(
          me.status === 503,
          `${base} signed-in /api/me during the outage: ${me.status} ${await me.clone().text()}`,
        )
        assert(Number(me.headers.get('retry-after')) > 0, `${base} no Retry-After`)
        const body = await me.text()
        assert(!/\n\s+at /.test(body), `${base} answered a stack trace`)
        const health = await call(base, '/api/health')
        assert(health.status === 503, `${base} /api/health during the outage: ${health.status}`)
        const search = await call(base, '/api/search?q=kitchen')
        assert(
          search.status === 503,
          `${base} anonymous /api/search in the outage: ${search.status}`,
        )
        assert(Number(search.headers.get('retry-after')) > 0, `${base} no Retry-After on search`)
      }
    },
  )

  await step(
    'PostgreSQL back: both instances answer again without a restart, live events too',
    async () => {
      await postgres.start()
      for (const base of [a.url, b.url]) {
        await waitFor(`${base} after the outage`, 20_000, async () => {
          const me = await call(base, '/api/me', { cookie: adminCookie })
          if (me.status !== 200) return undefined
          const body = (await me.json()) as { user: { email: string } | null }
          return body.user?.email === admin.email ? true : undefined
        })
      }
      // Each instance's LISTEN connection reconnects with a growing delay (at most 10 s).
      await allocationReachesB(25_000)
    },
  )

  /**
   * Two writers an instance, each creating a brand and allocating it to the reseller (each a
   * transaction with its audit row) until told to stop, while PostgreSQL restarts; then until
   * both instances have written again. Every answer is a success or a 503 with Retry-After.
   */
  async function restartUnderWrites(mode: 'fast' | 'immediate') {
    const seen: { base: string; status: number; retryAfter: string | null; body: string }[] = []
    let running = true
    let restarted = false
    const wroteAfter = new Set<string>()
    const writer = async (base: string) => {
      try {
        await writes(base)
      } catch (error) {
        // The connection refused or cut: the instance is gone (checked below, with its output).
        seen.push({ base, status: 0, retryAfter: null, body: String(error) })
      }
    }
    const writes = async (base: string) => {
      while (running) {
        const answered = async (response: Response) => {
          const outcome = {
            base,
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
            body: await response.text(),
          }
          seen.push(outcome)
          if (restarted && outcome.status < 300) wroteAfter.add(base)
          return outcome
        }
        const created = await answered(
          await call(base, '/api/admin/brands', {
            cookie: adminCookie,
            json: {
              name: `Restart Brand ${randomBytes(4).toString('hex')}`,
              contactEmail: `restart-${randomBytes(4).toString('hex')}@smoke.example.com`,
            },
          }),
        )
        if (created.status !== 201) continue
        const { brand } = JSON.parse(created.body) as { brand: { id: string } }
        await answered(
          await call(base, `/api/admin/brands/${brand.id}/allocations`, {
            cookie: adminCookie,
            json: { resellerId },
          }),
        )
      }
    }
    const loops = [a.url, b.url, a.url, b.url].map(writer)
    try {
      await new Promise((r) => setTimeout(r, 500))
      assert(seen.length > 0, 'no write answered before the restart')
      const before = seen.length
      await postgres.restart(mode)
      restarted = true
      await waitFor('writes on both instances after the restart', 20_000, async () =>
        wroteAfter.size === 2 ||
        instances.some((i) => i.process.exitCode !== null || i.process.signalCode !== null)
          ? true
          : undefined,
      )
      running = false
      await Promise.all(loops)
      for (const instance of instances) {
        assert(
          instance.process.exitCode === null && instance.process.signalCode === null,
          `${instance.name} exited during the restart: ${instance.output().slice(-1500)}`,
        )
      }
      const during = seen.slice(before)
      const unavailable = during.filter((o) => o.status === 503)
      assert(unavailable.length > 0, 'no write was caught by the restart')
      for (const o of unavailable) {
        assert(Number(o.retryAfter) > 0, `${o.base} answered 503 without Retry-After`)
      }
      const wrong = during.filter((o) => o.status >= 300 && o.status !== 503)
      assert(
        wrong.length === 0,
        `answers during the restart: ${wrong.map((o) => `${o.base} ${o.status} ${o.body.slice(0, 200)}`).join('; ')}`,
      )
      assert(!during.some((o) => /\n\s+at /.test(o.body)), 'a stack trace was answered')
    } finally {
      running = false
      await Promise.allSettled(loops)
    }
  }

  for (const mode of ['fast', 'immediate'] as const) {
    await step(
      `PostgreSQL restarted (-m ${mode}) with writes in flight on both instances: both live, answer 503 with Retry-After, and write again`,
      async () => {
        await restartUnderWrites(mode)
      },
    )
  }

  await step('no session token, password or secret reached either log', async () => {
    const secrets = [
      tokenOf(adminCookie),
      tokenOf(resellerCookie),
      admin.password,
      reseller.password,
      secret,
    ]
    for (const instance of instances) {
      const log = instance.output()
      for (const value of secrets)
        assert(!log.includes(value), `${instance.name}'s log holds a secret`)
      if (process.env.SMOKE_SHOW_LOGS) console.log(`\n--- ${instance.name} ---\n${log}`)
    }
    // Not a vacuous check: the outage logged the failed session lookup, whose parameter is the
    // session token, with its parameters taken out.
    assert(
      instances.some((i) => i.output().includes('params: [REDACTED]')),
      'the outage logged no failed query',
    )
  })

  await step('SIGTERM stops each instance cleanly within 5 s', async () => {
    for (const instance of instances) {
      const exited = new Promise<number | null>((resolve) => instance.process.once('exit', resolve))
      instance.process.kill('SIGTERM')
      const code = await Promise.race([
        exited,
        new Promise((r) => setTimeout(() => r('timeout'), 5000)),
      ])
      assert(code === 0, `${instance.name} exited with ${String(code)}`)
    }
  })

  console.log(
    `Production smoke test passed: ${steps.length} steps in ${steps.reduce((s, x) => s + x.ms, 0)} ms`,
  )
  // Counted in .ci/run's summary line, in the shape of a vitest report.
  if (process.env.SMOKE_JSON) {
    fs.writeFileSync(
      process.env.SMOKE_JSON,
      JSON.stringify({ numPassedTests: steps.length, numFailedTests: 0, numPendingTests: 0 }),
    )
  }
}

async function cleanup() {
  for (const task of cleanups.reverse()) await Promise.resolve(task()).catch(() => {})
  fs.rmSync(work, { recursive: true, force: true })
}

try {
  await main()
  await cleanup()
} catch (error) {
  console.log('FAILED')
  console.error(error instanceof Error ? error.message : error)
  for (const instance of instances) {
    console.error(
      `\n--- instance ${instance.name}, last output ---\n${instance.output().slice(-4000)}`,
    )
  }
  await cleanup()
  process.exit(1)
}
