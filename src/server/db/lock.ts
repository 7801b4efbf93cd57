import fs from 'node:fs'
import path from 'node:path'

export interface DirectoryLock {
  release(): void
}

export class DatabaseLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is already in use by process ${pid}. ` +
        'Stop that process first (two processes on one data directory would corrupt it), ' +
        'or set DATA_DIR to another directory.',
    )
    this.name = 'DatabaseLockedError'
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes `<dir>/.lock` with an exclusive create. A lock left by a process that no longer runs
 * is taken over; one held by a live process makes this throw DatabaseLockedError.
 */
export function acquireDirectoryLock(dir: string): DirectoryLock {
  const lockPath = path.join(dir, '.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx')
      fs.writeSync(fd, String(process.pid))
      fs.closeSync(fd)
      let released = false
      const release = () => {
        if (released) return
        released = true
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath)
        } catch {
          // Already gone: nothing to release.
        }
      }
      process.once('exit', release)
      return { release }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10)
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DatabaseLockedError(dir, holder)
      }
      fs.rmSync(lockPath, { force: true })
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`)
}
