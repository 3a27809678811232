import { PostgresAdapter, PostgresDialect, sql, type SqlBool } from 'kysely'
import type { Engine, EngineAdapter } from '../engine.js'
import type { ApplicationRow, EventRow } from '../tables.js'
import type { WordsTerm } from '../repositories/search.repository.js'
import { onTeamOf } from '../repositories/team-scope.js'
import { AUDIT_ROW_WIDTH, inChunks } from '../repositories/audit.repository.js'
import { eventValues } from '../repositories/event.repository.js'
import { PUBLIC_CHANGES_CHANNEL } from './postgres-public-generation.js'

/**
 * The change feed's horizon (insertEvent, feedHorizon): each transaction that
 * writes an event holds, to its end, a shared advisory lock keyed
 * FEED_LOCK_BASE + the last event id drawn before its own. The base's high
 * 32 bits ('atse') are the lock's `classid` in pg_locks, its low ones plus
 * the id its `objid`; ids up to 2^48 keep the `classid` within
 * FEED_LOCK_CLASSES of the base's.
 */
const FEED_LOCK_HIGH = 0x61747365 // 'atse'
const FEED_LOCK_BASE = String(BigInt(FEED_LOCK_HIGH) << 32n)
const FEED_LOCK_CLASSES = 0xffff
/** The last event id drawn (0 before the first), read from the identity's sequence, which hands ids out one at a time. */
const LAST_DRAWN = sql`(select case when is_called then last_value else last_value - 1 end from events_id_seq)`
/** The writer's side of the horizon: taken before its event's id is drawn, so that the id is above the lock's. */
const HOLD_HORIZON = sql`select pg_advisory_xact_lock_shared(${FEED_LOCK_BASE}::bigint + ${LAST_DRAWN})`

/** Audit rows per statement: a few hundred kB of JSON. */
const AUDIT_JSON_ROWS = 5000
/** A term as a tsquery: see searchHits. */
function tsQuery(term: WordsTerm): string {
  return term.prefix ? `'${term.words[0] ?? ''}':*` : term.words.map((w) => `'${w}'`).join(' <-> ')
}

/** That the search entry `e` holds the term: its stored vector matches (engine.ts searchEntryHolds). */
function entryHolds(term: WordsTerm) {
  return sql<SqlBool>`e.vector @@ to_tsquery('simple', ${tsQuery(term)})`
}

/** PostgreSQL's side of the Engine (see engine.ts). */
const postgresEngine: Engine = {
  idColumn: (table) => table.addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity()),

  claimLocking: (query) => query.forUpdate().skipLocked(),

  writesInCtes: true,

  jsonString: (text) => sql<string>`to_json(${text}::text)::text`,

  /**
   * One JSON array of arrays a statement, AUDIT_JSON_ROWS rows at most,
   * taken apart by the server: the driver handling eight parameters a row
   * cost it some 3.5 µs a row, `JSON.stringify` of the batch 0.6.
   */
  insertAuditBatch: (db, batch) =>
    inChunks(db, batch, AUDIT_JSON_ROWS, async (db, values) => {
      const rows = []
      for (let i = 0; i < values.length; i += AUDIT_ROW_WIDTH) rows.push(values.slice(i, i + AUDIT_ROW_WIDTH))
      await sql`
      insert into audit_events (date, member_id, token_id, action, candidate_id, resource_type, resource_id, request_id)
      select r.value ->> 0, (r.value ->> 1)::bigint, (r.value ->> 2)::bigint, r.value ->> 3, (r.value ->> 4)::bigint, r.value ->> 5,
        r.value ->> 6, r.value ->> 7
      from json_array_elements(${JSON.stringify(rows)}::json) with ordinality as r(value, key)
      order by r.key`.execute(db)
    }),

  /**
   * PostgreSQL gives identity values when asked, not when transactions
   * commit: event 11 may commit and be read by the change feed while event
   * 10's transaction is still open. Rather than make event-writing
   * transactions commit one at a time, each one records where it started
   * (HOLD_HORIZON, in the insert's own statement, before the id is drawn),
   * and the feed reads only below the lowest of those (feedHorizon).
   */
  async insertEvent(trx, event) {
    const { rows } = await sql<EventRow>`
    with ordered as (${HOLD_HORIZON})
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
   * A change's audit row, event and deliveries as one data-modifying CTE:
   * one round trip where they took three (or five with a subscription). The
   * event is written as `insertEvent` writes it, its id drawn once the
   * horizon's lock is held. The deliveries and their jobs are chosen in the same statement
   * from the subscriptions; a job's payload is the JSON `JSON.stringify`
   * would write for it.
   */
  async recordChange(trx, { audit, event, delivery }) {
    const a = audit
    const { rows } = await sql<{ id: number; deliveries: number }>`
    with audited as (
      insert into audit_events (date, member_id, token_id, action, candidate_id, resource_type, resource_id, request_id)
      select ${a?.date ?? null}::text, ${a?.member_id ?? null}::bigint, ${a?.token_id ?? null}::bigint, ${a?.action ?? null}::text,
        ${a?.candidate_id ?? null}::bigint, ${a?.resource_type ?? null}::text, ${a?.resource_id ?? null}::text, ${a?.request_id ?? null}::text
      where ${a !== null}::boolean
    ),
    ordered as (${HOLD_HORIZON}),
    ev as (
      insert into events (type, occurred_date, actor_id, candidate_id, data, vacancy_id, note_id, note_author_id, note_private, note_to_hiring_team)
      select ${event.type}::text, ${event.occurred_date}::text, ${event.actor_id}::bigint, ${event.candidate_id}::bigint, ${event.data}::text,
        ${event.vacancy_id}::bigint, ${event.note_id}::bigint, ${event.note_author_id}::bigint, ${event.note_private}::integer,
        ${event.note_to_hiring_team}::integer from ordered
      returning id
    ),
    wanting as (
      select w.id from webhooks w
      where w.enabled = 1 and (w.events = '*' or strpos(' ' || w.events || ' ', ' ' || ${event.type}::text || ' ') > 0)
    ),
    pending as (
      insert into webhook_deliveries (webhook_id, event_id, attempt, status, response_status, attempted_date, created_date)
      select wanting.id, ev.id, 1, 'pending', null, null, ${delivery.now}::text from wanting, ev
    ),
    queued as (
      insert into jobs (kind, payload, state, attempts, max_attempts, run_date, lease_date, worker, last_error, created_date, updated_date)
      select ${delivery.kind}::text, '{"webhookId":' || wanting.id || ',"eventId":' || ev.id || '}', 'queued', 0, ${delivery.maxAttempts}::integer,
        ${delivery.now}::text, null, null, null, ${delivery.now}::text, ${delivery.now}::text
      from wanting, ev
    )
    select ev.id, (select count(*) from wanting)::integer as deliveries from ev`.execute(trx)
    const row = rows[0]
    if (!row) throw new Error('The event insert returned no row.')
    return { eventId: row.id, deliveries: row.deliveries }
  },

  /**
   * recordChange's statement for several changes: the rows as JSON arrays
   * taken apart by the server (as insertAuditBatch does), the events'
   * ids drawn in their order under the one lock of the horizon.
   */
  async recordChanges(trx, { audits, events, delivery }) {
    const auditRows = audits.map((a) => [
      a.date,
      a.member_id,
      a.token_id,
      a.action,
      a.candidate_id,
      a.resource_type,
      a.resource_id,
      a.request_id,
    ])
    const eventRows = events.map(eventValues)
    const { rows } = await sql<{ id: number; deliveries: number }>`
    with audited as (
      insert into audit_events (date, member_id, token_id, action, candidate_id, resource_type, resource_id, request_id)
      select r.value ->> 0, (r.value ->> 1)::bigint, (r.value ->> 2)::bigint, r.value ->> 3, (r.value ->> 4)::bigint, r.value ->> 5,
        r.value ->> 6, r.value ->> 7
      from json_array_elements(${JSON.stringify(auditRows)}::json) with ordinality as r(value, key)
      order by r.key
    ),
    ordered as (${HOLD_HORIZON}),
    ev as (
      insert into events (type, occurred_date, actor_id, candidate_id, data, vacancy_id, note_id, note_author_id, note_private, note_to_hiring_team)
      select r.value ->> 0, r.value ->> 1, (r.value ->> 2)::bigint, (r.value ->> 3)::bigint, r.value ->> 4, (r.value ->> 5)::bigint,
        (r.value ->> 6)::bigint, (r.value ->> 7)::bigint, (r.value ->> 8)::integer, (r.value ->> 9)::integer
      from json_array_elements(${JSON.stringify(eventRows)}::json) with ordinality as r(value, key), ordered
      order by r.key
      returning id, type
    ),
    wanting as (
      select w.id as webhook_id, ev.id as event_id from webhooks w
      join ev on w.events = '*' or strpos(' ' || w.events || ' ', ' ' || ev.type || ' ') > 0
      where w.enabled = 1
    ),
    pending as (
      insert into webhook_deliveries (webhook_id, event_id, attempt, status, response_status, attempted_date, created_date)
      select webhook_id, event_id, 1, 'pending', null, null, ${delivery.now}::text from wanting
    ),
    queued as (
      insert into jobs (kind, payload, state, attempts, max_attempts, run_date, lease_date, worker, last_error, created_date, updated_date)
      select ${delivery.kind}::text, '{"webhookId":' || webhook_id || ',"eventId":' || event_id || '}', 'queued', 0, ${delivery.maxAttempts}::integer,
        ${delivery.now}::text, null, null, null, ${delivery.now}::text, ${delivery.now}::text
      from wanting
    )
    select ev.id, (select count(*) from wanting where wanting.event_id = ev.id)::integer as deliveries from ev order by ev.id`.execute(trx)
    if (rows.length !== events.length) throw new Error('The event insert returned too few rows.')
    return rows.map((row) => ({ eventId: row.id, deliveries: row.deliveries }))
  },

  /**
   * The highest event id the feed may show: every id up to it has committed
   * or never will. Read in two statements, in this order: the last id drawn
   * (L), then the lowest lock of a writer still open (M). An id drawn after
   * the first read is above L. An id drawn before it, by a transaction still
   * open when the feed page is read (a third statement), was drawn after
   * its writer took its lock, which is therefore held at the second read
   * with a key below the id: the id is above M. Only this database's locks
   * count (tests run many on one server).
   */
  async feedHorizon(db) {
    const drawn = await sql<{ last: string | number }>`select ${LAST_DRAWN} as last`.execute(db)
    const held = await sql<{ low: string | number | null }>`
    select min(((l.classid::bigint << 32) | l.objid::bigint) - ${FEED_LOCK_BASE}::bigint) as low
    from pg_locks l
    where l.locktype = 'advisory' and l.objsubid = 1
      and l.database = (select oid from pg_database where datname = current_database())
      and l.classid::bigint between ${FEED_LOCK_HIGH}::bigint and ${FEED_LOCK_HIGH + FEED_LOCK_CLASSES}::bigint`.execute(db)
    const last = Number(drawn.rows[0]?.last ?? 0)
    const low = held.rows[0]?.low
    return low === null || low === undefined ? last : Math.min(last, Number(low))
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

  /** One notice per statement, sent at commit (none for a rolled-back one); the channel is PUBLIC_CHANGES_CHANNEL. */
  async createPublicChangeNotices(db) {
    await sql`create function ats_public_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify(${sql.lit(PUBLIC_CHANGES_CHANNEL)}, '');
        return null;
      end $$`.execute(db)
    await sql`create trigger vacancies_public_changed after insert or update or delete or truncate on vacancies
      for each statement execute function ats_public_changed()`.execute(db)
  },
  async dropPublicChangeNotices(db) {
    await sql`drop trigger if exists vacancies_public_changed on vacancies`.execute(db)
    await sql`drop function if exists ats_public_changed()`.execute(db)
  },

  async dropNotNull(db, table, column) {
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} drop not null`.execute(db)
  },

  /** Each word quoted as a lexeme; a prefix as \`'word':*\`, a phrase as \`'a' <-> 'b'\`. */
  searchHits(term) {
    return sql`select e.id, ts_rank(e.vector, q) as rank from search_entries e, to_tsquery('simple', ${tsQuery(term)}) q where e.vector @@ q`
  },
  searchEntryIds(term) {
    return sql`select e.id from search_entries e where ${entryHolds(term)}`
  },
  searchEntryHolds: entryHolds,
  searchRareHitsOf(term, candidates) {
    return sql`select e.id, ts_rank(e.vector, q) as rank from search_entries e, to_tsquery('simple', ${tsQuery(term)}) q where e.vector @@ q and e.candidate_id in (${candidates})`
  },
  searchHitsAmong(term, among) {
    return sql`select e.id, ts_rank(e.vector, q) as rank from search_entries e, to_tsquery('simple', ${tsQuery(term)}) q where e.id in (${among}) and e.vector @@ q`
  },

  millisBetween: (earlier, later) =>
    sql<number>`cast(round(extract(epoch from (cast(${later} as timestamptz) - cast(${earlier} as timestamptz))) * 1000) as bigint)`,

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
