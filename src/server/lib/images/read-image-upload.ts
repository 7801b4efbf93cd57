/**
 * Reads an image upload from its multipart body (field `file`): refused with 400 when missing,
 * 413 past IMAGE_MAX_BYTES, 415 when its bytes are not a JPEG, PNG or WebP (whatever its name
 * says), then decoded and resized (process-image.ts), 422 when that fails. Nothing is stored here.
 */
import type { Context } from 'hono'
import {
  IMAGE_CODES,
  IMAGE_FILE_FIELD,
  IMAGE_MAX_BYTES,
  IMAGE_TEXTS,
  type ImageKind,
} from '#shared/media-texts.ts'
import { HttpError } from '../http/errors.ts'
import { invalidFields, readMultipartForm } from '../http/multipart.ts'
import type { AppEnv } from '../http/types.ts'
import { detectImageType, processImage, type ProcessedImage } from './process-image.ts'

export async function readImageUpload(
  c: Context<AppEnv>,
  kind: ImageKind,
): Promise<ProcessedImage> {
  const form = await readMultipartForm(c, IMAGE_TEXTS)
  const file = form.get(IMAGE_FILE_FIELD)
  if (!(file instanceof File) || file.size === 0) {
    throw invalidFields([{ path: IMAGE_FILE_FIELD, message: IMAGE_TEXTS.fileRequired }])
  }
  if (file.size > IMAGE_MAX_BYTES) {
    throw new HttpError(413, { code: IMAGE_CODES.tooLarge, message: IMAGE_TEXTS.tooLarge })
  }
  const bytes = new Uint8Array(await file.arrayBuffer())
  const type = detectImageType(bytes)
  if (!type) throw new HttpError(415, { code: IMAGE_CODES.type, message: IMAGE_TEXTS.type })
  return processImage(bytes, type, kind)
}

/** The OpenAPI description of an image upload body. */
export const imageUploadRequestBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: [IMAGE_FILE_FIELD],
        properties: {
          [IMAGE_FILE_FIELD]: {
            type: 'string',
            format: 'binary',
            description: `A JPEG, PNG or WebP image of at most ${IMAGE_MAX_BYTES / (1024 * 1024)} MB`,
          },
        },
      },
    },
  },
}
