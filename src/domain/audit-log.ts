import { AUDIT_ROW_WIDTH, insertAuditEvents, type AuditValue } from '../store/repositories/audit.repository.js'
import type { Db } from '../store/repositories/types.js'
import type { AuditedRead } from './audit.js'

/** How late a read's row may be written (SPEC C6: at most a second). */
const READ_FLUSH_MS = 1000
/** Reads kept while the store refuses them; past it the oldest are dropped, and the log says how many. */
const MAX_PENDING = 1_000_000
const MAX_RETRY_MS = 30_000

/** Where flush failures go: ids and counts only. */
export interface AuditLogger {
  warn(obj: object, msg: string): void
}

/** Per pending read in `PendingReads.numbers`: its member, its token (NO_TOKEN for a session), its moment, its request id's length in bytes. */
const NUMBERS_PER_READ = 4
const NO_TOKEN = -1
const FIRST_ID_BYTES = 64 * 1024

/**
 * Reads waiting to be written, as columns rather than an object each. A
 * read waits up to a second, long enough for the collector to move all it
 * holds to the old generation (a young generation of 4 MiB is swept every
 * few milliseconds under load), and an object and a string per read made
 * that move, and the old generation's collections after it, cost more than
 * the rest of the audit row together. Here a read adds numbers to one array
 * and its request id's bytes to one buffer (outside the collected heap);
 * the strings are made again when the batch is written, and die young.
 */
class PendingReads {
  readonly whats: AuditedRead[] = []
  readonly numbers: number[] = []
  ids: Buffer
  idBytes = 0

  constructor(idCapacity = FIRST_ID_BYTES) {
    this.ids = Buffer.allocUnsafe(idCapacity)
  }

  get count(): number {
    return this.whats.length
  }

  push(what: AuditedRead, memberId: number, tokenId: number | null, at: number, requestId: string): void {
    // UTF-8 takes at most three bytes per UTF-16 unit (request ids are ASCII: http/plugins/request-id.ts).
    this.#reserve(requestId.length * 3)
    const length = this.ids.write(requestId, this.idBytes, 'utf8')
    this.idBytes += length
    this.whats.push(what)
    this.numbers.push(memberId, tokenId ?? NO_TOKEN, at, length)
  }

  /** Adds `later`'s reads after these. */
  append(later: PendingReads): void {
    this.#reserve(later.idBytes)
    later.ids.copy(this.ids, this.idBytes, 0, later.idBytes)
    this.idBytes += later.idBytes
    for (const what of later.whats) this.whats.push(what)
    for (const n of later.numbers) this.numbers.push(n)
  }

  /** Forgets the `count` oldest reads. */
  dropOldest(count: number): void {
    let bytes = 0
    for (let i = 0; i < count; i++) bytes += this.numbers[i * NUMBERS_PER_READ + 3] ?? 0
    this.ids.copy(this.ids, 0, bytes, this.idBytes)
    this.idBytes -= bytes
    this.whats.splice(0, count)
    this.numbers.splice(0, count * NUMBERS_PER_READ)
  }

  /** The rows as the store takes them (audit.repository.ts COLUMNS), one after another. */
  values(isoDate: (ms: number) => string): AuditValue[] {
    const { numbers, ids } = this
    // Made at its full length, not grown by pushes (which copied it over and over).
    const values = new Array<AuditValue>(this.whats.length * AUDIT_ROW_WIDTH)
    let at = 0
    let v = 0
    this.whats.forEach((what, i) => {
      const n = i * NUMBERS_PER_READ
      const tokenId = numbers[n + 1] ?? NO_TOKEN
      const length = numbers[n + 3] ?? 0
      values[v++] = isoDate(numbers[n + 2] ?? 0)
      values[v++] = numbers[n] ?? null
      values[v++] = tokenId === NO_TOKEN ? null : tokenId
      values[v++] = what.action
      values[v++] = what.candidateId
      values[v++] = what.resourceType
      values[v++] = what.resourceId === null ? null : String(what.resourceId)
      values[v++] = ids.toString('utf8', at, at + length)
      at += length
    })
    return values
  }

  #reserve(bytes: number): void {
    if (this.idBytes + bytes <= this.ids.length) return
    const grown = Buffer.allocUnsafe(Math.max(this.ids.length * 2, this.idBytes + bytes))
    this.ids.copy(grown, 0, 0, this.idBytes)
    this.ids = grown
  }
}

/**
 * The audit rows of reads, written in batches: recording one adds to
 * columns in memory (a read answered from the cache costs no more than
 * that; PendingReads), and a timer started by the first read of a batch
 * writes them all at most a second later, in as few statements as the
 * engine writes them best, all or nothing. A failed write is logged, and its
 * rows wait for the next attempt, after a growing delay; nothing throws to
 * the caller. `close` writes what is left (and stops the timer, which keeps
 * the process up while rows wait). Reads buffered here are lost if the
 * process is killed (OPERATIONS.md).
 */
export class AuditLog {
  #pending = new PendingReads()
  #timer: NodeJS.Timeout | undefined
  #writing: Promise<void> | undefined
  #failures = 0
  #isoSecond = -1
  #isoPrefix = ''

  readonly #flushMs: number
  readonly #maxPending: number

  constructor(
    private readonly db: Db,
    private readonly log: AuditLogger,
    opts: { readonly flushMs?: number; readonly maxPending?: number } = {},
  ) {
    this.#flushMs = opts.flushMs ?? READ_FLUSH_MS
    this.#maxPending = opts.maxPending ?? MAX_PENDING
  }

  /** Records a successful read by a member, through a token or a session (`tokenId` null), in a request. */
  read(what: AuditedRead, by: { readonly memberId: number; readonly tokenId: number | null }, requestId: string): void {
    this.#pending.push(what, by.memberId, by.tokenId, Date.now(), requestId)
    if (this.#timer === undefined) this.#schedule(this.#flushMs)
  }

  /** Writes every read recorded so far; resolves once they are stored, or rejects with the store's error (they stay pending). */
  async flush(): Promise<void> {
    clearTimeout(this.#timer)
    this.#timer = undefined
    while (this.#writing) await this.#writing.catch(() => {})
    const batch = this.#pending
    if (batch.count === 0) return
    // Sized for a batch like this one: no growing under steady load, and a backlog's size is not kept.
    this.#pending = new PendingReads(Math.max(FIRST_ID_BYTES, batch.idBytes))
    this.#writing = insertAuditEvents(
      this.db,
      batch.values((ms) => this.#isoDate(ms)),
    )
    try {
      await this.#writing
      this.#failures = 0
    } catch (err) {
      batch.append(this.#pending)
      this.#pending = batch
      this.#dropOverflow()
      throw err
    } finally {
      this.#writing = undefined
    }
  }

  /** Writes what is left, once; a failure is logged (the rows are then lost, and the log says how many). */
  async close(): Promise<void> {
    try {
      await this.flush()
    } catch (err) {
      this.log.warn({ err, lost: this.#pending.count }, 'audit rows of reads could not be written at shutdown')
    } finally {
      clearTimeout(this.#timer)
      this.#timer = undefined
      this.#pending = new PendingReads()
    }
  }

  #schedule(ms: number): void {
    this.#timer = setTimeout(() => {
      this.#timer = undefined
      this.flush().catch((err: unknown) => {
        this.#failures++
        const retryMs = Math.min(this.#flushMs * 2 ** this.#failures, MAX_RETRY_MS)
        this.log.warn({ err, pending: this.#pending.count, retryMs }, 'audit rows of reads not written yet; trying again')
        if (this.#timer === undefined) this.#schedule(retryMs)
      })
    }, ms)
  }

  /**
   * `new Date(ms).toISOString()`, with the part up to the second made once
   * per second: a batch holds up to a second of reads, and formatting each
   * date whole cost more than the rest of its row.
   */
  #isoDate(ms: number): string {
    const second = Math.floor(ms / 1000)
    if (second !== this.#isoSecond) {
      this.#isoSecond = second
      this.#isoPrefix = new Date(second * 1000).toISOString().slice(0, 20)
    }
    return `${this.#isoPrefix}${String(ms - second * 1000).padStart(3, '0')}Z`
  }

  #dropOverflow(): void {
    const over = this.#pending.count - this.#maxPending
    if (over <= 0) return
    this.#pending.dropOldest(over)
    this.log.warn({ dropped: over }, 'audit rows of reads dropped: the store refused them for too long')
  }
}
