/**
 * A load generator in its own process, as real callers are: `connections` keep-alive HTTP
 * connections, each sending its next GET as soon as the last one answered, for `durationMs`.
 * Run by scripts/bench/reseller-brands.ts; the input comes as JSON in argv[2], the latencies go
 * out as JSON on stdout.
 */
import http from 'node:http'

export interface LoadInput {
  origin: string
  cookie: string
  paths: string[]
  connections: number
  durationMs: number
}

export interface LoadOutput {
  latencies: number[]
  errors: number
}

function get(agent: http.Agent, url: URL, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { cookie } }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
      response.on('error', reject)
    })
    request.on('error', reject)
  })
}

async function run(input: LoadInput): Promise<LoadOutput> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: input.connections })
  const latencies: number[] = []
  let errors = 0
  let next = 0
  const end = performance.now() + input.durationMs
  await Promise.all(
    Array.from({ length: input.connections }, async () => {
      while (performance.now() < end) {
        const url = new URL(input.paths[next++ % input.paths.length]!, input.origin)
        const begun = performance.now()
        const status = await get(agent, url, input.cookie).catch(() => 0)
        latencies.push(performance.now() - begun)
        if (status !== 200) errors++
      }
    }),
  )
  agent.destroy()
  return { latencies, errors }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const output = await run(JSON.parse(process.argv[2]!) as LoadInput)
  process.stdout.write(JSON.stringify(output))
}
