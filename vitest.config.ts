import { defineConfig } from 'vitest/config'

// .ci/run asks for a JSON report beside the console one, for its summary line.
const json = process.env.VITEST_JSON

export default defineConfig({
  test: {
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
