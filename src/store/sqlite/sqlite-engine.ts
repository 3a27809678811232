import { SqliteAdapter, SqliteDialect, sql } from 'kysely'
import type { Engine, EngineAdapter } from '../engine.js'
import { rebuildWithoutNotNull } from './sqlite-rebuild.js'
import { insertHistory, lockApplication, moveAllowed, updateApplication } from '../repositories/application.repository.js'
import { insertAuditEvent, insertAuditRowsInRuns } from '../repositories/audit.repository.js'
import { insertEventRow, type NewEvent, type RecordedChange, type RecordedIds } from '../repositories/event.repository.js'
import { enqueueJob } from '../repositories/job.repository.js'
import { preparedQuery } from '../repositories/prepared-query.js'
import { insertPendingDelivery } from '../repositories/webhook-delivery.repository.js'
import { findStage } from '../repositories/stage.repository.js'
import type { Move, MoveOutcome } from '../repositories/application.repository.js'
import type { WordsTerm } from '../repositories/search.repository.js'
import type { Db } from '../repositories/types.js'

/** A term as an FTS5 query: see searchHits. */
function ftsMatch(term: WordsTerm): string {
  return term.prefix ? `"${term.words[0] ?? ''}" *` : `"${term.words.join(' ')}"`
}

/** SQLite's side of the Engine (see engine.ts). */
const sqliteEngine: Engine = {
  idColumn: (table) => table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()),

  claimLocking: (query) => query,

  writesInCtes: false,

  jsonString: (text) => sql<string>`json_quote(${text})`,

  /**
   * A repeated read's run as one statement whose rows SQLite makes, the rest as bound parameters: taking a
   * JSON batch apart in SQLite, in this process, cost twice as much a row.
   */
  insertAuditBatch: insertAuditRowsInRuns,

  // The store's one writer commits transactions one after another: ids are in commit order as given.

  /**
   * The change's statements back to back on the one connection, each
   * compiled once (no round trips to save here): the audit row, the event,
   * the subscriptions that want it, and only when there are some, their
   * deliveries and jobs.
   */
  async recordChange(trx, { audit, event, delivery }) {
    if (audit) await insertAuditEvent(trx, audit)
    return eventAndDeliveries(trx, event, delivery)
  },
  async recordChanges(trx, { audits, events, delivery }) {
    for (const audit of audits) await insertAuditEvent(trx, audit)
    const recorded = []
    for (const event of events) recorded.push(await eventAndDeliveries(trx, event, delivery))
    return recorded
  },
  insertEvent: (trx, event) => trx.insertInto('events').values(event).returningAll().executeTakeFirstOrThrow(),

  // One writer at a time: an id is seen only once its transaction has committed, and every lower one has too.
  feedHorizon: () => Promise.resolve(null),

  /**
   * An FTS5 table over `search_entries.terms` that stores no text of its own
   * (external content), kept in step by triggers as the FTS5 documentation
   * shows; they fire for the foreign keys' cascades too. The words are
   * folded already (shared/search-text.ts); `remove_diacritics 2` only makes
   * the tokenizer agree with that folding.
   */
  async createSearchIndex(db) {
    await sql`create virtual table search_fts using fts5(terms, content='search_entries', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(
      db,
    )
    await sql`create trigger search_entries_ai after insert on search_entries begin
      insert into search_fts(rowid, terms) values (new.id, new.terms);
    end`.execute(db)
    await sql`create trigger search_entries_ad after delete on search_entries begin
      insert into search_fts(search_fts, rowid, terms) values ('delete', old.id, old.terms);
    end`.execute(db)
    await sql`create trigger search_entries_au after update on search_entries begin
      insert into search_fts(search_fts, rowid, terms) values ('delete', old.id, old.terms);
      insert into search_fts(rowid, terms) values (new.id, new.terms);
    end`.execute(db)
  },
  async dropSearchIndex(db) {
    await sql`drop table if exists search_fts`.execute(db)
  },

  dropNotNull: (db, table, column) => rebuildWithoutNotNull(db, table, column),
  // The generation is read in memory at each request (data_version): no notice is needed.
  createPublicChangeNotices: async () => {},
  dropPublicChangeNotices: async () => {},

  /**
   * Each word double-quoted (a string in FTS5's syntax, whatever it holds);
   * a prefix as \`"word" *\`, a phrase as one quoted string of its words.
   * bm25 is lower for better matches: negated, higher is better.
   */
  searchHits(term) {
    return sql`select rowid as id, -bm25(search_fts) as rank from search_fts where search_fts match ${ftsMatch(term)}`
  },
  searchEntryIds(term) {
    return sql`select rowid as id from search_fts where search_fts match ${ftsMatch(term)}`
  },
  /**
   * `+rowid`: FTS5 walks the term's entries once and each is looked up in
   * `among`. Given `rowid in` as a constraint, it would run the whole match
   * again for every id (and bm25 count the term's entries again for every
   * hit): 530 ms instead of 26 for 3,600 ids on a 5,000-candidate store.
   */
  searchHitsAmong(term, among) {
    return sql`select rowid as id, -bm25(search_fts) as rank from search_fts where search_fts match ${ftsMatch(term)} and +rowid in (${among})`
  },

  // julianday keeps the milliseconds of an ISO date-time; rounding drops the float's last bits.
  millisBetween: (earlier, later) => sql<number>`cast(round((julianday(${later}) - julianday(${earlier})) * 86400000) as integer)`,

  /**
   * A Move as a transaction of a few statements: SQLite has no data-modifying
   * CTE, and its one connection runs them back to back with no round trip
   * between them. The application is locked first (the store's only writer),
   * so of two Moves expecting the same stage the second finds the first's
   * result and moves nothing.
   */
  moveApplication: (db, move) => (db.isTransaction ? moveIn(db, move) : db.transaction().execute((trx) => moveIn(trx, move))),
}

/** The Move's statements, in the caller's transaction (one that records its event) or in their own. */
async function moveIn(trx: Db, move: Move): Promise<MoveOutcome> {
  const before = await lockApplication(trx, move.id, move.visibility)
  if (!before) return { stageOfVacancy: false }
  const stageOfVacancy = (await findStage(trx, before.vacancy_id, move.to)) !== undefined
  if (!stageOfVacancy || !moveAllowed(before, move)) return { before, stageOfVacancy }
  const after = await updateApplication(trx, move.id, { stage_id: move.to, updated_date: move.at })
  await insertHistory(trx, {
    application_id: before.id,
    from_stage_id: before.stage_id,
    to_stage_id: move.to,
    from_status: 'active',
    to_status: 'active',
    reason: null,
    changed_by_id: move.by,
    changed_date: move.at,
  })
  return { before, stageOfVacancy, after }
}

/** An event, and a pending delivery with its job for each subscription that wants it. */
async function eventAndDeliveries(trx: Db, event: NewEvent, delivery: RecordedChange['delivery']): Promise<RecordedIds> {
  const eventId = await insertEventRow(trx, event)
  const wanting = await subscribersOf(trx, event.type)
  for (const { id: webhookId } of wanting) {
    await insertPendingDelivery(trx, { webhookId, eventId, attempt: 1, now: delivery.now })
    await enqueueJob(trx, { kind: delivery.kind, payload: { webhookId, eventId }, maxAttempts: delivery.maxAttempts }, delivery.now)
  }
  return { eventId, deliveries: wanting.length }
}

/** The enabled subscriptions that want events of a type (the rule of engine.ts `recordChange`). */
const subscribersOf = preparedQuery((db: Db, type: string) =>
  db
    .selectFrom('webhooks')
    .select('id')
    .where('enabled', '=', 1)
    .where((eb) => eb.or([eb('events', '=', '*'), sql<boolean>`instr(' ' || events || ' ', ' ' || ${type} || ' ') > 0`])),
)

class SqliteEngineAdapter extends SqliteAdapter implements EngineAdapter {
  readonly engine = sqliteEngine
}

/** Kysely's SQLite dialect, its adapter carrying the engine (engineOf). */
export class SqliteEngineDialect extends SqliteDialect {
  override createAdapter(): SqliteEngineAdapter {
    return new SqliteEngineAdapter()
  }
}
