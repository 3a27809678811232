import pg from 'pg'

const PG_ADMIN = process.env.ATS_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** A fresh, empty database of a benchmark run (`sqlite`: the data dir's own file), and how to remove it. */
export async function withDatabase(kind: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (kind === 'sqlite') return { env: {}, drop: async () => {} }
  const name = `ats_bench_${process.pid}`
  const admin = new pg.Client({ connectionString: PG_ADMIN })
  await admin.connect()
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(PG_ADMIN)
  url.pathname = `/${name}`
  return {
    env: { ATS_DATABASE_URL: url.toString() },
    async drop() {
      const c = new pg.Client({ connectionString: PG_ADMIN })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    },
  }
}
