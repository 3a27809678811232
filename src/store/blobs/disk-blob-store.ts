import { randomBytes } from 'node:crypto'
import { close as closeCallback, createReadStream, fstat as fstatCallback, open as openCallback } from 'node:fs'
import { access, readdir, rename, rm, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Readable } from 'node:stream'
import { promisify } from 'node:util'
import type { BlobInfo, BlobStore, ByteRange } from './blob-store.js'
import { fsyncDir, fsyncFile, mkdirDurable } from './durable-fs.js'
import { ChunkPool, pooledFileStream } from './pooled-file-stream.js'
import { mkdirPrivate, writePrivateFile } from '../private-files.js'
import { keyOf, safePath } from './secure-path.js'
import { sweepFolder, type SweepReport } from './sweep-folder.js'

const openFd = promisify(openCallback)
const fstat = promisify(fstatCallback)
const closeFd = promisify(closeCallback)

/** Closes a descriptor whose use failed, and fails with the first error. */
async function closeAfter(fd: number, err: unknown): Promise<never> {
  await closeFd(fd).catch(() => {})
  throw err
}

/** Bounds of the chunk a blob is read in, and the memory all downloads' chunks share. */
const MIN_CHUNK = 64 * 1024
const MAX_CHUNK = 512 * 1024
const READ_BUDGET = 32 * 1024 * 1024
/** Read buffers the pool keeps between downloads (8 MiB): enough for the chunks of 8 downloads at once to be reused. */
const POOL_KEPT = 16

/**
 * Blobs as files under `<base>/objects/<key>`. Writes go to
 * `<base>/incoming/` first (same file system, so the final rename is atomic):
 * a reader sees a key either missing or complete, never half-written.
 */
export class DiskBlobStore implements BlobStore {
  readonly base: string
  readonly objects: string
  readonly incoming: string
  /** Bytes the open read streams may hold: two chunks each. */
  #held = 0
  /** Buffers of downloads whose response is known (`get` with a sink), reused from one download to the next. */
  readonly #pool = new ChunkPool(MAX_CHUNK, READ_BUDGET / MAX_CHUNK, POOL_KEPT, MIN_CHUNK)

  constructor(base: string) {
    this.base = base
    this.objects = join(base, 'objects')
    this.incoming = join(base, 'incoming')
  }

  /** Each blob is the file `objects/<key>`. */
  get filesRoot(): string {
    return this.objects
  }

  async put(key: string, body: Readable): Promise<BlobInfo> {
    const target = safePath(this.objects, key)
    await mkdirPrivate(this.incoming)
    const temp = safePath(this.incoming, `${randomBytes(16).toString('hex')}.part`)
    try {
      await writePrivateFile(body, temp)
      return await this.commit(temp, target, key)
    } finally {
      await rm(temp, { force: true })
    }
  }

  async putFile(key: string, path: string): Promise<BlobInfo> {
    const target = safePath(this.objects, key)
    try {
      return await this.commit(path, target, key)
    } catch (err) {
      // Another file system: copy into our own incoming folder, then rename there.
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err
      return this.put(key, createReadStream(path))
    }
  }

  async get(key: string, range?: ByteRange, sink?: NodeJS.WritableStream): Promise<Readable | undefined> {
    const path = safePath(this.objects, key)
    // Opened before the stream is handed out, so a missing file is known before any header is sent.
    const fd = await openFd(path, 'r').catch(ifMissing(undefined))
    if (fd === undefined) return undefined
    if (sink) {
      const end = range ? range.end : (await fstat(fd).catch(async (err: unknown) => closeAfter(fd, err))).size - 1
      return pooledFileStream(fd, range?.start ?? 0, end, this.#pool, sink)
    }
    // A numeric descriptor reads through callbacks; a FileHandle's stream goes
    // through promises and was markedly slower.
    const chunk = this.#chunkSize()
    const stream = createReadStream('', { fd, highWaterMark: chunk, ...(range && { start: range.start, end: range.end }) })
    this.#held += 2 * chunk
    stream.once('close', () => (this.#held -= 2 * chunk))
    return stream
  }

  /**
   * Large chunks make fewer reads and socket writes (512 KiB served 1 MiB
   * documents at nearly twice the rate of Node's 64 KiB), but a download
   * holds up to about two of them. A new download's two chunks take what is
   * left of READ_BUDGET, within the bounds: past the budget, downloads read
   * in the smallest chunks.
   */
  #chunkSize(): number {
    return Math.max(MIN_CHUNK, Math.min(MAX_CHUNK, Math.floor((READ_BUDGET - this.#held) / 2)))
  }

  async head(key: string): Promise<BlobInfo | undefined> {
    const s = await stat(safePath(this.objects, key)).catch(ifMissing(undefined))
    return s?.isFile() ? { key, size: s.size, modified: s.mtime } : undefined
  }

  async delete(key: string): Promise<void> {
    await rm(safePath(this.objects, key), { force: true })
  }

  async *list(): AsyncIterable<BlobInfo> {
    for await (const path of walk(this.objects)) {
      const key = keyOf(this.objects, path)
      if (!key) continue
      const info = await this.head(key)
      if (info) yield info
    }
  }

  sweep(olderThan: Date): Promise<SweepReport> {
    return sweepFolder(this.incoming, olderThan)
  }

  async ping(): Promise<void> {
    await mkdirPrivate(this.objects)
    await access(this.objects)
  }

  /** fsync the data, make the folders durable, rename into place, fsync the folder. */
  private async commit(source: string, target: string, key: string): Promise<BlobInfo> {
    await fsyncFile(source)
    await mkdirDurable(dirname(target), this.objects)
    await rename(source, target)
    await fsyncDir(dirname(target))
    const s = await stat(target)
    return { key, size: s.size, modified: s.mtime }
  }
}

async function* walk(dir: string): AsyncIterable<string> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(ifMissing([]))
  for (const e of entries) {
    const path = join(dir, e.name)
    if (e.isDirectory()) yield* walk(path)
    else if (e.isFile()) yield path
  }
}

function ifMissing<T>(value: T) {
  return (err: unknown): T => {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return value
    throw err
  }
}
