// autocannon 8 ships no types: the part of its programmatic API that http-load.ts uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  interface Options {
    url: string
    connections: number
    /** Seconds. */
    duration: number
    headers?: Record<string, string>
    requests?: { method: string; path: string }[]
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
