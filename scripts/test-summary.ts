/**
 * Adds up the JSON reports of vitest and Playwright and prints one line 'tests: N passed, N failed'
 * (exit 1 when anything failed or nothing ran).
 */
import fs from 'node:fs'

interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests?: number
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
}

let passed = 0
let failed = 0
let skipped = 0
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as VitestReport | PlaywrightReport
  if ('stats' in report) {
    passed += report.stats.expected
    failed += report.stats.unexpected + report.stats.flaky
    skipped += report.stats.skipped
  } else {
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests ?? 0
  }
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
