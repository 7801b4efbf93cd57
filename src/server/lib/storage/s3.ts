/**
 * The S3-compatible adapter (AWS S3, MinIO, Cloudflare R2, …): `put` = PutObject, which is
 * atomic (readers see the old object or the new one, never half), `get` = GetObject streamed,
 * `delete` = DeleteObject. Keys are checked exactly as on the local disk and may get a prefix.
 * Checksums are computed only when an operation requires them, which every S3-compatible
 * service accepts. The SDK loads on first use, so installations on the local disk never pay for
 * it at start.
 */
import type { S3Client } from '@aws-sdk/client-s3'
import { assertValidKey, type ObjectStorage } from './storage.ts'

export interface S3StorageOptions {
  bucket: string
  region: string
  endpoint?: string | undefined
  accessKeyId?: string | undefined
  secretAccessKey?: string | undefined
  forcePathStyle?: boolean | undefined
  prefix?: string | undefined
}

type Sdk = typeof import('@aws-sdk/client-s3')

export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  let connecting: Promise<{ sdk: Sdk; client: S3Client }> | undefined
  const connect = () =>
    (connecting ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: newClient(sdk, options),
    })))
  const Bucket = options.bucket
  const keyOf = (key: string) => {
    assertValidKey(key)
    return `${options.prefix ?? ''}${key}`
  }

  return {
    async put(key, bytes) {
      const Key = keyOf(key)
      const { sdk, client } = await connect()
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key,
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: 'application/octet-stream',
        }),
      )
    },

    async get(key) {
      const Key = keyOf(key)
      const { sdk, client } = await connect()
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key }))
        if (!object.Body) return null
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: object.ContentLength ?? 0,
        }
      } catch (error) {
        if (
          error instanceof sdk.S3ServiceException &&
          (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
        ) {
          return null
        }
        throw error
      }
    },

    async delete(key) {
      const Key = keyOf(key)
      const { sdk, client } = await connect()
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }))
    },
  }
}

function newClient(sdk: Sdk, options: S3StorageOptions): S3Client {
  return new sdk.S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.accessKeyId && options.secretAccessKey
      ? {
          credentials: {
            accessKeyId: options.accessKeyId,
            secretAccessKey: options.secretAccessKey,
          },
        }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  })
}
