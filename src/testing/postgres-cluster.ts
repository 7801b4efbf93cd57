/**
 * A throwaway PostgreSQL cluster on loopback (initdb, then pg_ctl), for the tests and scripts
 * that must stop, restart or kill the server itself: the production smoke test and the restart
 * test of the database client. Run as root (as CI does), the cluster belongs to the postgres
 * user, since PostgreSQL refuses to run as root.
 *
 * Restarts run asynchronously, so that the caller's event loop keeps serving requests while the
 * server goes down and comes back, which is the whole point of a restart test.
 */
import { execFile, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const execFileAsync = promisify(execFile)

/** PostgreSQL's shutdown modes (pg_ctl -m): fast ends sessions cleanly, immediate aborts them. */
export type ShutdownMode = 'fast' | 'immediate'

export interface PostgresCluster {
  port: number
  /** postgres://postgres@127.0.0.1:port/postgres */
  url: string
  start(): Promise<void>
  stop(mode?: ShutdownMode): Promise<void>
  /** Stops the server in `mode` and starts it again; resolves once it accepts connections. */
  restart(mode: ShutdownMode): Promise<void>
  /** Stops the server (immediate) and removes its files. */
  remove(): Promise<void>
}

/** PostgreSQL's bin folder: PG_BIN, else the newest under /usr/lib/postgresql; null if none. */
export function postgresBin(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN
  const root = '/usr/lib/postgresql'
  if (!fs.existsSync(root)) return null
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b))
  return versions.length ? path.join(root, versions.at(-1)!, 'bin') : null
}

const asRoot = () => process.getuid?.() === 0

function postgresIds(): [number, number] {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'))
  if (!line) throw new Error('there is no postgres user on this machine to run PostgreSQL as')
  const [, , uid, gid] = line.split(':')
  return [Number(uid), Number(gid)]
}

/** The command, run as the postgres user when we are root. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return asRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
}

/** A loopback port free right now (PostgreSQL takes it a moment later). */
export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

export async function startPostgresCluster(
  options: { port?: number; directory?: string } = {},
): Promise<PostgresCluster> {
  const bin = postgresBin()
  if (!bin) throw new Error('PostgreSQL is not installed (no initdb under /usr/lib/postgresql)')
  const port = options.port ?? (await freePort())
  const dir = options.directory ?? fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-pg-'))
  fs.mkdirSync(dir, { recursive: true })
  if (asRoot()) {
    // The postgres user must reach the folder through the ones above it, and own it.
    fs.chmodSync(dir, 0o711)
    fs.chownSync(dir, ...postgresIds())
  }
  const data = path.join(dir, 'data')
  const [initdb, initArgs] = asPostgres(path.join(bin, 'initdb'), [
    '-D',
    data,
    '--auth=trust',
    '-U',
    'postgres',
  ])
  const created = spawnSync(initdb, initArgs, { encoding: 'utf8' })
  if (created.status !== 0) throw new Error(`initdb failed: ${created.stderr || created.stdout}`)

  const ctl = async (...args: string[]) => {
    const [command, argv] = asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, ...args])
    try {
      await execFileAsync(command, argv, { encoding: 'utf8' })
    } catch (error) {
      const e = error as { stderr?: string; stdout?: string; message: string }
      throw new Error(`pg_ctl ${args.join(' ')} failed: ${e.stderr || e.stdout || e.message}`)
    }
  }
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
  const start = () => ctl('-l', path.join(dir, 'log'), '-w', '-o', serverOptions, 'start')
  const stop = (mode: ShutdownMode = 'fast') => ctl('-m', mode, '-w', 'stop')
  await start()
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    restart: async (mode) => {
      await stop(mode)
      await start()
    },
    remove: async () => {
      await stop('immediate').catch(() => {})
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
