import { watch, type FSWatcher } from 'node:fs'

/** How often the exact check runs anyway, for a file system that delivers no file events. */
const FOREIGN_COMMIT_BOUND_MS = 1000

export interface ForeignCommitTimes {
  /**
   * How long after another process wrote the write-ahead log every look still runs the exact check:
   * a commit is written to the log before it becomes visible (SQLite publishes it in the log's
   * shared-memory index after the last frame, and syncs in between), so the file's event can come
   * first. A second covers that gap many times over.
   */
  readonly afterWriteMs: number
  /**
   * The same after a write of this process: the event is most likely its own (the audit rows of
   * reads are written every second), and the window is kept short so that it does not stay open.
   * Another process that committed meanwhile held the write lock until its commit was visible, so
   * the first look sees it, unless it wrote just after this process: this covers its gap.
   */
  readonly afterOwnWriteMs: number
  /** The longest the exact check waits where no file event comes. */
  readonly boundMs: number
}

/**
 * Tells, cheaply, whether another connection (the command line, another process) may have committed
 * since the last look, so that the exact check (`PRAGMA data_version`, a statement that takes a read
 * lock on the log's index) runs only when it can tell something.
 *
 * Every commit, by any process, writes frames to the `-wal` file with write(2), and the kernel queues
 * the file's change event in that very call: before the commit is visible to anyone, so before any
 * request that could have learnt of it is sent. The event is read in the poll phase of the event
 * loop, the phase that also reads requests; a look in the check phase that follows (the kept
 * answers' reading, `ReadMoments.shared`) comes after every event queued before its requests
 * arrived. Where the file cannot be watched, every look is exact.
 */
export class ForeignCommits {
  readonly #watcher: FSWatcher | undefined
  readonly #times: ForeignCommitTimes
  #written = false
  #checkUntil = 0
  #lastCheck = -Infinity

  #ownWrites = 0

  /** `ownWrites` counts the writes of this process's connection. */
  constructor(
    walFile: string,
    ownWrites: () => number,
    times: ForeignCommitTimes = { afterWriteMs: 1000, afterOwnWriteMs: 50, boundMs: FOREIGN_COMMIT_BOUND_MS },
  ) {
    this.#times = times
    try {
      this.#watcher = watch(walFile, { persistent: false }, () => {
        const own = ownWrites()
        const window = own === this.#ownWrites ? times.afterWriteMs : times.afterOwnWriteMs
        this.#ownWrites = own
        this.#written = true
        this.#checkUntil = Math.max(this.#checkUntil, performance.now() + window)
      })
      // A watch that fails later (the file removed under the service) leaves every look exact.
      this.#watcher.on('error', () => {
        this.#checkUntil = Infinity
      })
    } catch {
      this.#checkUntil = Infinity
    }
  }

  /** Whether a look now should run the exact check. */
  mayHaveCommitted(): boolean {
    const now = performance.now()
    if (this.#written || now < this.#checkUntil || now - this.#lastCheck >= this.#times.boundMs) {
      this.#written = false
      this.#lastCheck = now
      return true
    }
    return false
  }

  close(): void {
    this.#watcher?.close()
  }
}
