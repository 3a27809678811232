import pg from 'pg'
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/ats_scale_1000_10000' })
await c.connect()
const text = `select * from "notes" where "candidate_id" = $1 and "id" > $2 and ("private" = $3 or "created_by_id" = $4) order by "id" limit $5`
for (const round of [1, 2, 3]) for (const mode of ['unnamed', 'named', 'snapshot']) {
  const n = 3000
  const t0 = performance.now()
  for (let i = 0; i < n; i++) {
    const values = [1 + (i % 1000), 0, 0, 1, 21]
    if (mode === 'snapshot') await c.query('select pg_current_snapshot()::text as s')
    else await c.query(mode === 'named' ? { name: 'notes1', text, values } : { text, values })
  }
  console.log(round, mode, ((performance.now() - t0) / n * 1000).toFixed(0), 'µs/query')
}
await c.end()
