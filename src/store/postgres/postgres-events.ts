import { sql } from 'kysely'
import type { WritePaths } from '../engine.js'
import { eventValues } from '../sql/change-rows.js'
import type { EventRow } from '../tables.js'

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

/** PostgreSQL's writes of events and the change feed's horizon they hold (engine.ts WritePaths). */
export const postgresEventWrites: Pick<WritePaths, 'insertEvent' | 'recordChange' | 'recordChanges' | 'feedHorizon'> = {
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
}
