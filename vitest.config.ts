import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

/**
 * Client test files that need modules of their own: those that replace a module with `vi.mock`
 * (in a shared registry the mock would reach the files after them, and miss a module a file
 * before them had loaded), and those that use sonner's toasts, whose store is module state that a
 * late answer from the file before could still write to. Every other client file shares its
 * worker's jsdom and modules (src/client/test-setup.ts empties them after each test), which took
 * the client tests from 177 s to about 65 s: setting up jsdom and importing React again for each
 * of 77 files was two thirds of their time.
 */
const clientFilesWithOwnModules = fs
  .readdirSync('src/client', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.join('src/client', file))
  .filter((file) => /vi\.mock\(|from 'sonner'/.test(fs.readFileSync(file, 'utf8')))

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
          exclude: clientFilesWithOwnModules,
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['src/client/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'client-own-modules',
          include: clientFilesWithOwnModules,
          environment: 'jsdom',
          setupFiles: ['src/client/test-setup.ts'],
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
