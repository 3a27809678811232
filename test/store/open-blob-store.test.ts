import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { ConfigError, makeConfig } from '../../src/config.js'
import { openBlobStore } from '../../src/store/blobs/open-blob-store.js'

/** A mistyped ATS_BLOB_URL is a configuration error naming the variable, which `ats` prints as one line. */
describe('ATS_BLOB_URL', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ats-blob-url-'))
  for (const blobUrl of ['s3://', 's3://bucket?endpont=http://127.0.0.1:9000', 's3://[bad', 'file://otherhost/data']) {
    test(`${blobUrl} is refused as configuration`, async () => {
      await assert.rejects(openBlobStore(makeConfig({ dataDir: dir, blobUrl })), (err: unknown) => {
        assert.ok(err instanceof ConfigError, String(err))
        assert.match(err.message, /ATS_BLOB_URL/)
        return true
      })
    })
  }
  test('a valid S3 URL is accepted (nothing is contacted until used)', async () => {
    const store = await openBlobStore(
      makeConfig({ dataDir: dir, blobUrl: 's3://bucket/prefix?endpoint=http://127.0.0.1:1&region=eu-west-1' }),
    )
    assert.equal(store.filesRoot, undefined, 'an object store, not the disk')
    store.close?.()
    rmSync(dir, { recursive: true, force: true })
  })
})
