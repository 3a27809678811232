import { Type } from 'typebox'

/** The export's 200 (SPEC C7), for the API reference: a ZIP, streamed. */
export const ExportResponse = Type.Unsafe({
  description:
    'A ZIP archive: `candidate.json` (everything held about the candidate, each resource in the shape the API answers it), ' +
    'each document’s file under `documents/`, and the text read from each under `text/`.',
  headers: {
    'Content-Disposition': { type: 'string', description: 'attachment; `candidate-{id}-export.zip`.' },
    'Content-Length': { type: 'integer', description: 'Bytes in the archive, known before it is sent.' },
  },
  content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
})
