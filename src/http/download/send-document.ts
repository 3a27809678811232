import type { FastifyReply, FastifyRequest } from 'fastify'
import { errors } from '../../errors/catalog.js'
import type { BlobStore, ByteRange } from '../../store/blobs/blob-store.js'
import type { DocumentRow } from '../../store/tables.js'
import { attachment } from '../protocol/content-disposition.js'
import { parseRange } from './byte-range.js'
import { clientCopyIsCurrent, ifRangeAllows } from './conditional.js'

export interface DocumentSource {
  readonly blobs: BlobStore
  /** Set when a proxy in front may send the files itself (config `accelRedirectPrefix`). */
  readonly accelRedirectPrefix?: string
  /** Counts the bytes sent, or handed to the proxy to send. */
  onBytes(n: number): void
}

/** The request header nginx is configured to add (deploy/nginx/ats.conf), as Rack::Sendfile reads it. */
const PROXY_SENDS_FILES = 'x-sendfile-type'

/**
 * Answers a download: 304 when the client's copy is current, 206 for one
 * satisfiable range, 416 for an unsatisfiable one, else 200 with the exact
 * bytes streamed from the store. The stream is opened before any header is
 * set, so a store failure becomes a clean 500 rather than a broken download.
 * Every decision is the service's; a proxy that sends files itself is given
 * only the whole-document 200 to send, after the file was found.
 */
export async function sendDocument(request: FastifyRequest, reply: FastifyReply, doc: DocumentRow, source: DocumentSource) {
  const { blobs } = source
  const etag = `"${doc.sha256}"`
  const lastModified = new Date(doc.created_date)
  const validators = {
    etag,
    'last-modified': lastModified.toUTCString(),
    'cache-control': 'private, no-cache',
    'x-content-type-options': 'nosniff',
  }
  const { headers } = request
  if (clientCopyIsCurrent(headers, validators)) return reply.code(304).headers(validators).send()

  const ifRange = headers['if-range'] as string | undefined
  const wanted = ifRangeAllows(ifRange, etag) ? parseRange(headers.range, doc.size) : { kind: 'full' as const }
  if (wanted.kind === 'unsatisfiable') {
    reply.header('content-range', `bytes */${doc.size}`)
    throw errors.rangeNotSatisfiable()
  }
  const range: ByteRange | undefined = wanted.kind === 'partial' ? wanted.range : undefined
  const head = request.method === 'HEAD'
  const missing = () => errors.internal(new Error(`the bytes of document ${doc.id} are missing from the blob store`))
  reply
    .headers(validators)
    .header('accept-ranges', 'bytes')
    .header('content-type', doc.content_type)
    .header('content-disposition', attachment(doc.file_name))

  const prefix = source.accelRedirectPrefix
  if (prefix && blobs.filesRoot && !head && !range && request.headers[PROXY_SENDS_FILES] === 'X-Accel-Redirect') {
    if (!(await blobs.head(doc.blob_key))) throw missing()
    source.onBytes(doc.size)
    // No Content-Length: the proxy sets it from the file, and an empty body keeps its connection reusable.
    return reply.header('x-accel-redirect', prefix + doc.blob_key).send()
  }

  const stream = head ? undefined : await blobs.get(doc.blob_key, range, reply.raw)
  if (!head && !stream) throw missing()
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${doc.size}`)
  }
  reply.header('content-length', String(range ? range.end - range.start + 1 : doc.size))
  if (!stream) return reply.send()
  stream.on('data', (chunk: Buffer) => source.onBytes(chunk.length))
  return reply.send(stream)
}
