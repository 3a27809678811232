import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { type Principal, SESSION_COOKIE, signIn, signOut } from '../../domain/access/index.js'
import { getMember } from '../../domain/members/index.js'
import { errors } from '../../errors/catalog.js'
import type { MemberRow } from '../../store/tables.js'
import { requireOwnOrigin } from '../plugins/auth.js'
import { bodyErrorResponses, errorResponses } from '../schemas/common.schema.js'
import { SessionRef, SignInInputRef } from '../schemas/session.schema.js'

const tags = ['Session']

/**
 * Signing in to the console (SPEC C4). The session lives in the database,
 * so every instance knows it; the cookie holds only its secret.
 */
const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.services.stores.database.db
  const { publicUrl } = app.services.config

  app.post(
    '/Session',
    {
      config: { scope: 'public' },
      schema: {
        operationId: 'signIn',
        tags,
        summary: 'Sign in',
        description:
          'Starts a new session and sets its cookie (`HttpOnly`, `SameSite=Lax`, `Path=/`, `Secure` over TLS). An unknown email and a wrong password ' +
          'both get 403 `invalid_credentials`; more than 10 failures within 15 minutes for an account or from an address: 429 `rate_limited`.',
        security: [],
        body: SignInInputRef,
        response: { 200: SessionRef, ...bodyErrorResponses(429) },
      },
    },
    async (request, reply) => {
      requireOwnOrigin(request, publicUrl)
      const { secret, session, member } = await signIn(db, app.services.rateLimits.signInFailures, {
        email: request.body.Email,
        password: request.body.Password,
        address: request.ip,
      })
      reply.setCookie(SESSION_COOKIE, secret, cookieOptions(request))
      return toSession(member, session.csrf_token)
    },
  )

  app.get(
    '/Session',
    {
      config: { scope: 'member' },
      schema: {
        operationId: 'getSession',
        tags,
        summary: 'The signed-in member',
        description: 'With the same `CsrfToken` for the whole life of the session. Without a live session cookie: 403 `invalid_token`.',
        response: { 200: SessionRef, ...errorResponses() },
      },
    },
    async (request) => {
      const session = liveSession(request.principal)
      return toSession(await getMember(db, request.principal.memberId), session.csrfToken)
    },
  )

  app.delete(
    '/Session',
    {
      config: { scope: 'member' },
      schema: {
        operationId: 'signOut',
        tags,
        summary: 'Sign out',
        description: 'Ends the session at once, on every instance.',
        response: { 204: Type.Null({ description: 'Signed out.' }), ...bodyErrorResponses() },
      },
    },
    async (request, reply) => {
      await signOut(db, liveSession(request.principal).id)
      return clearCookie(request, reply).code(204).send(null)
    },
  )
}

function liveSession(principal: Principal): NonNullable<Principal['session']> {
  if (!principal.session) throw errors.invalidToken()
  return principal.session
}

function cookieOptions(request: FastifyRequest) {
  // No Max-Age: the cookie goes when the browser closes; the server ends the session sooner when idle.
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: request.protocol === 'https' } as const
}

function clearCookie(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.clearCookie(SESSION_COOKIE, cookieOptions(request))
}

const toSession = (m: MemberRow, csrfToken: string) => ({
  MemberId: m.id,
  Name: m.name,
  Email: m.email,
  Role: m.role as Principal['role'],
  CsrfToken: csrfToken,
})

export default sessionRoutes
