import { close, fstat, fsync, open, stat } from 'node:fs'

/** fs.fsync's callback form: run on libuv's thread pool, never on the event loop. */
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
 * `durable()` resolves once an fsync of the WAL file that started after the
 * last counted write has completed. The fsync runs on the thread pool, and
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
    private readonly sync: Fsync = fsync,
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
    if (this.#fd !== undefined) {
      const fd = this.#fd
      this.#fd = undefined
      await new Promise<void>((resolve) => close(fd, () => resolve()))
    }
  }

  #start(): void {
    this.#syncing = true
    this.#walFd((err, fd) => {
      // Everything counted by now was handed to the operating system already (better-sqlite3 writes
      // synchronously): the fsync asked for next covers it, and the writes counted while it runs wait for another.
      const upTo = this.#written
      if (err) return this.#finish(upTo, err)
      if (fd === undefined) return this.#finish(upTo, null)
      this.sync(fd, (syncErr) => this.#finish(upTo, syncErr))
    })
  }

  #finish(upTo: number, err: NodeJS.ErrnoException | null): void {
    this.#syncing = false
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

  /**
   * The kept descriptor of the WAL file, opened again when the file at its path is another one (or none was
   * open); undefined when there is no WAL file (nothing unsynced can be in one). One stat on the thread pool.
   */
  #walFd(done: (err: NodeJS.ErrnoException | null, fd?: number) => void): void {
    stat(this.walFile, (err, st) => {
      if (err) return err.code === 'ENOENT' ? done(null) : done(err)
      if (this.#fd !== undefined && st.ino === this.#inode) return done(null, this.#fd)
      const old = this.#fd
      this.#fd = undefined
      if (old !== undefined) close(old, () => {})
      if (this.#closed) return done(null)
      open(this.walFile, 'r', (openErr, fd) => {
        if (openErr) return openErr.code === 'ENOENT' ? done(null) : done(openErr)
        fstat(fd, (statErr, own) => {
          if (statErr) {
            close(fd, () => {})
            return done(statErr)
          }
          this.#fd = fd
          this.#inode = own.ino
          done(null, fd)
        })
      })
    })
  }
}
