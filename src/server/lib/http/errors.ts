import type { ApiErrorBody } from '#shared/messages.ts'
import { ERROR_CODES, MESSAGES } from '#shared/messages.ts'

/** A typed failure a route maps to a status; services throw these, never raw strings. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503,
    readonly body: ApiErrorBody,
  ) {
    super(body.message)
    this.name = 'HttpError'
  }
}

export const unauthenticated = () =>
  new HttpError(401, { code: ERROR_CODES.unauthenticated, message: MESSAGES.notAuthenticated })
export const forbidden = (message: string = MESSAGES.forbidden, title?: string) =>
  new HttpError(403, { code: ERROR_CODES.forbidden, message, ...(title ? { title } : {}) })
export const notFound = (message: string = MESSAGES.notFound) =>
  new HttpError(404, { code: ERROR_CODES.notFound, message })
export const badRequest = (message: string, code: string = ERROR_CODES.validation) =>
  new HttpError(400, { code, message })
export const conflict = (message: string, code = 'CONFLICT') =>
  new HttpError(409, { code, message })
