import { randomBytes } from 'node:crypto'
import { errors } from '../../errors/catalog.js'
import { dbErrorKind } from '../../store/db-errors.js'
import * as apps from '../../store/repositories/application.repository.js'
import { findCandidateIdByEmail, insertCandidate, lockCandidate, setDocumentIfNone } from '../../store/repositories/candidate.repository.js'
import * as docs from '../../store/repositories/document.repository.js'
import { indexCandidate } from '../../store/repositories/search.repository.js'
import { insertConsents, insertSubmission } from '../../store/repositories/submission.repository.js'
import type { Db } from '../../store/repositories/types.js'
import { findJobPostingToApply } from '../../store/repositories/vacancy.repository.js'
import type { ApplicationRow, CandidateRow, DocumentRow } from '../../store/tables.js'
import { type AuditedWrite, recordEvents, type NewEvent } from '../changes/index.js'
import { nowIso } from '../clock.js'
import { newBlobKey, newDocumentId, queueTextExtraction, type DocumentStores, documentFileName } from '../documents/index.js'
import { queueTemplateEmail, type MailSettings } from '../email/index.js'
import { notifyApplication } from '../notifications/index.js'
import type { QueuedWork } from '../access/index.js'
import type { ApplicationFields } from './job-application-fields.js'
import { toApplication, toCandidate, toDocument } from '../representations/index.js'
import { DOCUMENT_KINDS, type DocumentKind } from '../vocabulary.js'

/** The source of an application made on the careers site when the form names none (SPEC C2). */
const CAREERS_SOURCE = 'careers'

/** The sentences an applicant agrees to (SPEC C8), as configured. */
export interface ConsentTexts {
  readonly processing: string
  readonly retention: string
}

/** A CV already received, counted, hashed and recognised, in a scratch file (documents.ts does the same for a member's upload). */
export interface ReceivedCv {
  readonly path: string
  readonly size: number
  readonly sha256: string
  readonly kind: DocumentKind
  readonly fileName?: string
}

/**
 * The applicant's answer: random and URL-safe, 128 bits in 22 characters,
 * unrelated to any id, so it tells nothing of how many apply (SPEC C8).
 */
export function newReference(): string {
  return randomBytes(16).toString('base64url')
}

export interface KeptApplication {
  readonly reference: string
  readonly candidateId: number
  readonly applicationId: number
  /** The CV as a document of the candidate. */
  readonly documentId: string
  /** False when the email matched a candidate who had applied to this job already: a new submission only. */
  readonly newApplication: boolean
  /** True when the email matched a candidate already held (left as it was). */
  readonly knownCandidate: boolean
  /** The applicant's confirmation email (`application_received`) recorded with it; null for a candidate without an address. */
  readonly confirmationEmailId: number | null
}

/**
 * Keeps one application to a job, as SPEC C8 lays it out: the CV's bytes
 * durably in the blob store first, then one transaction that finds the
 * candidate by email ignoring case (left as it is) or creates it (with the
 * browser's time zone), keeps the CV as a document of the candidate (its
 * `Document` only when it had none), creates the application in the job's
 * first stage (or, when the candidate has one to this job already in any
 * status, leaves that one as it is), and records the submission with the
 * names and phone as typed, whether the candidate and the application were
 * known, and its consents. The events carry no actor. On any failure the bytes are removed again (a crash
 * in between leaves an unreferenced blob, which `ats gc` removes).
 *
 * The member API and the careers site (http/site/careers/job-application-form.ts) and
 * `ats demo` all come through here.
 */
export async function keepJobApplication(
  stores: DocumentStores,
  input: {
    readonly jobId: number
    readonly fields: ApplicationFields
    readonly cv: ReceivedCv
    readonly consents: ConsentTexts
    /** The request it came in: its id goes in the audit rows. */
    readonly requestId?: string
    /** What the request queued for the delivery runner (the confirmation email, webhook deliveries). */
    readonly queued?: QueuedWork
    /** Whether the confirmation can be sent, and the organization's name it gives. */
    readonly mail: MailSettings
    /** When it was sent; now by default (`ats demo` backdates). */
    readonly at?: string
  },
): Promise<KeptApplication> {
  const blobKey = newBlobKey()
  await stores.blobs.putFile(blobKey, input.cv.path)
  try {
    try {
      return await stores.db.transaction().execute((trx) => keepIn(trx, input, blobKey))
    } catch (err) {
      // Two applications of one known candidate to this job at once: both found none, the
      // second's insert met the first's. Again, it finds the first's and adds a submission.
      if (dbErrorKind(err) !== 'unique') throw err
      return await stores.db.transaction().execute((trx) => keepIn(trx, input, blobKey))
    }
  } catch (err) {
    await stores.blobs.delete(blobKey).catch(() => {}) // else an orphan, which `ats gc` removes
    throw err
  }
}

async function keepIn(trx: Db, input: Parameters<typeof keepJobApplication>[1], blobKey: string): Promise<KeptApplication> {
  const { fields, cv } = input
  const now = input.at ?? nowIso()
  const by: NewEvent['by'] = { tokenId: null, requestId: input.requestId, queued: input.queued }
  const job = await findJobPostingToApply(trx, input.jobId)
  if (!job || job.first_stage_id === null) throw errors.jobNotFound()
  const firstStageId = job.first_stage_id

  const documentId = newDocumentId()
  let created: CandidateRow | undefined
  let candidateId = await findCandidateIdByEmail(trx, fields.Email)
  if (candidateId === undefined) {
    // Made with the CV as its latest document (no foreign key to wait for: the document follows in this transaction).
    created = await insertCandidate(trx, {
      first_name: fields.FirstName,
      last_name: fields.LastName,
      email: fields.Email,
      phone: fields.Phone,
      document_id: documentId,
      created_date: now,
      updated_date: now,
      time_zone: fields.TimeZone,
    })
    await indexCandidate(trx, created, 'new')
    candidateId = created.id
  } else {
    // As a member's upload does: two documents committing at once must not share a number.
    if (!(await lockCandidate(trx, candidateId))) throw new Error('The candidate went while its application was kept.')
    // Whoever knows an email must not replace the CV recruiters read: the CV becomes the
    // candidate's `Document` only when it has none, and is otherwise shown with the submission.
    await setDocumentIfNone(trx, candidateId, documentId, now)
  }

  const document: DocumentRow = await docs.insertDocument(trx, {
    id: documentId,
    candidate_id: candidateId,
    file_name: documentFileName(cv.fileName, cv.kind),
    content_type: DOCUMENT_KINDS[cv.kind].contentType,
    size: cv.size,
    sha256: cv.sha256,
    blob_key: blobKey,
    created_by_id: null,
    created_date: now,
    // A candidate made just now has no other document.
    seq: created ? 1 : await docs.nextDocumentSeq(trx, candidateId),
  })
  await queueTextExtraction(trx, document, now)

  // Nor any application.
  let application: ApplicationRow | undefined = created ? undefined : await apps.findCandidateApplication(trx, candidateId, job.id)
  const newApplication = application === undefined
  if (!application) {
    application = await apps.insertNewApplication(trx, {
      candidate_id: candidateId,
      vacancy_id: job.id,
      stage_id: firstStageId,
      status: 'active',
      rejection_reason: null,
      created_by_id: null,
      created_date: now,
      updated_date: now,
      source: fields.Source ?? CAREERS_SOURCE,
    })
  }

  const reference = newReference()
  const submission = await insertSubmission(trx, {
    application_id: application.id,
    candidate_id: candidateId,
    reference,
    submitted_date: now,
    document_id: document.id,
    cover_letter: fields.CoverLetter,
    // As typed: a known candidate keeps its own names and phone, the recruiter sees what this sender gave.
    first_name: fields.FirstName,
    last_name: fields.LastName,
    phone: fields.Phone,
    known_candidate: created ? 0 : 1,
    existing_application: newApplication ? 0 : 1,
  })
  const consents = await insertConsents(trx, [
    {
      candidate_id: candidateId,
      submission_id: submission.id,
      vacancy_id: job.id,
      purpose: 'processing',
      text: input.consents.processing,
      given_date: now,
    },
    ...(fields.RetentionConsent
      ? [
          {
            candidate_id: candidateId,
            submission_id: submission.id,
            vacancy_id: job.id,
            purpose: 'retention' as const,
            text: input.consents.retention,
            given_date: now,
          },
        ]
      : []),
  ])
  const audited = { action: 'create', memberId: null, candidateId, by } as const
  const audits: AuditedWrite[] = [
    { ...audited, resourceType: 'submission', resourceId: String(submission.id) },
    ...consents.map((consent) => ({ ...audited, resourceType: 'consent' as const, resourceId: String(consent.id) })),
  ]

  // The applicant's confirmation (SPEC C8, C10), in this transaction; the outbox sends it after the
  // commit. Every submission gets one, so the answer never tells whether the email was known.
  const confirmation = await queueTemplateEmail(trx, {
    mail: input.mail,
    template: 'application_received',
    candidateId,
    vacancyId: job.id,
    createdById: null,
    by,
    // The applicant just typed its names and address; a known candidate keeps its own, read there.
    candidate: created,
    vacancyTitle: job.title,
    audits,
  })

  await notifyApplication(trx, input.mail, application, { newApplication, at: now, by, audits })

  // Events last, just before the commit (store/engine.ts recordChanges), with the audit rows above.
  const changes: NewEvent[] = []
  if (created) changes.push({ type: 'candidate.created', actorId: null, candidateId, data: toCandidate(created), by })
  changes.push({ type: 'document.created', actorId: null, candidateId, data: toDocument(document), by })
  if (newApplication) {
    changes.push({
      type: 'application.created',
      actorId: null,
      candidateId,
      data: toApplication(application),
      subject: { vacancyId: job.id },
      by,
    })
  }
  await recordEvents(trx, changes, audits)
  return {
    reference,
    candidateId,
    applicationId: application.id,
    documentId: document.id,
    newApplication,
    knownCandidate: created === undefined,
    confirmationEmailId: confirmation?.id ?? null,
  }
}
