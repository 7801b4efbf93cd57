/**
 * pg-boss 10 on the app's own database (decision 019): the adapter carries pg-boss's schema
 * creation, its multi-statement maintenance and a job's whole life on in-memory PGlite and on
 * PostgreSQL (a cluster of its own where PostgreSQL is installed); the error listener; the
 * bounded stop; orphaned jobs of a dead process failed (and so retried) at start on PGlite.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { bothDatabases } from '#testing/both-databases.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { JOBS_SCHEMA, JOBS_STOP_WAIT_MS, jobsDbAdapter, startJobs } from './boss.ts'

const databases = bothDatabases()

describe.each(databases)('on $name', ({ skip, appOptions }) => {
  let t: TestApp
  beforeAll(async () => {
    if (skip) return
    t = await createTestApp({}, appOptions())
  }, 60_000)
  afterAll(async () => {
    await t?.close()
  })

  test.skipIf(skip)(
    'starts on the migrated database and works a job through the adapter',
    async () => {
      const jobs = await startJobs(t.deps, { schedule: false })
      try {
        const { boss } = jobs
        expect(await boss.isInstalled()).toBe(true)
        await boss.createQueue('boss-test')
        const seen: unknown[] = []
        await boss.work<{ n: number }>(
          'boss-test',
          { pollingIntervalSeconds: 0.5 },
          async ([job]) => {
            seen.push(job!.data)
          },
        )
        const id = await boss.send('boss-test', { n: 7 })
        expect(id).toBeTruthy()
        await vi.waitFor(() => expect(seen).toEqual([{ n: 7 }]), { timeout: 10_000, interval: 100 })
        await vi.waitFor(
          async () => expect((await boss.getJobById('boss-test', id!))?.state).toBe('completed'),
          { timeout: 5_000, interval: 100 },
        )
        // Maintenance is several statements without parameters (BEGIN; SET LOCAL …; COMMIT).
        await expect(boss.maintain()).resolves.not.toThrow()
        // pg-boss's tables are in a schema of their own, beside the app's.
        const { rows } = await boss
          .getDb()
          .executeSql(
            `select count(*)::int as n from information_schema.tables where table_schema = $1`,
            [JOBS_SCHEMA],
          )
        expect((rows[0] as { n: number }).n).toBeGreaterThan(3)
      } finally {
        await jobs.stop()
      }
    },
    60_000,
  )

  test.skipIf(skip)('pg-boss errors go to the logger, never end the process', async () => {
    const jobs = await startJobs(t.deps, { schedule: false })
    const logged = vi.spyOn(t.deps.logger, 'error')
    try {
      jobs.boss.emit('error', new Error('a fetch failed'))
      expect(logged).toHaveBeenCalledWith('background jobs: a fetch failed')
    } finally {
      logged.mockRestore()
      await jobs.stop()
    }
  })

  test.skipIf(skip)(
    'stop waits for a job under way only up to its bound',
    async () => {
      const jobs = await startJobs(t.deps, { schedule: false })
      await jobs.boss.createQueue('boss-stuck')
      let started = false
      await jobs.boss.work('boss-stuck', { pollingIntervalSeconds: 0.5 }, async () => {
        started = true
        await new Promise(() => {})
      })
      await jobs.boss.send('boss-stuck', {})
      await vi.waitFor(() => expect(started).toBe(true), { timeout: 10_000, interval: 100 })
      const before = Date.now()
      await jobs.stop()
      expect(Date.now() - before).toBeLessThan(JOBS_STOP_WAIT_MS + 3_000)
    },
    30_000,
  )
})

describe.each(databases)('on $name, once closed', ({ skip, appOptions }) => {
  test.skipIf(skip)(
    'a late worker’s statement gets no rows rather than a rejection nobody catches',
    async () => {
      const own = await createTestApp({}, appOptions())
      const adapter = jobsDbAdapter(own.deps.database)
      expect((await adapter.executeSql('select 1 as one', [])).rows).toEqual([{ one: 1 }])
      await own.close()
      await expect(
        adapter.executeSql(`update ${JOBS_SCHEMA}.job set state = 'failed' where id = $1`, [
          '00000000-0000-4000-8000-000000000000',
        ]),
      ).resolves.toEqual({ rows: [] })
    },
    60_000,
  )
})

describe('on PGlite, at start', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({}, { embedded: true })
  }, 60_000)
  afterAll(async () => {
    await t?.close()
  })

  test('a job left active by a process that died is failed, and so retried at once', async () => {
    const first = await startJobs(t.deps, { schedule: false })
    await first.boss.createQueue('boss-orphan', {
      name: 'boss-orphan',
      retryLimit: 2,
      retryDelay: 0,
    })
    const id = await first.boss.send('boss-orphan', { n: 1 })
    // Fetched and never completed: what a worker of a killed process leaves behind.
    const [fetched] = await first.boss.fetch('boss-orphan')
    expect(fetched?.id).toBe(id)
    await first.stop({ graceful: false })
    expect((await first.boss.getJobById('boss-orphan', id!))?.state).toBe('active')

    const second = await startJobs(t.deps, { schedule: false })
    try {
      const job = await second.boss.getJobById('boss-orphan', id!, { includeArchive: false })
      expect(job?.state).toBe('retry')
      const [again] = await second.boss.fetch('boss-orphan')
      expect(again?.id).toBe(id)
    } finally {
      await second.stop()
    }
  }, 60_000)
})
