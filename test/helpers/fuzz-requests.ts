import fc from 'fast-check'
import { multipartBody, SAMPLES, zipWithoutDocument } from './documents.js'
import { anyText, fromSchema } from './fuzz-schema.js'
import type { Operation } from './route-table.js'
import { codePointsByCategory, GENERAL_CATEGORIES, percentEncoded } from './unicode-categories.js'

/** One request as the fuzzer sends it: to `app.inject` or over a real socket. */
export interface FuzzRequest {
  readonly op: string
  readonly method: string
  readonly url: string
  readonly headers: Record<string, string>
  readonly payload?: string | Buffer
  /** The path names its operation's route (documented method, no tail that leaves it): never route_not_found. */
  readonly routable?: boolean
}

/** What exists in the store, so that some requests reach real rows. Pools grow as the fuzzer creates things. */
export interface FuzzPools {
  readonly tokens: string[]
  readonly documentIds: string[]
  /** Token ids the fuzzer must not revoke, or it would lock itself out and test only the 403 path. */
  readonly protectedTokenIds: Set<number>
  /** Members the fuzzer must not remove, for the same reason: the holders of its tokens. */
  readonly protectedMemberIds: Set<number>
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const

/** Printable ASCII, as any header value may hold. */
const headerText = (maxLength = 60) =>
  fc.string({ maxLength, unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) })

/** Raw fragments that percent-decoding, path normalisation and id parsing have to survive. */
const HOSTILE_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '..%2F..%2Fetc%2Fpasswd',
  '%2F',
  '%00',
  '%',
  '%zz',
  '%C0%AE',
  '%FF%FE',
  '%E2%80%AE',
  '%F0%9F%92%A9',
  '0',
  '-1',
  '+1',
  '01',
  '1e3',
  '0x10',
  '1.5',
  '%207',
  '9007199254740991',
  '9007199254740992',
  '99999999999999999999999',
  '%D9%A3',
  '%EF%BC%91',
  'null',
  'undefined',
  'NaN',
  '__proto__',
  'constructor',
  '*',
  '%3Cscript%3E',
  "'%20OR%201=1",
]

/**
 * Ids holding text of any Unicode general category, percent-encoded: alone,
 * after digits or between letters. Routing must hand them to validation as
 * they are (a case mapping that changes their length once shifted them out
 * of their route).
 */
const unicodeId: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...GENERAL_CATEGORIES), fc.nat(), fc.constantFrom('alone', 'after digits', 'between letters'))
  .map(([category, i, form]) => {
    const points = codePointsByCategory().get(category)!
    const text = percentEncoded(points[i % points.length]!)
    return form === 'alone' ? text : form === 'after digits' ? `7${text}` : `a${text}B`
  })

function segment(name: string, path: string, method: string, pools: FuzzPools): fc.Arbitrary<string> {
  const hostile = fc.oneof(fc.constantFrom(...HOSTILE_SEGMENTS), unicodeId)
  const encodedText = anyText({ maxLength: 40 }).map(encodeURIComponent)
  if (path.startsWith('/v1/document/')) {
    return fc.oneof(
      { weight: 8, arbitrary: fc.nat().map((i) => pools.documentIds[i % pools.documentIds.length] ?? 'none') },
      { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{1,130}$/) },
      { weight: 1, arbitrary: hostile },
      { weight: 1, arbitrary: encodedText },
      { weight: 1, arbitrary: fc.constantFrom('x'.repeat(129), 'x'.repeat(5000)) },
    )
  }
  const ids = fc.oneof(
    { weight: 12, arbitrary: fc.integer({ min: 1, max: 12 }).map(String) },
    { weight: 2, arbitrary: fc.integer({ min: 13, max: 100 }).map(String) },
    { weight: 1, arbitrary: hostile },
    { weight: 1, arbitrary: encodedText },
    { weight: 1, arbitrary: fc.constantFrom('9'.repeat(17), '1'.repeat(5000)) },
  )
  // A revoked fuzzer token, or a removed holder of one, would turn the rest of the run into 403s.
  const spare = (protectedIds: Set<number>) => ids.filter((v) => !(/^[0-9]+$/.test(v) && protectedIds.has(Number(v))))
  if (name === 'tokenId') return spare(pools.protectedTokenIds)
  if (name === 'memberId' && method === 'DELETE') return spare(pools.protectedMemberIds)
  return ids
}

function pathFor(op: Operation, pools: FuzzPools): fc.Arbitrary<{ path: string; routable: boolean }> {
  const params = op.pathParams.map((name) => segment(name, op.path, op.method, pools))
  return fc
    .tuple(
      fc.tuple(...params),
      fc.constantFrom('as-is', 'as-is', 'as-is', 'lower', 'upper'),
      fc.oneof(
        { weight: 12, arbitrary: fc.constantFrom('', '/') },
        { weight: 1, arbitrary: fc.constantFrom('//', '/extra', '/..', '?', '#x', ';x') },
      ),
    )
    .map(([values, casing, tail]) => {
      let i = 0
      const literal = casing === 'lower' ? op.path.toLowerCase() : casing === 'upper' ? op.path.toUpperCase() : op.path
      // Empty and dot segments leave the route (a client library may resolve dots), and so do other tails.
      const routable = ['', '/', '?', '#x'].includes(tail) && !values.some((v) => v === '' || /^(\.|%2e){1,2}$/i.test(v))
      return { path: literal.replace(/\{[^}]+\}/g, () => values[i++]!) + tail, routable }
    })
}

function queryFor(op: Operation): fc.Arbitrary<string> {
  const names = fc.oneof(
    fc.constantFrom('limit', 'after', 'q', ...op.query.map((q) => q.name)),
    fc.constantFrom('__proto__', 'constructor[prototype]', 'a[b][c]', 'limit[]', '', 'LIMIT'),
    anyText({ maxLength: 12 }),
  )
  const values = fc.oneof(
    fc.integer({ min: -5, max: 2000 }).map(String),
    fc.constantFrom('', '0', '1000', '1001', '1e2', '9'.repeat(30), '%00', 'a%00b', 'x'.repeat(201)),
    anyText({ maxLength: 60 }),
  )
  return fc
    .tuple(fc.array(fc.tuple(names, values), { maxLength: 4 }), fc.constantFrom('', '', '', '&', '&&=', '=x', '&limit=1&limit=2'))
    .map(([pairs, raw]) => {
      const text = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&') + raw
      return text === '' ? '' : `?${text}`
    })
}

function headersFor(pools: FuzzPools): fc.Arbitrary<Record<string, string>> {
  const valid = fc.nat().map((i) => pools.tokens[i % pools.tokens.length]!)
  const authorization = fc.oneof(
    { weight: 20, arbitrary: valid },
    { weight: 2, arbitrary: valid.map((t) => `Bearer ${t}`) },
    { weight: 1, arbitrary: fc.constantFrom('', 'Bearer', 'Bearer ', 'Basic YTpi', 'ats_', `ats_${'A'.repeat(200)}`) },
    { weight: 1, arbitrary: headerText(200) },
  )
  const contentType = fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=utf-16',
    'APPLICATION/JSON',
    'text/plain',
    'text/html',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded',
    'application/pdf',
    'application/octet-stream',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    '*/*',
    ';',
    'a/b; c="d',
  )
  return fc
    .record(
      {
        authorization,
        'content-type': fc.oneof(contentType, headerText(40)),
        'x-request-id': headerText(140),
        range: fc.oneof(
          fc.constantFrom(
            'bytes=0-10',
            'bytes=-5',
            'bytes=5-',
            'bytes=10-1',
            'bytes=0-0,2-3',
            'items=0-1',
            'bytes=-0',
            'bytes=99999999999999999999-',
          ),
          headerText(30),
        ),
        'if-none-match': fc.oneof(fc.constantFrom('*', '"x"', 'W/"x"', '"a", "b"'), headerText(50)),
        'if-modified-since': fc.oneof(
          fc.date({ noInvalidDate: true }).map((d) => d.toUTCString()),
          headerText(30),
        ),
        'if-range': headerText(40),
        'content-disposition': fc.oneof(
          anyText({ maxLength: 40 }).map((n) => `attachment; filename*=UTF-8''${encodeURIComponent(n)}`),
          headerText(80).map((n) => `attachment; filename="${n}"`),
          headerText(80),
        ),
        accept: fc.constantFrom('*/*', 'application/json', 'text/html', 'application/problem+json', ''),
        'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', '*'),
        'content-length': fc.constantFrom('0', '1', '5', '99999999', '-1', 'abc'),
      },
      { requiredKeys: ['authorization'] },
    )
    .map((h) => {
      // Headers the fuzzer left out are absent, never empty strings.
      const out: Record<string, string> = {}
      for (const [k, v] of Object.entries(h)) if (v !== undefined) out[k] = v
      return out
    })
}

function jsonPayload(op: Operation): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 16, arbitrary: fromSchema(op.jsonBody).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{',
        '{"Note":',
        '[]',
        'null',
        '""',
        '1e999',
        '{"Note":"\\ud800"}',
        '{"Note":"\\u0000"}',
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"x":1}}}',
        '['.repeat(5000),
        `{"Note":"${'x'.repeat(70_000)}"}`,
        '\ufeff{}',
        '{"a":1,"a":2}',
      ),
    },
    { weight: 1, arbitrary: anyText({ maxLength: 100 }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  )
}

/** Files as clients and attackers send them: real documents, damaged ones, other types, junk, and oversized bodies. */
function filePayload(): fc.Arbitrary<{ payload: Buffer; contentType?: string }> {
  const samples = Object.values(SAMPLES).map((s) => Buffer.from(s.bytes))
  const bytes = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...samples) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...samples), fc.nat(), fc.nat(255), fc.constantFrom('cut', 'flip', 'prefix'))
        .map(([s, at, byte, how]) => {
          const i = at % s.length
          if (how === 'cut') return s.subarray(0, i)
          if (how === 'prefix') return Buffer.concat([Buffer.from([byte]), s])
          const copy = Buffer.from(s)
          copy[i] = byte
          return copy
        }),
    },
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)) },
    { weight: 1, arbitrary: fc.constantFrom(zipWithoutDocument(), Buffer.from('<html><script>alert(1)</script></html>'), Buffer.alloc(0)) },
    { weight: 1, arbitrary: fc.constant(Buffer.concat([SAMPLES.pdf.bytes, Buffer.alloc(40_000)])) },
  )
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(bytes, fc.constantFrom('application/pdf', 'application/msword', 'application/octet-stream', SAMPLES.docx.contentType))
        .map(([payload, contentType]) => ({ payload, contentType })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(bytes, anyText({ maxLength: 40 }), fc.constantFrom('file', 'file', 'upload', '')).map(([b, name, field]) => {
        const { body, contentType } = multipartBody(b, name.replace(/["\r\n]/g, '_'), field)
        return { payload: body, contentType }
      }),
    },
  )
}

/**
 * A request to one operation of the route table: the documented method most
 * of the time (others too, for 404 and 405 paths), the path with fuzzed
 * parameters, casing and tails, a fuzzed query, fuzzed headers and a body
 * derived from the operation's schema or a file for the upload.
 */
function requestFor(op: Operation, pools: FuzzPools): fc.Arbitrary<FuzzRequest> {
  const isUpload = op.bodyTypes.includes('multipart/form-data')
  const asJson = (payload: string | undefined) => ({ payload, contentType: 'application/json' })
  const body: fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }> = isUpload
    ? filePayload()
    : op.jsonBody
      ? jsonPayload(op).map(asJson)
      : fc.oneof({ weight: 6, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: jsonPayload(op).map(asJson) })
  return fc
    .record({
      method: fc.oneof({ weight: 12, arbitrary: fc.constant(op.method as string) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
      path: pathFor(op, pools),
      query: queryFor(op),
      headers: headersFor(pools),
      body,
      // Mostly the type that fits the body, so requests get past parsing; now and then the fuzzed one.
      keepContentType: fc.nat(9).map((n) => n === 0),
      keepWrongLength: fc.nat(9).map((n) => n === 0),
    })
    .map(({ method, path: { path, routable }, query, headers, body, keepContentType, keepWrongLength }) => {
      const h = { ...headers }
      if (body.contentType && !keepContentType) h['content-type'] = body.contentType
      // light-my-request computes the length of what it sends; a wrong one is kept only now and then.
      if (body.payload === undefined || !keepWrongLength) delete h['content-length']
      return {
        op: op.key,
        method,
        url: path + query,
        headers: h,
        routable: routable && method === op.method && !path.includes('#'),
        ...(body.payload !== undefined && { payload: body.payload }),
      }
    })
}

/** A path that may name no route at all: random segments, under /v1 or not. */
function strayRequest(pools: FuzzPools): fc.Arbitrary<FuzzRequest> {
  const segmentText = fc.oneof(
    fc.constantFrom(...HOSTILE_SEGMENTS, 'v1', 'Candidates', 'document', 'Notes', 'docs', 'metrics'),
    anyText({ maxLength: 20 }).map(encodeURIComponent),
  )
  return fc
    .record({
      method: fc.constantFrom(...METHODS),
      segments: fc.array(segmentText, { maxLength: 6 }),
      prefix: fc.constantFrom('/', '/v1/', '/V1/', '//'),
      headers: headersFor(pools),
      payload: fc.option(
        fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
        { freq: 2 },
      ),
    })
    .map(({ method, segments, prefix, headers, payload }) => ({
      op: 'stray',
      method,
      url: prefix + segments.join('/'),
      headers,
      ...(payload !== null && { payload }),
    }))
}

/** The paths outside /v1 that answer without a token (SPEC B7), and the files of /docs. */
const STATIC_PATHS = [
  '/docs',
  '/docs/',
  '/docs/static/index.html',
  '/docs/static/swagger-initializer.js',
  '/docs/static/swagger-ui.css',
  '/docs/json',
  '/docs/yaml',
  '/openapi.json',
  '/healthz',
  '/readyz',
  '/metrics',
]

/** Traversal and encoding shapes appended to, or put inside, a static path. */
const TRAVERSALS = [
  '',
  '/',
  '/..',
  '/.',
  '/%2e%2e',
  '/%2E%2E/',
  '/%00',
  '/a%00b',
  '//etc/passwd',
  '/../../../../etc/passwd',
  '/..%2f..%2fpackage.json',
  '/%2e%2e/%2e%2e/package.json',
  '/.%2e/.%2e/package.json',
  '/%C0%AE%C0%AE/%C0%AE%C0%AE/etc/passwd',
  '/..%5c..%5cpackage.json',
  '/%5c..%5c..%5cpackage.json',
  '/~',
  '/~root',
  '/.git/config',
  '/.env',
  '/%',
  '/%zz',
  '/%FF',
  '/index.html%00.js',
  '/static/../../src/app.ts',
  '/..;/..;/',
  '/;x',
  '?x=..',
  '#..',
  '/' + 'a'.repeat(5000),
]

/** A public path with a traversal or encoding shape, a non-ASCII segment or a change of case, without or with a token. */
function staticRequest(pools: FuzzPools): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: fc.oneof({ weight: 6, arbitrary: fc.constantFrom('GET', 'HEAD') }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
      path: fc.constantFrom(...STATIC_PATHS),
      tail: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...TRAVERSALS) }, { weight: 1, arbitrary: unicodeId.map((id) => `/${id}`) }),
      casing: fc.constantFrom('as-is', 'as-is', 'lower', 'upper'),
      withToken: fc.boolean(),
      headers: headersFor(pools),
    })
    .map(({ method, path, tail, casing, withToken, headers }) => {
      const url = (casing === 'upper' ? path.toUpperCase() : path) + tail
      const { authorization, ...rest } = headers
      return { op: 'static', method, url, headers: withToken ? { authorization: authorization!, ...rest } : rest }
    })
}

/** Requests over the whole route table, every operation equally likely, now and then a path that matches none, and the public paths. */
export function anyRequest(ops: readonly Operation[], pools: FuzzPools): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...ops.map((op) => requestFor(op, pools)), strayRequest(pools), staticRequest(pools))
}

/** A short description of a request for failure messages (never the whole body). */
export function describeRequest(r: FuzzRequest): string {
  const body = r.payload === undefined ? '' : ` body(${r.payload.length}): ${JSON.stringify(String(r.payload).slice(0, 200))}`
  return `${r.method} ${r.url.slice(0, 300)} [${r.op}] headers=${JSON.stringify(r.headers).slice(0, 600)}${body}`
}
