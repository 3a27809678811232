/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely's migration idiom: a migration runs against the schema as it was when written, not against today's table types */
import { sql, type Kysely } from 'kysely'
import { engineNameOf } from '../engine.js'

// Frozen once released: later changes go into new numbered files.

/** The channel of the notices, as the instances listen on it (postgres-public-generation.ts PUBLIC_CHANGES_CHANNEL). */
const CHANNEL = 'ats_public_changes'

/**
 * Change notices for the public answers (SPEC C8): on PostgreSQL, a
 * statement-level trigger on `vacancies` notifies every listening instance
 * at the commit of any change to it, so that kept job pages are read again
 * (store/postgres/postgres-public-generation.ts, which listens on CHANNEL).
 * SQLite needs none: its generation is read in memory at each request
 * (data_version).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (engineNameOf(db) !== 'postgres') return
  // One notice per statement, sent at commit (none for a rolled-back one).
  await sql`create function ats_public_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify(${sql.lit(CHANNEL)}, '');
        return null;
      end $$`.execute(db)
  await sql`create trigger vacancies_public_changed after insert or update or delete or truncate on vacancies
      for each statement execute function ats_public_changed()`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineNameOf(db) !== 'postgres') return
  await sql`drop trigger if exists vacancies_public_changed on vacancies`.execute(db)
  await sql`drop function if exists ats_public_changed()`.execute(db)
}
