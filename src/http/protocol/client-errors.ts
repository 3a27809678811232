import { randomUUID } from 'node:crypto'
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyBaseLogger } from 'fastify'
import type { AppError } from '../../errors/app-error.js'
import { errors } from '../../errors/catalog.js'
import { problemBody, PROBLEM_TYPE } from '../plugins/error-handler.js'
import { genReqId } from '../plugins/request-id.js'
import { COMMON_HEADERS } from './response-headers.js'

/** The common headers as lines of a raw HTTP head. */
const COMMON_HEAD_LINES = Object.entries(COMMON_HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('')

/** The parser's and the server's own refusals, as the errors of our catalogue. */
function fromClientError(err: NodeJS.ErrnoException): AppError {
  switch (err.code) {
    case 'HPE_HEADER_OVERFLOW':
      return errors.clientError(431)
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return errors.clientError(408)
    default:
      return errors.malformedRequest()
  }
}

/**
 * Fastify's `clientErrorHandler`: answers what Node's HTTP parser or server
 * refuses before any request exists (a malformed header line, headers over
 * the size limit, a request timeout). No route, hook or request id exists
 * yet, so the answer is written on the socket here, as problem details with
 * a new request id that the log line carries too. The connection is closed
 * afterwards: after a parse error the rest of the bytes cannot be framed.
 * Fastify calls it with the instance as `this`, for its logger.
 */
export function clientErrorHandler(this: { log: FastifyBaseLogger }, err: NodeJS.ErrnoException, socket: Socket): void {
  // A connection reset by the client: nobody to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  // An answer already under way on this connection cannot be interrupted by another one.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage
  if (!socket.writable || inFlight?.headersSent) return void socket.destroy(err)
  const error = fromClientError(err)
  const requestId = randomUUID()
  // Not an error of the service: the parser's code says what was wrong; the raw bytes could hold a token.
  this.log.info({ requestId, status: error.status, code: error.code, parserCode: err.code }, 'request refused')
  const body = JSON.stringify(problemBody(error, requestId))
  socket.end(
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}\r\n` +
      `X-Request-Id: ${requestId}\r\n` +
      COMMON_HEAD_LINES +
      `Content-Type: ${PROBLEM_TYPE}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
    // Once written: a client that never closes its side must not hold the socket.
    () => socket.destroy(),
  )
}

/**
 * Whether an HTTP/1.1 request lacks the Host header it must carry (RFC 9112
 * 3.2), answered here with a 400 problem. Node's own check (its server's
 * `requireHostHeader`) answers a bare 400 without a body or request id, so
 * the server is made without it and this one runs in its place.
 */
export function refusedForMissingHost(req: IncomingMessage, res: ServerResponse, log: FastifyBaseLogger): boolean {
  if (req.headers.host !== undefined || req.httpVersionMinor !== 1 || req.httpVersionMajor !== 1) return false
  const error = errors.validation('Host', 'is required in an HTTP/1.1 request')
  const requestId = genReqId(req)
  log.info({ requestId, status: error.status, code: error.code }, 'request refused')
  const body = JSON.stringify(problemBody(error, requestId))
  res.shouldKeepAlive = false
  res.writeHead(error.status, {
    'x-request-id': requestId,
    ...COMMON_HEADERS,
    'content-type': PROBLEM_TYPE,
    'content-length': Buffer.byteLength(body),
  })
  res.end(body)
  return true
}
