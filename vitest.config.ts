import os from 'node:os'
import { defineConfig } from 'vitest/config'

// .ci/run asks for a JSON report beside the console one, for its summary line.
const json = process.env.VITEST_JSON

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where the
    // files then leave half the machine idle while each waits on its database.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    reporters: json ? ['default', 'json'] : ['default'],
    outputFile: json ? { json } : undefined,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/server/**/*.api.test.ts', 'src/client/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.api.test.ts'],
          environment: 'node',
          // Each file builds its own app on its own database, and module state is per app (kept
          // in WeakMaps keyed by it), so the files of a worker share their modules: evaluating
          // the server's module graph again for every file was a third of the API tests' CPU.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
