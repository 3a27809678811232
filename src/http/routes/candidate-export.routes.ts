import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EXPORT_JSON, readCandidateExport, type CandidateExport } from '../../domain/privacy/index.js'
import { getCandidate } from '../../domain/candidates/index.js'
import {
  eventJson,
  toEmail,
  toApplication,
  toAuditEvent,
  toCandidate,
  toConsent,
  toDocument,
  toFlag,
  toHistoryEntry,
  toInterview,
  toNote,
  toScorecard,
  toSubmission,
} from '../../domain/representations/index.js'
import { attachment } from '../protocol/content-disposition.js'
import { zipStream, type ZipEntry } from '../download/zip-stream.js'
import { toId } from '../protocol/paging.js'
import { ExportResponse } from '../schemas/candidate-export.schema.js'
import { errorResponses, IdParams } from '../schemas/common.schema.js'

const tags = ['Candidates']

/**
 * `candidate.json`: every resource in the shape the API answers it, grouped
 * as the API's paths group them (an application with its history,
 * submissions, interviews and scorecards). Submissions are all of them, not
 * only the latest the API shows; `Files` says where each document's bytes and
 * text lie in the archive. Indented: a person reads it.
 */
function exportJson(x: CandidateExport): Buffer {
  const consentsOf = (submissionId: number) => x.consents.filter((c) => c.submission_id === submissionId)
  const document = {
    ExportedDate: x.exportedDate,
    Candidate: toCandidate(x.candidate),
    Notes: x.notes.map(toNote),
    QualityFlags: x.flags.map(toFlag),
    Documents: x.documents.map(toDocument),
    Files: x.files.map((f) => ({ DocumentId: f.document.id, Path: f.path, TextPath: f.textPath })),
    Applications: x.applications.map((a) => ({
      Application: toApplication(a),
      History: x.history.filter((h) => h.application_id === a.id).map(toHistoryEntry),
      Submissions: x.submissions.filter((s) => s.application_id === a.id).map((s) => toSubmission(s, consentsOf(s.id))),
      Interviews: x.interviews.filter((i) => i.application_id === a.id).map(toInterview),
      Scorecards: x.scorecards.filter((s) => s.application_id === a.id).map(toScorecard),
    })),
    Consents: x.consents.map(toConsent),
    Emails: x.emails.map(toEmail),
    // Written to members about the candidate (an interviewer's assignment): held about it, apart from the emails it was sent.
    EmailsToMembers: x.memberEmails.map(toEmail),
    Events: x.events.map((e) => JSON.parse(eventJson(e)) as unknown),
    AuditEvents: x.auditEvents.map(toAuditEvent),
  }
  return Buffer.from(JSON.stringify(document, null, 2))
}

/** A data subject's copy of everything held about them (SPEC C7): admins only, audited, streamed. */
const candidateExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.services.stores.database.db
  const { blobs } = app.services.stores

  app.get(
    '/Candidates/:id/Export',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'exportCandidate',
        tags,
        summary: 'Export everything held about a candidate (ZIP)',
        description:
          'For a data subject’s request: the candidate’s record, every note (other members’ private ones included), quality ' +
          'flags, documents with their files and text, applications with their history, submissions, interviews and every ' +
          'scorecard (drafts included), consents, the emails sent to the candidate and, apart, those sent to members about it ' +
          '(`EmailsToMembers`), events and audit rows, read at one moment. Admins only; recorded ' +
          'in the audit log as `export`. The archive is streamed; a failure once it has started closes the connection ' +
          'before the archive is complete. `HEAD` answers whether the candidate exists, and records nothing.',
        params: IdParams,
        response: { 200: ExportResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const id = toId(request.params.id, 'id')
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachment(`candidate-${id}-export.zip`))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
      if (request.method === 'HEAD') {
        await getCandidate(db, request.principal, id)
        return reply.send()
      }
      // The reads of the last second too: the export lists the candidate's audit rows.
      await app.services.auditLog.flush()
      const held = await readCandidateExport(db, request.principal, id, request.id)
      const exportedAt = new Date(held.exportedDate)
      const entries: ZipEntry[] = [{ path: EXPORT_JSON, mtime: exportedAt, bytes: exportJson(held) }]
      for (const { document, path, textPath } of held.files) {
        entries.push({
          path,
          mtime: new Date(document.created_date),
          size: document.size,
          open: async () => {
            const stream = await blobs.get(document.blob_key)
            if (!stream) throw new Error(`the bytes of document ${document.id} are missing from the blob store`)
            return stream
          },
        })
        const text = held.texts.get(document.id)
        if (textPath !== null && text !== undefined) entries.push({ path: textPath, mtime: exportedAt, bytes: Buffer.from(text) })
      }
      const zip = await zipStream(entries, (n) => app.metrics.documentBytesDownloaded.inc(n))
      return reply.header('content-length', String(zip.size)).send(zip.stream)
    },
  )
}

export default candidateExportRoutes
