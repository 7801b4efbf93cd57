export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug'

export interface Logger {
  error(message: string, detail?: unknown): void
  warn(message: string, detail?: unknown): void
  info(message: string, detail?: unknown): void
  debug(message: string, detail?: unknown): void
}

const order: LogLevel[] = ['silent', 'error', 'warn', 'info', 'debug']

export function createLogger(level: LogLevel): Logger {
  const enabled = (l: LogLevel) => order.indexOf(l) <= order.indexOf(level)
  const write = (l: Exclude<LogLevel, 'silent'>) => (message: string, detail?: unknown) => {
    if (!enabled(l)) return
    const line = `[${new Date().toISOString()}] ${l.toUpperCase()} ${message}`
    if (detail === undefined) console[l === 'debug' ? 'log' : l](line)
    else console[l === 'debug' ? 'log' : l](line, detail)
  }
  return { error: write('error'), warn: write('warn'), info: write('info'), debug: write('debug') }
}
