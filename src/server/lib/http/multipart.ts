/**
 * Reading a multipart/form-data upload in a route that takes its body itself (`upload` in
 * defineRoute, whose byte limit has already been applied), and the 400 answer that lists every
 * invalid field.
 */
import type { Context } from 'hono'
import { ERROR_CODES } from '#shared/messages.ts'
import { HttpError } from './errors.ts'
import type { AppEnv } from './types.ts'

export interface FieldIssue {
  path: string
  message: string
}

/** 400 with the first issue as the message and all of them listed. */
export function invalidFields(issues: FieldIssue[]): HttpError {
  return new HttpError(400, { code: ERROR_CODES.validation, message: issues[0]!.message, issues })
}

export async function readMultipartForm(
  c: Context<AppEnv>,
  texts: { multipartRequired: string; unreadableForm: string },
): Promise<FormData> {
  const type = c.req.header('content-type') ?? ''
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    throw new HttpError(400, { code: ERROR_CODES.validation, message: texts.multipartRequired })
  }
  try {
    return await c.req.raw.formData()
  } catch {
    throw new HttpError(400, { code: ERROR_CODES.validation, message: texts.unreadableForm })
  }
}
