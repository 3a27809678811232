import { randomBytes } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { mkdirPrivate } from '../private-files.js'
import { keyOf, safePath } from './secure-path.js'
import { sweepFolder, type SweepReport } from './sweep-folder.js'

/**
 * Local scratch files for uploads in progress. The bytes land here while they
 * are counted, hashed and sniffed, and only a checked, complete file is handed
 * to the blob store. Clients can never reach these files.
 */
export class UploadStaging {
  constructor(readonly dir: string) {}

  /** A fresh, unused path; the caller creates the file and removes it. */
  async newPath(): Promise<string> {
    await mkdirPrivate(this.dir)
    return safePath(this.dir, `upload-${randomBytes(16).toString('hex')}.part`)
  }

  /** Paths of the scratch files present now (entries of any other name are not the service's). */
  async list(): Promise<string[]> {
    const names = await readdir(this.dir).catch((err: unknown) => {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [] as string[]
      throw err
    })
    return names.flatMap((name) => (keyOf(this.dir, join(this.dir, name)) === name ? [safePath(this.dir, name)] : []))
  }

  /**
   * Removes scratch files left by crashed processes. An upload in progress
   * keeps writing, so its file's mtime stays recent; a cut-off above the
   * request timeout never touches a live upload.
   */
  sweep(olderThan: Date): Promise<SweepReport> {
    return sweepFolder(this.dir, olderThan)
  }
}
