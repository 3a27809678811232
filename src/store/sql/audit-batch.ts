import { AUDIT_COLUMNS } from './change-rows.js'

// A batch of audit rows as the domain hands it (domain/audit-log.ts) and each engine writes it
// (engine.ts WritePaths.insertAuditBatch).

/** A value of a row of a batch, in the order of AUDIT_COLUMNS. */
export type AuditValue = string | number | null

/** Values per row of a batch: one per column. */
export const AUDIT_ROW_WIDTH = AUDIT_COLUMNS.length

/**
 * A batch of rows (the reads of up to a second), whose values are made a
 * chunk at a time as the chunks are written: `values(start, end)` gives
 * those of rows `start` to `end - 1`, one row after another, in the order of
 * AUDIT_COLUMNS. Made whole, a batch of a busy second was one array of some
 * 200,000 values, allocated straight into the collector's old generation.
 */
export interface AuditRows {
  readonly count: number
  values(start: number, end: number): AuditValue[]
  /**
   * The end of the run of rows from `start` (at most `max` of them) that
   * differ in their date and request id only, those ids all of one length:
   * the same read repeated, as a hot read is.
   */
  runEnd(start: number, max: number): number
  /** Rows `start` to `end - 1`, one run (`runEnd`), as the values they share and their dates and request ids side by side. */
  run(start: number, end: number): AuditRun
}

/** Bytes of a date as the store keeps it: `YYYY-MM-DDTHH:MM:SS.mmmZ`. */
export const AUDIT_DATE_BYTES = 24

/** Rows that differ in their date and request id only. */
export interface AuditRun {
  /** member_id to resource_id, in the order of AUDIT_COLUMNS. */
  readonly shared: readonly AuditValue[]
  /** Each row's date, AUDIT_DATE_BYTES bytes of ASCII, one after another. */
  readonly dates: Buffer
  /** Each row's request id, `idBytes` bytes of ASCII, one after another. */
  readonly ids: Buffer
  readonly idBytes: number
}
