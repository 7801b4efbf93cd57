/**
 * Malformed input never breaks the server, sent anonymously: every route and
 * better-auth endpoint, with NUL bytes, huge strings, invalid JSON, wrong types, oversized and
 * chunked bodies, odd queries, odd paths and broken uploads (src/testing/malformed-input.ts).
 */
import { malformedInputSuite } from '#testing/malformed-input.ts'

malformedInputSuite('anonymous')
