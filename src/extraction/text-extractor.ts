import { extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { ExtractionFailure, ExtractionReply, ExtractionRequest, ExtractionResult } from './extraction-result.js'
import type { DocumentKind } from '../domain/vocabulary.js'

export interface TextExtractorOptions {
  /** Worker threads reading at once; each reads one file at a time. Default 1. */
  readonly workers?: number
  /** How long one file may take, from the moment a worker starts on it. Default 60 s (SPEC C5). */
  readonly timeoutMs?: number
  /** Each worker's V8 heap (old generation), in MiB. Default 256. */
  readonly maxHeapMb?: number
  /** The longest text, in bytes of UTF-8. Default 10 MiB (SPEC C5). */
  readonly maxTextBytes?: number
  /**
   * The largest file read, in bytes. Default 25 MiB (the default upload limit).
   * A parser holds the whole file in the worker, outside the heap limit, so
   * a larger one is refused unread (`too_large`).
   */
  readonly maxFileBytes?: number
  /** How long a worker waits for its next file before it is stopped (its memory given back). Default 60 s. */
  readonly idleMs?: number
}

const DEFAULTS = {
  workers: 1,
  timeoutMs: 60_000,
  maxHeapMb: 256,
  maxTextBytes: 10 * 1024 * 1024,
  idleMs: 60_000,
  maxFileBytes: 25 * 1024 * 1024,
} as const

/** The worker's file beside this one: `.ts` when run from source, `.js` once built. */
const WORKER_URL = new URL(`./extraction-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url)

/**
 * How a worker starts. Built, it is the worker's file. From source (tests,
 * `npm run ats`), a worker does not inherit the TypeScript loader of the
 * thread that starts it on Node 20, so it registers tsx's first.
 */
function workerEntry(): { entry: URL | string; eval: boolean } {
  if (!WORKER_URL.pathname.endsWith('.ts')) return { entry: WORKER_URL, eval: false }
  const tsx = import.meta.resolve('tsx/esm/api')
  // PDF.js is plain JavaScript that tsx would transform again in every new worker (seconds): loaded before tsx, it is not.
  const pdfjs = [import.meta.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs'), import.meta.resolve('pdfjs-dist/legacy/build/pdf.mjs')]
  const code =
    `globalThis.DOMMatrix ??= class DOMMatrix {};` +
    `Promise.all(${JSON.stringify(pdfjs)}.map((m) => import(m)))` +
    `.then(() => import(${JSON.stringify(tsx)})).then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL.href)}) })`
  return { entry: code, eval: true }
}

interface Job {
  readonly request: ExtractionRequest
  readonly resolve: (result: ExtractionResult) => void
  readonly reject: (err: Error) => void
}

interface Slot {
  worker: Worker | undefined
  job: Job | undefined
  timer: NodeJS.Timeout | undefined
  /** Stops the worker after a while without a file. */
  idle: NodeJS.Timeout | undefined
  /** The worker has loaded its libraries and waits for files. */
  ready: boolean
}

/** The longest a new worker may take to load its libraries before its first file's deadline starts. */
const WORKER_START_MS = 30_000

/**
 * Reads the text of PDF, DOCX and DOC files in worker threads, so that a
 * hostile or broken file fails alone: each worker's heap is bounded
 * (`resourceLimits`), each file has a deadline, and a worker that overruns
 * either, or dies, is terminated and replaced by a fresh one for the next
 * file. The service's own thread only posts paths and receives text.
 *
 *     const extractor = new TextExtractor({ timeoutMs: 60_000 })
 *     const result = await extractor.extract('/tmp/cv.pdf', 'pdf')
 *     if (result.ok) index(result.text)
 *     else markFailed(result.reason)
 *     await extractor.close()
 */
export class TextExtractor {
  private readonly options: Required<TextExtractorOptions>
  private readonly slots: Slot[]
  private readonly queue: Job[] = []
  private nextId = 1
  private closed = false

  constructor(options: TextExtractorOptions = {}) {
    this.options = { ...DEFAULTS, ...options }
    this.slots = Array.from({ length: Math.max(1, this.options.workers) }, () => ({
      worker: undefined,
      job: undefined,
      timer: undefined,
      idle: undefined,
      ready: false,
    }))
  }

  /**
   * The text of the file at `path` (a local file, left in place), or why it
   * has none. Never rejects because of what the file holds; rejects only when
   * the file cannot be opened at all or the extractor is closed, which a job
   * should treat as a reason to try again later.
   */
  extract(path: string, kind: DocumentKind): Promise<ExtractionResult> {
    if (this.closed) return Promise.reject(new Error('the text extractor is closed'))
    return new Promise((resolve, reject) => {
      this.queue.push({ request: { id: this.nextId++, path, kind, maxTextBytes: this.options.maxTextBytes }, resolve, reject })
      this.dispatch()
    })
  }

  /** The largest file it reads (see TextExtractorOptions). */
  get maxFileBytes(): number {
    return this.options.maxFileBytes
  }

  /** Worker threads alive now (started, and not yet stopped for idleness or a failure). */
  get workers(): number {
    return this.slots.filter((slot) => slot.worker).length
  }

  /** Stops every worker; files being read or waiting are rejected. */
  async close(): Promise<void> {
    this.closed = true
    const gone = new Error('the text extractor is closed')
    for (const job of this.queue.splice(0)) job.reject(gone)
    const stopping: Promise<number>[] = []
    for (const slot of this.slots) {
      const { worker, job } = slot
      clearTimeout(slot.idle)
      this.release(slot)
      slot.worker = undefined
      job?.reject(gone)
      if (worker) stopping.push(worker.terminate())
    }
    await Promise.all(stopping)
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.job) continue
      const job = this.queue.shift()
      if (!job) return
      clearTimeout(slot.idle)
      const worker = (slot.worker ??= this.spawn(slot))
      slot.job = job
      // A new worker's start (loading the libraries) does not count against the file, within reason.
      this.startDeadline(slot, slot.ready ? 0 : WORKER_START_MS)
      worker.postMessage(job.request)
    }
  }

  private spawn(slot: Slot): Worker {
    const { entry, eval: isCode } = workerEntry()
    const worker = new Worker(entry, {
      eval: isCode,
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      // The libraries print warnings about the files they read; the service's log is JSON lines, not theirs.
      stdout: true,
      stderr: true,
    })
    worker.stdout.resume()
    worker.stderr.resume()
    // An idle worker does not keep the process alive; a file being read does, through its deadline.
    worker.unref()
    slot.ready = false
    worker.on('message', (reply: ExtractionReply | 'ready') => {
      if (slot.worker !== worker) return
      if (reply === 'ready') {
        slot.ready = true
        if (slot.job) this.startDeadline(slot, 0)
        return
      }
      const job = slot.job
      if (job?.request.id !== reply.id) return
      this.release(slot)
      if (reply.ok === 'io') job.reject(new Error(reply.detail))
      else job.resolve(reply.ok ? { ok: true, text: reply.text } : { ok: false, reason: reply.reason, detail: reply.detail })
      this.dispatch()
      if (!slot.job) this.retireWhenIdle(slot, worker)
    })
    worker.on('error', (err: Error & { code?: string }) => {
      if (slot.worker !== worker) return
      if (err.code === 'ERR_WORKER_OUT_OF_MEMORY')
        this.fail(slot, 'memory', `reading needed more than ${this.options.maxHeapMb} MiB of heap`)
      else this.fail(slot, 'crashed', `the reader failed: ${err.message.slice(0, 200)}`)
    })
    worker.on('exit', (code) => {
      if (slot.worker !== worker) return
      this.fail(slot, 'crashed', `the reader exited with code ${code}`)
    })
    return worker
  }

  /** Ends the file in flight with a failure, and the worker with it: the next file gets a fresh one. */
  private fail(slot: Slot, reason: ExtractionFailure, detail: string): void {
    const { worker, job } = slot
    this.release(slot)
    slot.worker = undefined
    if (worker) void worker.terminate()
    job?.resolve({ ok: false, reason, detail })
    if (!this.closed) this.dispatch()
  }

  /**
   * A worker holds its own heap with PDF.js loaded in it (some 50 MB): one
   * left without a file for a minute is stopped, and the next file starts a
   * fresh one (about a second), so an idle service keeps its memory low.
   */
  private retireWhenIdle(slot: Slot, worker: Worker): void {
    clearTimeout(slot.idle)
    slot.idle = setTimeout(() => {
      if (slot.worker !== worker || slot.job) return
      slot.worker = undefined
      void worker.terminate()
    }, this.options.idleMs)
    slot.idle.unref()
  }

  private startDeadline(slot: Slot, extraMs: number): void {
    clearTimeout(slot.timer)
    const ms = this.options.timeoutMs
    slot.timer = setTimeout(() => this.fail(slot, 'timeout', `reading took more than ${ms} ms`), ms + extraMs)
  }

  private release(slot: Slot): void {
    clearTimeout(slot.timer)
    slot.timer = undefined
    slot.job = undefined
  }
}
