/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely's migration idiom: a migration runs against the schema as it was when written, not against today's table types */
import { sql, type Kysely } from 'kysely'
import { withIdColumn } from './portable.js'

// Frozen once released: later changes go into new numbered files.

/** The stages every vacancy starts with, as they were when this migration was written. */
const FIRST_STAGES = ['Applied', 'Screening', 'Interview', 'Offer']

/**
 * Hiring pipelines: each vacancy's stages and hiring team, and applications
 * that move through the stages with a history of every change. Vacancies
 * that exist already get the first stages and an empty team.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Not null with a default, filled below: both engines add it without rewriting the table.
  await db.schema
    .alterTable('vacancies')
    .addColumn('updated_date', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db
    .updateTable('vacancies')
    .set({ updated_date: sql`created_date` })
    .execute()

  await withIdColumn(db, db.schema.createTable('stages'))
    .addColumn('vacancy_id', 'bigint', (c) => c.notNull().references('vacancies.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    // The name folded to lower case by the service, so "ignoring case" means the same on both engines.
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('stages_vacancy_id_name_key').on('stages').columns(['vacancy_id', 'name_key']).unique().execute()
  await db.schema.createIndex('stages_vacancy_id_position').on('stages').columns(['vacancy_id', 'position']).execute()

  await db.schema
    .createTable('hiring_team_members')
    .addColumn('vacancy_id', 'bigint', (c) => c.notNull().references('vacancies.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('hiring_team_members_pk', ['vacancy_id', 'member_id'])
    .execute()
  // What a hiring manager sees is decided from its member id: the other way round.
  await db.schema.createIndex('hiring_team_members_member_id').on('hiring_team_members').columns(['member_id', 'vacancy_id']).execute()

  await withIdColumn(db, db.schema.createTable('applications'))
    .addColumn('candidate_id', 'bigint', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('vacancy_id', 'bigint', (c) => c.notNull().references('vacancies.id'))
    .addColumn('stage_id', 'bigint', (c) => c.notNull().references('stages.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('rejection_reason', 'text')
    .addColumn('created_by_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('created_date', 'text', (c) => c.notNull())
    .addColumn('updated_date', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('applications_candidate_id_vacancy_id')
    .on('applications')
    .columns(['candidate_id', 'vacancy_id'])
    .unique()
    .execute()
  await db.schema.createIndex('applications_vacancy_id_id').on('applications').columns(['vacancy_id', 'id']).execute()
  await db.schema.createIndex('applications_stage_id_id').on('applications').columns(['stage_id', 'id']).execute()

  // Stage ids in the history are kept as they were, with no foreign key: a stage
  // may be deleted once no application is in it, and the history still names it.
  await withIdColumn(db, db.schema.createTable('application_history'))
    .addColumn('application_id', 'bigint', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('from_stage_id', 'bigint')
    .addColumn('to_stage_id', 'bigint', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('changed_by_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('changed_date', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('application_history_application_id_id').on('application_history').columns(['application_id', 'id']).execute()

  const vacancies: { id: number }[] = await db.selectFrom('vacancies').select('id').execute()
  for (const { id } of vacancies) {
    await db
      .insertInto('stages')
      .values(FIRST_STAGES.map((name, i) => ({ vacancy_id: id, name, name_key: name.toLowerCase(), position: i + 1 })))
      .execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['application_history', 'applications', 'hiring_team_members', 'stages']) {
    await db.schema.dropTable(table).execute()
  }
  await db.schema.alterTable('vacancies').dropColumn('updated_date').execute()
}
