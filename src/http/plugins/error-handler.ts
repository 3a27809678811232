import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError, isAppError } from '../../errors/app-error.js'
import { errors } from '../../errors/catalog.js'
import { maskSecrets } from '../../domain/tokens.js'
import { IdString } from '../schemas/common.schema.js'

/**
 * The one place where errors become RFC 9457 problem details. App errors are
 * shown as they are; framework errors are mapped to their public equivalent;
 * anything else is a 500 that names only the request id.
 */
export function toAppError(err: unknown, request?: FastifyRequest): AppError {
  if (isAppError(err)) return err
  const fe = err as FastifyError
  if (fe && Array.isArray(fe.validation) && fe.validation.length > 0) return fromValidation(fe)
  switch (fe?.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return errors.unsupportedMediaType(String(request?.headers['content-type'] ?? '').slice(0, 100))
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
  if (fe && typeof fe.statusCode === 'number' && fe.statusCode === 413) return errors.payloadTooLarge()
  if (fe instanceof SyntaxError) return errors.malformedJson()
  return errors.internal(err)
}

const ID_PATTERN = (IdString as { pattern?: string }).pattern

function fromValidation(fe: FastifyError): AppError {
  const v = fe.validation![0]!
  const params = (v.params ?? {}) as Record<string, unknown>
  const where = fe.validationContext ?? 'body'
  const path = (v.instancePath ?? '')
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

export function sendProblem(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const extensions = Object.entries(error.extensions).map(([k, v]) => [k, typeof v === 'string' ? maskSecrets(v) : v])
  const body: Record<string, unknown> = {
    type: `urn:ats:problem:${error.code}`,
    title: error.title,
    status: error.status,
    detail: maskSecrets(error.detail),
    code: error.code,
    ...Object.fromEntries(extensions),
  }
  if (error.status >= 500) body.requestId = request.id
  return reply
    .code(error.status)
    .header('content-type', 'application/problem+json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(body)
}

async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((err, request, reply) => {
    const error = toAppError(err, request)
    if (error.status >= 500) {
      request.log.error({ err: error.cause ?? err, code: error.code }, 'request failed')
    } else {
      request.log.info({ code: error.code, status: error.status }, 'request refused')
    }
    return sendProblem(request, reply, error)
  })
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0]!
    return sendProblem(request, reply, errors.routeNotFound(request.method, path.slice(0, 200)))
  })
}

export default fp(errorHandlerPlugin, { name: 'error-handler' })
