import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { acquireDirectoryLock, DatabaseLockedError, type DirectoryLock } from './lock.ts'

let dir: string
const held: DirectoryLock[] = []
const children: ChildProcess[] = []

const lockFile = () => path.join(dir, '.lock')
const acquire = () => {
  const lock = acquireDirectoryLock(dir)
  held.push(lock)
  return lock
}

/** A process that stays alive until killed. */
function liveProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  children.push(child)
  return child
}

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  await new Promise((resolve) => child.once('exit', resolve))
  return child.pid!
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'))
})

afterEach(() => {
  for (const lock of held.splice(0)) lock.release()
  for (const child of children.splice(0)) child.kill()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('acquireDirectoryLock', () => {
  test('writes this process id into <dir>/.lock', () => {
    acquire()
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid))
  })

  test('a second acquire in the same process throws DatabaseLockedError', () => {
    acquire()
    expect(() => acquireDirectoryLock(dir)).toThrow(DatabaseLockedError)
    // The first lock is untouched.
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid))
  })

  test('a lock held by another live process throws, with a clear message', () => {
    const other = liveProcess()
    fs.writeFileSync(lockFile(), String(other.pid))
    let error: unknown
    try {
      acquireDirectoryLock(dir)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(DatabaseLockedError)
    const message = (error as Error).message
    expect(message).toContain(dir)
    expect(message).toContain(`process ${other.pid}`)
    expect(message).toMatch(/already in use/)
    expect(message).toMatch(/DATA_DIR/)
    expect((error as Error).name).toBe('DatabaseLockedError')
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(other.pid))
  })

  test('the stale lock of a dead process is taken over', async () => {
    fs.writeFileSync(lockFile(), String(await deadPid()))
    acquire()
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid))
  })

  test('a lock file with our pid that this process does not hold is stale (restarted container)', () => {
    fs.writeFileSync(lockFile(), String(process.pid))
    acquire()
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid))
  })

  test('an unreadable lock file is taken over', () => {
    fs.writeFileSync(lockFile(), 'not a pid')
    acquire()
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid))
  })

  test('release removes the lock file and frees the directory', () => {
    const lock = acquireDirectoryLock(dir)
    lock.release()
    expect(fs.existsSync(lockFile())).toBe(false)
    acquire()
    expect(fs.existsSync(lockFile())).toBe(true)
  })

  test('release is idempotent and never removes a lock someone else took since', () => {
    const lock = acquireDirectoryLock(dir)
    lock.release()
    const other = liveProcess()
    fs.writeFileSync(lockFile(), String(other.pid))
    lock.release()
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(other.pid))
  })

  test('another directory is independent', () => {
    acquire()
    const second = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'))
    try {
      const lock = acquireDirectoryLock(second)
      lock.release()
    } finally {
      fs.rmSync(second, { recursive: true, force: true })
    }
  })
})
