import type { IncomingHttpHeaders, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'

/**
 * Every answer a test app gives is checked against the OpenAPI document the
 * same app serves at /openapi.json, so the document cannot drift from the
 * service: the status must be documented for the operation, the headers the
 * document requires must be there (and `Link` only where it is documented),
 * and the body must match the response's media type and schema.
 *
 * Answers to `app.inject` are checked as they return: a mismatch throws in
 * the test that made the request. Answers sent on a real socket (the app
 * listening) are checked when they finish; their mismatches are thrown by
 * the test app's close(), in the suite's `after`.
 */

type Json = Record<string, unknown>

/** Paths of the careers site, which the document does not describe. */
const CAREERS_PAGE = /^\/careers(\/|$)/i
interface Operation {
  operationId?: string
  responses: Record<string, { content?: Record<string, { schema?: Json }>; headers?: Record<string, Json> }>
}
interface Route {
  pattern: RegExp
  template: string
  operations: Record<string, Operation>
}

export interface Answer {
  method: string
  url: string
  status: number
  headers: IncomingHttpHeaders | OutgoingHttpHeaders
  /** Undefined when the body was not kept (not JSON). */
  body: Buffer | undefined
}

/** Checks answers against one OpenAPI 3.1 document. */
export class OpenApiResponses {
  private readonly routes: Route[]
  private readonly ajv: Ajv2020
  private readonly validators = new Map<string, ValidateFunction>()
  /** Headers described under components.headers, by lowercase name as responses use them. */
  private readonly componentHeaders: Set<string>

  constructor(private readonly doc: Json) {
    const paths = doc.paths as Record<string, Record<string, Operation>>
    this.routes = Object.entries(paths).map(([template, operations]) => ({ template, operations, pattern: pathPattern(template) }))
    this.ajv = new Ajv2020({
      strict: false,
      allErrors: true,
      formats: {
        // The contract's form (B1): ISO 8601 in UTC with milliseconds.
        'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/,
        email: /^[^\s@]+@[^\s@]+$/,
        binary: true,
      },
    })
    const headerNames = new Set<string>()
    for (const item of Object.values(paths)) {
      for (const op of Object.values(item)) {
        for (const response of Object.values(op.responses)) {
          for (const [name, header] of Object.entries(response.headers ?? {})) {
            if (typeof header.$ref === 'string' && header.$ref.startsWith('#/components/headers/')) headerNames.add(name.toLowerCase())
          }
        }
      }
    }
    this.componentHeaders = headerNames
  }

  /** What is wrong with an answer, as sentences; empty when it is as documented. */
  check(answer: Answer): string[] {
    // The router ends the path at a '#' as at a '?' (find-my-way): a raw '#' on a socket names the route before it.
    const path = answer.url.split(/[?#]/, 1)[0]!
    const route = this.routes.find((r) => r.pattern.test(path))
    const method = answer.method.toLowerCase()
    const op = route && (route.operations[method] ?? (method === 'head' ? route.operations.get : undefined))
    const where = `${answer.method} ${path} -> ${answer.status}`
    if (!route || !op) {
      // No operation (the router's 404, or a refusal before routing): no document entry, but a problem like any other.
      // Below 400 these are the pages of /docs, which the document does not describe.
      if (answer.status < 400) return []
      // The careers site's pages (SPEC C8) are HTML for people, its 404 and 429 pages included; its other errors are problems.
      if (CAREERS_PAGE.test(path) && String(answer.headers['content-type']).startsWith('text/html')) return []
      const problem = { $ref: '#/components/schemas/Problem' }
      return this.checkBody(
        where,
        { ...answer, body: method === 'head' ? undefined : answer.body },
        'application/problem+json',
        problem,
        'no-operation',
      )
    }
    const name = op.operationId ?? `${method} ${route.template}`
    const response = op.responses[String(answer.status)] ?? op.responses[`${String(answer.status)[0]}XX`] ?? op.responses.default
    if (!response)
      return [`${where}: status ${answer.status} is not documented for ${name} (documented: ${Object.keys(op.responses).join(', ')})`]

    const problems: string[] = []
    const documented = new Set(Object.keys(response.headers ?? {}).map((h) => h.toLowerCase()))
    for (const [header, spec] of Object.entries(response.headers ?? {})) {
      const resolved = this.resolve(spec)
      if (resolved.required === true && answer.headers[header.toLowerCase()] === undefined) {
        problems.push(`${where}: ${name} documents the required header ${header}, which the answer lacks`)
      }
    }
    for (const header of this.componentHeaders) {
      if (answer.headers[header] !== undefined && !documented.has(header)) {
        problems.push(`${where}: the answer carries ${header}, which ${name} does not document for ${answer.status}`)
      }
    }

    const noBody = method === 'head' || answer.status === 204 || answer.status === 304
    if (noBody || !response.content) {
      if (answer.body !== undefined && answer.body.length > 0 && method !== 'head') {
        problems.push(`${where}: ${name} documents no body for ${answer.status}, but the answer has ${answer.body.length} bytes`)
      }
      return problems
    }
    const contentType = mediaOf(answer.headers['content-type'])
    const media = Object.keys(response.content).find((m) => m.toLowerCase() === contentType)
    if (!media) {
      problems.push(
        `${where}: ${name} documents ${Object.keys(response.content).join(', ')} for ${answer.status}, not ${contentType || 'no Content-Type'}`,
      )
      return problems
    }
    const schema = response.content[media]!.schema
    if (schema) problems.push(...this.checkBody(where, answer, media, schema, `${name} ${answer.status} ${media}`))
    return problems
  }

  private checkBody(where: string, answer: Answer, media: string, schema: Json, key: string): string[] {
    if (!isJson(media)) return []
    const contentType = mediaOf(answer.headers['content-type'])
    if (contentType !== media) return [`${where}: answered ${contentType || 'no Content-Type'}, documented ${media}`]
    if (answer.body === undefined) return []
    let value: unknown
    try {
      value = JSON.parse(answer.body.toString('utf8'))
    } catch {
      return [`${where}: the body is not JSON`]
    }
    let validate = this.validators.get(key)
    if (!validate) {
      validate = this.ajv.compile({ ...schema, components: this.doc.components })
      this.validators.set(key, validate)
    }
    if (validate(value)) return []
    const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}`)
    return [`${where}: the body does not match the documented schema (${key}): ${errors.join('; ')}`]
  }

  private resolve(spec: Json): Json {
    const ref = spec.$ref
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return spec
    let node: unknown = this.doc
    for (const part of ref.slice(2).split('/')) node = (node as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')]
    return (node ?? {}) as Json
  }
}

/** Paths as the router matches them: any case, a trailing slash ignored, a parameter one segment. */
function pathPattern(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  return new RegExp(`^${source}/?$`, 'i')
}

const lowercased = (h: Record<string, unknown>) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]))
const chunked = (flat: unknown[]) => Array.from({ length: flat.length / 2 }, (_, i) => [flat[2 * i], flat[2 * i + 1]])

/** The media type of a Content-Type header, without parameters, lowercase. */
const mediaOf = (header: unknown) => (typeof header === 'string' ? header.split(';', 1)[0]!.trim().toLowerCase() : '')

const isJson = (media: string) => media === 'application/json' || media.endsWith('+json')

export type CheckedAnswer = Answer & { problems: string[] }

/** One checker per distinct document: apps built with the same configuration serve the same one. */
const checkers = new Map<string, OpenApiResponses>()

/**
 * Checks every answer of this app against the document it serves: wraps
 * `app.inject` and watches the app's HTTP server. Returns the answers given
 * on sockets with what is wrong with each, for the caller to assert once the
 * app is done.
 */
export function checkAnswersAgainstOpenApi(app: FastifyInstance): { socketAnswers(): Promise<CheckedAnswer[]> } {
  const inject = app.inject.bind(app) as (opts: InjectOptions | string) => Promise<LightMyRequestResponse>
  let checker: Promise<OpenApiResponses> | undefined
  const documented = () =>
    (checker ??= inject({ method: 'GET', url: '/openapi.json' }).then((res) => {
      let c = checkers.get(res.body)
      if (!c) checkers.set(res.body, (c = new OpenApiResponses(JSON.parse(res.body) as Json)))
      return c
    }))

  const wrapped = async (opts: InjectOptions | string) => {
    const res = await inject(opts)
    // The request as the app received it (light-my-request resolves dot segments, as fetch does).
    const { method = 'GET', url = '/' } = res.raw.req
    const problems = (await documented()).check({ method, url, status: res.statusCode, headers: res.headers, body: res.rawPayload })
    if (problems.length > 0) throw new Error(`answer not as the OpenAPI document says:\n${problems.join('\n')}`)
    return res
  }
  ;(app as unknown as { inject: typeof wrapped }).inject = wrapped

  const pending: Promise<CheckedAnswer>[] = []
  app.server.prependListener('request', (req, res: ServerResponse) => {
    const chunks: Buffer[] = []
    // Headers given to writeHead (as Fastify and the cached-read path give them) are not in getHeaders().
    let sent: Record<string, unknown> = {}
    const headers = () => ({ ...lowercased(res.getHeaders()), ...sent })
    const keep = () => isJson(mediaOf(headers()['content-type']))
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
    res.writeHead = (...args: unknown[]) => {
      const given = args.find((a, i) => i > 0 && typeof a === 'object' && a !== null)
      if (Array.isArray(given)) {
        const pairs = (given.length > 0 && Array.isArray(given[0]) ? given : chunked(given)) as [string, unknown][]
        sent = Object.fromEntries(pairs.map(([k, v]) => [k.toLowerCase(), v]))
      } else if (given) {
        sent = lowercased(given as Record<string, unknown>)
      }
      return writeHead(...args)
    }
    const write = res.write.bind(res) as (...args: unknown[]) => boolean
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
    const collect = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || !keep()) return
      chunks.push(
        Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      )
    }
    res.write = ((...args: unknown[]) => {
      collect(args[0], args[1])
      return write(...args)
    }) as typeof res.write
    res.end = ((...args: unknown[]) => {
      collect(args[0], args[1])
      return end(...args)
    }) as typeof res.end
    res.on('finish', () => {
      const answer: Answer = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        status: res.statusCode,
        headers: headers() as OutgoingHttpHeaders,
        body: keep() ? Buffer.concat(chunks) : undefined,
      }
      pending.push(documented().then((c) => ({ ...answer, problems: c.check(answer) })))
    })
  })

  return { socketAnswers: () => Promise.all(pending) }
}
