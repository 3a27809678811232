import { randomBytes } from 'node:crypto'
import { mkdir, readdir, rm, stat } from 'node:fs/promises'
import { safePath } from './secure-path.js'

/**
 * Local scratch files for uploads in progress. The bytes land here while they
 * are counted, hashed and sniffed, and only a checked, complete file is handed
 * to the blob store. Clients can never reach these files.
 */
export class UploadStaging {
  constructor(readonly dir: string) {}

  /** A fresh, unused path; the caller creates the file and removes it. */
  async newPath(): Promise<string> {
    await mkdir(this.dir, { recursive: true })
    return safePath(this.dir, `upload-${randomBytes(16).toString('hex')}.part`)
  }

  /** Paths of the scratch files present now. */
  async list(): Promise<string[]> {
    const names = await readdir(this.dir).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [] as string[]
      throw err
    })
    return names.map((name) => safePath(this.dir, name))
  }

  /**
   * Removes scratch files left by crashed processes. An upload in progress
   * keeps writing, so its file's mtime stays recent; a cut-off well above the
   * request timeout never touches a live upload.
   */
  async sweep(olderThan: Date): Promise<number> {
    let removed = 0
    for (const path of await this.list()) {
      const s = await stat(path).catch(() => undefined)
      if (s?.isFile() && s.mtime < olderThan) {
        await rm(path, { force: true })
        removed++
      }
    }
    return removed
  }
}
