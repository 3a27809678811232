import { insertAuditEvents, type AuditRowValues } from '../store/repositories/audit.repository.js'
import type { Db } from '../store/repositories/types.js'
import type { AuditedRead } from './audit.js'

/** How late a read's row may be written (SPEC C6: at most a second). */
const READ_FLUSH_MS = 1000
/** Reads kept while the store refuses them; past it the oldest are dropped, and the log says how many. */
const MAX_PENDING = 1_000_000
const MAX_RETRY_MS = 30_000

interface PendingRead {
  readonly what: AuditedRead
  readonly memberId: number
  readonly tokenId: number | null
  readonly requestId: string
  readonly at: number
}

/** Where flush failures go: ids and counts only. */
export interface AuditLogger {
  warn(obj: object, msg: string): void
}

/**
 * The audit rows of reads, written in batches: recording one is a push onto
 * an array (a read answered from the cache costs no more than that), and a
 * timer started by the first read of a batch writes them all at most a
 * second later, in as few statements as the engine writes them best, all or nothing. A failed
 * write is logged, and its rows wait for the next attempt, after a growing
 * delay; nothing throws to the caller. `close` writes what is left (and
 * stops the timer, which keeps the process up while rows wait).
 * Reads buffered here are lost if the process is killed (OPERATIONS.md).
 */
export class AuditLog {
  #pending: PendingRead[] = []
  #timer: NodeJS.Timeout | undefined
  #writing: Promise<void> | undefined
  #failures = 0
  #isoSecond = -1
  #isoPrefix = ''

  constructor(
    private readonly db: Db,
    private readonly log: AuditLogger,
    private readonly flushMs = READ_FLUSH_MS,
  ) {}

  /** Records a successful read by a member, through a token or a session (`tokenId` null), in a request. */
  read(what: AuditedRead, by: { readonly memberId: number; readonly tokenId: number | null }, requestId: string): void {
    this.#pending.push({ what, memberId: by.memberId, tokenId: by.tokenId, requestId, at: Date.now() })
    if (this.#timer === undefined) this.#schedule(this.flushMs)
  }

  /** Writes every read recorded so far; resolves once they are stored, or rejects with the store's error (they stay pending). */
  async flush(): Promise<void> {
    clearTimeout(this.#timer)
    this.#timer = undefined
    while (this.#writing) await this.#writing.catch(() => {})
    const batch = this.#pending
    if (batch.length === 0) return
    this.#pending = []
    this.#writing = this.#write(batch)
    try {
      await this.#writing
      this.#failures = 0
    } catch (err) {
      this.#pending = batch.concat(this.#pending)
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
      this.log.warn({ err, lost: this.#pending.length }, 'audit rows of reads could not be written at shutdown')
    } finally {
      clearTimeout(this.#timer)
      this.#timer = undefined
      this.#pending = []
    }
  }

  #schedule(ms: number): void {
    this.#timer = setTimeout(() => {
      this.#timer = undefined
      this.flush().catch((err: unknown) => {
        this.#failures++
        const retryMs = Math.min(this.flushMs * 2 ** this.#failures, MAX_RETRY_MS)
        this.log.warn({ err, pending: this.#pending.length, retryMs }, 'audit rows of reads not written yet; trying again')
        if (this.#timer === undefined) this.#schedule(retryMs)
      })
    }, ms)
  }

  async #write(batch: readonly PendingRead[]): Promise<void> {
    await insertAuditEvents(
      this.db,
      batch.map((p) => this.#toRow(p)),
    )
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

  #toRow(p: PendingRead): AuditRowValues {
    const { what } = p
    const resourceId = what.resourceId === null ? null : String(what.resourceId)
    return [this.#isoDate(p.at), p.memberId, p.tokenId, what.action, what.candidateId, what.resourceType, resourceId, p.requestId]
  }

  #dropOverflow(): void {
    const over = this.#pending.length - MAX_PENDING
    if (over <= 0) return
    this.#pending.splice(0, over)
    this.log.warn({ dropped: over }, 'audit rows of reads dropped: the store refused them for too long')
  }
}
