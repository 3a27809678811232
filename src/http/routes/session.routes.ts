import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { type Principal, SESSION_COOKIE, signIn, signOut } from '../../domain/access/index.js'
import { countResetRequest, getMember, LINK_DAYS, sendReset, setPasswordFromLink } from '../../domain/members/index.js'
import { errors } from '../../errors/catalog.js'
import type { MemberRow } from '../../store/tables.js'
import { requireOwnOrigin } from '../plugins/auth.js'
import { bodyErrorResponses, errorResponses } from '../schemas/common.schema.js'
import {
  LinkPasswordInputRef,
  LinkPasswordResultRef,
  OrganizationRef,
  PasswordResetInputRef,
  SessionRef,
  SignInInputRef,
} from '../schemas/session.schema.js'

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
    '/Organization',
    {
      config: { scope: 'public' },
      schema: {
        operationId: 'getOrganization',
        tags,
        summary: 'What the sign-in page shows',
        description: 'The organization\'s name (ATS_ORGANIZATION_NAME), and whether "Forgot your password?" works here. No token needed.',
        security: [],
        response: { 200: OrganizationRef, ...errorResponses() },
      },
    },
    () => ({ Name: app.services.config.organizationName }),
  )

  // Resets written after their answer (see below); the app waits for them when it closes.
  const resetsUnderWay = new Set<Promise<void>>()
  app.addHook('onClose', async () => {
    await Promise.allSettled([...resetsUnderWay])
  })

  app.post(
    '/PasswordResets',
    {
      config: { scope: 'public' },
      schema: {
        operationId: 'requestPasswordReset',
        tags,
        summary: 'Forgot your password?',
        description:
          `When the email is a member's, it gets an email (template \`password_reset\`) with a link to set a new password, working once for ${LINK_DAYS} days; ` +
          'a newer link ends the older ones. The answer is the same 204 whether the email is known or not. More than 10 requests within 15 minutes ' +
          'for an account or from an address: 429 `rate_limited`. The link leads to the console at ATS_PUBLIC_URL (else the listening address), ' +
          "never to the request's `Host`.",
        security: [],
        body: PasswordResetInputRef,
        response: { 204: Type.Null({ description: "If the email is a member's, a link is on its way." }), ...bodyErrorResponses(409, 429) },
      },
    },
    async (request, reply) => {
      requireOwnOrigin(request, publicUrl)
      await countResetRequest(app.services.rateLimits.passwordResets, { email: request.body.Email, address: request.ip })
      // Whether the email is a member's is looked up after the answer, so that neither the answer nor its time tells.
      const work = sendReset(db, app.services.mail, request.body.Email)
        .catch((err: unknown) => request.log.error({ err }, 'a password reset could not be written'))
        .finally(() => resetsUnderWay.delete(work))
      resetsUnderWay.add(work)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/Passwords',
    {
      config: { scope: 'public' },
      schema: {
        operationId: 'setPasswordFromLink',
        tags,
        summary: "Set a password from an invitation's or a reset's link",
        description:
          "`Secret` is what follows `#` in the email's link. A link works once, for 7 days, and only while it is the member's newest: " +
          'otherwise 410 with `link_used`, `link_expired` or `link_replaced`; a secret the service never sent: 404 `link_not_found`. ' +
          'Every session of the member ends. Then sign in with `POST /v1/Session`.',
        security: [],
        body: LinkPasswordInputRef,
        response: { 200: LinkPasswordResultRef, ...bodyErrorResponses(404, 410) },
      },
    },
    async (request) => {
      requireOwnOrigin(request, publicUrl)
      const member = await setPasswordFromLink(db, request.body.Secret, request.body.Password, { tokenId: null, requestId: request.id })
      return { MemberId: member.id, Email: member.email }
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
