import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify'
import fp from 'fastify-plugin'
import { AppError, isAppError } from '../../errors/app-error.js'
import { errors } from '../../errors/catalog.js'
import { maskSecrets } from '../../domain/access/index.js'
import { IdString } from '../schemas/common.schema.js'

/**
 * The one place where errors become RFC 9457 problem details. App errors are
 * shown as they are; framework errors are mapped to their public equivalent;
 * anything else is a 500 that names only the request id.
 */
export function toAppError(err: unknown, request?: FastifyRequest): AppError {
  if (isAppError(err)) return err
  // What an error raised below our own code may carry; any of it may be missing.
  const fe: Partial<FastifyError> & { status?: unknown } = typeof err === 'object' && err !== null ? err : {}
  const [first] = fe.validation ?? []
  if (first) return fromValidation(first, fe.validationContext)
  switch (fe.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return errors.unsupportedMediaType((request?.headers['content-type'] ?? '').slice(0, 100))
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return errors.validation('Content-Length', 'does not match the length of the body')
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      // Fastify's message carries no number; the limit it applied is the route's.
      return errors.payloadTooLarge(request?.routeOptions.bodyLimit)
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return errors.malformedJson()
    case 'FST_ERR_BAD_URL':
      return errors.validation('path', 'is not a valid URL (bad percent-encoding)')
    case 'FST_ERR_MAX_PARAM_LENGTH':
      // A path parameter longer than the router accepts is a bad id, not a server fault.
      return errors.validation('path', 'has a parameter that is too long')
    case 'FST_ERR_CTP_INVALID_TYPE':
      return errors.validation('Content-Type', 'must be a string')
  }
  if (err instanceof SyntaxError) return errors.malformedJson()
  // A client that closed its socket mid-body: Node fails the request stream with ECONNRESET ("aborted").
  if (fe.code === 'ECONNRESET') return errors.requestAborted()
  // Any other error raised with a 4xx status (a plugin's refusal, such as
  // @fastify/static's 403 for a path it will not serve) is the client's, not a fault.
  const status = fe.statusCode ?? fe.status
  if (typeof status === 'number' && Number.isInteger(status) && status >= 400 && status < 500) {
    return status === 413 ? errors.payloadTooLarge() : errors.clientError(status)
  }
  return errors.internal(err)
}

const ID_PATTERN = (IdString as { pattern?: string }).pattern

function fromValidation(v: FastifySchemaValidationError, context: string | undefined): AppError {
  const params: Record<string, unknown> = v.params
  const where = context ?? 'body'
  const path = v.instancePath
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
  let field = path.join('.')
  let message = v.message ?? 'is invalid'
  if (v.keyword === 'pattern' && params.pattern === ID_PATTERN) message = 'must be a positive integer'
  if (v.keyword === 'required' && typeof params.missingProperty === 'string') {
    field = [...path, params.missingProperty].join('.')
    message = 'is required'
  } else if (v.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    field = [...path, params.additionalProperty].join('.')
    message = 'is not a known field'
  }
  if (!field) field = where === 'body' ? 'body' : where
  return errors.validation(field, message)
}

/** The RFC 9457 body of an error; a 500 names the request id, which the log line of its cause carries too. */
export function problemBody(error: AppError, requestId: string): Record<string, unknown> {
  const extensions = Object.entries(error.extensions).map(([k, v]): [string, unknown] => [k, typeof v === 'string' ? maskSecrets(v) : v])
  const body: Record<string, unknown> = {
    type: `urn:ats:problem:${error.code}`,
    title: error.title,
    status: error.status,
    detail: maskSecrets(error.detail),
    code: error.code,
    ...Object.fromEntries(extensions),
  }
  if (error.status >= 500) body.requestId = requestId
  return body
}

export const PROBLEM_TYPE = 'application/problem+json; charset=utf-8'

export function sendProblem(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const body = problemBody(error, request.id)
  return reply.code(error.status).headers(error.headers).header('content-type', PROBLEM_TYPE).serializer(JSON.stringify).send(body)
}

/** The error a request ends with, logged: a fault with its cause, a refusal with its code. Sites that answer pages (careers) use it too. */
export function loggedAppError(err: unknown, request: FastifyRequest): AppError {
  const error = toAppError(err, request)
  if (error.status >= 500) {
    request.log.error({ err: error.cause ?? err, code: error.code }, 'request failed')
  } else {
    request.log.info({ code: error.code, status: error.status }, 'request refused')
  }
  return error
}

async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((err, request, reply) => sendProblem(request, reply, loggedAppError(err, request)))
  app.setNotFoundHandler((request, reply) => {
    const [path = ''] = request.url.split('?', 1)
    return sendProblem(request, reply, errors.routeNotFound(request.method, path.slice(0, 200)))
  })
}

export default fp(errorHandlerPlugin, { name: 'error-handler' })
