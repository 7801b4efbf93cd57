/**
 * A load generator in its own process, as real callers are: autocannon keeps `connections`
 * keep-alive HTTP connections, each sending its next GET as soon as the last one answered, for
 * `warmUpMs` not measured (the server's JIT compiles its hot paths) and then `durationMs`
 * measured. autocannon rather than Node's own http client: it parses answers with a fraction of
 * the CPU (0.11–0.15 ms a call against 0.3 ms here), and on a 2-core machine the client's CPU is
 * the server's loss. Run by scripts/bench/reseller-brands.ts and scripts/bench/brand-search.ts;
 * the input comes as JSON in argv[2] (or on stdin when there is none: a long stream of requests is
 * more than one argument may hold), the latencies go out as JSON on stdout.
 */
import autocannon, { type RequestData } from 'autocannon'

/** One request of a shared stream: its path, its own headers (a caller's cookie) and a label. */
export interface LoadRequest {
  path: string
  headers?: Record<string, string>
  /** The figures are also given per kind (e.g. the endpoint). */
  kind?: string
}

export interface LoadInput {
  origin: string
  /** Sent with every request that does not name its own; '' for none. */
  cookie: string
  /** Sent with every request besides the cookie (e.g. Accept-Encoding). */
  headers: Record<string, string>
  /** Every connection sends these in turn, from the first: the same sequence on each. */
  paths: string[]
  /**
   * Instead of `paths`: one sequence shared by all the connections, so that each request is sent
   * once (a stream of distinct queries) until the load outlasts it and it starts over.
   */
  requests?: LoadRequest[]
  connections: number
  warmUpMs: number
  durationMs: number
}

export interface KindFigures {
  latencies: number[]
  /** When each of `latencies` was sent, in ms since the load began (warm-up included). */
  sentAtMs: number[]
  errors: number
}

export interface LoadOutput {
  latencies: number[]
  /** When each of `latencies` was sent, in ms since the load began (warm-up included). */
  sentAtMs: number[]
  errors: number
  /** With `requests`: how many were sent, warm-up included (past requests.length some repeat). */
  sent?: number
  /** With `requests`: the measured latencies and errors of each kind. */
  byKind?: Record<string, KindFigures>
  /** The CPU this process used while it sent (user and system), in seconds. */
  cpuSeconds: number
}

/** One autocannon request that takes the next of `stream` each time it is built. */
function sharedStream(stream: LoadRequest[], onSent: (count: number) => void) {
  let next = 0
  return {
    method: 'GET',
    path: stream[0]!.path,
    setupRequest: (request: RequestData, context: Record<string, unknown>): RequestData => {
      const item = stream[next % stream.length]!
      next += 1
      onSent(next)
      // A client's context lives until its next request is built: the answer's kind.
      context.kind = item.kind ?? 'all'
      return { ...request, path: item.path, headers: { ...request.headers, ...item.headers } }
    },
  }
}

async function run(input: LoadInput): Promise<LoadOutput> {
  const latencies: number[] = []
  const sentAtMs: number[] = []
  let errors = 0
  let sent = 0
  const byKind: Record<string, KindFigures> = {}
  // Set by onResponse just before autocannon emits the same answer's 'response'.
  let answeredKind = 'all'
  // A first line, whitespace to JSON.parse, tells the caller the load begins now.
  process.stdout.write('\n')
  const began = performance.now()
  const measureFrom = began + input.warmUpMs
  const cpuFrom = process.cpuUsage()
  const requests = input.requests
    ? [
        {
          ...sharedStream(input.requests, (count) => (sent = count)),
          onResponse: (_status: number, _body: string, context: Record<string, unknown>) => {
            answeredKind = String(context.kind)
          },
        },
      ]
    : input.paths.map((path) => ({ method: 'GET', path }))
  const instance = autocannon({
    url: input.origin,
    connections: input.connections,
    duration: (input.warmUpMs + input.durationMs) / 1000,
    headers: input.cookie ? { ...input.headers, cookie: input.cookie } : input.headers,
    requests,
  })
  instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    // Only requests sent after the warm-up count.
    const sentAt = performance.now() - responseTimeMs
    if (sentAt < measureFrom) return
    latencies.push(responseTimeMs)
    sentAtMs.push(sentAt - began)
    if (statusCode !== 200) errors++
    if (!input.requests) return
    const kind = (byKind[answeredKind] ??= { latencies: [], sentAtMs: [], errors: 0 })
    kind.latencies.push(responseTimeMs)
    kind.sentAtMs.push(sentAt - began)
    if (statusCode !== 200) kind.errors++
  })
  const result = await instance
  const cpu = process.cpuUsage(cpuFrom)
  const output: LoadOutput = {
    latencies,
    sentAtMs,
    errors: errors + result.errors + result.timeouts,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
  }
  return input.requests ? { ...output, sent, byKind } : output
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let text = process.argv[2]
  if (text === undefined) {
    text = ''
    for await (const chunk of process.stdin.setEncoding('utf8')) text += chunk as string
  }
  const output = await run(JSON.parse(text) as LoadInput)
  process.stdout.write(JSON.stringify(output))
}
