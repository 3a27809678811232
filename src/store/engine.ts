/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on Kysely<any> (see migrations/) */
import type { CreateTableBuilder, DialectAdapter, Kysely, RawBuilder, SqlBool } from 'kysely'
import type { Move, MoveOutcome } from './repositories/application.repository.js'
import type { NewEvent, RecordedChange, RecordedChanges, RecordedIds } from './repositories/event.repository.js'
import type { AuditRows } from './repositories/audit.repository.js'
import type { ClaimLocking } from './repositories/job.repository.js'
import type { SearchHit, WordsTerm } from './repositories/search.repository.js'
import type { Db } from './repositories/types.js'
import type { EventRow } from './tables.js'

/**
 * What differs between SQLite and PostgreSQL below the SQL that Kysely
 * writes for both: each engine's folder (`sqlite/`, `postgres/`) holds one
 * implementation, its opener (`<engine>-database.ts`) and the pieces only it
 * needs. Nothing outside those folders asks which engine runs: a caller
 * takes the engine of its handle (engineOf) and gets the same outcome on
 * both, however the engine makes it.
 */
export interface Engine {
  /**
   * Adds the auto-numbered primary key `id` to a table being created: ids are
   * cursors for paging, so neither engine ever gives one twice (SQLite's
   * AUTOINCREMENT, PostgreSQL's identity column).
   */
  idColumn<T extends string>(table: CreateTableBuilder<T>): CreateTableBuilder<T, 'id'>
  /**
   * Moves an application to another stage of its vacancy, if it may move,
   * with its history entry, all or nothing; answers what it found and did
   * (application.repository.ts `moveApplication`).
   */
  moveApplication(db: Db, move: Move): Promise<MoveOutcome>
  /**
   * Writes one event in the caller's transaction, so that the change feed
   * never skips it (feedHorizon): SQLite commits one writer at a time, so
   * its ids are in commit order as given; on PostgreSQL the transaction
   * first records the last id drawn before its own, which holds the feed
   * below its event until it ends.
   */
  insertEvent(trx: Db, event: NewEvent): Promise<EventRow>
  /**
   * The highest event id a change feed reader may be shown now: every event
   * with an id up to it has committed or never will, so a reader that moves
   * past an id never later finds a lower one. Null: no bound (SQLite).
   */
  feedHorizon(db: Db): Promise<number | null>
  /**
   * Writes what a change leaves beside its own rows (event.repository.ts
   * `recordChange`): its audit row, its event as `insertEvent` writes it,
   * and its webhook deliveries with their jobs.
   * Subscriptions are matched on the same rule on both engines: enabled,
   * and wanting `*` or the event's type among their space-separated types.
   * PostgreSQL makes it one statement, one round trip; SQLite a few
   * statements on its one connection, the deliveries' only when a
   * subscription wants the type.
   */
  recordChange(trx: Db, change: RecordedChange): Promise<RecordedIds>
  /** Several changes and audit rows of one transaction, the same way: one statement on PostgreSQL. Ids in the events' order. */
  recordChanges(trx: Db, changes: RecordedChanges): Promise<RecordedIds[]>
  /**
   * How a job claim keeps two workers apart (job.repository.ts): PostgreSQL
   * skips rows another transaction has locked; SQLite has one writer at a
   * time, so the claim's single statement is enough as it is.
   */
  readonly claimLocking: ClaimLocking
  /**
   * Whether inserts that belong together are best written as one statement
   * of data-modifying CTEs (PostgreSQL: one round trip where there were
   * several) or one after another (SQLite, which has no such CTEs and whose
   * one in-process connection has no round trip to save).
   */
  readonly writesInCtes: boolean
  /**
   * Creates the full-text index over `search_entries.terms` (migration 007):
   * SQLite an FTS5 table kept in step by triggers, PostgreSQL a GIN index.
   */
  createSearchIndex(db: Kysely<any>): Promise<void>
  dropSearchIndex(db: Kysely<any>): Promise<void>
  /**
   * Makes any committed change to `vacancies` send a notice to the
   * instances listening for it (migration 018): PostgreSQL a statement-level
   * trigger calling `pg_notify`; SQLite nothing (Database.publicGeneration).
   */
  createPublicChangeNotices(db: Kysely<any>): Promise<void>
  dropPublicChangeNotices(db: Kysely<any>): Promise<void>
  /**
   * Lets a column of an existing table hold null (a migration's step; run
   * outside any transaction). PostgreSQL alters the column in place; SQLite,
   * which cannot, rebuilds the table with its rows, indexes, foreign keys
   * and id sequence as they were. A column that takes null already is left
   * as it is.
   */
  dropNotNull(db: Kysely<any>, table: string, column: string): Promise<void>
  /**
   * The search entries that hold one term, each with the engine's relevance
   * (higher is better), as a subquery of `(id, rank)`. Built from the term's
   * folded words only (letters and digits), each quoted: nothing the user
   * typed reaches the engine's query syntax (search.repository.ts).
   */
  searchHits(term: WordsTerm): RawBuilder<SearchHit>
  /** A text value as a JSON string, quoted and escaped as `JSON.stringify` writes it (SQLite `json_quote`, PostgreSQL `to_json`). */
  jsonString(text: RawBuilder<string>): RawBuilder<string>
  /**
   * Writes a batch of audit rows (the reads of up to a second), in order,
   * all or nothing: SQLite as bound parameters, PostgreSQL as one JSON
   * parameter taken apart by the server (audit.repository.ts).
   */
  insertAuditBatch(db: Db, rows: AuditRows): Promise<void>
  /**
   * Whole milliseconds from one stored ISO date-time to another (reports):
   * SQLite through julianday, PostgreSQL through timestamptz; both answer
   * the same integer, so the figures built on it agree across engines.
   */
  millisBetween(earlier: RawBuilder<unknown>, later: RawBuilder<unknown>): RawBuilder<number>
  /** The ids of the search entries that hold one term, as a subquery of `(id)`: no relevance computed. */
  searchEntryIds(term: WordsTerm): RawBuilder<{ id: number }>
  /**
   * That the search entry `e` holds the term, as a check of the row itself,
   * where the engine can make one (PostgreSQL's stored vector); undefined
   * where a term's entries come from an index of their own (SQLite's FTS5
   * table), to be joined from searchEntryIds.
   */
  searchEntryHolds?(term: WordsTerm): RawBuilder<SqlBool>
  /**
   * searchHits among the entries whose id `among` (a subquery of one
   * column) gives, each with the relevance searchHits gives it: the
   * engine's statistics are of the whole index, whichever entries are asked.
   */
  searchHitsAmong(term: WordsTerm, among: RawBuilder<unknown>): RawBuilder<SearchHit>
  /**
   * searchHits of the candidates `candidates` gives (a subquery of one
   * column, or a list of ids), for a term few entries hold, found through the term's own
   * index rather than by checking every entry of each candidate. Only
   * where the engine gains by it (PostgreSQL, whose candidates' entries lie
   * in as many pages as there are entries); otherwise searchHitsAmong.
   */
  searchRareHitsOf?(term: WordsTerm, candidates: RawBuilder<unknown>): RawBuilder<SearchHit>
}

/** Kysely's adapter of a handle opened by openDatabase: it carries the engine (see `<engine>-dialect.ts`). */
export interface EngineAdapter extends DialectAdapter {
  readonly engine: Engine
}

/** The engine of a handle or transaction opened by openDatabase (database.ts). */
export function engineOf(db: Kysely<any>): Engine {
  const { engine } = db.getExecutor().adapter as Partial<EngineAdapter>
  if (!engine) throw new Error('This database handle was not opened by openDatabase (store/database.ts).')
  return engine
}
