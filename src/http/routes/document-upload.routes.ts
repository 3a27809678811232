import type { Multipart } from '@fastify/multipart'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Readable } from 'node:stream'
import { uploadDocument, type IncomingFile } from '../../domain/documents/index.js'
import { errors } from '../../errors/catalog.js'
import { fileNameFromDisposition } from '../protocol/content-disposition.js'
import { toDocument } from '../../domain/representations/index.js'
import { toId } from '../protocol/paging.js'
import { lingerAfterAnswer } from '../protocol/lingering-close.js'
import { CandidateIdParams, errorResponses } from '../schemas/common.schema.js'
import { DocumentRef, UploadBody } from '../schemas/document.schema.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** The unread body of a raw upload. */
    uploadStream: Readable | null
  }
}

/** Room for a multipart body's boundaries and part headers around the file. */
const MULTIPART_OVERHEAD = 64 * 1024

/**
 * The upload route, in a plugin of its own so that its parsers stay here.
 * Every body is a file whatever its declared type (the type is decided from
 * the bytes), so instead of JSON this plugin has multipart/form-data and a
 * catch-all that hands the unread stream to the handler.
 */
const documentUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const max = app.services.config.maxDocumentBytes
  app.removeAllContentTypeParsers()
  app.decorateRequest('uploadStream', null)
  app.addContentTypeParser('*', (request, payload, done) => {
    request.uploadStream = payload
    done(null, undefined)
  })
  await app.register(multipart, { throwFileSizeLimit: true })

  // A declared length over the limit is refused before a byte is read.
  app.addHook('preParsing', async (request, _reply, payload) => {
    const declared = Number(request.headers['content-length'] ?? 0)
    if (declared > max + (request.headers['content-type']?.startsWith('multipart/') ? MULTIPART_OVERHEAD : 0)) {
      throw errors.payloadTooLarge(max)
    }
    return payload
  })
  lingerAfterAnswer(app)

  app.post(
    '/Candidates/:candidateId/Document',
    {
      config: { scope: 'documents:write' },
      // The body is a stream that no schema can check, so the schemas below only
      // document the route; the handler checks the id itself (toId) and the
      // bytes by their content.
      validatorCompiler: () => () => true,
      schema: {
        operationId: 'uploadCandidateDocument',
        tags: ['Documents'],
        summary: "Upload a document; it becomes the candidate's latest",
        description:
          'Either multipart/form-data with a part named `file`, or the file itself as the body with its name in `Content-Disposition: attachment; filename="cv.pdf"`. ' +
          `PDF, DOC or DOCX, decided from the content; at most ${max} bytes.`,
        params: CandidateIdParams,
        body: UploadBody,
        response: { 201: DocumentRef, ...errorResponses(404, 413, 415) },
      },
    },
    async (request, reply) => {
      const candidateId = toId(request.params.candidateId, 'candidateId')
      const stores = { db: app.services.stores.database.db, blobs: app.services.stores.blobs, staging: app.services.stores.staging }
      // Counted as an upload in progress: its text is read once uploads pause, rather than at the next poll (services.ts).
      const row = await app.services.uploads.during(() =>
        uploadDocument(stores, request.principal, candidateId, max, () => incomingFile(request, max)),
      )
      app.metrics.documentBytesUploaded.inc(row.size)
      return reply.code(201).header('location', `/v1/document/${row.id}`).send(toDocument(row))
    },
  )
}

export default documentUploadRoutes

/** Text fields a multipart upload may carry beside its file (forms often add a few). */
const MAX_FIELDS = 20

async function incomingFile(request: FastifyRequest, max: number): Promise<IncomingFile> {
  if (!request.isMultipart()) {
    return { stream: request.uploadStream ?? emptyStream(), fileName: fileNameFromDisposition(request.headers['content-disposition']) }
  }
  // One byte over the limit lets the intake, not busboy, notice and answer 413.
  // Two files are let through busboy so that a second one is seen, and refused by name.
  const parts = request.parts({
    limits: { fileSize: max + 1, files: 2, fields: MAX_FIELDS, fieldSize: 64 * 1024, parts: 40, headerPairs: 100 },
  })
  const next = async (): Promise<Multipart | undefined> => {
    try {
      const result = await parts.next()
      return result.done ? undefined : result.value
    } catch (err) {
      throw multipartError(err, max)
    }
  }
  // Text fields before the file are read and ignored; the first file part must be `file`.
  let part = await next()
  while (part && part.type !== 'file') part = await next()
  if (!part) throw errors.validation('file', 'is required: send the document in a multipart part named "file"')
  if (part.fieldname !== 'file') throw extraFilePart(part.fieldname)
  return {
    stream: part.file,
    fileName: part.filename,
    // Whatever follows the file: more fields are fine, another file is refused rather than dropped unseen.
    rest: async () => {
      for (let after = await next(); after; after = await next()) {
        if (after.type === 'file') throw extraFilePart(after.fieldname)
      }
    },
  }
}

function extraFilePart(name: string) {
  return errors.validation(name, 'is a file part the upload does not take: send exactly one file, in the part named "file"')
}

/** busboy's limits are about the form's shape, except the file's size. */
function multipartError(err: unknown, max: number) {
  switch ((err as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return errors.payloadTooLarge(max)
    case 'FST_FIELDS_LIMIT':
      return errors.validation('body', `has more than ${MAX_FIELDS} multipart fields`)
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
      return errors.validation('body', 'has more multipart parts than an upload takes')
  }
  if ((err as { statusCode?: number }).statusCode === 413) return errors.payloadTooLarge(max)
  return errors.validation('body', 'is not well-formed multipart/form-data')
}

/** A raw upload with no body at all (Content-Length: 0) never reaches the parser. */
const emptyStream = (): Readable => Readable.from([])
