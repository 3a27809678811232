/* eslint-disable @typescript-eslint/no-explicit-any -- a handle of any tables carries its engine: the store's and a migration's alike */
import type { DialectAdapter, Insertable, Kysely, RawBuilder, SelectQueryBuilder, SqlBool } from 'kysely'
import type { Move, MoveOutcome } from './sql/application-rows.js'
import type { AuditRows } from './sql/audit-batch.js'
import type { NewEvent, NewJob, RecordedChange, RecordedChanges, RecordedIds } from './sql/change-rows.js'
import type { Db } from './sql/db.js'
import type { ApplicationRow, ApplicationTable, DocumentTextTable, EventRow, Tables } from './tables.js'

// What differs between SQLite and PostgreSQL below the SQL that Kysely
// writes for both, split by direction as Kysely splits a `Dialect` from its
// `DialectAdapter`: pieces of SQL a repository's query embeds
// (SqlFragments), and whole writes an engine makes its own way
// (WritePaths). Each engine's folder (`sqlite/`, `postgres/`) implements
// both from the shared SQL below them (`sql/`), never from a repository;
// its dialect's adapter carries them, so a repository reaches them through
// its handle (fragmentsOf, writePathsOf), never by asking which engine
// runs. The schema's differences are no part of this: each migration keeps
// its own (migrations/), frozen with it.

/** The engines, by the name a migration picks its own SQL for. */
export type EngineName = 'sqlite' | 'postgres'

/** A term as the engines take it: folded words (letters and digits only), one with `prefix`, several for a phrase. */
export interface WordsTerm {
  readonly words: readonly string[]
  readonly prefix: boolean
}

/** One search entry that holds a term, with the engine's relevance (higher is better). */
interface SearchHit {
  id: number
  rank: number
}

/** How the engine keeps two workers from claiming one job (SqlFragments.claimLocking). */
type ClaimLocking = <O>(query: SelectQueryBuilder<Tables, 'jobs', O>) => SelectQueryBuilder<Tables, 'jobs', O>

/** Pieces of SQL each engine writes its own way, for a repository's query to embed: built, never run here. */
export interface SqlFragments {
  /**
   * How a job claim keeps two workers apart (job.repository.ts): PostgreSQL
   * skips rows another transaction has locked; SQLite has one writer at a
   * time, so the claim's single statement is enough as it is.
   */
  readonly claimLocking: ClaimLocking
  /** A text value as a JSON string, quoted and escaped as `JSON.stringify` writes it (SQLite `json_quote`, PostgreSQL `to_json`). */
  jsonString(text: RawBuilder<string>): RawBuilder<string>
  /**
   * Whole milliseconds from one stored ISO date-time to another (reports):
   * SQLite through julianday, PostgreSQL through timestamptz; both answer
   * the same integer, so the figures built on it agree across engines.
   */
  millisBetween(earlier: RawBuilder<unknown>, later: RawBuilder<unknown>): RawBuilder<number>
  /**
   * The search entries that hold one term, each with the engine's relevance
   * (higher is better), as a subquery of `(id, rank)`. Built from the term's
   * folded words only (letters and digits), each quoted: nothing the user
   * typed reaches the engine's query syntax (search.repository.ts).
   */
  searchHits(term: WordsTerm): RawBuilder<SearchHit>
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
   * The relevance searchHits gives the search entry `e` for the term, as an
   * expression of the row itself, where the engine has searchEntryHolds:
   * then every term is checked and ranked in one pass over the rows read
   * (search.repository.ts), rather than each term reading them again.
   */
  searchEntryRank?(term: WordsTerm): RawBuilder<number>
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

/**
 * Whole writes each engine makes its own way, with the same outcome:
 * PostgreSQL as one statement of data-modifying CTEs (one round trip where
 * there were several), SQLite as statements one after another on its one
 * in-process connection, which has no such CTEs and no round trip to save.
 */
export interface WritePaths {
  /** A new application with the history entry of its creation (application.repository.ts `insertNewApplication`). */
  insertNewApplication(db: Db, values: Insertable<ApplicationTable>): Promise<ApplicationRow>
  /**
   * Moves an application to another stage of its vacancy, if it may move,
   * with its history entry, all or nothing; answers what it found and did
   * (application.repository.ts `moveApplication`).
   */
  moveApplication(db: Db, move: Move): Promise<MoveOutcome>
  /** A document's text as pending, and the job that will read it (document-text.repository.ts `insertPendingText`). */
  insertPendingText(db: Db, pending: Insertable<DocumentTextTable>, job: NewJob, now: string): Promise<void>
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
   * past an id never later finds a lower one. Null: no bound (SQLite). The
   * read side of what insertEvent and recordChange hold.
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
   * Writes a batch of audit rows (the reads of up to a second), in order,
   * all or nothing: SQLite as bound parameters, PostgreSQL as one JSON
   * parameter taken apart by the server (audit.repository.ts).
   */
  insertAuditBatch(db: Db, rows: AuditRows): Promise<void>
  /**
   * In an erasure's or anonymization's transaction, before it deletes (SPEC
   * C7): SQLite has its full-text index remove a deleted entry's words from
   * its pages; nothing on PostgreSQL.
   */
  beginErasure(trx: Db): Promise<void>
  /**
   * After erasures committed, before they are answered (SPEC C7): SQLite
   * writes its write-ahead log into the file and truncates it; PostgreSQL
   * queues the job that vacuums the tables an erasure touches
   * (`cleanErased`). Not in a transaction.
   */
  finishErasure(db: Db): Promise<void>
  /** That job's work: PostgreSQL vacuums the tables erasures touch; nothing on SQLite. Not in a transaction. */
  cleanErased(db: Db): Promise<void>
}

/** Kysely's adapter of a handle opened by openDatabase (database.ts): it carries its engine's name, fragments and write paths. */
export interface EngineAdapter extends DialectAdapter {
  readonly engineName: EngineName
  readonly fragments: SqlFragments
  readonly writePaths: WritePaths
}

function adapterOf(db: Kysely<any>): Partial<EngineAdapter> {
  return db.getExecutor().adapter
}

function notOpened(): never {
  throw new Error('This database handle was not opened by openDatabase (store/database.ts).')
}

/** The SQL fragments of a handle's or transaction's engine. */
export function fragmentsOf(db: Kysely<any>): SqlFragments {
  return adapterOf(db).fragments ?? notOpened()
}

/** The write paths of a handle's or transaction's engine. */
export function writePathsOf(db: Kysely<any>): WritePaths {
  return adapterOf(db).writePaths ?? notOpened()
}

/** Which engine a handle runs on: for a migration to pick its own frozen SQL for it (migrations/portable.ts). */
export function engineNameOf(db: Kysely<any>): EngineName {
  return adapterOf(db).engineName ?? notOpened()
}
