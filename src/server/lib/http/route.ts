/**
 * One way to declare an API route: method, path, who may call it, zod schemas for params,
 * query and body, and a handler. The same list feeds Hono, the OpenAPI document and the
 * authorization matrix test, so a route cannot exist without all three.
 */
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import type { Role } from '#shared/constants.ts'
import { ERROR_CODES, MESSAGES } from '#shared/messages.ts'
import { HttpError, forbidden, notFound, unauthenticated } from './errors.ts'
import { jsonAnswer } from './compression.ts'
import { isLoopback } from './loopback.ts'
import type { AppDeps, AppEnv, Viewer } from './types.ts'

/**
 * public: anyone; signed-in: any session; demo: anyone in demo mode, admins otherwise;
 * a role list: those roles (an admin may act in every portal, 001 §2.1).
 */
export type Access = 'public' | 'signed-in' | 'demo' | readonly Role[]

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

export interface HandlerArgs<P, Q, B, V extends Viewer | null> {
  c: Context<AppEnv>
  deps: AppDeps
  viewer: V
  params: P
  query: Q
  body: B
}

type ViewerFor<A extends Access> = A extends 'public' | 'demo' ? Viewer | null : Viewer

export interface RouteDef<A extends Access = Access, P = unknown, Q = unknown, B = unknown> {
  method: Method
  path: string
  summary: string
  tags: string[]
  access: A
  params?: z.ZodType<P>
  query?: z.ZodType<Q>
  body?: z.ZodType<B>
  /** Status codes the handler answers besides 200, for the OpenAPI document. */
  responses?: Record<number, string>
  /**
   * A body that is not JSON (an upload the handler reads itself): its limit, replacing the
   * /api JSON limit for this route, the answer when it is exceeded, and its OpenAPI description.
   */
  upload?: {
    maxBytes: number
    tooLarge: { code: string; message: string }
    requestBody: Record<string, unknown>
  }
  handler: (args: HandlerArgs<P, Q, B, ViewerFor<A>>) => Promise<Response | object>
}

export function defineRoute<A extends Access, P = undefined, Q = undefined, B = undefined>(
  def: RouteDef<A, P, Q, B>,
): RouteDef {
  return def as unknown as RouteDef
}

function validationFailure(error: z.ZodError) {
  return new HttpError(400, {
    code: ERROR_CODES.validation,
    message: error.issues[0]?.message ?? MESSAGES.invalidInput,
    issues: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  })
}

async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const raw = await c.req.text()
  if (raw.trim() === '') return {}
  try {
    return JSON.parse(raw)
  } catch {
    throw new HttpError(400, { code: ERROR_CODES.validation, message: MESSAGES.invalidJson })
  }
}

/**
 * The demo tools (/api/demo/*, /dev/mailbox) serve a signed-in admin; in demo mode also anyone on
 * this machine, and never an anonymous caller from elsewhere (DESIGN decision 2).
 */
export function demoAccessAllowed(
  viewer: Viewer | null,
  demoMode: boolean,
  clientIp: string,
): boolean {
  return viewer?.role === 'admin' || (demoMode && isLoopback(clientIp))
}

export function authorize(
  access: Access,
  viewer: Viewer | null,
  demoMode: boolean,
  clientIp: string,
): void {
  if (access === 'public') return
  if (access === 'demo') {
    if (demoAccessAllowed(viewer, demoMode, clientIp)) return
    if (!viewer) throw unauthenticated()
    throw forbidden()
  }
  if (!viewer) throw unauthenticated()
  if (access === 'signed-in') return
  if (viewer.role === 'admin' || access.includes(viewer.role)) return
  throw forbidden()
}

function parse<T>(schema: z.ZodType<T> | undefined, value: unknown): T {
  if (!schema) return undefined as T
  const result = schema.safeParse(value)
  if (!result.success) throw validationFailure(result.error)
  return result.data
}

export function registerRoutes(app: Hono<AppEnv>, deps: AppDeps, routes: RouteDef[]): void {
  for (const route of routes) {
    app.on(route.method.toUpperCase(), route.path, async (c) => {
      const viewer = c.get('viewer')
      authorize(route.access, viewer, deps.env.demoMode, c.get('clientIp'))
      const params = parse(route.params, c.req.param())
      const query = parse(route.query, c.req.query())
      const body = route.body ? parse(route.body, await readJson(c)) : undefined
      const result = await route.handler({ c, deps, viewer, params, query, body } as never)
      return result instanceof Response ? result : jsonAnswer(c, result)
    })
  }
  // Anything else under /api is an unknown endpoint, not the SPA.
  app.all('/api/*', () => {
    throw notFound('Unknown API endpoint')
  })
}
