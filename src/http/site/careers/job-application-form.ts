import type { Multipart, MultipartFile } from '@fastify/multipart'
import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { rm } from 'node:fs/promises'
import { receiveToFile, sniffDocument } from '../../../domain/documents/index.js'
import {
  APPLICATION_TEXT_FIELDS,
  checkApplicationFields,
  DOCUMENT_FIELD,
  MAX_TEXT_FIELDS_BYTES,
  type ApplicationTextField,
  keepJobApplication,
  newReference,
  type ReceivedCv,
} from '../../../domain/careers/index.js'
import { limitKey } from '../../../domain/limits/index.js'
import { isAppError, type AppError } from '../../../errors/app-error.js'
import { errors } from '../../../errors/catalog.js'
import { lingerAfterAnswer } from '../../protocol/lingering-close.js'

/**
 * The application form of a job (SPEC C8), read from a multipart body and
 * kept or refused, for the two doors it has: the public API
 * (routes/job-applications.routes.ts) and the careers site's HTML form.
 * Both count, limit, trap and keep alike; each only renders the outcome.
 */

export type FieldFault = { field: string; status: number; code: string; detail: string }
export type ApplicationOutcome =
  | { outcome: 'accepted' | 'trapped'; reference: string }
  | { outcome: 'invalid'; faults: FieldFault[]; values: Record<string, string> } // every field at fault, values typed (no file)
  | { outcome: 'limited'; retryAfterSeconds: number }

/** Text parts a form may carry: the form's own and a few a page may add (a button's name, say), ignored. */
const MAX_FIELDS = 30
/** Room for a multipart body's boundaries and part headers around the file and the fields. */
const MULTIPART_OVERHEAD = 64 * 1024

/** Registers the multipart parser with the limits this form needs, in the calling plugin's context. */
export async function registerApplicationForm(app: FastifyInstance): Promise<void> {
  // A file over the limit fails its stream with 413 rather than being cut short unseen.
  await app.register(multipart, { throwFileSizeLimit: true })
  // The refused form's answer must reach a client still sending (lingering-close.ts).
  lingerAfterAnswer(app)
}

/**
 * Reads, checks and keeps (or refuses) one application to job `jobId`,
 * which the caller has found published (getJob) before reading a byte of
 * the body; keeping it finds the job again in its transaction.
 */
export async function receiveJobApplication(request: FastifyRequest, jobId: number): Promise<ApplicationOutcome> {
  const app = request.server
  const outcome = await receive(request, jobId)
  app.metrics.careersApplications.inc({ outcome: outcome.outcome })
  return outcome
}

async function receive(request: FastifyRequest, jobId: number): Promise<ApplicationOutcome> {
  const { config } = request.server.services
  // Every application posted counts, whatever becomes of it, before a byte of it is read.
  if (config.careersRateLimit > 0) {
    const counted = await request.server.services.rateLimits.careers.penalty(limitKey('address', request.ip), 1)
    if (counted.consumedPoints > config.careersRateLimit) {
      return { outcome: 'limited', retryAfterSeconds: Math.max(1, Math.ceil(counted.msBeforeNext / 1000)) }
    }
  }

  const max = config.maxDocumentBytes
  if (!request.isMultipart()) {
    return invalid(
      [fault('body', errors.unsupportedMediaType((request.headers['content-type'] ?? '').slice(0, 100), 'multipart/form-data'))],
      {},
    )
  }
  if (Number(request.headers['content-length'] ?? 0) > max + MAX_TEXT_FIELDS_BYTES + MULTIPART_OVERHEAD) {
    return invalid([fault(DOCUMENT_FIELD, errors.payloadTooLarge(max))], {})
  }
  // A spike of applications (a job posted on a busy board) is read a few at a time: the rest wait
  // their turn unread, holding no database connection, so the service's other answers keep flowing.
  return request.server.services.careersIntake(() => intake(request, jobId))
}

async function intake(request: FastifyRequest, jobId: number): Promise<ApplicationOutcome> {
  const { config, stores, mail } = request.server.services
  const max = config.maxDocumentBytes
  const temp = await stores.staging.newPath()
  try {
    const form = await readForm(request, temp, max)
    // The honeypot: a field people never see. Whatever else the form holds, the same answer as a kept one.
    if ((form.values.Website ?? '') !== '') return { outcome: 'trapped', reference: newReference() }
    const faults = [...form.faults]
    const checked = checkApplicationFields(form.values)
    if (!checked.ok) for (const f of checked.faults) faults.push(fault(f.field, errors.validation(f.field, f.detail)))
    if (!form.cv && !faults.some((f) => f.field === DOCUMENT_FIELD)) {
      faults.push(fault(DOCUMENT_FIELD, errors.validation(DOCUMENT_FIELD, 'is required: attach your CV (PDF, DOC or DOCX)')))
    }
    if (faults.length > 0 || !checked.ok || !form.cv) return invalid(faults, form.values)
    const queued = { deliveries: 0 }
    const kept = await keepJobApplication(
      { db: stores.database.db, blobs: stores.blobs, staging: stores.staging },
      {
        jobId,
        fields: checked.fields,
        cv: form.cv,
        consents: { processing: config.careersConsentText, retention: config.careersRetentionText },
        requestId: request.id,
        queued,
        mail,
      },
    )
    // Its text is read now rather than at the next poll; in a burst, once the last application is in
    // (until then the runner holds back: services.ts), since reading texts would take the time their answers need.
    request.server.services.jobs.wake()
    // Its confirmation email and any webhook delivery, likewise (an application is answered with a page, no Principal).
    if (queued.deliveries > 0) request.server.services.deliveries.wake()
    request.server.metrics.documentBytesUploaded.inc(form.cv.size)
    return { outcome: 'accepted', reference: kept.reference }
  } finally {
    await rm(temp, { force: true })
  }
}

interface ReadForm {
  /** The text fields the form takes, as sent (the last of any repeated one). */
  readonly values: Record<string, string>
  readonly faults: FieldFault[]
  readonly cv?: ReceivedCv
}

/**
 * Reads the parts in whatever order they come: the CV is streamed into the
 * scratch file `temp` as it arrives (counted, hashed, its type read from
 * its bytes), the text fields are kept. A fault that leaves the rest of the
 * body unreadable (the CV over the limit, a malformed body) ends the
 * reading with what was read so far.
 */
async function readForm(request: FastifyRequest, temp: string, max: number): Promise<ReadForm> {
  const values: Record<string, string> = {}
  const faults: FieldFault[] = []
  let cv: ReceivedCv | undefined
  // A second Document part is refused whatever became of the first (refused, it still left the scratch file).
  let documentSeen = false
  let textBytes = 0
  const parts = request.parts({
    // One byte over the limit lets the intake, not busboy, notice and answer 413.
    // A second file is let through busboy so that it is seen, and refused by name.
    limits: {
      fileSize: max + 1,
      files: 2,
      fields: MAX_FIELDS,
      fieldSize: MAX_TEXT_FIELDS_BYTES + 1,
      parts: MAX_FIELDS + 2,
      headerPairs: 100,
    },
  })
  for (;;) {
    let part: Multipart
    try {
      const next = await parts.next()
      if (next.done) break
      part = next.value
    } catch (err) {
      faults.push(formFault(err, max))
      break
    }
    if (part.type === 'file') {
      if (part.fieldname !== DOCUMENT_FIELD || documentSeen) {
        faults.push(
          fault(
            part.fieldname,
            errors.validation(
              part.fieldname,
              `is a file the form does not take: send one file, the CV, in the part named "${DOCUMENT_FIELD}"`,
            ),
          ),
        )
        break
      }
      documentSeen = true
      const received = await receiveCv(part, temp, max)
      if ('nothing' in received) continue
      if ('fault' in received) {
        faults.push(received.fault)
        if (received.fatal) break
      } else cv = received.cv
      continue
    }
    const name = part.fieldname
    const value = part.value
    textBytes += Buffer.byteLength(name) + (typeof value === 'string' ? Buffer.byteLength(value) : 0)
    if (textBytes > MAX_TEXT_FIELDS_BYTES || part.valueTruncated) {
      faults.push(
        fault(
          isFormField(name) ? name : 'body',
          errors.payloadTooLarge(MAX_TEXT_FIELDS_BYTES),
          `the form's fields together are larger than ${MAX_TEXT_FIELDS_BYTES} bytes`,
        ),
      )
      break
    }
    if (!isFormField(name)) continue
    if (typeof value !== 'string') {
      faults.push(fault(name, errors.validation(name, 'must be plain text')))
      continue
    }
    values[name] = value
  }
  return { values, faults, ...(cv && { cv }) }
}

/**
 * The CV into the scratch file, then its type from its bytes (SPEC B5).
 * An empty part with no file name is what a browser sends for a file input
 * left empty: no CV, as when the part is missing, rather than a file of no
 * known type (an empty file the applicant did choose, named, is refused 415).
 */
async function receiveCv(
  part: MultipartFile,
  temp: string,
  max: number,
): Promise<{ cv: ReceivedCv } | { fault: FieldFault; fatal: boolean } | { nothing: true }> {
  let received
  try {
    received = await receiveToFile(part.file, temp, max)
  } catch (err) {
    if (!isAppError(err)) throw err
    // The rest of the body cannot be read after a file cut short.
    return { fault: fault(DOCUMENT_FIELD, err), fatal: true }
  }
  if (received.size === 0 && part.filename === '') return { nothing: true }
  const { kind, refused } = received.size > 0 ? await sniffDocument(received.head, temp) : { kind: undefined, refused: undefined }
  if (!kind) return { fault: fault(DOCUMENT_FIELD, errors.unsupportedDocumentType(refused)), fatal: false }
  return { cv: { path: temp, size: received.size, sha256: received.sha256, kind, fileName: part.filename } }
}

const FORM_FIELDS: ReadonlySet<string> = new Set(APPLICATION_TEXT_FIELDS)
const isFormField = (name: string): name is ApplicationTextField => FORM_FIELDS.has(name)

function fault(field: string, err: AppError, detail?: string): FieldFault {
  return { field, status: err.status, code: err.code, detail: detail ? `${field}: ${detail}` : err.detail }
}

/** What the form sent back: the fields as typed, never the honeypot's. */
function invalid(faults: FieldFault[], values: Record<string, string>): ApplicationOutcome {
  const typed = { ...values }
  delete typed.Website
  return { outcome: 'invalid', faults, values: typed }
}

/** busboy's limits and parse failures are about the form's shape. */
function formFault(err: unknown, max: number): FieldFault {
  switch ((err as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fault(DOCUMENT_FIELD, errors.payloadTooLarge(max))
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return fault('body', errors.validation('body', `has more than ${MAX_FIELDS} fields`))
    case 'FST_FILES_LIMIT':
      return fault('body', errors.validation('body', 'has more files than the form takes: send one, the CV'))
  }
  return fault('body', errors.validation('body', 'is not well-formed multipart/form-data'))
}
