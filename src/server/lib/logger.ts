/**
 * The server's log lines, with secrets taken out (issue 12, finding 10). A log is read by more
 * people and kept longer than the database: a session token or a reset link in it is a way in.
 *
 * Redacted from the message and from the detail (errors with their causes and stacks, objects):
 * query parameters of a failed query (Drizzle puts them in the error's message as `params: …`,
 * and a session lookup's parameter is the session token), the values of password, secret, token,
 * key and cookie fields in any notation (JSON, `key=value`, `key: value`), Authorization and
 * Cookie header values, signed session cookies, tokens in reset and verification links
 * (`/reset-password/<token>`, `?token=…`), passwords in connection URLs, and the configured
 * secrets themselves. What is left is the query text, codes and messages, which is what a
 * failure is diagnosed from.
 *
 * `redactConsole()` puts the same filter in front of `console`, for what libraries print
 * themselves (@hono/node-server prints a failed response's error).
 */
import util from 'node:util'
import type { Env } from '../env.ts'

export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug'

export interface Logger {
  error(message: string, detail?: unknown): void
  warn(message: string, detail?: unknown): void
  info(message: string, detail?: unknown): void
  debug(message: string, detail?: unknown): void
}

export const REDACTED = '[REDACTED]'

/** Field names whose values are secrets (password, newPassword, AUTH_SECRET, session_token…). */
const SECRET_KEY = String.raw`[\w.-]*(?:pass(?:word|wd)|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|signature|credential|authorization|cookie|session[_-]?data|dont[_-]?remember|invit(?:e|ation))[\w.-]*`

const RULES: [RegExp, string][] = [
  // Drizzle's "Failed query: … params: <values>", up to the stack or the end of the text.
  [/(\bparams: )[\s\S]*?(?=\n\s+at |\n[A-Z]\w*(?:Error)?: |$)/g, `$1${REDACTED}`],
  // PostgreSQL's detail of a unique violation: Key (token)=(…) already exists.
  [new RegExp(String.raw`(\((?:${SECRET_KEY})\)=\()[^)]*`, 'gi'), `$1${REDACTED}`],
  // "password":"…" (JSON) and password: '…' (util.inspect, JavaScript), also in an array.
  [
    new RegExp(
      String.raw`(["']?(?:${SECRET_KEY})["']?\s*:\s*\[?\s*)(["'\`])(?:(?!\2)[^\\]|\\.)*\2`,
      'gi',
    ),
    `$1$2${REDACTED}$2`,
  ],
  // Authorization: Bearer …, Cookie: a=b; c=d (a header as text: the whole value).
  [
    /(\b(?:proxy-)?authorization|\b(?:set-)?cookie)(\s*:\s*)(?!\s*["'`[])[^\r\n]*/gi,
    `$1$2${REDACTED}`,
  ],
  [/\b(Bearer|Basic)\s+[\w.~+/-]+=*/g, `$1 ${REDACTED}`],
  // token=…, password=…, session_token=… (query strings, cookies, form bodies, env lines).
  [new RegExp(String.raw`(\b(?:${SECRET_KEY})=)[^&;\s"'\`,)\]}]+`, 'gi'), `$1${REDACTED}`],
  // password: value (unquoted).
  [
    new RegExp(
      String.raw`(\b(?:${SECRET_KEY}):[ \t]*)(?![ \t]*["'\`[{]|\[REDACTED\])[^\s,;}\]]+`,
      'gi',
    ),
    `$1${REDACTED}`,
  ],
  // Links that carry a token in the path.
  [/(\/(?:reset-password|verify-email|magic-link|invitations?)\/)[^/?#\s"'`]+/gi, `$1${REDACTED}`],
  // scheme://user:password@host
  [/(\b[a-z][\w+.-]*:\/\/[^\s:@/]*:)[^\s@/]+(@)/gi, `$1${REDACTED}$2`],
  // A signed session cookie without its name: 32-character token . base64 HMAC.
  [/\b[A-Za-z0-9]{32}\.[A-Za-z0-9+/]{43}(?:=|%3D)/g, REDACTED],
]

/** The text with every secret it shows replaced by [REDACTED]. */
export function redact(text: string, secrets: readonly string[] = []): string {
  let out = text
  // Exact values first: a configured secret needs no context to be recognised.
  for (const secret of secrets) if (secret.length >= 8) out = out.split(secret).join(REDACTED)
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement)
  return out
}

/** Properties of database and system errors worth keeping (never `params`). */
const ERROR_FIELDS = [
  'code',
  'errno',
  'syscall',
  'address',
  'port',
  'severity',
  'detail',
  'hint',
  'table',
  'column',
  'constraint',
  'routine',
  'status',
  'statusCode',
] as const

function describeError(error: Error, depth: number): string {
  const head = typeof error.stack === 'string' ? error.stack : `${error.name}: ${error.message}`
  const record = error as unknown as Record<string, unknown>
  const fields = ERROR_FIELDS.filter(
    (f) => typeof record[f] === 'string' || typeof record[f] === 'number',
  ).map((f) => `  ${f}: ${String(record[f])}`)
  const parts = [head, ...fields]
  if (depth < 5) {
    if (error instanceof AggregateError) {
      for (const inner of error.errors as unknown[]) {
        parts.push(`  [error] ${indent(describe(inner, depth + 1))}`)
      }
    }
    if (error.cause !== undefined)
      parts.push(`  [cause] ${indent(describe(error.cause, depth + 1))}`)
  }
  return parts.join('\n')
}

const indent = (text: string) => text.replace(/\n/g, '\n  ')

function describe(detail: unknown, depth = 0): string {
  if (detail instanceof Error) return describeError(detail, depth)
  if (typeof detail === 'string') return detail
  return util.inspect(detail, { depth: 4, breakLength: 120 })
}

/** A log detail as redacted text: errors with their causes, anything else as util.inspect shows it. */
export function formatDetail(detail: unknown, secrets: readonly string[] = []): string {
  return redact(describe(detail), secrets)
}

/** The configured secrets, matched as exact values wherever they appear. */
export function secretsOf(env: Partial<Env>): string[] {
  return [
    env.AUTH_SECRET,
    env.INBOUND_EMAIL_SECRET,
    env.S3_SECRET_ACCESS_KEY,
    env.RAZORPAY_KEY_SECRET,
    env.RAZORPAY_WEBHOOK_SECRET,
    env.MONITORING_KEY,
  ].filter((s): s is string => typeof s === 'string' && s.length > 0)
}

const order: LogLevel[] = ['silent', 'error', 'warn', 'info', 'debug']

export function createLogger(level: LogLevel, secrets: readonly string[] = []): Logger {
  redactConsole(secrets)
  const enabled = (l: LogLevel) => order.indexOf(l) <= order.indexOf(level)
  const write = (l: Exclude<LogLevel, 'silent'>) => (message: string, detail?: unknown) => {
    if (!enabled(l)) return
    const line = `[${new Date().toISOString()}] ${l.toUpperCase()} ${redact(message, secrets)}`
    const print = console[l === 'debug' ? 'log' : l]
    if (detail === undefined) print(line)
    else print(line, formatDetail(detail, secrets))
  }
  return { error: write('error'), warn: write('warn'), info: write('info'), debug: write('debug') }
}

const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const
/** Our wrappers (a WeakSet: a spy copies a function's own properties, so a marker would too). */
const wrappers = new WeakSet<object>()
const consoleSecrets = new Set<string>()

/**
 * Filters what anything prints through `console` (libraries included). Each method is wrapped
 * once; one replaced since (a test's spy) is wrapped again. An argument with nothing to redact
 * is passed on untouched, so console output looks as before.
 */
export function redactConsole(secrets: readonly string[] = []): void {
  for (const secret of secrets) consoleSecrets.add(secret)
  for (const method of CONSOLE_METHODS) {
    const current = console[method]
    if (wrappers.has(current)) continue
    const wrapped = (...args: unknown[]) => current.apply(console, args.map(redactArgument))
    wrappers.add(wrapped)
    console[method] = wrapped
  }
}

function redactArgument(arg: unknown): unknown {
  const secrets = [...consoleSecrets]
  if (typeof arg === 'string') return redact(arg, secrets)
  if (typeof arg !== 'object' || arg === null) return arg
  const shown = describe(arg)
  const redacted = redact(shown, secrets)
  return redacted === shown ? arg : redacted
}
