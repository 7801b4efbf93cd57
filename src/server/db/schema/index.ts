/** The whole schema: one file per domain. drizzle-kit reads this file. */
export * from './enums.ts'
export * from './auth.ts'
export * from './accounts.ts'
