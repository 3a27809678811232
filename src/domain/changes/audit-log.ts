import {
  AUDIT_DATE_BYTES,
  AUDIT_ROW_WIDTH,
  insertAuditEvents,
  type AuditRows,
  type AuditRun,
  type AuditValue,
} from '../../store/repositories/audit.repository.js'
import type { Db } from '../../store/repositories/types.js'
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

/**
 * Per pending read in `PendingReads.#numbers`: its member, its token (NO_TOKEN for a session), its moment, where its
 * request id starts in `#ids`, and which of `#whats` it is.
 */
const NUMBERS_PER_READ = 5
const NO_TOKEN = -1
/** A new batch's room before it first grows (the next takes the room the last one needed). */
const FIRST_READS = 1024
const FIRST_ID_BYTES = FIRST_READS * 64

/**
 * Reads waiting to be written, as columns rather than an object each. A
 * read waits up to a second, long enough for the collector to move all it
 * holds to the old generation (a young generation of 4 MiB is swept every
 * few milliseconds under load), and an object and a string per read made
 * that move, and the old generation's collections after it, cost more than
 * the rest of the audit row together. Here a read's numbers go into a typed
 * array and its request id's bytes into a buffer, both outside the
 * collected heap, and the route's `what` (mostly one object kept with the
 * cached answer) into an array; the rows' values are made a chunk at a time
 * as they are written (AuditRows), and die young.
 */
class PendingReads implements AuditRows {
  count = 0
  /** What was read, once for consecutive reads of the same (a kept answer's reads share its one object). */
  #whats: AuditedRead[] = []
  #numbers: Float64Array
  #ids: Buffer
  #idBytes = 0

  /**
   * Room for `reads` reads of `idBytes` bytes of request ids before growing;
   * `isoDate` formats a moment as the store keeps it.
   */
  constructor(
    private readonly isoDate: (ms: number) => string,
    reads = FIRST_READS,
    idBytes = FIRST_ID_BYTES,
  ) {
    this.#numbers = new Float64Array(reads * NUMBERS_PER_READ)
    this.#ids = Buffer.allocUnsafe(idBytes)
  }

  /** The room this batch took: the next one starts with it. */
  get room(): [reads: number, idBytes: number] {
    return [Math.max(FIRST_READS, this.count), Math.max(FIRST_ID_BYTES, this.#idBytes)]
  }

  push(what: AuditedRead, memberId: number, tokenId: number | null, at: number, requestId: string): void {
    // UTF-8 takes at most three bytes per UTF-16 unit (request ids are ASCII: http/plugins/request-id.ts).
    this.#reserve(1, requestId.length * 3)
    const n = this.count * NUMBERS_PER_READ
    this.#numbers[n] = memberId
    this.#numbers[n + 1] = tokenId ?? NO_TOKEN
    this.#numbers[n + 2] = at
    this.#numbers[n + 3] = this.#idBytes
    this.#idBytes += this.#ids.write(requestId, this.#idBytes, 'utf8')
    // An array of one entry per read would grow through the second a batch lasts, into the collector's old generation.
    if (this.#whats[this.#whats.length - 1] !== what) this.#whats.push(what)
    this.#numbers[n + 4] = this.#whats.length - 1
    this.count++
  }

  /** Adds `later`'s reads after these. */
  append(later: PendingReads): void {
    this.#reserve(later.count, later.#idBytes)
    later.#ids.copy(this.#ids, this.#idBytes, 0, later.#idBytes)
    const from = this.count * NUMBERS_PER_READ
    this.#numbers.set(later.#numbers.subarray(0, later.count * NUMBERS_PER_READ), from)
    for (let n = from; n < from + later.count * NUMBERS_PER_READ; n += NUMBERS_PER_READ) {
      this.#numbers[n + 3] = (this.#numbers[n + 3] ?? 0) + this.#idBytes
      this.#numbers[n + 4] = (this.#numbers[n + 4] ?? 0) + this.#whats.length
    }
    this.#idBytes += later.#idBytes
    for (const what of later.#whats) this.#whats.push(what)
    this.count += later.count
  }

  /** Forgets the `count` oldest reads. */
  dropOldest(count: number): void {
    const bytes = this.#idStart(count)
    this.#ids.copy(this.#ids, 0, bytes, this.#idBytes)
    this.#idBytes -= bytes
    this.#numbers.copyWithin(0, count * NUMBERS_PER_READ, this.count * NUMBERS_PER_READ)
    this.count -= count
    const whats = this.count > 0 ? (this.#numbers[4] ?? 0) : this.#whats.length
    for (let n = 0; n < this.count * NUMBERS_PER_READ; n += NUMBERS_PER_READ) {
      this.#numbers[n + 3] = (this.#numbers[n + 3] ?? 0) - bytes
      this.#numbers[n + 4] = (this.#numbers[n + 4] ?? 0) - whats
    }
    this.#whats.splice(0, whats)
  }

  /** Rows `start` to `end - 1` as the store takes them (audit.repository.ts COLUMNS), one after another. */
  values(start: number, end: number): AuditValue[] {
    const numbers = this.#numbers
    const values = new Array<AuditValue>((end - start) * AUDIT_ROW_WIDTH)
    let v = 0
    for (let i = start; i < end; i++) {
      const n = i * NUMBERS_PER_READ
      const what = this.#whatOf(i)
      const tokenId = numbers[n + 1] ?? NO_TOKEN
      values[v++] = this.isoDate(numbers[n + 2] ?? 0)
      values[v++] = numbers[n] ?? null
      values[v++] = tokenId === NO_TOKEN ? null : tokenId
      values[v++] = what?.action ?? null
      values[v++] = what?.candidateId ?? null
      values[v++] = what?.resourceType ?? null
      values[v++] = what?.resourceId == null ? null : String(what.resourceId)
      values[v++] = this.#ids.toString('utf8', this.#idStart(i), this.#idStart(i + 1))
    }
    return values
  }

  runEnd(start: number, max: number): number {
    const numbers = this.#numbers
    const end = Math.min(this.count, start + max)
    const first = start * NUMBERS_PER_READ
    const what = this.#whatOf(start)
    const idBytes = this.#idStart(start + 1) - this.#idStart(start)
    let i = start + 1
    for (; i < end; i++) {
      const n = i * NUMBERS_PER_READ
      if (numbers[n] !== numbers[first] || numbers[n + 1] !== numbers[first + 1]) break
      if (this.#idStart(i + 1) - (numbers[n + 3] ?? 0) !== idBytes) break
      if (numbers[n + 4] === numbers[first + 4]) continue
      // The framework path makes an object per read.
      const other = this.#whatOf(i)
      if (!(other && what && sameRead(other, what))) break
    }
    return i
  }

  run(start: number, end: number): AuditRun {
    const numbers = this.#numbers
    const first = start * NUMBERS_PER_READ
    const what = this.#whatOf(start)
    const tokenId = numbers[first + 1] ?? NO_TOKEN
    const shared = [
      numbers[first] ?? null,
      tokenId === NO_TOKEN ? null : tokenId,
      what?.action ?? null,
      what?.candidateId ?? null,
      what?.resourceType ?? null,
      what?.resourceId == null ? null : String(what.resourceId),
    ]
    const dates = Buffer.allocUnsafe((end - start) * AUDIT_DATE_BYTES)
    let second = Number.NaN
    let prefix = ''
    for (let i = start, at = 0; i < end; i++, at += AUDIT_DATE_BYTES) {
      const ms = numbers[i * NUMBERS_PER_READ + 2] ?? 0
      // As isoDate writes it: the part up to the second made once per second, the milliseconds' three digits by hand.
      const s = Math.floor(ms / 1000)
      if (s !== second) {
        second = s
        prefix = this.isoDate(s * 1000).slice(0, AUDIT_DATE_BYTES - 4)
      }
      dates.write(prefix, at, 'latin1')
      const milli = ms - s * 1000
      dates[at + 20] = 48 + Math.floor(milli / 100)
      dates[at + 21] = 48 + (Math.floor(milli / 10) % 10)
      dates[at + 22] = 48 + (milli % 10)
      dates[at + 23] = 90 // Z
    }
    const idBytes = this.#idStart(start + 1) - this.#idStart(start)
    return { shared, dates, ids: this.#ids.subarray(this.#idStart(start), this.#idStart(end)), idBytes }
  }

  #whatOf(read: number): AuditedRead | undefined {
    return this.#whats[this.#numbers[read * NUMBERS_PER_READ + 4] ?? -1]
  }

  #idStart(read: number): number {
    return read < this.count ? (this.#numbers[read * NUMBERS_PER_READ + 3] ?? 0) : this.#idBytes
  }

  #reserve(reads: number, bytes: number): void {
    const needed = (this.count + reads) * NUMBERS_PER_READ
    if (needed > this.#numbers.length) {
      const grown = new Float64Array(Math.max(this.#numbers.length * 2, needed))
      grown.set(this.#numbers.subarray(0, this.count * NUMBERS_PER_READ))
      this.#numbers = grown
    }
    if (this.#idBytes + bytes > this.#ids.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.#ids.length * 2, this.#idBytes + bytes))
      this.#ids.copy(grown, 0, 0, this.#idBytes)
      this.#ids = grown
    }
  }
}

const sameRead = (a: AuditedRead, b: AuditedRead) =>
  a.action === b.action && a.candidateId === b.candidateId && a.resourceType === b.resourceType && a.resourceId === b.resourceId

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
  readonly #isoDateOf = (ms: number) => this.#isoDate(ms)
  #pending = new PendingReads(this.#isoDateOf)
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
    this.#pending = new PendingReads(this.#isoDateOf, ...batch.room)
    this.#writing = insertAuditEvents(this.db, batch)
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
      this.#pending = new PendingReads(this.#isoDateOf)
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
