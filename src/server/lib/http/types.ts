import type { Role } from '#shared/constants.ts'
import type { Auth } from '../../auth.ts'
import type { Database, Db } from '../../db/client.ts'
import type { Env } from '../../env.ts'
import type { LiveBus } from '../live/live-bus.ts'
import type { Logger } from '../logger.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { ObjectStorage } from '../storage/storage.ts'

/** The signed-in caller, resolved once per request from the session cookie. */
export interface Viewer {
  userId: string
  sessionId: string
  email: string
  emailVerified: boolean
  role: Role
  fullName: string | null
  companyName: string | null
  resellerStatus: string | null
}

export interface AppDeps {
  env: Env
  database: Database
  db: Db
  auth: Auth
  mailer: Mailer
  logger: Logger
  /** Private files (verification documents), never served statically. */
  storage: ObjectStorage
  /** Signs links that work without a session (the lead magnet's download); see lib/signed-link.ts. */
  signingSecret: string
  /** Live updates to signed-in users' open streams (lib/live). */
  live: LiveBus
}

export interface AppEnv {
  Variables: {
    clientIp: string
    viewer: Viewer | null
  }
}
