import { join } from 'node:path'
import { ConfigError, type Config } from '../config.js'
import type { BlobStore } from './blobs/blob-store.js'
import { openBlobStore } from './blobs/open-blob-store.js'
import { UploadStaging } from './blobs/upload-staging.js'
import { DiskBlobStore } from './blobs/disk-blob-store.js'
import { openDatabase, type Database } from './database.js'
import { GenerationCache } from './generation-cache.js'
import { migrateToLatest } from './migrations/index.js'
import type { DocumentRow } from './tables.js'

/** Everything an app instance keeps its data in; nothing else holds state. */
export interface Stores {
  readonly database: Database
  /** Document bytes. */
  readonly blobs: BlobStore
  /** Local scratch space for uploads in progress. */
  readonly staging: UploadStaging
  /** Local copies of documents from an object store while their text is read (domain/documents/document-text.ts). */
  readonly textScratch: UploadStaging
  /**
   * Document rows already looked up, by id, at the current store generation
   * (a download is usually one of several of the same file): no read of the
   * table before the bytes. Created and cleared with the stores.
   */
  readonly documentRows: GenerationCache<DocumentRow>
  /** Each part the service needs, named, with a cheap check that it answers. */
  readinessChecks(): Array<[part: string, ping: () => Promise<void>]>
  /** Files and folders on this machine that hold personal data (the data folder, the database, documents, scratch). */
  readonly localPaths: readonly string[]
  close(): Promise<void>
}

export async function openStores(config: Config, opts: { migrate?: boolean } = {}): Promise<Stores> {
  const blobs = await openBlobStore(config)
  if (config.accelRedirectPrefix && !blobs.filesRoot) {
    blobs.close?.()
    throw new ConfigError(
      'ATS_ACCEL_REDIRECT_PREFIX lets a proxy send document files itself: it needs documents on disk, not in an object store (ATS_BLOB_URL=s3://...)',
    )
  }
  const database = openDatabase(config)
  try {
    if (opts.migrate !== false) await migrateToLatest(database.db)
  } catch (err) {
    await database.close()
    throw err
  }
  const staging = new UploadStaging(join(config.dataDir, 'tmp'))
  const textScratch = new UploadStaging(join(config.dataDir, 'tmp-text'))
  const documentRows = new GenerationCache<DocumentRow>({ maxEntries: 10_000 })
  return {
    database,
    blobs,
    staging,
    textScratch,
    documentRows,
    localPaths: [
      config.dataDir,
      ...database.localFiles,
      staging.dir,
      textScratch.dir,
      ...(blobs instanceof DiskBlobStore ? [blobs.base, blobs.objects, blobs.incoming] : []),
    ],
    readinessChecks: () => [
      ['database', () => database.ping()],
      ['document store', () => blobs.ping()],
    ],
    close: async () => {
      documentRows.clear()
      await database.close()
      blobs.close?.()
    },
  }
}
