import type { BlobInfo, BlobStore } from '../../store/blobs/blob-store.js'
import { addSweeps, type Skipped, type SweepReport } from '../../store/blobs/sweep-folder.js'
import type { UploadStaging } from '../../store/blobs/upload-staging.js'
import { referencedBlobKeys } from '../../store/repositories/document.repository.js'
import type { Db } from '../../store/repositories/types.js'

/**
 * An hour is far longer than any upload takes between its bytes landing in
 * the store and its row committing (requests time out after five minutes),
 * so a younger unreferenced blob may belong to an upload in flight and is
 * left alone.
 */
const DEFAULT_MIN_AGE_MS = 60 * 60 * 1000

export interface GcReport {
  /** Unreferenced blobs removed (or, in a dry run, that would be). */
  readonly orphans: number
  /** Scratch files of interrupted uploads and blob writes removed. */
  readonly scratch: number
  /** Blobs looked at. */
  readonly scanned: number
  /** What gc could not handle and left in place (it went on with the rest). */
  readonly skipped: readonly Skipped[]
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
  opts: { minAgeMs?: number; now?: Date; dryRun?: boolean; textScratch?: UploadStaging } = {},
): Promise<GcReport> {
  const cutoff = new Date((opts.now ?? new Date()).getTime() - (opts.minAgeMs ?? DEFAULT_MIN_AGE_MS))
  let orphans = 0
  let scanned = 0
  const skipped: Skipped[] = []
  let batch: BlobInfo[] = []
  const flush = async () => {
    const referenced = await referencedBlobKeys(
      db,
      batch.map((b) => b.key),
    )
    for (const blob of batch) {
      if (referenced.has(blob.key)) continue
      if (!opts.dryRun) {
        // A blob that cannot be removed is reported, not a reason to stop.
        const failed = await blobs.delete(blob.key).then(
          () => undefined,
          (err: unknown) => (err instanceof Error ? err : new Error(String(err))),
        )
        if (failed) {
          skipped.push({ path: `blob ${blob.key}`, reason: (failed as NodeJS.ErrnoException).code ?? failed.name })
          continue
        }
      }
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
  const swept = opts.dryRun ? { removed: 0, skipped: [] } : await sweepScratch(blobs, staging, cutoff, opts.textScratch)
  return { orphans, scratch: swept.removed, scanned, skipped: [...skipped, ...swept.skipped] }
}

/** Scratch files of uploads, of blob writes and of documents copied to read their text, last written before `olderThan`. */
export async function sweepScratch(
  blobs: BlobStore,
  staging: UploadStaging,
  olderThan: Date,
  textScratch?: UploadStaging,
): Promise<SweepReport> {
  const swept = addSweeps(await staging.sweep(olderThan), await blobs.sweep(olderThan))
  return textScratch ? addSweeps(swept, await textScratch.sweep(olderThan)) : swept
}
