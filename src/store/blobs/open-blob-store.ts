import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConfigError, type Config } from '../../config.js'
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
  if (url.startsWith('file://')) return new DiskBlobStore(filePath(url))
  const { parseS3Url, S3BlobStore } = await import('./s3-blob-store.js')
  return new S3BlobStore(parseS3Url(url))
}

/** A mistyped setting is the operator's to fix: one line naming it, not a stack. */
function filePath(url: string): string {
  try {
    return fileURLToPath(url)
  } catch {
    throw new ConfigError('Invalid configuration: ATS_BLOB_URL must be file:///an/absolute/path (no host) or s3://bucket?...')
  }
}
