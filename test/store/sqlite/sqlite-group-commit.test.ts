import assert from 'node:assert/strict'
import { fstatSync, fsync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import SQLite from 'better-sqlite3'
import { GroupCommit, type Fsync } from '../../../src/store/sqlite/sqlite-group-commit.js'

/**
 * An fsync that waits to be let go: each call is held until `release()`,
 * then runs the real fsync, so a test decides when a sync completes.
 */
function heldFsync() {
  const held: Array<() => void> = []
  const fds: number[] = []
  let calls = 0
  const sync: Fsync = (fd, done) => {
    calls++
    fds.push(fd)
    held.push(() => fsync(fd, done))
  }
  return {
    sync,
    get calls() {
      return calls
    },
    fds,
    /** Resolves once `n` fsyncs have been asked for (the WAL file is looked at on the thread pool first). */
    async asked(n: number): Promise<void> {
      while (calls < n) await new Promise((resolve) => setImmediate(resolve))
    },
    /** Lets the oldest held fsync run, once it has been asked for. */
    async release(): Promise<void> {
      while (held.length === 0) await new Promise((resolve) => setImmediate(resolve))
      held.shift()!()
    },
  }
}

/** Whether a promise has settled, looked at after pending I/O callbacks and microtasks have run. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false
  p.then(
    () => (done = true),
    () => (done = true),
  )
  await new Promise((resolve) => setImmediate(resolve))
  return done
}

describe('SQLite group commit', () => {
  let dir: string
  let sqlite: SQLite.Database
  let wal: string
  let n = 0

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'ats-group-commit-'))
    sqlite = new SQLite(join(dir, 'g.db'))
    sqlite.pragma('journal_mode = WAL')
    sqlite.pragma('synchronous = NORMAL')
    sqlite.exec('create table t (id integer primary key, v text)')
    wal = join(dir, 'g.db-wal')
  })
  after(() => {
    sqlite.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const write = (commits: GroupCommit) => {
    sqlite.prepare('insert into t (v) values (?)').run(`row ${n++}`)
    commits.wrote()
  }

  test('with nothing written, durable() resolves without a sync', async () => {
    const fs = heldFsync()
    const commits = new GroupCommit(wal, fs.sync)
    await commits.durable()
    assert.equal(fs.calls, 0)
  })

  test('a write is durable once an fsync of the WAL file has completed', async () => {
    const fs = heldFsync()
    const commits = new GroupCommit(wal, fs.sync)
    write(commits)
    const durable = commits.durable()
    assert.equal(await settled(durable), false, 'not before the sync')
    await fs.release()
    await durable
    assert.equal(fs.calls, 1)
    assert.equal(fstatSync(fs.fds[0]!).ino, statSync(wal).ino, 'the WAL file was synced')
    await commits.durable()
    assert.equal(fs.calls, 1, 'nothing written since: no second sync')
    await commits.close()
  })

  test('callers waiting together share one fsync', async () => {
    const fs = heldFsync()
    const commits = new GroupCommit(wal, fs.sync)
    const waits = []
    for (let i = 0; i < 20; i++) {
      write(commits)
      waits.push(commits.durable())
    }
    await fs.release()
    await Promise.all(waits)
    assert.equal(fs.calls, 1)
    await commits.close()
  })

  test('a write made while an fsync is in flight waits for the next one', async () => {
    const fs = heldFsync()
    const commits = new GroupCommit(wal, fs.sync)
    write(commits)
    const first = commits.durable()
    await fs.asked(1)
    write(commits)
    const second = commits.durable()
    const third = commits.durable()
    await fs.release()
    await first
    await fs.asked(2)
    assert.equal(await settled(second), false, 'the sync in flight started before this write: it waits for the next')
    await fs.release()
    await Promise.all([second, third])
    assert.equal(fs.calls, 2, 'the writes that arrived meanwhile shared the next sync')
    await commits.close()
  })

  test('a failed fsync fails the writes it covered; the next write syncs again', async () => {
    let calls = 0
    const failing: Fsync = (fd, done) => {
      calls++
      if (calls === 1) done(Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' }))
      else fsync(fd, done)
    }
    const commits = new GroupCommit(wal, failing)
    write(commits)
    await assert.rejects(commits.durable(), /EIO/)
    write(commits)
    await commits.durable()
    assert.equal(calls, 2)
    await commits.close()
  })

  test('a WAL file that is gone is opened again at its next sync', async () => {
    const fs = heldFsync()
    const commits = new GroupCommit(wal, fs.sync)
    write(commits)
    const first = commits.durable()
    await fs.release()
    await first
    // The last connection closing checkpoints and deletes the WAL file; the next one makes a new one.
    sqlite.close()
    assert.throws(() => statSync(wal), /ENOENT/)
    sqlite = new SQLite(join(dir, 'g.db'))
    write(commits)
    const second = commits.durable()
    // The kept descriptor is synced beside a look at the path, which finds another file there: that sync
    // does not count, and the new file is opened and synced.
    await fs.release()
    assert.equal(await settled(second), false, 'a sync of the old file does not count')
    await fs.release()
    await second
    assert.equal(fs.calls, 3)
    assert.equal(fstatSync(fs.fds[2]!).ino, statSync(wal).ino, 'the new WAL file was synced')
    await commits.close()
  })
})
