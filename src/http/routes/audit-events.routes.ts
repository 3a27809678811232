import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { listAuditEvents } from '../../domain/changes/index.js'
import { toAuditEvent } from '../../domain/representations/index.js'
import { pageOf, toId, toPage } from '../protocol/paging.js'
import { AuditEventQuery, AuditEventRef } from '../schemas/audit.schema.js'
import { errorResponses } from '../schemas/common.schema.js'

const tags = ['Audit']

/** The audit log (SPEC C6), for admins: who read or changed a candidate's data, and when. */
const auditEventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.services.stores.database.db

  app.get(
    '/AuditEvents',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'listAuditEvents',
        tags,
        summary: 'Read the audit log',
        description:
          'Every read and change of a candidate’s data, oldest first: changes are recorded with them, reads at most a ' +
          'second later. `CandidateId` and `MemberId` keep the rows of one candidate or member. Paged by `limit` and `after`.',
        querystring: AuditEventQuery,
        response: { 200: Type.Array(AuditEventRef, { description: 'Audit rows, oldest first.' }), ...errorResponses() },
      },
    },
    async (request, reply) => {
      const page = toPage(request.query)
      const { CandidateId, MemberId } = request.query
      const filter = {
        ...(CandidateId !== undefined && { candidateId: toId(CandidateId, 'CandidateId') }),
        ...(MemberId !== undefined && { memberId: toId(MemberId, 'MemberId') }),
      }
      return pageOf(await listAuditEvents(db, filter, page), page, request, reply).map(toAuditEvent)
    },
  )
}

export default auditEventRoutes
