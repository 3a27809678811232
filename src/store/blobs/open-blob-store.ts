import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Config } from '../../config.js'
import type { BlobStore } from './blob-store.js'
import { DiskBlobStore } from './disk-blob-store.js'
import { parseS3Url, S3BlobStore } from './s3-blob-store.js'

/** The only place that knows which kind of blob store is in use. */
export function openBlobStore(config: Config): BlobStore {
  const url = config.blobUrl
  if (!url) return new DiskBlobStore(join(config.dataDir, 'blobs'))
  if (url.startsWith('file://')) return new DiskBlobStore(fileURLToPath(url))
  return new S3BlobStore(parseS3Url(url))
}
