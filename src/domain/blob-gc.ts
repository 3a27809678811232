import type { BlobInfo, BlobStore } from '../store/blobs/blob-store.js'
import type { UploadStaging } from '../store/blobs/upload-staging.js'
import { referencedBlobKeys } from '../store/repositories/document.repository.js'
import type { Db } from '../store/repositories/types.js'

/**
 * An hour is far longer than any upload takes between its bytes landing in
 * the store and its row committing (requests time out after two minutes),
 * so a younger unreferenced blob may belong to an upload in flight and is
 * left alone.
 */
export const DEFAULT_MIN_AGE_MS = 60 * 60 * 1000

export interface GcReport {
  /** Unreferenced blobs removed (or, in a dry run, that would be). */
  readonly orphans: number
  /** Scratch files of interrupted uploads and blob writes removed. */
  readonly scratch: number
  /** Blobs looked at. */
  readonly scanned: number
}

const BATCH = 500

/**
 * Removes what crashes and failed cleanups leave behind: blobs no document
 * row refers to, and scratch files. Safe to run beside live instances.
 */
export async function collectGarbage(
  db: Db,
  blobs: BlobStore,
  staging: UploadStaging,
  opts: { minAgeMs?: number; now?: Date; dryRun?: boolean } = {},
): Promise<GcReport> {
  const cutoff = new Date((opts.now ?? new Date()).getTime() - (opts.minAgeMs ?? DEFAULT_MIN_AGE_MS))
  let orphans = 0
  let scanned = 0
  let batch: BlobInfo[] = []
  const flush = async () => {
    const referenced = await referencedBlobKeys(db, batch.map((b) => b.key))
    for (const blob of batch) {
      if (referenced.has(blob.key)) continue
      if (!opts.dryRun) await blobs.delete(blob.key)
      orphans++
    }
    batch = []
  }
  for await (const blob of blobs.list()) {
    scanned++
    if (blob.modified >= cutoff) continue
    batch.push(blob)
    if (batch.length >= BATCH) await flush()
  }
  await flush()
  const scratch = opts.dryRun ? 0 : (await staging.sweep(cutoff)) + (await blobs.sweep(cutoff))
  return { orphans, scratch, scanned }
}
