import { defineConfig } from '@playwright/test'
import os from 'node:os'
import path from 'node:path'

/**
 * Journeys run in Debian's Chromium (browser downloads fail on these machines) against a
 * production build served by the real server on a fresh embedded database.
 */
const port = Number(process.env.E2E_PORT ?? 3100)
/**
 * E2E_BASE_URL runs the journeys against a server already running there (a developer's
 * `npm run dev`, on its own PORT, VITE_PORT and DATA_DIR) instead of starting the two below.
 */
const external = process.env.E2E_BASE_URL
const baseURL = external ?? `http://localhost:${port}`
const dataDir = path.join(os.tmpdir(), `marketplace-e2e-${port}`)
/**
 * A second server whose SMTP server is unreachable (a closed loopback port), for the journeys
 * that prove a submission survives a mail failure. Its URL reaches tests as MAIL_DOWN_URL.
 */
const mailDownPort = port + 1
export const mailDownURL = `http://localhost:${mailDownPort}`
process.env.MAIL_DOWN_URL = mailDownURL
/** The inbound e-mail webhook's shared secret on both servers; journeys read it from the env. */
const inboundEmailSecret = 'e2e-inbound-email-secret-0123456789'
process.env.E2E_INBOUND_EMAIL_SECRET = inboundEmailSecret
/**
 * E2E_DATABASE_URL (a PostgreSQL server; .ci/run sets it) puts the two servers on databases of
 * their own there, created afresh, instead of on the embedded database. Demo mode and the demo
 * seed are then asked for, as they are on by default only for the embedded database.
 */
function databaseFor(name: string): Record<string, string> {
  const server = process.env.E2E_DATABASE_URL
  if (!server) return {}
  const url = new URL(server)
  url.pathname = `/${name}`
  return { DATABASE_URL: url.toString(), DEMO_MODE: 'true', SEED_DEMO: 'true' }
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // 3 on CI's 2 cores: a journey spends part of its time waiting on the server or a timer, and
  // a third worker fills it (the full run took 14.8 min with 3 against 17.5 with 2; 4 added
  // nothing and made sign-ins time out).
  workers: process.env.CI ? 3 : undefined,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.E2E_JSON
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]]
    : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    // No trace on CI, which keeps only the printed report (a failure prints its screen, see
    // e2e/support/fixtures.ts): recording one for every journey cost a quarter of the run (15
    // journeys took 2.5 min without and 3.4 min with, and 31 % more CPU). E2E_TRACE=on brings it back.
    trace: process.env.E2E_TRACE === 'on' ? 'on' : process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: external
    ? []
    : [
        {
          command: `node --import tsx e2e/support/start-server.ts`,
          url: `${baseURL}/api/health`,
          reuseExistingServer: false,
          timeout: 90_000,
          stdout: 'pipe',
          env: {
            PORT: String(port),
            APP_URL: baseURL,
            DATA_DIR: dataDir,
            E2E_FRESH_DATA: '1',
            LOG_LEVEL: 'warn',
            INBOUND_EMAIL_SECRET: inboundEmailSecret,
            // Journeys are distinct clients (see e2e/support/fixtures.ts).
            TRUST_PROXY: 'true',
            // The monitoring journey points Keepa at a local server of its own (a base URL).
            MONITORING_BASE_URLS: 'allow',
            ...databaseFor(`marketplace_e2e_${port}`),
          },
        },
        {
          command: `node --import tsx e2e/support/start-server.ts`,
          url: `${mailDownURL}/api/health`,
          reuseExistingServer: false,
          timeout: 90_000,
          env: {
            PORT: String(mailDownPort),
            APP_URL: mailDownURL,
            DATA_DIR: `${dataDir}-mail-down`,
            E2E_FRESH_DATA: '1',
            LOG_LEVEL: 'error',
            INBOUND_EMAIL_SECRET: inboundEmailSecret,
            TRUST_PROXY: 'true',
            ...databaseFor(`marketplace_e2e_${mailDownPort}`),
            // Port 9 (discard) is closed on loopback: every send fails fast.
            SMTP_URL: 'smtp://127.0.0.1:9?connectionTimeout=2000',
          },
        },
      ],
})
