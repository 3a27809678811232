import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Migrator, type Kysely, type Migration } from 'kysely'
import { makeConfig, type Config } from '../../src/config.js'
import { hashToken, tokenStart } from '../../src/domain/access/tokens.js'
import { MIGRATIONS } from '../../src/store/migrations/index.js'
import { openDatabase } from '../../src/store/database.js'
import type { Backend } from './backends.js'

const NAMES = Object.keys(MIGRATIONS)

/** The migrations up to and including `last`, as the release that ended with it ran them. */
function migrationsThrough(last: string): Record<string, Migration> {
  assert.ok(NAMES.includes(last), `no migration ${last}`)
  return Object.fromEntries(NAMES.slice(0, NAMES.indexOf(last) + 1).map((name) => [name, MIGRATIONS[name]!]))
}

/** The name of the migration just before `name`: where undoing `name` leads. */
export function migrationBefore(name: string): string {
  const at = NAMES.indexOf(name)
  assert.ok(at > 0, `no migration before ${name}`)
  return NAMES[at - 1]!
}

/** A migrator over exactly these migrations, as a release that had only them would run. */
export function migratorOf(db: Kysely<any>, migrations: Readonly<Record<string, Migration>> = MIGRATIONS): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } })
}

export interface EarlierStore {
  /** The configuration of a service started on that store (its data dir and database). */
  readonly config: Config
  /** Removes the database and the data dir. */
  readonly dispose: () => Promise<void>
}

/**
 * A fresh store as the release ending with migration `through` left it: that
 * schema, then the rows `fill` writes with it, before today's service opens
 * it and runs the newer migrations.
 */
export async function earlierStore(
  backend: Backend,
  through: string,
  fill: (old: Kysely<any>, config: Config) => Promise<void>,
  settings: Partial<Config> = {},
): Promise<EarlierStore> {
  const dir = mkdtempSync(join(tmpdir(), 'ats-migrations-'))
  const database = await backend.database()
  const config = makeConfig({ ...settings, dataDir: dir, databaseUrl: database.databaseUrl, logLevel: 'silent' })
  const dispose = async () => {
    await database.drop()
    rmSync(dir, { recursive: true, force: true })
  }
  const store = openDatabase(config)
  const old = store.db as unknown as Kysely<any>
  try {
    assert.equal((await migratorOf(old, migrationsThrough(through)).migrateToLatest()).error, undefined)
    await fill(old, config)
  } catch (err) {
    await store.close()
    await dispose()
    throw err
  }
  await store.close()
  return { config, dispose }
}

/** Inserts a member with a token holding `scopes`, as every release since the first stored them; answers its id. */
export async function insertMember(
  old: Kysely<any>,
  member: { name: string; email: string; role: string; secret: string; scopes: string; now: string },
): Promise<number> {
  const { id } = await old
    .insertInto('members')
    .values({ name: member.name, email: member.email, role: member.role, created_date: member.now })
    .returning('id')
    .executeTakeFirstOrThrow()
  await old
    .insertInto('tokens')
    .values({
      member_id: id,
      hash: hashToken(member.secret),
      start: tokenStart(member.secret),
      scopes: member.scopes,
      created_date: member.now,
    })
    .execute()
  return Number(id)
}
