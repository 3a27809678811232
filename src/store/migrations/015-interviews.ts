/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely's migration idiom: a migration runs against the schema as it was when written, not against today's table types */
import type { Kysely } from 'kysely'
import { withIdColumn } from './portable.js'

// Frozen once released: later changes go into new numbered files.

/** The attributes every vacancy's scorecards start with, as they were when this migration was written. */
const FIRST_ATTRIBUTES = ['Technical skills', 'Communication', 'Problem solving', 'Team fit']

/**
 * Interviews and scorecards (SPEC C9). An interview belongs to an
 * application (erased with it); its interviewers are rows of their own,
 * each carrying the interview's start so that "a member's interviews from
 * .. to" is one range scan of one index. Scorecards belong to an interview
 * and name its application too, so an application's scorecards are read
 * without a join. Vacancies that exist already get the first attributes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('interviews'))
    .addColumn('application_id', 'bigint', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    // The application's stage when it was scheduled; no foreign key: the stage may be deleted later, and is still named.
    .addColumn('stage_id', 'bigint', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // 0 or 1: whether invitations go out for it, now and on every later change.
    .addColumn('send_invitations', 'integer', (c) => c.notNull())
    // The iCalendar SEQUENCE: 0 when scheduled, raised by every change.
    .addColumn('sequence', 'integer', (c) => c.notNull())
    // The iCalendar UID, the interview's for its whole life.
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('created_by_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('created_date', 'text', (c) => c.notNull())
    .addColumn('updated_date', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('interviews_application_id_id').on('interviews').columns(['application_id', 'id']).execute()

  await db.schema
    .createTable('interview_interviewers')
    .addColumn('interview_id', 'bigint', (c) => c.notNull().references('interviews.id').onDelete('cascade'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    // The interview's start_date, kept equal to it by every change: the key of a member's range.
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('interview_interviewers_pk', ['interview_id', 'member_id'])
    .execute()
  await db.schema
    .createIndex('interview_interviewers_member_id_start_date')
    .on('interview_interviewers')
    .columns(['member_id', 'start_date', 'interview_id'])
    .execute()

  await withIdColumn(db, db.schema.createTable('scorecard_attributes'))
    .addColumn('vacancy_id', 'bigint', (c) => c.notNull().references('vacancies.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    // The name folded by the service, so "duplicates ignoring case" means the same on both engines.
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('scorecard_attributes_vacancy_id_position')
    .on('scorecard_attributes')
    .columns(['vacancy_id', 'position'])
    .unique()
    .execute()

  await withIdColumn(db, db.schema.createTable('scorecards'))
    .addColumn('interview_id', 'bigint', (c) => c.notNull().references('interviews.id').onDelete('cascade'))
    .addColumn('application_id', 'bigint', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('interviewer_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('recommendation', 'text')
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('submitted_date', 'text')
    .addColumn('created_date', 'text', (c) => c.notNull())
    .addColumn('updated_date', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('scorecards_interview_id_interviewer_id')
    .on('scorecards')
    .columns(['interview_id', 'interviewer_id'])
    .unique()
    .execute()
  await db.schema.createIndex('scorecards_application_id_id').on('scorecards').columns(['application_id', 'id']).execute()

  await db.schema
    .createTable('scorecard_ratings')
    .addColumn('scorecard_id', 'bigint', (c) => c.notNull().references('scorecards.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('attribute', 'text', (c) => c.notNull())
    .addColumn('rating', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('scorecard_ratings_pk', ['scorecard_id', 'position'])
    .execute()

  const vacancies: { id: number }[] = await db.selectFrom('vacancies').select('id').execute()
  for (const { id } of vacancies) {
    await db
      .insertInto('scorecard_attributes')
      .values(FIRST_ATTRIBUTES.map((name, i) => ({ vacancy_id: id, name, name_key: name.toLowerCase(), position: i + 1 })))
      .execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['scorecard_ratings', 'scorecards', 'scorecard_attributes', 'interview_interviewers', 'interviews']) {
    await db.schema.dropTable(table).execute()
  }
}
