import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { anonymizeCandidate } from '../../domain/privacy/index.js'
import { toCandidate } from '../../domain/representations/index.js'
import { toId } from '../protocol/paging.js'
import { CandidateRef } from '../schemas/candidate.schema.js'
import { bodyErrorResponses, IdParams } from '../schemas/common.schema.js'

const tags = ['Candidates']

/** A candidate's anonymization (SPEC C7), for admins: the person goes, the hiring statistics stay. */
const candidateAnonymizationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.services.stores.database.db

  app.post(
    '/Candidates/:id/Anonymize',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'anonymizeCandidate',
        tags,
        summary: 'Anonymize a candidate, keeping its applications for statistics',
        description:
          'One change: the name becomes `Anonymized Candidate`; `Email`, `Phone` and `Document` become null; documents ' +
          '(with their bytes and text), notes, emails, consents and submissions are deleted; flags keep their `FlagType` ' +
          'with an empty `Note`; interviews lose their `Location` and scorecards their `Notes`; applications with their ' +
          'history, interviews and ratings stay. Earlier events keep ids only. Answers the anonymized record; anonymizing ' +
          'again answers the same.',
        params: IdParams,
        response: { 200: CandidateRef, ...bodyErrorResponses(404) },
      },
    },
    async (request) => {
      const { candidate, blobsLeft } = await anonymizeCandidate(
        db,
        app.services.stores.blobs,
        request.principal,
        toId(request.params.id, 'id'),
      )
      if (blobsLeft > 0) request.log.warn({ blobsLeft }, 'document bytes not deleted; ats gc will remove them')
      return toCandidate(candidate)
    },
  )
}

export default candidateAnonymizationRoutes
