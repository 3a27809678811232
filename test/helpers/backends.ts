import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { freshBucket } from './s3-server.js'

/**
 * The storage backends every HTTP suite runs against: SQLite with documents
 * on disk always; PostgreSQL with disk, and PostgreSQL with an S3 bucket (on
 * a real S3 protocol server on loopback), when a PostgreSQL server answers;
 * with CI=true they are mandatory.
 * ATS_TEST_BACKENDS=sqlite,postgres,postgres+s3 narrows the list.
 */
export interface Backend {
  readonly name: string
  /** Provides a fresh, empty database for one app and a function that removes it. */
  database(): Promise<{ databaseUrl?: string; drop: () => Promise<void> }>
  /** Provides a fresh, empty object store; absent: documents on disk under the data dir. */
  blobs?(): Promise<{ blobUrl: string; drop: () => Promise<void> }>
}

const PG_ADMIN_URL = process.env.ATS_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

const sqlite: Backend = {
  name: 'sqlite',
  database: async () => ({ drop: async () => {} }),
}

const postgres: Backend = {
  name: 'postgres',
  async database() {
    const name = `ats_test_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
    await admin.connect()
    try {
      await admin.query(`create database ${name}`)
    } finally {
      await admin.end()
    }
    const url = new URL(PG_ADMIN_URL)
    url.pathname = `/${name}`
    return {
      databaseUrl: url.toString(),
      async drop() {
        const c = new pg.Client({ connectionString: PG_ADMIN_URL })
        await c.connect()
        try {
          // pg's Pool.end() resolves before its sockets have closed; a forced drop
          // while they close would fail them loudly. Wait (bounded) until they are gone.
          for (let i = 0; i < 100; i++) {
            const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name])
            if (rows[0].n === 0) break
            await new Promise((resolve) => setTimeout(resolve, 20))
          }
          await c.query(`drop database if exists ${name} with (force)`)
        } finally {
          await c.end()
        }
      },
    }
  },
}

const postgresS3: Backend = {
  name: 'postgres+s3',
  database: () => postgres.database(),
  blobs: () => freshBucket(),
}

async function postgresAnswers(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 })
  try {
    await c.connect()
    await c.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await c.end().catch(() => {})
  }
}

let cached: Promise<Backend[]> | undefined

export function backends(): Promise<Backend[]> {
  cached ??= (async () => {
    const wanted = process.env.ATS_TEST_BACKENDS?.split(',').map((s) => s.trim())
    const list: Backend[] = []
    if (!wanted || wanted.includes('sqlite')) list.push(sqlite)
    const pgWanted = [postgres, postgresS3].filter((b) => !wanted || wanted.includes(b.name))
    if (pgWanted.length > 0) {
      if (await postgresAnswers()) list.push(...pgWanted)
      else if (process.env.CI === 'true') throw new Error(`PostgreSQL is required in CI but does not answer at ${PG_ADMIN_URL}`)
      else console.warn(`\n*** PostgreSQL does not answer at ${PG_ADMIN_URL}: its suites are SKIPPED ***\n`)
    }
    return list
  })()
  return cached
}
