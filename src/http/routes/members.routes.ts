import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { createMember, createToken, getMember, revokeToken } from '../../domain/members.js'
import { listMembers } from '../../store/repositories/member.repository.js'
import { listTokens } from '../../store/repositories/token.repository.js'
import { toCreatedToken, toMember, toTokenInfo } from '../mappers.js'
import { pageOf, toId, toPage } from '../paging.js'
import { errorResponses, PageQuery, ProblemRef } from '../schemas/common.schema.js'
import { CreatedToken, Member, MemberIdParams, MemberInput, TokenIdParams, TokenInfo, TokenInput } from '../schemas/member.schema.js'

const tags = ['Members and tokens']

const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.stores.database.db

  app.get('/Members', {
    config: { scope: 'admin' },
    schema: { tags, summary: 'List members', querystring: PageQuery, response: { 200: Type.Array(Member), ...errorResponses() } },
  }, async (request, reply) => {
    const page = toPage(request.query)
    return pageOf(await listMembers(db, page), page, request, reply).map(toMember)
  })

  app.post('/Members', {
    config: { scope: 'admin' },
    schema: { tags, summary: 'Add a member', body: MemberInput, response: { 201: Member, 409: ProblemRef, ...errorResponses() } },
  }, async (request, reply) => reply.code(201).send(toMember(await createMember(db, request.body))))

  app.post('/Members/:memberId/Tokens', {
    config: { scope: 'admin' },
    schema: {
      tags,
      summary: 'Issue a token to a member',
      description:
        'The answer is the only time the secret is shown. `CreatedById` records the caller. Without `ExpiresDate` the token expires ' +
        'after ATS_TOKEN_TTL_DAYS (default 90 days); `ExpiresDate: null` asks for one that never expires.',
      params: MemberIdParams,
      body: TokenInput,
      response: { 201: CreatedToken, 404: ProblemRef, ...errorResponses() },
    },
  }, async (request, reply) => {
    // The caller stays on record as the issuer: an admin may issue a token for anyone and act in its name.
    const issue = { issuerId: request.principal.memberId, ttlDays: app.config.tokenTtlDays }
    const { row, secret } = await createToken(db, toId(request.params.memberId, 'memberId'), request.body, issue)
    return reply.code(201).send(toCreatedToken(row, secret))
  })

  app.get('/Members/:memberId/Tokens', {
    config: { scope: 'admin' },
    schema: {
      tags,
      summary: "List a member's tokens (never their secrets)",
      params: MemberIdParams,
      querystring: PageQuery,
      response: { 200: Type.Array(TokenInfo), 404: ProblemRef, ...errorResponses() },
    },
  }, async (request, reply) => {
    const member = await getMember(db, toId(request.params.memberId, 'memberId'))
    const page = toPage(request.query)
    return pageOf(await listTokens(db, member.id, page), page, request, reply).map(toTokenInfo)
  })

  app.delete('/Tokens/:tokenId', {
    config: { scope: 'admin' },
    schema: { tags, summary: 'Revoke a token, at once', params: TokenIdParams, response: { 204: Type.Null(), 404: ProblemRef, ...errorResponses() } },
  }, async (request, reply) => {
    await revokeToken(db, toId(request.params.tokenId, 'tokenId'))
    return reply.code(204).send(null)
  })
}

export default memberRoutes
