/** A fake SMTP server on loopback for API tests: accepts every message and keeps its DATA. */
import net from 'node:net'

/** Speaks just enough SMTP (no TLS, no auth) to accept messages, and keeps their DATA. */
export function startSmtpServer(): Promise<{
  port: number
  received: string[]
  close: () => Promise<void>
}> {
  const received: string[] = []
  const server = net.createServer((socket) => {
    let buffer = ''
    let inData = false
    socket.write('220 localhost test SMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      let index: number
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index)
        buffer = buffer.slice(index + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            socket.write('250 2.0.0 queued\r\n')
          } else {
            received[received.length - 1] += `${line}\n`
          }
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 localhost\r\n')
        else if (verb === 'DATA') {
          inData = true
          received.push('')
          socket.write('354 go ahead\r\n')
        } else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 OK\r\n')
      }
    })
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      resolve({ port, received, close: () => new Promise((r) => server.close(() => r())) })
    })
  })
}
