import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import SQLite from 'better-sqlite3'
import { ForeignCommits } from '../../../src/store/sqlite/sqlite-foreign-commits.js'

/** One turn of the event loop: its poll phase reads every file event queued before. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** A commit by another process, as `ats` run beside the service makes one. */
function commitElsewhere(file: string): void {
  const script = `const D = require('better-sqlite3'); const d = new D(${JSON.stringify(file)}); d.prepare('insert into t values (1)').run(); d.close()`
  execFileSync(process.execPath, ['-e', script], { cwd: process.cwd() })
}

describe('commits by another process are noticed through the log file, not by asking on every look', () => {
  let dir: string
  let file: string
  let own: SQLite.Database

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'ats-foreign-'))
    file = join(dir, 'ats.db')
    own = new SQLite(file)
    own.pragma('journal_mode = WAL')
    own.exec('create table t (x)')
  })
  after(() => {
    own.close()
    rmSync(dir, { recursive: true, force: true })
  })

  test('with no event the exact check is skipped; a commit elsewhere asks for it on the next look', async () => {
    // No window after a write and no time bound: only the file's event can ask for the check.
    const commits = new ForeignCommits(`${file}-wal`, () => 0, { afterWriteMs: 0, afterOwnWriteMs: 0, boundMs: Infinity })
    try {
      await nextTurn()
      commits.mayHaveCommitted()
      assert.equal(commits.mayHaveCommitted(), false)
      commitElsewhere(file)
      await nextTurn()
      assert.equal(commits.mayHaveCommitted(), true)
      assert.equal(commits.mayHaveCommitted(), false, 'once per event')
    } finally {
      commits.close()
    }
  })

  test('where the log cannot be watched, every look is exact', () => {
    const commits = new ForeignCommits(join(dir, 'missing-wal'), () => 0, { afterWriteMs: 0, afterOwnWriteMs: 0, boundMs: Infinity })
    try {
      assert.equal(commits.mayHaveCommitted(), true)
      assert.equal(commits.mayHaveCommitted(), true)
    } finally {
      commits.close()
    }
  })

  test('after a commit elsewhere every look is exact while the window lasts', async () => {
    const commits = new ForeignCommits(`${file}-wal`, () => 0, { afterWriteMs: 60_000, afterOwnWriteMs: 0, boundMs: Infinity })
    try {
      await nextTurn()
      commits.mayHaveCommitted()
      commitElsewhere(file)
      await nextTurn()
      assert.equal(commits.mayHaveCommitted(), true)
      assert.equal(commits.mayHaveCommitted(), true, 'still within the window')
    } finally {
      commits.close()
    }
  })

  test('a write of this process asks for one exact look, and keeps no long window open', async () => {
    let writes = 0
    const commits = new ForeignCommits(`${file}-wal`, () => writes, { afterWriteMs: 60_000, afterOwnWriteMs: 0, boundMs: Infinity })
    try {
      await nextTurn()
      commits.mayHaveCommitted()
      own.prepare('insert into t values (2)').run()
      writes++
      await nextTurn()
      assert.equal(commits.mayHaveCommitted(), true)
      assert.equal(commits.mayHaveCommitted(), false)
    } finally {
      commits.close()
    }
  })
})
