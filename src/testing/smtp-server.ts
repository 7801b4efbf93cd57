/**
 * A real SMTP server (the `smtp-server` package) on loopback for API tests: plain SMTP without
 * TLS or authentication, keeping every accepted message as received (raw, CRLF line endings).
 */
import { createServer, type AddressInfo, type Socket } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  from: string
  to: string[]
  /** The message as it came over DATA: headers and body. */
  raw: string
}

export interface TestSmtpServer {
  port: number
  /** The raw message of every accepted mail, in order of arrival. */
  received: string[]
  /** The same mails with their envelope. */
  mails: ReceivedMail[]
  /** While true, every message is answered with a temporary failure (451) and not kept. */
  refuse: (refusing: boolean) => void
  close: () => Promise<void>
}

/** Listens on `port` (0: any free one), so that a test can stop SMTP and bring it back there. */
export function startSmtpServer(options: { port?: number } = {}): Promise<TestSmtpServer> {
  const received: string[] = []
  const mails: ReceivedMail[] = []
  let refusing = false
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', callback)
      stream.on('end', () => {
        if (refusing) {
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 })
          callback(error)
          return
        }
        const raw = Buffer.concat(chunks).toString('utf8')
        const envelope = session.envelope
        received.push(raw)
        mails.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((r) => r.address),
          raw,
        })
        callback()
      })
    },
  })
  return new Promise((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo
      resolve({
        port,
        received,
        mails,
        refuse: (value) => {
          refusing = value
        },
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}

/** A loopback port that nothing listens on (for now): SMTP there is down until started. */
export async function freeSmtpPort(): Promise<number> {
  const probe = await startSmtpServer()
  await probe.close()
  return probe.port
}

export interface SilentSmtpServer {
  port: number
  /** Connections accepted so far (each one left waiting for a greeting). */
  connections: () => number
  close: () => Promise<void>
}

/**
 * An "SMTP server" that accepts connections and never says a word: no 220 greeting, so a
 * client waits for its greeting timeout (nodemailer's default: 30 s). A plain TCP server, the
 * truest form of a mail server that hangs.
 */
export function startSilentSmtpServer(): Promise<SilentSmtpServer> {
  const sockets = new Set<Socket>()
  let accepted = 0
  const server = createServer((socket) => {
    accepted += 1
    sockets.add(socket)
    socket.on('error', () => {})
    socket.on('close', () => sockets.delete(socket))
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        port,
        connections: () => accepted,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy()
            server.close(() => done())
          }),
      })
    })
  })
}
