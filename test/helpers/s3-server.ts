import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CreateBucketCommand, DeleteBucketCommand, DeleteObjectCommand, paginateListObjectsV2, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

/**
 * A real S3 protocol server on loopback (s3rver), one per test process,
 * started on first use. Each app gets a bucket of its own.
 */
let running: Promise<{ endpoint: string; client: S3Client }> | undefined

function start() {
  running ??= (async () => {
    // The SDK reads credentials from the standard variables, as it does in production.
    process.env.AWS_ACCESS_KEY_ID ??= 'S3RVER'
    process.env.AWS_SECRET_ACCESS_KEY ??= 'S3RVER'
    const directory = mkdtempSync(join(tmpdir(), 'ats-s3rver-'))
    const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory })
    const { port } = await server.run()
    // The server must not keep a test process alive once its tests are done.
    const http = (server as unknown as { httpServer: import('node:http').Server }).httpServer
    http.unref()
    http.on('connection', (socket) => socket.unref())
    process.once('exit', () => rmSync(directory, { recursive: true, force: true }))
    const endpoint = `http://127.0.0.1:${port}`
    const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true })
    return { endpoint, client }
  })()
  return running
}

/** A fresh bucket and its `ATS_BLOB_URL`; `drop` empties and removes it. */
export async function freshBucket(): Promise<{ blobUrl: string; drop: () => Promise<void> }> {
  const { endpoint, client } = await start()
  const bucket = `ats-test-${randomBytes(6).toString('hex')}`
  await client.send(new CreateBucketCommand({ Bucket: bucket }))
  return {
    blobUrl: `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
    async drop() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket })) {
        for (const o of page.Contents ?? []) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: o.Key! }))
      }
      await client.send(new DeleteBucketCommand({ Bucket: bucket }))
    },
  }
}
