/**
 * PostgreSQL's jsonb refuses what a JS string may hold: a lone UTF-16 surrogate (JSON.stringify
 * writes it as an escape jsonb cannot convert) and NUL. Text columns get lone surrogates as
 * U+FFFD from the driver's UTF-8 encoding; this does the same for values bound for jsonb.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

export function jsonSafeString(value: string): string {
  return value.replace(LONE_SURROGATE, '\uFFFD').replaceAll('\u0000', '\uFFFD')
}

/** A deep copy of `value` whose strings (keys too) jsonb accepts. */
export function jsonSafe<T>(value: T): T {
  if (typeof value === 'string') return jsonSafeString(value) as T
  if (Array.isArray(value)) return value.map((v: unknown) => jsonSafe(v)) as T
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [jsonSafeString(k), jsonSafe(v)]),
    ) as T
  }
  return value
}
