import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Config } from '../../config.js'
import type { BlobStore } from './blob-store.js'
import { DiskBlobStore } from './disk-blob-store.js'

/**
 * The only place that knows which kind of blob store is in use. The AWS SDK
 * is loaded only for an S3 store: it adds some 25 MB to the resident memory
 * of every process that imports it.
 */
export async function openBlobStore(config: Config): Promise<BlobStore> {
  const url = config.blobUrl
  if (!url) return new DiskBlobStore(join(config.dataDir, 'blobs'))
  if (url.startsWith('file://')) return new DiskBlobStore(fileURLToPath(url))
  const { parseS3Url, S3BlobStore } = await import('./s3-blob-store.js')
  return new S3BlobStore(parseS3Url(url))
}
