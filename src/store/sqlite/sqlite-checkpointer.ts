import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

/** Checkpoint after this many counted writes (about SQLite's own 1,000 pages: a note's commit writes a few each)... */
const WRITES_PER_CHECKPOINT = 500
/** ...or this long after the first write since the last checkpoint. */
const CHECKPOINT_AFTER_MS = 1000

// The worker's code, whole: its own connection to the file, a PASSIVE checkpoint each time it is asked
// (it waits for no lock and blocks no reader or writer), and the last close's checkpoint when told to stop.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
const SQLite = require(workerData.driver)
const db = new SQLite(workerData.file)
db.pragma('wal_autocheckpoint = 0')
parentPort.on('message', (m) => {
  if (m === 'close') {
    db.close()
    parentPort.close()
    return
  }
  try {
    db.pragma('wal_checkpoint(PASSIVE)')
    parentPort.postMessage('done')
  } catch (err) {
    parentPort.postMessage({ failed: String(err && err.message) })
  }
})
`

/**
 * The WAL's checkpoints, off the event loop. A checkpoint syncs the WAL
 * file, copies its pages into the database file and syncs that: run by
 * SQLite on the committing connection (wal_autocheckpoint), it held the
 * event loop 6-15 ms every thousand pages or so, several times a second
 * under writes (docs/PERFORMANCE.md). Here the store's connection makes
 * none (wal_autocheckpoint=0) and a worker thread with a connection of
 * its own checkpoints after every WRITES_PER_CHECKPOINT writes or a second
 * after the first one since the last. The worker starts at the first
 * checkpoint, so a short command never starts one. Should it fail, the
 * store's connection checkpoints again itself (`fallBack`).
 */
export class Checkpointer {
  #worker: Worker | undefined
  #writes = 0
  #running = false
  #timer: NodeJS.Timeout | undefined
  #stopped = false

  constructor(
    private readonly file: string,
    private readonly fallBack: () => void,
  ) {}

  /** Told after each write. */
  wrote(): void {
    if (this.#stopped) return
    this.#writes++
    this.#schedule()
  }

  /** Stops the worker, whose connection's close checkpoints what is left when it is the last one. */
  async close(): Promise<void> {
    this.#stopped = true
    clearTimeout(this.#timer)
    const worker = this.#worker
    this.#worker = undefined
    if (!worker) return
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()))
    // Held alive until it has closed its connection (unreferenced, it would let the process end first).
    worker.ref()
    worker.postMessage('close')
    await exited
  }

  #schedule(): void {
    if (this.#running) return
    if (this.#writes >= WRITES_PER_CHECKPOINT) this.#checkpoint()
    else if (this.#writes > 0 && !this.#timer) {
      this.#timer = setTimeout(() => this.#checkpoint(), CHECKPOINT_AFTER_MS)
      this.#timer.unref()
    }
  }

  #checkpoint(): void {
    clearTimeout(this.#timer)
    this.#timer = undefined
    if (this.#running || this.#stopped) return
    this.#running = true
    this.#writes = 0
    this.#started().postMessage('checkpoint')
  }

  #started(): Worker {
    if (this.#worker) return this.#worker
    const driver = createRequire(import.meta.url).resolve('better-sqlite3')
    const worker = new Worker(WORKER, { eval: true, workerData: { driver, file: this.file } })
    worker.unref()
    worker.on('message', (m: unknown) => {
      this.#running = false
      // Writes counted while it ran may be due a checkpoint already.
      if (m === 'done') this.#schedule()
      else this.#fail()
    })
    worker.on('error', () => this.#fail())
    worker.on('exit', () => {
      if (!this.#stopped) this.#fail()
    })
    this.#worker = worker
    return worker
  }

  #fail(): void {
    if (this.#stopped) return
    this.#stopped = true
    clearTimeout(this.#timer)
    void this.#worker?.terminate()
    this.#worker = undefined
    this.fallBack()
  }
}
