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
 * Locks this process holds. A lock file with our own pid is stale (left by an earlier process
 * that had the same pid, as in a restarted container) unless it is one of these: two PGlite
 * instances of one process on one directory corrupt it just as two processes would.
 */
const heldByThisProcess = new Set<string>()

/**
 * Takes `<dir>/.lock` with an exclusive create. A lock left by a process that no longer runs
 * is taken over; one held by a live process (this one included) throws DatabaseLockedError.
 */
export function acquireDirectoryLock(dir: string): DirectoryLock {
  const lockPath = path.join(dir, '.lock')
  if (heldByThisProcess.has(path.resolve(lockPath))) {
    throw new DatabaseLockedError(dir, process.pid)
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx')
      fs.writeSync(fd, String(process.pid))
      fs.closeSync(fd)
      heldByThisProcess.add(path.resolve(lockPath))
      let released = false
      const release = () => {
        if (released) return
        released = true
        heldByThisProcess.delete(path.resolve(lockPath))
        process.off('exit', release)
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
