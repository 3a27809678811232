import { SqliteAdapter, SqliteDialect, sql } from 'kysely'
import type { Engine, EngineAdapter } from '../engine.js'
import { rebuildWithoutNotNull } from './sqlite-rebuild.js'
import { insertHistory, lockApplication, moveAllowed, updateApplication } from '../repositories/application.repository.js'
import { findStage } from '../repositories/stage.repository.js'
import type { Move, MoveOutcome } from '../repositories/application.repository.js'
import type { Db } from '../repositories/types.js'

/** SQLite's side of the Engine (see engine.ts). */
const sqliteEngine: Engine = {
  idColumn: (table) => table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()),

  claimLocking: (query) => query,

  // The store's one writer commits transactions one after another: ids are in commit order as given.
  insertEvent: (trx, event) => trx.insertInto('events').values(event).returningAll().executeTakeFirstOrThrow(),

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

  /**
   * Each word double-quoted (a string in FTS5's syntax, whatever it holds);
   * a prefix as \`"word" *\`, a phrase as one quoted string of its words.
   * bm25 is lower for better matches: negated, higher is better.
   */
  searchHits(term) {
    const match = term.prefix ? `"${term.words[0] ?? ''}" *` : `"${term.words.join(' ')}"`
    return sql`select rowid as id, -bm25(search_fts) as rank from search_fts where search_fts match ${match}`
  },

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

class SqliteEngineAdapter extends SqliteAdapter implements EngineAdapter {
  readonly engine = sqliteEngine
}

/** Kysely's SQLite dialect, its adapter carrying the engine (engineOf). */
export class SqliteEngineDialect extends SqliteDialect {
  override createAdapter(): SqliteEngineAdapter {
    return new SqliteEngineAdapter()
  }
}
