import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import type { TestApp } from './app.js'

/** Runs a statement ($1, $2... placeholders) on a connection of its own, as another process would. */
export async function outsideWrite(t: TestApp, statement: string, params: unknown[]): Promise<void> {
  if (t.config.databaseUrl) {
    const client = new pg.Client({ connectionString: t.config.databaseUrl })
    await client.connect()
    try {
      await client.query(statement, params)
    } finally {
      await client.end()
    }
  } else {
    const db = new SQLite(join(t.config.dataDir, 'ats.db'))
    try {
      const ordered = [...statement.matchAll(/\$(\d+)/g)].map((m) => params[Number(m[1]) - 1])
      db.prepare(statement.replace(/\$\d+/g, '?')).run(...ordered)
    } finally {
      db.close()
    }
  }
}
