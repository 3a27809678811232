import { createReadStream } from 'node:fs'
import { ConfigError } from '../../config.js'
import type { Readable } from 'node:stream'
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import type { BlobInfo, BlobStore, ByteRange } from './blob-store.js'
import type { Skipped, SweepReport } from './sweep-folder.js'

export interface S3Location {
  bucket: string
  /** Prepended to every key, so one bucket can hold several installations. */
  prefix: string
  endpoint?: string
  region: string
  forcePathStyle: boolean
}

/**
 * `s3://bucket/optional/prefix?endpoint=http://host:port&region=eu-west-1&forcePathStyle=true`.
 * Credentials are not part of the URL: the AWS SDK reads them from its standard
 * sources (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, profiles, instance roles).
 */
export function parseS3Url(value: string): S3Location {
  const expected = 'Invalid configuration: ATS_BLOB_URL must look like s3://bucket[/prefix]?endpoint=...&region=...'
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new ConfigError(expected)
  }
  if (url.protocol !== 's3:' || !url.hostname) throw new ConfigError(expected)
  const known = new Set(['endpoint', 'region', 'forcePathStyle'])
  for (const key of url.searchParams.keys()) {
    if (!known.has(key)) throw new ConfigError(`Invalid configuration: ATS_BLOB_URL has an unknown parameter ${JSON.stringify(key)}`)
  }
  const prefix = decodeURIComponent(url.pathname.replace(/^\/+/, ''))
  return {
    bucket: url.hostname,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    endpoint: url.searchParams.get('endpoint') ?? undefined,
    region: url.searchParams.get('region') ?? process.env.AWS_REGION ?? 'us-east-1',
    forcePathStyle: url.searchParams.get('forcePathStyle') === 'true',
  }
}

const PART_SIZE = 8 * 1024 * 1024

/**
 * Blobs as objects in an S3-compatible bucket. An object appears under its key
 * only when its upload has completed (single PUT or multipart completion), so
 * a reader never sees half a document; parts of an interrupted multipart
 * upload stay invisible until `sweep` aborts them.
 */
export class S3BlobStore implements BlobStore {
  readonly client: S3Client

  constructor(readonly location: S3Location) {
    this.client = new S3Client({
      endpoint: location.endpoint,
      region: location.region,
      forcePathStyle: location.forcePathStyle,
    })
  }

  private objectKey(key: string): string {
    return this.location.prefix + key
  }

  async put(key: string, body: Readable): Promise<BlobInfo> {
    // Multipart above one part's size, so memory stays at a few parts whatever the document's size.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.location.bucket, Key: this.objectKey(key), Body: body },
      partSize: PART_SIZE,
      queueSize: 2,
      leavePartsOnError: false,
    })
    await upload.done()
    const info = await this.head(key)
    if (!info) throw new Error(`object ${key} missing right after its upload`)
    return info
  }

  async putFile(key: string, path: string): Promise<BlobInfo> {
    return this.put(key, createReadStream(path))
  }

  async get(key: string, range?: ByteRange): Promise<Readable | undefined> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({
          Bucket: this.location.bucket,
          Key: this.objectKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      )
      return res.Body as Readable
    } catch (err) {
      if (isNotFound(err)) return undefined
      throw err
    }
  }

  async head(key: string): Promise<BlobInfo | undefined> {
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }))
      return { key, size: res.ContentLength ?? 0, modified: res.LastModified ?? new Date(0) }
    } catch (err) {
      if (isNotFound(err)) return undefined
      throw err
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }))
  }

  async *list(): AsyncIterable<BlobInfo> {
    const pages = paginateListObjectsV2({ client: this.client }, { Bucket: this.location.bucket, Prefix: this.location.prefix })
    for await (const page of pages) {
      for (const o of page.Contents ?? []) {
        if (!o.Key) continue
        yield { key: o.Key.slice(this.location.prefix.length), size: o.Size ?? 0, modified: o.LastModified ?? new Date(0) }
      }
    }
  }

  /** Aborts multipart uploads started before `olderThan` (a crash mid-upload leaves them, unseen but billed). */
  async sweep(olderThan: Date): Promise<SweepReport> {
    let removed = 0
    const skipped: Skipped[] = []
    let keyMarker: string | undefined
    let uploadIdMarker: string | undefined
    do {
      const res = await this.client
        .send(
          new ListMultipartUploadsCommand({
            Bucket: this.location.bucket,
            Prefix: this.location.prefix,
            KeyMarker: keyMarker,
            UploadIdMarker: uploadIdMarker,
          }),
        )
        .catch((err: unknown) => {
          // Some S3-compatible servers cannot list uploads; there is then nothing this sweep can find.
          if (err instanceof Error && err.name === 'NotImplemented')
            return { Uploads: [], IsTruncated: false, NextKeyMarker: undefined, NextUploadIdMarker: undefined }
          throw err
        })
      for (const u of res.Uploads ?? []) {
        if (u.Key && u.UploadId && u.Initiated && u.Initiated < olderThan) {
          // One upload that cannot be aborted is reported; the others still are.
          const aborted = await this.client
            .send(new AbortMultipartUploadCommand({ Bucket: this.location.bucket, Key: u.Key, UploadId: u.UploadId }))
            .then(
              () => true,
              (err: unknown) => (
                skipped.push({ path: `s3 upload of ${u.Key}`, reason: err instanceof Error ? err.name : String(err) }),
                false
              ),
            )
          if (aborted) removed++
        }
      }
      keyMarker = res.IsTruncated ? res.NextKeyMarker : undefined
      uploadIdMarker = res.IsTruncated ? res.NextUploadIdMarker : undefined
    } while (keyMarker)
    return { removed, skipped }
  }

  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.location.bucket }))
  }

  close(): void {
    this.client.destroy()
  }
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | null | undefined
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404
}
