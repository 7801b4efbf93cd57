/**
 * A load generator in its own process, as real callers are: autocannon keeps `connections`
 * keep-alive HTTP connections, each sending its next GET as soon as the last one answered, for
 * `warmUpMs` not measured (the server's JIT compiles its hot paths) and then `durationMs`
 * measured. autocannon rather than Node's own http client: it parses answers with a fraction of
 * the CPU (0.11–0.15 ms a call against 0.3 ms here), and on a 2-core machine the client's CPU is
 * the server's loss. Run by scripts/bench/reseller-brands.ts; the input comes as JSON in argv[2],
 * the latencies go out as JSON on stdout.
 */
import autocannon from 'autocannon'

export interface LoadInput {
  origin: string
  cookie: string
  /** Sent with every request besides the cookie (e.g. Accept-Encoding). */
  headers: Record<string, string>
  paths: string[]
  connections: number
  warmUpMs: number
  durationMs: number
}

export interface LoadOutput {
  latencies: number[]
  errors: number
}

async function run(input: LoadInput): Promise<LoadOutput> {
  const latencies: number[] = []
  let errors = 0
  const measureFrom = performance.now() + input.warmUpMs
  const instance = autocannon({
    url: input.origin,
    connections: input.connections,
    duration: (input.warmUpMs + input.durationMs) / 1000,
    headers: { ...input.headers, cookie: input.cookie },
    requests: input.paths.map((path) => ({ method: 'GET', path })),
  })
  instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    // Only requests sent after the warm-up count.
    if (performance.now() - responseTimeMs < measureFrom) return
    latencies.push(responseTimeMs)
    if (statusCode !== 200) errors++
  })
  const result = await instance
  return { latencies, errors: errors + result.errors + result.timeouts }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const output = await run(JSON.parse(process.argv[2]!) as LoadInput)
  process.stdout.write(JSON.stringify(output))
}
