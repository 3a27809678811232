import { readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { safePath } from './secure-path.js'

/** Something a sweep found and left alone, and why; for the operator, never for a client. */
export interface Skipped {
  readonly path: string
  readonly reason: string
}

export interface SweepReport {
  /** Leftovers removed. */
  readonly removed: number
  /** Entries the sweep could not handle; it went on with the rest. */
  readonly skipped: readonly Skipped[]
}

export const NOTHING_SWEPT: SweepReport = { removed: 0, skipped: [] }

export function addSweeps(a: SweepReport, b: SweepReport): SweepReport {
  return { removed: a.removed + b.removed, skipped: [...a.skipped, ...b.skipped] }
}

/**
 * Removes the files of `dir` last written before `olderThan`: scratch files
 * whose writer is gone. One entry it cannot handle never stops it: a name
 * the service would not have made (an NFS `.nfs…` placeholder for a file
 * still open somewhere, a file an operator put there), a folder, a file it
 * may not remove. Those are left in place and reported, and the sweep goes on.
 */
export async function sweepFolder(dir: string, olderThan: Date): Promise<SweepReport> {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return NOTHING_SWEPT
    return { removed: 0, skipped: [{ path: dir, reason: reasonOf(err) }] }
  }
  let removed = 0
  const skipped: Skipped[] = []
  for (const name of names) {
    let path: string
    try {
      path = safePath(dir, name)
    } catch {
      skipped.push({ path: join(dir, name), reason: 'not a name the service makes' })
      continue
    }
    try {
      const s = await stat(path)
      if (!s.isFile()) {
        skipped.push({ path, reason: 'not a regular file' })
        continue
      }
      if (s.mtime >= olderThan) continue
      await rm(path)
      removed++
    } catch (err) {
      // Gone in the meantime (another instance's sweep, or its upload finished): nothing to do.
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue
      skipped.push({ path, reason: reasonOf(err) })
    }
  }
  return { removed, skipped }
}

function reasonOf(err: unknown): string {
  const e = err as Partial<NodeJS.ErrnoException> | null | undefined
  return e?.code ?? e?.message ?? String(err)
}
