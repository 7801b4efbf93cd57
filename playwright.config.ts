import { defineConfig } from '@playwright/test'
import os from 'node:os'
import path from 'node:path'

/**
 * Journeys run in Debian's Chromium (browser downloads fail on these machines) against a
 * production build served by the real server on a fresh embedded database.
 */
const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://localhost:${port}`
const dataDir = path.join(os.tmpdir(), `marketplace-e2e-${port}`)

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.E2E_JSON
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]]
    : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
  webServer: {
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
    },
  },
})
