import type { FastifyInstance } from 'fastify'
import auth from '../plugins/auth.js'
import applicationRoutes from './applications.routes.js'
import auditEventRoutes from './audit-events.routes.js'
import candidateAnonymizationRoutes from './candidate-anonymization.routes.js'
import candidateExportRoutes from './candidate-export.routes.js'
import candidateRoutes from './candidates.routes.js'
import directoryRoutes from './directory.routes.js'
import documentRoutes from './documents.routes.js'
import emailRoutes from './emails.routes.js'
import eventRoutes from './events.routes.js'
import flagRoutes from './flags.routes.js'
import interviewRoutes from './interviews.routes.js'
import jobApplicationRoutes from './job-applications.routes.js'
import jobRoutes from './jobs.routes.js'
import memberRoutes from './members.routes.js'
import noteRoutes from './notes.routes.js'
import notificationRoutes from './notifications.routes.js'
import reportRoutes from './reports.routes.js'
import scorecardRoutes from './scorecards.routes.js'
import searchRoutes from './search.routes.js'
import sessionRoutes from './session.routes.js'
import stageRoutes from './stages.routes.js'
import submissionRoutes from './submissions.routes.js'
import vacancyRoutes from './vacancies.routes.js'
import webhookRoutes from './webhooks.routes.js'

/** Every resource of the API, one file each; a new resource is one line here. */
const RESOURCES = [
  candidateRoutes,
  candidateExportRoutes,
  candidateAnonymizationRoutes,
  documentRoutes,
  noteRoutes,
  searchRoutes,
  flagRoutes,
  vacancyRoutes,
  stageRoutes,
  interviewRoutes,
  scorecardRoutes,
  applicationRoutes,
  emailRoutes,
  reportRoutes,
  submissionRoutes,
  eventRoutes,
  webhookRoutes,
  auditEventRoutes,
  memberRoutes,
  notificationRoutes,
  directoryRoutes,
  sessionRoutes,
  jobRoutes,
  jobApplicationRoutes,
]

/**
 * The API under `/v1`: the auth hook first, on the whole group, so that no
 * route can forget it (each declares the scope it needs, or `public`).
 */
export default async function apiRoutes(v1: FastifyInstance): Promise<void> {
  const { services } = v1
  await v1.register(auth, { authenticator: services.authenticator, publicUrl: services.config.publicUrl, limiter: services.rateLimits.api })
  for (const resource of RESOURCES) await v1.register(resource)
}
