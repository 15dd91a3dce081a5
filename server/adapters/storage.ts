import type { Config } from '#server/config.ts'
import { type FileStorage, uploadsStorage } from './file-storage.ts'
import { s3FileStorage } from './s3-storage.ts'

/** The storage the configuration names: `${DATA_DIR}/uploads` by default, an S3-compatible bucket with STORAGE=s3. */
export function fileStorageFor(config: Config): FileStorage {
  if (config.STORAGE === 'local') return uploadsStorage(config.dataDir)
  // loadConfig has checked that every S3_* variable is set when STORAGE=s3.
  return s3FileStorage({
    endpoint: config.S3_ENDPOINT!,
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION!,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
  })
}
