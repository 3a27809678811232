import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import * as documents from '../../domain/documents/index.js'
import { documentText } from '../../domain/documents/index.js'
import { sendDocument } from '../download/send-document.js'
import { toDocument } from '../../domain/representations/index.js'
import { pageOf, toId, toPage } from '../protocol/paging.js'
import { bodyErrorResponses, CandidateIdParams, errorResponses } from '../schemas/common.schema.js'
import { DocumentListQuery, DocumentParams, DocumentRef, FileResponse } from '../schemas/document.schema.js'
import documentUploadRoutes from './document-upload.routes.js'
import { FOUND } from '../plugins/audit.js'

const tags = ['Documents']

/** Candidate documents: download (the original interface), upload, list and delete. */
const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const stores = { db: app.services.stores.database.db, blobs: app.services.stores.blobs, staging: app.services.stores.staging }
  const { db } = stores
  const source = {
    blobs: stores.blobs,
    accelRedirectPrefix: app.services.config.accelRedirectPrefix,
    onBytes: (n: number) => app.metrics.documentBytesDownloaded.inc(n),
  }

  // Its own encapsulated plugin: the upload's body parsers must not reach the JSON routes.
  await app.register(documentUploadRoutes)

  app.route({
    method: ['GET', 'HEAD'],
    url: '/document/:id',
    config: { scope: 'documents:read', audit: { action: 'download', resource: 'document', candidate: FOUND, id: 'id' } },
    schema: {
      operationId: 'downloadDocument',
      tags,
      summary: 'Download a candidate document',
      description:
        'The stored bytes, exactly. Needs documents:read and candidates:read. Supports HEAD, If-None-Match / If-Modified-Since (304) and a single byte Range (206; 416 when unsatisfiable).',
      params: DocumentParams,
      response: {
        200: FileResponse('The document.'),
        206: FileResponse('The requested byte range of the document.', true),
        304: Type.Null({ description: "The client's copy is current." }),
        ...errorResponses(404, 416),
      },
    },
    handler: async (request, reply) => {
      const doc = await documents.getDocument(
        { db, documentRows: app.services.stores.documentRows },
        request.principal,
        request.params.id,
        request.moment.generation,
      )
      request.auditCandidateId = doc.candidate_id
      return sendDocument(request, reply, doc, source)
    },
  })

  app.get(
    '/document/:id/Text',
    {
      config: { scope: 'documents:read', audit: { action: 'read', resource: 'document', candidate: FOUND, id: 'id' } },
      schema: {
        operationId: 'getDocumentText',
        tags,
        summary: "A document's text, as read for search",
        description:
          'The text read from the PDF, DOCX or DOC after its upload (normalized: Unicode NFC, whitespace collapsed), as `text/plain`. 409 `text_not_ready` while it is being read (usually a few seconds after the upload), 422 `text_unavailable` when no text could be read (encrypted, damaged, or past the limits of time and size). Access as for the bytes.',
        params: DocumentParams,
        response: {
          200: Type.Unsafe<string>({
            description: "The document's text.",
            content: { 'text/plain': { schema: { type: 'string' } } },
          }),
          ...errorResponses(404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const doc = await documents.getDocument(
        { db, documentRows: app.services.stores.documentRows },
        request.principal,
        request.params.id,
        request.moment.generation,
      )
      request.auditCandidateId = doc.candidate_id
      const text = await documentText(db, doc.id)
      return reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'private, no-cache').send(text)
    },
  )

  app.delete(
    '/document/:id',
    {
      config: { scope: 'documents:write' },
      schema: {
        operationId: 'deleteDocument',
        tags,
        summary: 'Delete a document and its bytes',
        description: "If it was the candidate's latest, the candidate's Document falls back to the previous remaining document, or null.",
        params: DocumentParams,
        response: { 204: Type.Null({ description: 'Deleted.' }), ...bodyErrorResponses(404) },
      },
    },
    async (request, reply) => {
      await documents.deleteDocument(stores, request.principal, request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/Candidates/:candidateId/Documents',
    {
      config: { scope: 'documents:read', audit: { action: 'read', resource: 'document', candidate: 'candidateId' } },
      schema: {
        operationId: 'listCandidateDocuments',
        tags,
        summary: "List a candidate's documents (metadata)",
        description: 'Oldest first. Paging: `limit`, and `after` set to the Id of the last document seen.',
        params: CandidateIdParams,
        querystring: DocumentListQuery,
        response: { 200: Type.Array(DocumentRef, { description: 'Documents, oldest first.' }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { limit } = toPage({ limit: request.query.limit })
      const candidateId = toId(request.params.candidateId, 'candidateId')
      const rows = await documents.listDocuments(db, request.principal, candidateId, { after: request.query.after, limit })
      return pageOf(rows, { after: 0, limit }, request, reply).map(toDocument)
    },
  )
}

export default documentRoutes
