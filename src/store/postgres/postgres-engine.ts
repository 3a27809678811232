import { PostgresAdapter, PostgresDialect, sql } from 'kysely'
import type { Engine, EngineAdapter } from '../engine.js'
import type { ApplicationRow, EventRow } from '../tables.js'
import { onTeamOf } from '../repositories/team-scope.js'

/** The advisory lock that orders event ids by commit (insertEvent): a constant of this service's own. */
const EVENT_ORDER_LOCK = 0x61747365 // 'atse'

/** PostgreSQL's side of the Engine (see engine.ts). */
const postgresEngine: Engine = {
  idColumn: (table) => table.addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity()),

  claimLocking: (query) => query.forUpdate().skipLocked(),

  /**
   * PostgreSQL gives identity values when asked, not when transactions
   * commit: without more, event 11 could commit and be read by the change
   * feed while event 10's transaction is still open, and a reader paging
   * with `after=11` would never see 10. So the insert first takes one
   * transaction-level advisory lock, held to the commit: event-writing
   * transactions draw their ids and commit one after another, and an id
   * seen committed means every lower id has committed or rolled back. The
   * lock is taken in the insert's own statement (the CTE runs before the
   * row's identity is drawn) and callers write their event last, so it is
   * held for the insert and the commit only (DECISIONS.md, "The change
   * feed's order").
   */
  async insertEvent(trx, event) {
    const { rows } = await sql<EventRow>`
    with ordered as (select pg_advisory_xact_lock(${EVENT_ORDER_LOCK}::bigint))
    insert into events (type, occurred_date, actor_id, candidate_id, data, vacancy_id, note_id, note_author_id, note_private, note_to_hiring_team)
    select ${event.type}, ${event.occurred_date}, ${event.actor_id}::bigint, ${event.candidate_id}::bigint, ${event.data},
      ${event.vacancy_id}::bigint, ${event.note_id}::bigint, ${event.note_author_id}::bigint, ${event.note_private}::integer,
      ${event.note_to_hiring_team}::integer from ordered
    returning *`.execute(trx)
    const row = rows[0]
    if (!row) throw new Error('The event insert returned no row.')
    return row
  },

  /**
   * The words' vector as a stored column under a GIN index: ts_rank needs
   * the vector of every matching row, which an expression index would make
   * it compute again from the text. The 'simple' configuration keeps every
   * word as it is: the words are folded already (shared/search-text.ts), in
   * place of `unaccent`, so that both engines match the same words.
   */
  async createSearchIndex(db) {
    await sql`alter table search_entries add column vector tsvector generated always as (to_tsvector('simple', terms)) stored`.execute(db)
    await sql`create index search_entries_vector on search_entries using gin (vector)`.execute(db)
  },
  async dropSearchIndex() {
    // The vector and its index go with the table.
  },

  async dropNotNull(db, table, column) {
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} drop not null`.execute(db)
  },

  /** Each word quoted as a lexeme; a prefix as \`'word':*\`, a phrase as \`'a' <-> 'b'\`. */
  searchHits(term) {
    const query = term.prefix ? `'${term.words[0] ?? ''}':*` : term.words.map((w) => `'${w}'`).join(' <-> ')
    return sql`select e.id, ts_rank(e.vector, q) as rank from search_entries e, to_tsquery('simple', ${query}) q where e.vector @@ q`
  },

  /**
   * A Move as one statement: the application locked and read, the target
   * stage checked, the row changed and the history written, all or nothing,
   * in one round trip instead of six (begin, lock, stage, update, history,
   * commit). A locked row is read at its newest version (PostgreSQL re-reads
   * it after waiting for the lock), so of two Moves expecting the same stage
   * the second finds the first's result and moves nothing. `upd` states in
   * SQL the rule application.repository.ts `moveAllowed` states for SQLite.
   */
  async moveApplication(db, move) {
    const { visibility } = move
    const seen = visibility.hiringTeamOnly ? sql`and ${onTeamOf('applications.vacancy_id', visibility.viewerId)}` : sql``
    const { rows } = await sql<ApplicationRow & { stage_of_vacancy: boolean; moved_date: string | null }>`
    with cur as (
      select * from applications where id = ${move.id}::bigint ${seen}
      for update
    ),
    target as (
      select cur.id from cur where exists (select 1 from stages s where s.id = ${move.to}::bigint and s.vacancy_id = cur.vacancy_id)
    ),
    upd as (
      update applications a set stage_id = ${move.to}::bigint, updated_date = ${move.at}::text
      from cur, target
      where a.id = cur.id and cur.status = 'active' and cur.stage_id <> ${move.to}::bigint
        and (${move.expected}::bigint is null or cur.stage_id = ${move.expected})
      returning a.updated_date
    ),
    hist as (
      insert into application_history (application_id, from_stage_id, to_stage_id, from_status, to_status, reason, changed_by_id, changed_date)
      select cur.id, cur.stage_id, ${move.to}::bigint, 'active', 'active', null, ${move.by}::bigint, ${move.at}::text from cur, upd
    )
    select cur.*, exists (select 1 from target) as stage_of_vacancy, (select updated_date from upd) as moved_date from cur`.execute(db)
    const found = rows[0]
    if (!found) return { stageOfVacancy: false }
    const { stage_of_vacancy: stageOfVacancy, moved_date: movedDate, ...before } = found
    const after = movedDate === null ? undefined : { ...before, stage_id: move.to, updated_date: movedDate }
    return { before, stageOfVacancy, after }
  },
}

class PostgresEngineAdapter extends PostgresAdapter implements EngineAdapter {
  readonly engine = postgresEngine
}

/** Kysely's PostgreSQL dialect, its adapter carrying the engine (engineOf). */
export class PostgresEngineDialect extends PostgresDialect {
  override createAdapter(): PostgresEngineAdapter {
    return new PostgresEngineAdapter()
  }
}
