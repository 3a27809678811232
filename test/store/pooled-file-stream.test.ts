import assert from 'node:assert/strict'
import { mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { pipeline } from 'node:stream/promises'
import { after, before, describe, test } from 'node:test'
import { ChunkPool, pooledFileStream } from '../../src/store/blobs/pooled-file-stream.js'

describe('pooledFileStream', () => {
  let dir: string
  let file: string
  const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251))
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'ats-pool-'))
    file = join(dir, 'blob')
    writeFileSync(file, bytes)
  })
  after(() => rmSync(dir, { recursive: true, force: true }))

  /** Streams bytes `start` to `end` through a sink, as a response would take them. */
  async function read(pool: ChunkPool, start: number, end: number): Promise<Buffer> {
    const sink = new PassThrough()
    const got = buffer(sink)
    await pipeline(pooledFileStream(openSync(file, 'r'), start, end, pool, sink), sink)
    return got
  }

  test('gives the exact bytes, whole or a range, and every lent buffer back once the sink is done', async () => {
    const pool = new ChunkPool(64 * 1024, 8, 8, 16 * 1024)
    assert.deepEqual(await read(pool, 0, bytes.length - 1), bytes)
    assert.deepEqual(await read(pool, 1000, 200_000), bytes.subarray(1000, 200_001))
    assert.deepEqual(await read(pool, 5, 5), bytes.subarray(5, 6))
    // Given back when both the stream and its sink have closed, a turn or two after the pipeline settles.
    await new Promise((r) => setImmediate(r))
    assert.equal(pool.lent, 0)
  })

  test('with every buffer lent, reads into small chunks of its own, still exact', async () => {
    const pool = new ChunkPool(64 * 1024, 1, 1, 4096)
    const sink = new PassThrough()
    const held = pool.take()!
    const got = buffer(sink)
    await pipeline(pooledFileStream(openSync(file, 'r'), 0, bytes.length - 1, pool, sink), sink)
    assert.deepEqual(await got, bytes)
    pool.give([held])
    assert.equal(pool.lent, 0)
  })

  test('a sink destroyed half-way ends the stream and its buffers still come back', async () => {
    const pool = new ChunkPool(16 * 1024, 8, 8, 4096)
    const sink = new PassThrough()
    const stream = pooledFileStream(openSync(file, 'r'), 0, bytes.length - 1, pool, sink)
    stream.pipe(sink)
    await new Promise((r) => sink.once('data', r))
    sink.destroy()
    stream.destroy()
    await new Promise((r) => stream.once('close', r))
    await new Promise((r) => setImmediate(r))
    assert.equal(pool.lent, 0)
  })
})
