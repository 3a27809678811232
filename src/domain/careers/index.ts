/**
 * The public side of hiring (SPEC C8): published jobs, an application taken in whole (the
 * candidate, its CV, the application, the submission and its consents, the confirmation email),
 * and what an applicant sent, read by members.
 * This file is the feature's one entry: what it exports is what the rest of the service uses.
 */
export {
  APPLICATION_TEXT_FIELDS,
  type ApplicationTextField,
  DOCUMENT_FIELD,
  MAX_TEXT_FIELDS_BYTES,
  checkApplicationFields,
} from './job-application-fields.js'
export { getSubmission, listConsents, listSubmissions } from './submissions.js'
export { type JobPostingRow, getJob, listJobs } from './job-postings.js'
export { type ReceivedCv, keepJobApplication, newReference } from './job-applications.js'
