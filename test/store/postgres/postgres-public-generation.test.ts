import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import pg from 'pg'
import { PUBLIC_CHANGES_CHANNEL, PublicGeneration } from '../../../src/store/postgres/postgres-public-generation.js'
import { buildTestApp, type TestApp } from '../../helpers/app.js'
import { backends } from '../../helpers/backends.js'
import { waitFor } from '../../helpers/documents.js'

const postgres = (await backends()).find((b) => b.name === 'postgres')

/**
 * The public answers' generation on PostgreSQL (store/postgres/postgres-public-generation.ts):
 * known only while the change notices are heard, moved by every committed
 * change to `vacancies` (migration 018's trigger) and by nothing else of the kind.
 */
describe('the public generation, kept by change notices [postgres]', { skip: !postgres && 'PostgreSQL does not answer' }, () => {
  let t: TestApp
  let pool: pg.Pool
  const generations: PublicGeneration[] = []
  const open = () => {
    const g = new PublicGeneration(
      () => new pg.Client({ connectionString: t.config.databaseUrl }),
      (channel, payload) => pool.query('select pg_notify($1, $2)', [channel, payload]),
    )
    generations.push(g)
    return g
  }
  const heard = async (g: PublicGeneration) => {
    assert.equal(g.current(), undefined, 'unknown until its own notice has come back')
    await waitFor(() => g.current() !== undefined, 'the change notices to be heard', 5000)
    return g.current()!
  }
  const vacancyId = async () => {
    const { rows } = await pool.query<{ id: number }>(
      `insert into vacancies (title, status, created_date, updated_date) values ('Notice', 'open', now()::text, now()::text) returning id`,
    )
    return Number(rows[0]!.id)
  }

  before(async () => {
    t = await buildTestApp(postgres!)
    pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: 2 })
  })
  after(async () => {
    for (const g of generations) await g.close()
    await pool.end()
    await t.close()
  })

  test('a committed change to vacancies moves it, once per statement; a rolled-back one does not; other tables do not', async () => {
    const g = open()
    const id = await vacancyId()
    const start = await heard(g)
    const client = await pool.connect()
    try {
      await client.query('begin')
      await client.query('update vacancies set title = $1 where id = $2', ['Never', id])
      await client.query('rollback')
      await client.query('update candidates set first_name = first_name where id = 0')
      await client.query('update vacancies set title = $1 where id = $2', ['Committed', id])
    } finally {
      client.release()
    }
    await waitFor(() => g.current()! > start, 'the committed change', 5000)
    // Notices come in commit order: had the rolled-back statement sent one, it would have come first.
    assert.equal(g.current(), start + 1)
    g.moved()
    assert.equal(g.current(), start + 2, 'a write answered here moves it at once')
  })

  test('a listening connection the server ends makes it unknown, then known again at a later generation', async () => {
    const g = open()
    const before = await heard(g)
    const { rows } = await pool.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where datname = current_database() and query = $1 and pid <> pg_backend_pid()`,
      [`listen ${PUBLIC_CHANGES_CHANNEL}`],
    )
    assert.ok(rows[0]!.n >= 1, 'the listening connection was found')
    await waitFor(() => g.current() === undefined || g.current()! > before, 'the loss to be seen', 5000)
    await waitFor(() => g.current() !== undefined, 'the notices to be heard again', 10_000)
    assert.ok(g.current()! > before, 'nothing kept before the loss is given after it')
  })

  test('closed, it is unknown and listens no more', async () => {
    const g = open()
    await heard(g)
    await g.close()
    assert.equal(g.current(), undefined)
  })
})
