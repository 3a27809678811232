import assert from 'node:assert/strict'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { jobsSettled, newCandidate, SAMPLES, uploadMultipart, uploadRaw } from '../helpers/documents.js'

/**
 * test/store/secure-path.test.ts proves that no key outside the storage
 * shape becomes a disk path. These tests come from the other end: hostile
 * ids and file names sent through HTTP go nowhere, and nothing lands outside
 * the data folder.
 */
const HOSTILE_IDS = [
  '..%2F..%2Fetc%2Fpasswd',
  '..%252F..%252Fetc%252Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%5C..%5Cetc%5Cpasswd',
  '....%2F%2F....%2F%2Fetc%2Fpasswd',
  '..',
  '.',
  '%2e%2e',
  '%00',
  'abc%00def',
  '%C0%AE%C0%AE%2F',
  '..%2F..%2F..%2F..%2F..%2F..%2F..%2F..%2Fproc%2Fself%2Fenviron',
  '~%2F.ssh%2Fid_rsa',
  'C%3A%5CWindows%5Cwin.ini',
  '%2Fetc%2Fpasswd',
]
/** Extra path segments are another route (or none): the router answers, never the file system. */
const HOSTILE_PATHS = [
  '/v1/document/../../etc/passwd',
  '/v1/document/./x',
  '/v1/document/a/../../../etc/passwd',
  '/v1/document//etc/passwd',
]

const HOSTILE_NAMES = [
  '../../x.pdf',
  '..\\..\\x.pdf',
  '/tmp/ats-traversal-abs.pdf',
  'C:\\Windows\\Temp\\x.pdf',
  '....//....//x.pdf',
  '..',
  '.pdf',
  '.htaccess',
  '%2e%2e%2f%2e%2e%2fx.pdf',
  'a"; filename="evil.html',
  'x.pdf;.html',
  'con.pdf',
  'nested/dir/x.pdf',
]

/** Every file under `dir`, relative to it. */
function walk(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name)
    return e.isDirectory() ? walk(p).map((x) => join(e.name, x)) : [e.name]
  })
}

for (const backend of await backends()) {
  describe(`path traversal [${backend.name}]`, () => {
    let t: TestApp
    let root: string
    let dataDir: string
    let candidate: number
    let docId: string
    before(async () => {
      // The data folder sits two levels down, so that "../../x.pdf" resolved against it would land in `root`.
      root = mkdtempSync(join(tmpdir(), 'ats-traversal-'))
      dataDir = join(root, 'one', 'two', 'data')
      mkdirSync(dataDir, { recursive: true })
      t = await buildTestApp(backend, { dataDir })
      candidate = await newCandidate(t)
      docId = json(await uploadRaw(t, candidate, SAMPLES.pdf.bytes)).Id
    })
    after(async () => {
      await t.close()
      rmSync(root, { recursive: true, force: true })
    })

    test('hostile document ids answer 400 or 404 on GET, HEAD and DELETE, and never a file', async () => {
      for (const id of HOSTILE_IDS) {
        for (const method of ['GET', 'HEAD', 'DELETE'] as const) {
          const res = await t.call(method, `/v1/document/${id}`)
          assert.ok([400, 404].includes(res.statusCode), `${method} ${id}: ${res.statusCode}`)
          assert.ok(!/root:|\[boot loader\]|PATH=/.test(res.body), `${method} ${id} answered a file`)
          assert.equal(res.headers['content-disposition'], undefined)
        }
        const list = await t.call('GET', `/v1/Candidates/${candidate}/Documents?after=${id}`)
        assert.equal(list.statusCode, 400, `after=${id}: ${list.statusCode}`)
      }
      for (const path of HOSTILE_PATHS) {
        const res = await t.call('GET', path)
        assert.ok([400, 404].includes(res.statusCode), `${path}: ${res.statusCode}`)
        assert.ok(!res.body.includes('root:'))
      }
      // The real document is untouched by all of that.
      const res = await t.call('GET', `/v1/document/${docId}`)
      assert.equal(res.statusCode, 200)
      assert.ok(res.rawPayload.equals(SAMPLES.pdf.bytes))
    })

    test('hostile file names are stored as plain names, served harmlessly, and nothing is written outside the data folder', async () => {
      const before = walk(root).filter((p) => !p.startsWith(join('one', 'two', 'data') + sep))
      const cwdBefore = readdirSync(process.cwd())
      for (const name of HOSTILE_NAMES) {
        const uploads = [
          await uploadRaw(t, candidate, SAMPLES.pdf.bytes, { disposition: `attachment; filename="${name.replace(/["\\]/g, '\\$&')}"` }),
          await uploadRaw(t, candidate, SAMPLES.pdf.bytes, { disposition: `attachment; filename*=UTF-8''${encodeURIComponent(name)}` }),
          await uploadMultipart(t, candidate, SAMPLES.pdf.bytes, name.replace(/"/g, '%22')),
        ]
        for (const res of uploads) {
          assert.equal(res.statusCode, 201, `${name}: ${res.body}`)
          const doc = json(res)
          assert.doesNotMatch(doc.FileName, /[\\/]/, `${name} kept a folder: ${doc.FileName}`)
          assert.doesNotMatch(doc.FileName, /^\./, `${name} became a hidden or relative name: ${doc.FileName}`)
          assert.match(doc.FileName, /\.pdf$/)
          const got = await t.call('GET', `/v1/document/${doc.Id}`)
          assert.equal(got.statusCode, 200)
          const disposition = String(got.headers['content-disposition'])
          // One attachment with a quoted ASCII name and an encoded UTF-8 one: no quote, backslash or control character breaks out.
          assert.match(
            disposition,
            /^attachment; filename="[\x20-\x21\x23-\x5b\x5d-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%!#$&+.^_`|~-]+$/,
            disposition,
          )
          assert.ok(got.rawPayload.equals(SAMPLES.pdf.bytes))
        }
      }
      const after = walk(root).filter((p) => !p.startsWith(join('one', 'two', 'data') + sep))
      assert.deepEqual(after, before, 'a file appeared outside the data folder')
      assert.deepEqual(readdirSync(process.cwd()), cwdBefore, 'a file appeared in the working folder')
      assert.ok(!existsSync('/tmp/ats-traversal-abs.pdf'))
      // Inside the data folder, only the database, the rate limits' counts (store/rate-limit-store.ts),
      // blobs under their random keys and scratch space (none left once the uploads' texts have been read).
      await jobsSettled(t)
      for (const file of walk(dataDir)) {
        const rel = relative(dataDir, join(dataDir, file)).split(sep).join('/')
        assert.match(
          rel,
          /^((ats|rate-limits)\.db(-wal|-shm|-journal)?|blobs\/objects\/[0-9a-f]{2}\/[0-9a-f]{64})$/,
          `unexpected file ${rel}`,
        )
      }
    })
  })
}
