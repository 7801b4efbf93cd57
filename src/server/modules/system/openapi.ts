import { z } from 'zod'
import type { RouteDef } from '../../lib/http/route.ts'

function schemaOf(schema: z.ZodType | undefined) {
  if (!schema) return undefined
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
  } catch {
    return {}
  }
}

const security = (route: RouteDef) => (route.access === 'public' ? [] : [{ sessionCookie: [] }])

/** OpenAPI 3.1 document built from the same route list the server registers. */
export function buildOpenApi(routes: RouteDef[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}')
    const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }))
    const query = schemaOf(route.query) as { properties?: Record<string, unknown> } | undefined
    for (const name of Object.keys(query?.properties ?? {})) {
      params.push({ name, in: 'query', required: false, schema: { type: 'string' } })
    }
    const responses: Record<string, { description: string }> = { 200: { description: 'OK' } }
    if (route.body || route.params || route.query || route.upload)
      responses[400] = { description: 'Invalid input' }
    if (route.access !== 'public') responses[401] = { description: 'Not signed in' }
    if (Array.isArray(route.access) || route.access === 'demo')
      responses[403] = { description: 'Wrong role' }
    for (const [status, description] of Object.entries(route.responses ?? {}))
      responses[status] = { description }
    paths[path] ??= {}
    paths[path][route.method] = {
      summary: route.summary,
      tags: route.tags,
      'x-access': route.access,
      parameters: params.length ? params : undefined,
      requestBody: route.body
        ? { required: true, content: { 'application/json': { schema: schemaOf(route.body) } } }
        : route.upload?.requestBody,
      responses,
      security: security(route),
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Wholesale Marketplace API',
      version: '0.1.0',
      description:
        'Authentication endpoints live under /api/auth (better-auth): sign-up/email, sign-in/email, sign-out, get-session, request-password-reset, reset-password, verify-email, send-verification-email, change-password.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
      },
    },
    paths,
  }
}
