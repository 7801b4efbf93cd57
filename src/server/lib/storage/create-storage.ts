import path from 'node:path'
import type { Env } from '../../env.ts'
import { createLocalDiskStorage } from './local-disk.ts'
import type { ObjectStorage } from './storage.ts'

/** The storage the environment asks for: today always the local disk under DATA_DIR/storage. */
export function createStorage(env: Pick<Env, 'DATA_DIR'>): ObjectStorage {
  return createLocalDiskStorage(path.resolve(env.DATA_DIR, 'storage'))
}
