import path from 'node:path'
import type { Env } from '../../env.ts'
import { createLocalDiskStorage } from './local-disk.ts'
import { createS3Storage } from './s3.ts'
import type { ObjectStorage } from './storage.ts'

type StorageEnv = Pick<
  Env,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PREFIX'
>

/** S3-compatible storage when S3_BUCKET is set, else the local disk under DATA_DIR/storage. */
export function createStorage(env: StorageEnv): ObjectStorage {
  if (env.S3_BUCKET) {
    return createS3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      prefix: env.S3_PREFIX,
    })
  }
  return createLocalDiskStorage(path.resolve(env.DATA_DIR, 'storage'))
}
