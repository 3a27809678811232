import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import {
  createToken,
  getMember,
  inviteMember,
  LINK_DAYS,
  listMembers,
  listTokens,
  removeMember,
  resendInvitation,
  revokeToken,
  setPassword,
  updateMember,
} from '../../domain/members/index.js'
import { errors } from '../../errors/catalog.js'
import { toCreatedToken, toMember, toTokenInfo } from '../../domain/representations/index.js'
import { pageOf, toId, toPage } from '../protocol/paging.js'
import { bodyErrorResponses, errorResponses, PageQuery } from '../schemas/common.schema.js'
import { PasswordInputRef } from '../schemas/session.schema.js'
import {
  IssuedTokenRef,
  MemberIdParams,
  MemberInputRef,
  MemberRef,
  MemberUpdateInputRef,
  TokenIdParams,
  TokenInputRef,
  TokenRef,
} from '../schemas/member.schema.js'

const tags = ['Members and tokens']

const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.services.stores.database.db
  const { mail } = app.services

  app.get(
    '/Members',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'listMembers',
        tags,
        summary: 'List members',
        description: 'Oldest first. Paged by `limit` and `after`.',
        querystring: PageQuery,
        response: { 200: Type.Array(MemberRef, { description: 'Members, oldest first.' }), ...errorResponses() },
      },
    },
    async (request, reply) => {
      const page = toPage(request.query)
      return pageOf(await listMembers(db, page), page, request, reply).map(toMember)
    },
  )

  app.post(
    '/Members',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'createMember',
        tags,
        summary: 'Add a member, and invite it',
        description:
          `The member gets an email (template \`member_invitation\`) with a link to set its password: it works once, for ${LINK_DAYS} days, ` +
          'and leads to the console at ATS_PUBLIC_URL (else the listening address). Until the member follows it, `Joined` is false and it cannot sign in. ' +
          'An email already in use is a 409 (`member_exists`).',
        body: MemberInputRef,
        response: { 201: MemberRef, ...bodyErrorResponses(409) },
      },
    },
    async (request, reply) => reply.code(201).send(toMember(await inviteMember(db, mail, request.principal, request.body))),
  )

  app.get(
    '/Members/:memberId',
    {
      config: { scope: 'member' },
      schema: {
        operationId: 'getMember',
        tags,
        summary: 'Read a member',
        description: "A member reads its own record, an admin anyone's; anyone else: 403 `insufficient_scope`.",
        params: MemberIdParams,
        response: { 200: MemberRef, ...errorResponses(404) },
      },
    },
    async (request) => {
      const id = toId(request.params.memberId, 'memberId')
      if (!request.principal.scopes.has('admin') && request.principal.memberId !== id) throw errors.insufficientScope('admin')
      return toMember(await getMember(db, id))
    },
  )

  app.put(
    '/Members/:memberId',
    {
      config: { scope: 'member' },
      schema: {
        operationId: 'updateMember',
        tags,
        summary: 'Change a member',
        description:
          'Changes the fields given. An admin changes `Name`, `Role` and `TimeZone` of anyone; a member its own `Name`, `TimeZone` and ' +
          '`NotificationEmails`; anything else: 403 `insufficient_scope`. `TimeZone` is an IANA name or null (another: 400 naming it). ' +
          "A new role holds from the member's next request, its tokens capped to it. The last admin keeps its role (409 `last_admin`).",
        params: MemberIdParams,
        body: MemberUpdateInputRef,
        response: { 200: MemberRef, ...bodyErrorResponses(404, 409) },
      },
    },
    async (request) => toMember(await updateMember(db, request.principal, toId(request.params.memberId, 'memberId'), request.body)),
  )

  app.post(
    '/Members/:memberId/Invitation',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'resendMemberInvitation',
        tags,
        summary: 'Send a member a new invitation',
        description:
          'A new email with a new link; the old link works no more. A removed member: 404; a member that has set its password: 409 `member_joined`.',
        params: MemberIdParams,
        response: { 200: MemberRef, ...bodyErrorResponses(404, 409) },
      },
    },
    async (request) => toMember(await resendInvitation(db, mail, request.principal, toId(request.params.memberId, 'memberId'))),
  )

  app.post(
    '/Members/:memberId/Tokens',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'createMemberToken',
        tags,
        summary: 'Issue a token to a member',
        description:
          'The answer is the only time the secret is shown. `CreatedById` records the caller. Without `ExpiresDate` the token expires ' +
          'after ATS_TOKEN_TTL_DAYS (default 90 days); `ExpiresDate: null` asks for one that never expires.',
        params: MemberIdParams,
        body: TokenInputRef,
        response: { 201: IssuedTokenRef, ...bodyErrorResponses(404) },
      },
    },
    async (request, reply) => {
      // The caller stays on record as the issuer: an admin may issue a token for anyone and act in its name.
      const issue = { issuerId: request.principal.memberId, ttlDays: app.services.config.tokenTtlDays }
      const { row, secret } = await createToken(db, toId(request.params.memberId, 'memberId'), request.body, issue)
      return reply.code(201).send(toCreatedToken(row, secret))
    },
  )

  app.get(
    '/Members/:memberId/Tokens',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'listMemberTokens',
        tags,
        summary: "List a member's tokens (never their secrets)",
        description: 'Oldest first, revoked ones included. Paged by `limit` and `after`.',
        params: MemberIdParams,
        querystring: PageQuery,
        response: { 200: Type.Array(TokenRef, { description: 'Tokens, oldest first.' }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const page = toPage(request.query)
      const rows = await listTokens(db, toId(request.params.memberId, 'memberId'), page)
      return pageOf(rows, page, request, reply).map(toTokenInfo)
    },
  )

  app.delete(
    '/Tokens/:tokenId',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'revokeToken',
        tags,
        summary: 'Revoke a token, at once',
        description: 'The token is refused from the next request on.',
        params: TokenIdParams,
        response: { 204: Type.Null({ description: 'Revoked.' }), ...bodyErrorResponses(404) },
      },
    },
    async (request, reply) => {
      await revokeToken(db, toId(request.params.tokenId, 'tokenId'))
      return reply.code(204).send(null)
    },
  )

  app.put(
    '/Members/:memberId/Password',
    {
      config: { scope: 'member' },
      schema: {
        operationId: 'setMemberPassword',
        tags,
        summary: "Set a member's password",
        description:
          "An admin sets anyone's; a member sets its own with `CurrentPassword` (a wrong one: 403 `invalid_credentials`). " +
          'Every session of the member ends, but the one that made the change.',
        params: MemberIdParams,
        body: PasswordInputRef,
        response: { 204: Type.Null({ description: 'Set.' }), ...bodyErrorResponses(404) },
      },
    },
    async (request, reply) => {
      await setPassword(db, request.principal, toId(request.params.memberId, 'memberId'), request.body)
      return reply.code(204).send(null)
    },
  )

  app.delete(
    '/Members/:memberId',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'removeMember',
        tags,
        summary: 'Remove a member',
        description:
          'Its tokens and sessions stop working at once, it can no longer sign in and it leaves every hiring team; what it wrote keeps its ' +
          '`CreatedById`. The last admin cannot be removed (409 `last_admin`).',
        params: MemberIdParams,
        response: { 204: Type.Null({ description: 'Removed.' }), ...bodyErrorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      await removeMember(db, toId(request.params.memberId, 'memberId'), request.principal)
      return reply.code(204).send(null)
    },
  )
}

export default memberRoutes
