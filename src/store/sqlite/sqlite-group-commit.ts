import { close, fdatasync, fstat, fsync, open, stat } from 'node:fs'
import { dirname } from 'node:path'

/** fs.fdatasync's callback form: run on libuv's thread pool, never on the event loop. */
export type Fsync = (fd: number, done: (err: NodeJS.ErrnoException | null) => void) => void

/** A write waiting for its sync: resolved once a sync that started after it has completed. */
interface Waiter {
  readonly target: number
  resolve(): void
  reject(err: Error): void
}

const DONE = Promise.resolve()

/**
 * Group commit for a SQLite database in WAL mode with synchronous=NORMAL.
 * SQLite then writes each commit to the WAL file without syncing it (the
 * file stays consistent; a checkpoint still syncs), and durability is added
 * back here: every statement that may have written counts (`wrote`), and
 * `durable()` resolves once a sync of the WAL file (fdatasync, as SQLite's
 * own) that started after the last counted write has completed. It runs on the thread pool, and
 * the writes that arrive while one is in flight share the next one: under
 * load one sync serves many writes rather than one each, and no sync ever
 * holds up the event loop.
 *
 * The WAL file is kept open; it is opened again when its file is no longer
 * the one at its path (SQLite deletes it when the last connection closes,
 * after a checkpoint that synced its pages into the database file, so a
 * WAL file that is gone left nothing unsynced behind).
 */
export class GroupCommit {
  /** Statements that may have written, counted. */
  #written = 0
  /** Every write counted up to this one is on disk. */
  #synced = 0
  #syncing = false
  #waiters: Waiter[] = []
  #fd: number | undefined
  #inode: number | undefined
  #closed = false

  constructor(
    private readonly walFile: string,
    // As SQLite syncs its WAL: the pages and the size, not the times.
    private readonly sync: Fsync = fdatasync,
  ) {}

  /** Told after every statement that may have changed the database, or ended a transaction. */
  wrote(): void {
    this.#written++
  }

  /** Resolves once every write counted so far is on disk; at once when nothing was written since the last sync. */
  durable(): Promise<void> {
    const target = this.#written
    if (this.#synced >= target) return DONE
    return new Promise<void>((resolve, reject) => {
      // Targets only grow, so the waiters stay in their order.
      this.#waiters.push({ target, resolve, reject })
      if (!this.#syncing) this.#start()
    })
  }

  /** Closes the kept WAL file, once every counted write is on disk. */
  async close(): Promise<void> {
    await this.durable()
    this.#closed = true
    this.#closeFd()
  }

  #start(): void {
    this.#syncing = true
    const fd = this.#fd
    if (fd === undefined) return this.#openThenSync()
    // Everything counted by now was handed to the operating system already (better-sqlite3 writes
    // synchronously): the sync asked for now covers it, and the writes counted while it runs wait for another.
    const upTo = this.#written
    // The kept descriptor is synced at once, and its path looked at beside it (both on the thread pool): the
    // sync counts only if the file there is still the one synced.
    let synced: NodeJS.ErrnoException | null | undefined
    let looked: { err: NodeJS.ErrnoException | null; ino?: number } | undefined
    const both = () => {
      if (synced === undefined || looked === undefined) return
      if (looked.err?.code === 'ENOENT') this.#finish(upTo, null, true)
      else if (looked.err) this.#finish(upTo, looked.err)
      else if (looked.ino !== this.#inode) this.#reopen()
      else this.#finish(upTo, synced)
    }
    this.sync(fd, (err) => {
      synced = err
      both()
    })
    stat(this.walFile, (err, st) => {
      looked = err ? { err } : { err, ino: st.ino }
      both()
    })
  }

  #finish(upTo: number, err: NodeJS.ErrnoException | null, gone = false): void {
    this.#syncing = false
    if (gone) this.#closeFd()
    if (!err) this.#synced = Math.max(this.#synced, upTo)
    const covered = this.#waiters.filter((w) => w.target <= upTo)
    this.#waiters = this.#waiters.filter((w) => w.target > upTo)
    // A failed fsync may have dropped the pages it failed on: the writes it covered are not known to be
    // durable, and their answers say so. Later writes try again with a sync of their own.
    for (const waiter of covered) {
      if (err) waiter.reject(err)
      else waiter.resolve()
    }
    if (this.#waiters.length > 0) this.#start()
  }

  /** Another file is at the WAL's path (the last connection removed it, and a new one made another): sync that one. */
  #reopen(): void {
    this.#closeFd()
    this.#openThenSync()
  }

  #closeFd(): void {
    if (this.#fd !== undefined) close(this.#fd, () => {})
    this.#fd = undefined
  }

  /**
   * Opens the WAL file and keeps its descriptor, syncs the folder once so that the file's name survives a
   * power cut as well as its pages, then syncs the file. No WAL file: nothing unsynced can be in one.
   */
  #openThenSync(): void {
    if (this.#closed) return this.#finish(this.#written, null)
    open(this.walFile, 'r', (err, fd) => {
      if (err) return err.code === 'ENOENT' ? this.#finish(this.#written, null) : this.#finish(this.#written, err)
      fstat(fd, (statErr, own) => {
        if (statErr) {
          close(fd, () => {})
          return this.#finish(this.#written, statErr)
        }
        syncFolder(dirname(this.walFile), (folderErr) => {
          if (folderErr) {
            close(fd, () => {})
            return this.#finish(this.#written, folderErr)
          }
          this.#fd = fd
          this.#inode = own.ino
          const upTo = this.#written
          this.sync(fd, (syncErr) => this.#finish(upTo, syncErr))
        })
      })
    })
  }
}

function syncFolder(folder: string, done: (err: NodeJS.ErrnoException | null) => void): void {
  open(folder, 'r', (err, fd) => {
    if (err) return done(err)
    fsync(fd, (syncErr) => close(fd, () => done(syncErr)))
  })
}
