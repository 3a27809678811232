import type { FastifyInstance } from 'fastify'

/** A JSON Schema as the OpenAPI document carries it (inline; only Problem is a $ref). */
export type JsonSchema = Record<string, any>

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE'

/** One operation of the service, read from its own OpenAPI document. */
export interface Operation {
  readonly method: Method
  /** The documented path template, e.g. `/v1/Candidates/{candidateId}/Notes`. */
  readonly path: string
  /** `METHOD path`, the name tests report. */
  readonly key: string
  readonly pathParams: readonly string[]
  readonly query: ReadonlyArray<{ name: string; schema: JsonSchema; required: boolean }>
  /** The JSON body schema, when the operation takes JSON. */
  readonly jsonBody?: JsonSchema
  /** The media types its request body is documented with (the upload takes files). */
  readonly bodyTypes: readonly string[]
}

const METHODS: readonly Method[] = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE']

/**
 * Every operation in the OpenAPI document at GET /openapi.json, plus the HEAD
 * that Fastify adds beside each GET. The document is generated from the
 * schemas the routes validate with, so a route added with a schema shows up
 * here without anyone editing a test.
 */
export async function operations(app: FastifyInstance): Promise<Operation[]> {
  await app.ready()
  const doc = app.swagger() as { paths: Record<string, Record<string, any>> }
  const ops: Operation[] = []
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(byMethod)) {
      const method = m.toUpperCase() as Method
      if (!METHODS.includes(method)) continue
      const params = (op.parameters ?? []) as Array<{ in: string; name: string; schema: JsonSchema; required?: boolean }>
      const content = (op.requestBody?.content ?? {}) as Record<string, { schema?: JsonSchema }>
      const entry: Operation = {
        method,
        path,
        key: `${method} ${path}`,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((x) => x[1]!),
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema, required: p.required === true })),
        jsonBody: content['application/json']?.schema,
        bodyTypes: Object.keys(content),
      }
      ops.push(entry)
      const hasHead = Object.keys(byMethod).some((x) => x.toUpperCase() === 'HEAD')
      if (method === 'GET' && !hasHead) ops.push({ ...entry, method: 'HEAD', key: `HEAD ${path}`, jsonBody: undefined, bodyTypes: [] })
    }
  }
  return ops.sort((a, b) => a.key.localeCompare(b.key))
}

/** How the router sees a route: methods upper case, path lower case (routing ignores case), every parameter `{}`. */
export function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.toLowerCase().replace(/\{[^}]+\}/g, '{}')}`
}

/**
 * Every method and path the router itself answers, read from
 * `printRoutes()`, so that a route hidden from the OpenAPI document
 * (`schema.hide`) or registered without a schema is still seen.
 */
export async function routerRoutes(app: FastifyInstance): Promise<Set<string>> {
  await app.ready()
  const keys = new Set<string>()
  const stack: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!m) continue
    const depth = m[1]!.length / 4
    const label = m[2]!.replace(/:[A-Za-z0-9_]+(?:\|:[A-Za-z0-9_]+)*/g, '{}')
    stack.length = depth
    stack.push(label)
    const path = stack.join('')
    for (const method of (m[3] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean))
      keys.add(routeKey(method, path))
  }
  return keys
}

/** The operation's path with its parameters filled in (values are inserted as given: encode them first if needed). */
export function fillPath(op: Pick<Operation, 'path'>, values: (param: string, path: string) => string): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => values(name, op.path))
}
