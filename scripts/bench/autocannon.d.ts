// autocannon 8 ships no types: the part of its programmatic API that http-load.ts uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  /** A request as autocannon builds it (what setupRequest receives and returns). */
  export interface RequestData {
    method: string
    path: string
    headers: Record<string, string>
  }

  interface Request {
    method: string
    path: string
    /** Called each time the request is built; `context` is the connection's own. */
    setupRequest?: (request: RequestData, context: Record<string, unknown>) => RequestData
    /** Called with each answer, just before the instance's 'response' event. */
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void
  }

  interface Options {
    url: string
    connections: number
    /** Seconds. */
    duration: number
    headers?: Record<string, string>
    requests?: Request[]
  }

  interface Result {
    errors: number
    timeouts: number
    non2xx: number
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(
      event: 'response',
      listener: (
        client: unknown,
        statusCode: number,
        bytes: number,
        responseTimeMs: number,
      ) => void,
    ): this
  }

  function autocannon(options: Options): Instance
  export default autocannon
}
