/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely's migration idiom: a migration runs against the schema as it was when written, not against today's table types */
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely'
import * as m001 from './001-initial.js'
import * as m002 from './002-token-issuer.js'
import * as m003 from './003-pipelines.js'
import * as m004 from './004-sessions.js'
import * as m005 from './005-jobs.js'
import * as m006 from './006-document-texts.js'
import * as m007 from './007-search.js'
import * as m008 from './008-events.js'
import * as m009 from './009-webhooks.js'
import * as m010 from './010-audit.js'
import * as m011 from './011-event-subjects.js'
import * as m012 from './012-publishing.js'
import * as m013 from './013-careers-applications.js'
import * as m014 from './014-emails.js'
import * as m016 from './016-report-indexes.js'
import * as m015 from './015-interviews.js'
import * as m017 from './017-rate-limits.js'
import * as m018 from './018-public-change-notices.js'
import * as m019 from './019-first-week.js'
import * as m022 from './022-submission-marks.js'
import * as m024 from './024-notification-keys.js'

/**
 * Migrations are listed here rather than read from disk, so the build output
 * needs no globbing. In order: a release that had the first n ran exactly those.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '001-initial': m001,
  '002-token-issuer': m002,
  '003-pipelines': m003,
  '004-sessions': m004,
  '005-jobs': m005,
  '006-document-texts': m006,
  '007-search': m007,
  '008-events': m008,
  '009-webhooks': m009,
  '010-audit': m010,
  '011-event-subjects': m011,
  '012-publishing': m012,
  '013-careers-applications': m013,
  '014-emails': m014,
  '016-report-indexes': m016,
  '015-interviews': m015,
  '017-rate-limits': m017,
  '018-public-change-notices': m018,
  '019-first-week': m019,
  '022-submission-marks': m022,
  '024-notification-keys': m024,
}

const provider: MigrationProvider = { getMigrations: async () => ({ ...MIGRATIONS }) }

/** Brings the schema to the latest version; throws with the migration's own error. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown'
    const reason = error instanceof Error ? error.message : JSON.stringify(error)
    throw new Error(`Migration ${failed} failed: ${reason}`, { cause: error })
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
