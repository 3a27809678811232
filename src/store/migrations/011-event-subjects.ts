/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely's migration idiom: a migration runs against the schema as it was when written, not against today's table types */
import type { Kysely } from 'kysely'

// Frozen once released: later changes go into new numbered files.

const BATCH = 1000

/**
 * What a candidate's activity (GET /v1/Candidates/{id}/Events) needs to
 * know of an event to decide who may read it, inside its query: the vacancy
 * of an application's event, and of a note's event the note, its author,
 * whether it is private or sent to the hiring team, and its vacancy, as
 * that event left it. A note's deletion keeps `{Id}` only in its data, so
 * its columns are the one record of what the note was when it went.
 * Ids and switches only: nothing an erasure must scrub.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('events').addColumn('vacancy_id', 'bigint').execute()
  await db.schema.alterTable('events').addColumn('note_id', 'bigint').execute()
  await db.schema.alterTable('events').addColumn('note_author_id', 'bigint').execute()
  await db.schema.alterTable('events').addColumn('note_private', 'integer').execute()
  await db.schema.alterTable('events').addColumn('note_to_hiring_team', 'integer').execute()
  // A note's events are found by the note (its deletion, for the others).
  await db.schema.createIndex('events_note_id').on('events').columns(['note_id', 'id']).execute()
  await fillEarlierEvents(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('events_note_id').execute()
  for (const column of ['note_to_hiring_team', 'note_private', 'note_author_id', 'note_id', 'vacancy_id']) {
    await db.schema.alterTable('events').dropColumn(column).execute()
  }
}

/**
 * The events written before this migration, from their data: an
 * application's carries its `VacancyId`, a note's creation and changes the
 * whole note (its text left out when private). A deletion (data `{Id}`)
 * takes the state of the note's latest event before it, filled already
 * since events are filled in id order; with none (a note older than the
 * event log), its state stays null and the activity shows it to nobody.
 */
async function fillEarlierEvents(db: Kysely<any>): Promise<void> {
  let after = 0
  for (;;) {
    const rows: Array<{ id: number | string; type: string; data: string }> = await db
      .selectFrom('events')
      .select(['id', 'type', 'data'])
      .where((eb) => eb.or([eb('type', 'like', 'application.%'), eb('type', 'like', 'note.%')]))
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()
    for (const row of rows) {
      const data = JSON.parse(row.data) as Record<string, unknown>
      const values = row.type.startsWith('application.') ? { vacancy_id: idOf(data.VacancyId) } : await noteState(db, row.id, data)
      if (values) await db.updateTable('events').set(values).where('id', '=', row.id).execute()
    }
    const last = rows.at(-1)
    if (!last) return
    after = Number(last.id)
  }
}

/** A note's state as the event with this data left it. */
async function noteState(db: Kysely<any>, eventId: number | string, data: Record<string, unknown>): Promise<object | undefined> {
  const noteId = idOf(data.Id)
  if (noteId === null) return undefined
  if (typeof data.Private === 'boolean') {
    return {
      note_id: noteId,
      note_author_id: idOf(data.CreatedById),
      note_private: data.Private ? 1 : 0,
      note_to_hiring_team: data.SendToHiringTeam === true ? 1 : 0,
      vacancy_id: idOf(data.VacancyId),
    }
  }
  const before: object | undefined = await db
    .selectFrom('events')
    .select(['note_author_id', 'note_private', 'note_to_hiring_team', 'vacancy_id'])
    .where('note_id', '=', noteId)
    .where('id', '<', eventId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return { note_id: noteId, ...before }
}

function idOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null
}
