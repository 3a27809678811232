import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { newDocumentId } from '../../src/domain/documents/document-ids.js'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { newCandidate, SAMPLES, uploadRaw } from '../helpers/documents.js'

/** 256 random bits in base64url: 43 characters, the last of which carries 4 bits. */
const SHAPE = /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/

describe('document ids: shape and entropy', () => {
  const N = 1000
  const ids = Array.from({ length: N }, () => newDocumentId())

  test(`${N} ids are all distinct, 43 base64url characters, 32 bytes each`, () => {
    assert.equal(new Set(ids).size, N)
    for (const id of ids) {
      assert.match(id, SHAPE)
      assert.equal(Buffer.from(id, 'base64url').length, 32)
    }
  })

  test('every one of the 256 bits is set in about half of them (no fixed or biased bits)', () => {
    const ones = new Array<number>(256).fill(0)
    for (const id of ids) {
      const bytes = Buffer.from(id, 'base64url')
      for (let bit = 0; bit < 256; bit++) ones[bit]! += (bytes[bit >> 3]! >> (7 - (bit & 7))) & 1
    }
    // Binomial(1000, 1/2): standard deviation about 16; 350..650 is more than 9 of them, so only a real bias fails.
    const biased = ones.map((n, bit) => [bit, n] as const).filter(([, n]) => n < 350 || n > 650)
    assert.deepEqual(biased, [])
    const total = ones.reduce((a, b) => a + b, 0) / (256 * N)
    assert.ok(Math.abs(total - 0.5) < 0.01, `ones ratio ${total}`)
  })

  test('no two ids share a long prefix (they are not counters or timestamps)', () => {
    const sorted = [...ids].sort()
    let longest = 0
    for (let i = 1; i < sorted.length; i++) {
      let n = 0
      while (sorted[i]![n] === sorted[i - 1]![n]) n++
      longest = Math.max(longest, n)
    }
    // Among 1000 random ids over 64 symbols the longest shared prefix is almost always 2 or 3 characters.
    assert.ok(longest <= 6, `two ids share ${longest} leading characters`)
  })
})

for (const backend of await backends()) {
  describe(`document ids handed out by the API [${backend.name}]`, () => {
    let t: TestApp
    before(async () => {
      t = await buildTestApp(backend)
    })
    after(() => t.close())

    test('the same bytes uploaded again get a new, unrelated id; ids are not blob keys and not derived from content', async () => {
      const candidate = await newCandidate(t)
      const docs: Array<{ Id: string; Sha256: string }> = []
      for (let i = 0; i < 30; i++) {
        const res = await uploadRaw(t, candidate, SAMPLES.pdf.bytes)
        assert.equal(res.statusCode, 201, res.body)
        assert.equal(res.headers.location, `/v1/document/${json(res).Id}`)
        docs.push(json(res))
      }
      assert.equal(new Set(docs.map((d) => d.Id)).size, docs.length)
      for (const d of docs) {
        assert.match(d.Id, SHAPE)
        assert.ok(!d.Id.includes(d.Sha256.slice(0, 8)))
      }
      const rows = await t.app.services.stores.database.db.selectFrom('documents').select(['id', 'blob_key']).execute()
      for (const row of rows) {
        assert.ok(!row.blob_key.includes(row.id), 'the storage key reveals the public id')
        assert.ok(!row.id.includes(row.blob_key.split('/').pop()!.slice(0, 16)), 'the public id reveals the storage key')
      }
    })
  })
}
