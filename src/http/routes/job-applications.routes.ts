import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { getJob } from '../../domain/careers/index.js'
import { AppError } from '../../errors/app-error.js'
import { errors } from '../../errors/catalog.js'
import { receiveJobApplication, registerApplicationForm, type FieldFault } from '../site/careers/job-application-form.js'
import { toId } from '../protocol/paging.js'
import { problemResponse } from '../schemas/common.schema.js'
import { JobApplicationBody, JobApplicationReceiptRef, JobParams } from '../schemas/job-posting.schema.js'

/**
 * Applying to a job through the public API (SPEC C8), in a plugin of its
 * own so that its parsers stay here: multipart/form-data for the form, and
 * a catch-all that leaves any other body unread, so that every application
 * posted reaches the handler and is counted, whatever its type.
 */
const jobApplicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined))
  await registerApplicationForm(app)

  app.post(
    '/Jobs/:id/Applications',
    {
      config: { scope: 'public' },
      // The body is a stream no schema can check: the schema below documents it, the form's reader checks it.
      validatorCompiler: () => () => true,
      schema: {
        operationId: 'applyToJob',
        tags: ['Jobs'],
        summary: 'Apply to a published job',
        description:
          'The application form as `multipart/form-data`, fields and the CV in any order. No token is needed; one sent is ignored. ' +
          'The answer is the same 201 whether the email was known or not, and when the honeypot field `Website` is not empty (then nothing is kept). ' +
          'A field at fault: 400 `validation_failed` (413 or 415 for the CV) naming it in `field`, with every fault in `errors`; nothing is kept. ' +
          'More applications from one address within an hour than the service takes: 429 `rate_limited` with `Retry-After`.',
        security: [],
        params: JobParams,
        body: JobApplicationBody,
        response: {
          201: JobApplicationReceiptRef,
          400: problemResponse(
            'The id is no positive decimal integer, or a field is at fault (`validation_failed`, naming it; `errors` lists every fault), or the body is no well-formed form.',
          ),
          404: problemResponse('No published job has this id (`job_not_found`).'),
          413: problemResponse('The CV, or the other fields together, are over their size limit (`payload_too_large`).'),
          415: problemResponse(
            'The CV is no PDF, DOC or DOCX (`unsupported_document_type`), or the body is no multipart form (`unsupported_media_type`).',
          ),
          429: problemResponse(
            'Too many applications from this address within an hour (`rate_limited`); `Retry-After` says when to try again.',
          ),
          500: problemResponse('Something failed on the server (`internal_error`).'),
          503: problemResponse('The service is shutting down, or its database does not answer.'),
        },
      },
    },
    async (request, reply) => {
      // The schema is not applied here (see validatorCompiler): the id is checked as every path id is (SPEC B1).
      toId(request.params.id, 'id')
      const job = await getJob(app.services.stores.database.db, request.params.id)
      const answer = await receiveJobApplication(request, job.id)
      switch (answer.outcome) {
        case 'accepted':
        case 'trapped':
          return reply.code(201).send({ Reference: answer.reference })
        case 'limited':
          throw errors.rateLimited(answer.retryAfterSeconds, 'Too many applications from this address within an hour; try again later.')
        case 'invalid':
          throw faultProblem(answer.faults)
      }
    },
  )
}

export default jobApplicationRoutes

const TITLES: Readonly<Record<number, string>> = { 400: 'Invalid request', 413: 'Payload too large', 415: 'Unsupported media type' }

/** The problem of a refused form: its first fault, naming its field, and every fault in `errors`. */
function faultProblem(faults: readonly FieldFault[]): AppError {
  const [first] = faults
  if (!first) return new AppError({ status: 500, code: 'internal_error', title: 'Internal error', detail: 'A form refused with no fault.' })
  return new AppError({
    status: first.status,
    code: first.code,
    title: TITLES[first.status] ?? 'Invalid request',
    detail: first.detail,
    extensions: { field: first.field, errors: faults.map((f) => ({ field: f.field, status: f.status, code: f.code, detail: f.detail })) },
  })
}
