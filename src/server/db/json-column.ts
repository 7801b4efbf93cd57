/** A json column: node-postgres parses it, PGlite's raw answers may leave it a string. */
export const parsed = <T extends object>(json: T | string): T =>
  typeof json === 'string' ? (JSON.parse(json) as T) : json
