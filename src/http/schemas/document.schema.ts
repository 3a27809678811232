import { Type, type Static } from 'typebox'
import { DOCUMENT_ID_PATTERN } from '../../domain/documents/index.js'
import { DateTime, LIMIT_PATTERN, ref } from './common.schema.js'
import { DOCUMENT_KINDS } from '../../domain/vocabulary.js'

const DocumentId = Type.String({
  pattern: DOCUMENT_ID_PATTERN,
  description: "Opaque document id (URL-safe characters, at most 128), as found in a candidate's Document field.",
})

/** Metadata of a stored document. Field order is the order on the wire. */
export const Document = Type.Object(
  {
    Id: DocumentId,
    CandidateId: Type.Integer(),
    FileName: Type.String({ description: 'The uploaded name, made safe, with the extension of the detected type.' }),
    ContentType: Type.Union([
      Type.Literal(DOCUMENT_KINDS.pdf.contentType),
      Type.Literal(DOCUMENT_KINDS.doc.contentType),
      Type.Literal(DOCUMENT_KINDS.docx.contentType),
    ]),
    Size: Type.Integer({ description: 'Bytes.' }),
    Sha256: Type.String({ description: 'SHA-256 of the bytes, hex; also the download ETag.' }),
    CreatedDate: DateTime,
  },
  { $id: 'Document', description: "A candidate document's metadata." },
)
export type Document = Static<typeof Document>
export const DocumentRef = ref(Document)

export const DocumentParams = Type.Object({ id: DocumentId })

export const DocumentListQuery = Type.Object(
  {
    limit: Type.Optional(Type.String({ pattern: LIMIT_PATTERN, description: 'Items per page, 1..1000 (default 100).' })),
    after: Type.Optional(
      Type.String({ pattern: DOCUMENT_ID_PATTERN, description: 'Return only documents uploaded after this one (its Id).' }),
    ),
  },
  { additionalProperties: true },
)

/**
 * The upload body, for the API reference only: the route streams the body
 * itself and does not validate it against these (see the upload route).
 */
const binary = {
  type: 'string',
  format: 'binary',
  description: 'The file itself. Its type is read from the content, not from Content-Type.',
}
export const UploadBody = {
  content: {
    'multipart/form-data': {
      schema: Type.Unsafe({
        type: 'object',
        properties: { file: { type: 'string', format: 'binary', description: 'The document (PDF, DOC or DOCX).' } },
        required: ['file'],
      }),
    },
    ...Object.fromEntries(
      [...Object.values(DOCUMENT_KINDS).map((k) => k.contentType), 'application/octet-stream'].map((t) => [
        t,
        { schema: Type.Unsafe(binary) },
      ]),
    ),
  },
}

const fileBody = { type: 'string', format: 'binary' }
const downloadHeaders = {
  'Content-Disposition': {
    type: 'string',
    description: "attachment, with the original name as an ASCII `filename=` and an RFC 5987 `filename*=UTF-8''...`.",
  },
  'Content-Length': { type: 'integer', description: 'Bytes in this answer.' },
  ETag: { type: 'string', description: 'Strong; the SHA-256 of the whole document.' },
  'Last-Modified': { type: 'string', description: 'When the document was uploaded.' },
  'Accept-Ranges': { type: 'string', enum: ['bytes'] },
}
/** The download's 200 and 206 answers, for the API reference. */
export const FileResponse = (description: string, partial = false) =>
  Type.Unsafe({
    description,
    headers: {
      ...downloadHeaders,
      ...(partial && { 'Content-Range': { type: 'string', description: 'The range sent: `bytes first-last/size`.' } }),
    },
    content: Object.fromEntries(Object.values(DOCUMENT_KINDS).map((k) => [k.contentType, { schema: fileBody }])),
  })
