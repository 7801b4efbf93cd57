/**
 * A file held in memory as the chunks the readers take, with a turn for the event loop between
 * two: reading a large upload must not keep the server from answering other requests.
 */
export async function* byteChunks(bytes: Uint8Array, size = 64 * 1024): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) {
    if (at > 0) await new Promise((resolve) => setImmediate(resolve))
    yield bytes.subarray(at, at + size)
  }
}
