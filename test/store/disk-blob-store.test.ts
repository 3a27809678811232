import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { after, before, describe, test } from 'node:test'
import { DiskBlobStore } from '../../src/store/blobs/disk-blob-store.js'
import { UnsafePathError } from '../../src/store/blobs/secure-path.js'

describe('DiskBlobStore', () => {
  let dir: string
  let store: DiskBlobStore
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'ats-blobs-'))
    store = new DiskBlobStore(join(dir, 'blobs'))
  })
  after(() => rmSync(dir, { recursive: true, force: true }))

  test('put from a stream, then get, head and ranges', async () => {
    const info = await store.put('aa/one', Readable.from([Buffer.from('hello '), Buffer.from('world')]))
    assert.equal(info.size, 11)
    assert.equal(await text((await store.get('aa/one'))!), 'hello world')
    assert.equal(await text((await store.get('aa/one', { start: 6, end: 10 }))!), 'world')
    assert.equal((await store.head('aa/one'))?.size, 11)
    assert.deepEqual(await readdir(store.incoming), [], 'no scratch file stays behind')
  })

  test('downloads read in large chunks, smaller as more are open at once, so that together they stay bounded', async () => {
    const store = new DiskBlobStore(join(dir, 'chunks'))
    await store.put('cc/big', Readable.from([Buffer.alloc(1 << 20, 7)]))
    const alone = (await store.get('cc/big'))!
    assert.equal(alone.readableHighWaterMark, 512 * 1024)
    alone.destroy()
    await new Promise((resolve) => alone.once('close', resolve))
    const many = await Promise.all(Array.from({ length: 200 }, () => store.get('cc/big')))
    const held = many.reduce((sum, s) => sum + 2 * s!.readableHighWaterMark, 0)
    // 32 MiB shared, and past it the smallest chunk (64 KiB, two held) each.
    assert.ok(held <= 32 * 2 ** 20 + 200 * 2 * 64 * 1024, `200 open downloads may hold ${held} bytes`)
    assert.equal(many.at(-1)!.readableHighWaterMark, 64 * 1024, 'never below 64 KiB')
    await Promise.all(many.map((s) => new Promise((resolve) => s!.once('close', resolve).destroy())))
    const again = (await store.get('cc/big'))!
    assert.equal(again.readableHighWaterMark, 512 * 1024, 'closed downloads give their share back')
    assert.equal((await text(again)).length, 1 << 20)
  })

  test('putFile moves a finished file into place', async () => {
    const src = join(dir, 'staged.part')
    await writeFile(src, 'staged bytes')
    await store.putFile('bb/two', src)
    assert.equal(await text((await store.get('bb/two'))!), 'staged bytes')
  })

  test('a failing source stores nothing under the key', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'))
        this.destroy(new Error('client went away'))
      },
    })
    await assert.rejects(store.put('cc/three', failing))
    assert.equal(await store.head('cc/three'), undefined)
    assert.deepEqual(await readdir(store.incoming), [])
  })

  test('missing blobs: get and head say so, delete is idempotent', async () => {
    assert.equal(await store.get('dd/none'), undefined)
    assert.equal(await store.head('dd/none'), undefined)
    await store.delete('dd/none')
    await store.delete('aa/one')
    assert.equal(await store.head('aa/one'), undefined)
  })

  test('list walks every blob and ignores what is not a key', async () => {
    await mkdir(join(store.objects, 'ee'), { recursive: true })
    await writeFile(join(store.objects, 'ee', '.DS_Store'), 'junk')
    const keys: string[] = []
    for await (const b of store.list()) keys.push(b.key)
    assert.deepEqual(keys.sort(), ['bb/two'])
  })

  test('sweep removes old scratch files only', async () => {
    await mkdir(store.incoming, { recursive: true })
    const old = join(store.incoming, 'old.part')
    const fresh = join(store.incoming, 'fresh.part')
    await writeFile(old, 'x')
    await writeFile(fresh, 'y')
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000)
    await utimes(old, twoHoursAgo, twoHoursAgo)
    assert.deepEqual(await store.sweep(new Date(Date.now() - 3600_000)), { removed: 1, skipped: [] })
    assert.deepEqual(await readdir(store.incoming), ['fresh.part'])
  })

  test('every operation refuses an unsafe key', async () => {
    await assert.rejects(store.put('../x', Readable.from([])), UnsafePathError)
    await assert.rejects(store.putFile('../x', join(dir, 'nothing')), UnsafePathError)
    await assert.rejects(store.get('../../etc/passwd'), UnsafePathError)
    await assert.rejects(store.head('/etc/passwd'), UnsafePathError)
    await assert.rejects(store.delete('aa/../../x'), UnsafePathError)
  })
})
