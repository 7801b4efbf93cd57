/** PUT an image as multipart (field `file`); errors as ApiError with the server's text. */
import { IMAGE_FILE_FIELD } from '#shared/media-texts.ts'
import type { ApiErrorBody } from '#shared/messages.ts'
import { ApiError } from './api.ts'

export async function uploadImage<T>(path: string, file: File, failure: string): Promise<T> {
  const form = new FormData()
  form.append(IMAGE_FILE_FIELD, file, file.name)
  let response: Response
  try {
    response = await fetch(path, { method: 'PUT', credentials: 'same-origin', body: form })
  } catch {
    throw new ApiError(0, 'NETWORK', failure)
  }
  const body = (await response.json().catch(() => null)) as (T & Partial<ApiErrorBody>) | null
  if (!response.ok || !body) {
    throw new ApiError(
      response.status,
      body?.code ?? `HTTP_${response.status}`,
      body?.message ?? failure,
    )
  }
  return body
}
