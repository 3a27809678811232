import assert from 'node:assert/strict'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { after, describe, test } from 'node:test'
import { DiskBlobStore } from '../../src/store/blobs/disk-blob-store.js'
import { SAMPLES, waitFor } from '../helpers/documents.js'
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js'

/**
 * The database and the CVs are personal data: what the service creates is
 * 0600 in 0700 folders whatever the umask it runs under, and an `ats serve`
 * that finds its data open to others says so in its log, naming the path.
 * The umask is set to 0 in this process and inherited by the server it
 * starts, so any mode left to the umask would come out 0644 or 0777.
 */
const TOKEN = 'ats_' + 'filemodes'.padEnd(40, 'm')
const root = mkdtempSync(join(tmpdir(), 'ats-modes-'))
after(() => rmSync(root, { recursive: true, force: true }))

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8).padStart(4, '0')

/** Runs `fn` with the process umask at 0; a child started within inherits it. */
async function withUmask0<T>(fn: () => Promise<T>): Promise<T> {
  const before = process.umask(0)
  try {
    return await fn()
  } finally {
    process.umask(before)
  }
}

/** Every file and folder under `dir`, with `dir` itself. */
function tree(dir: string): string[] {
  return [
    dir,
    ...readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? tree(join(dir, e.name)) : [join(dir, e.name)])),
  ]
}

function warnings(server: ServerProcess): Array<{ path: string; mode: string }> {
  return server.logs.map((l) => JSON.parse(l)).filter((l) => l.level === 40 && typeof l.path === 'string' && typeof l.mode === 'string')
}

describe('files private to the service, whatever the umask', () => {
  test('ats serve under umask 0: data folder, database, WAL, shared memory, scratch and documents are 0600 in 0700 folders; no warning', async () => {
    const dir = join(root, 'fresh')
    const server = await withUmask0(() => startServerProcess({ ATS_DATA_DIR: dir, ATS_BOOTSTRAP_TOKEN: TOKEN }))
    try {
      const created = await fetch(`${server.url}/v1/Candidates`, {
        method: 'POST',
        headers: { authorization: TOKEN, 'content-type': 'application/json' },
        body: JSON.stringify({ FirstName: 'Jane', LastName: 'Example' }),
      })
      const { Id } = (await created.json()) as { Id: number }

      // An upload held half-way, so its scratch file can be looked at.
      const bytes = SAMPLES.pdf.bytes
      const upload = request(`${server.url}/v1/Candidates/${Id}/Document`, {
        method: 'POST',
        headers: { authorization: TOKEN, 'content-type': 'application/pdf', 'content-length': bytes.length },
      })
      const answered = new Promise<number>((resolve, reject) => {
        upload.on('response', (res) => {
          res.resume()
          resolve(res.statusCode!)
        })
        upload.on('error', reject)
      })
      // Reported when awaited below; a failed assertion before then is the error that counts.
      answered.catch(() => {})
      upload.write(bytes.subarray(0, 100))
      const tmp = join(dir, 'tmp')
      await waitFor(() => existsSync(tmp) && readdirSync(tmp).some((n) => statSync(join(tmp, n)).size > 0), 'the scratch file')
      const [scratch] = readdirSync(tmp)
      assert.equal(modeOf(join(tmp, scratch!)), '0600', 'scratch file')
      upload.end(bytes.subarray(100))
      assert.equal(await answered, 201)

      const db = join(dir, 'ats.db')
      assert.ok(existsSync(`${db}-wal`) && existsSync(`${db}-shm`), 'the running service has its WAL and shared memory open')
      const paths = tree(dir)
      assert.ok(
        paths.some((p) => p.includes(join('blobs', 'objects', ''))),
        'the document is stored',
      )
      for (const path of paths) {
        assert.equal(modeOf(path), statSync(path).isDirectory() ? '0700' : '0600', path)
      }
      assert.deepEqual(warnings(server), [])
    } finally {
      await server.stop('SIGKILL')
    }
  })

  test('the disk blob store writing through its own incoming folder under umask 0 (ats copy, another file system)', async () => {
    const base = join(root, 'blobs-put')
    await withUmask0(async () => {
      const store = new DiskBlobStore(base)
      await store.put('ab/key', Readable.from([Buffer.from('cv')]))
      await store.ping()
    })
    for (const path of tree(base)) assert.equal(modeOf(path), statSync(path).isDirectory() ? '0700' : '0600', path)
  })

  test('a data folder, database and documents folder open to others: a warning names each, and their modes are left as they were', async () => {
    const dir = join(root, 'shared')
    mkdirSync(join(dir, 'blobs'), { recursive: true })
    chmodSync(dir, 0o755)
    chmodSync(join(dir, 'blobs'), 0o750)
    writeFileSync(join(dir, 'ats.db'), '')
    chmodSync(join(dir, 'ats.db'), 0o644)
    const server = await startServerProcess({ ATS_DATA_DIR: dir, ATS_BOOTSTRAP_TOKEN: TOKEN })
    try {
      const expected = [dir, join(dir, 'ats.db'), join(dir, 'blobs')]
      await waitFor(() => expected.every((p) => warnings(server).some((w) => w.path === p)), 'a warning for each shared path')
      const byPath = new Map(warnings(server).map((w) => [w.path, w.mode]))
      assert.equal(byPath.get(dir), '0755')
      assert.equal(byPath.get(join(dir, 'ats.db')), '0644')
      assert.equal(byPath.get(join(dir, 'blobs')), '0750')
      assert.ok(!byPath.has(join(dir, 'tmp')), 'folders the service made itself are private')
      assert.equal(modeOf(dir), '0755')
      assert.equal(modeOf(join(dir, 'ats.db')), '0644')
      assert.equal(modeOf(join(dir, 'blobs')), '0750')
    } finally {
      await server.stop()
    }
  })
})
