import http from 'node:http'
import net from 'node:net'
import fc from 'fast-check'
import type { TestApp } from './app.js'
import { describeRequest, type FuzzRequest } from './fuzz-requests.js'
import { listen } from './sockets.js'

export interface SocketFuzzReport {
  readonly requests: number
  readonly malformed: number
  readonly histogram: string
  readonly failures: string[]
}

/** Raw HTTP/1.1 messages that no well-behaved client sends: framing, smuggling and parser edge cases. */
const malformedMessage: fc.Arbitrary<Buffer> = fc.oneof(
  fc.uint8Array({ minLength: 1, maxLength: 600 }).map((a) => Buffer.from(a)),
  fc
    .constantFrom(
      'GET /v1/Candidates HTTP/9.9\r\nHost: x\r\n\r\n',
      'GET /v1/Candidates\r\n\r\n',
      'G\u0000T / HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /v1/Candidates HTTP/1.1\r\nHost: x\r\nX-Big: ' + 'a'.repeat(20_000) + '\r\n\r\n',
      'POST /v1/Candidates HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello!',
      'POST /v1/Candidates HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /v1/Members HTTP/1.1\r\nHost: x\r\n\r\n',
      'POST /v1/Candidates HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
      'POST /v1/Candidates HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, identity\r\n\r\n0\r\n\r\n',
      'POST /v1/Candidates HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
      'POST /v1/Candidates HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\nContent-Type: application/json\r\n\r\n{"FirstName"',
      'GET /v1/Candidates HTTP/1.1\r\nHost: x\r\nAuthorization: ats_x\r\n folded: continuation\r\n\r\n',
      'GET /v1/Candidates HTTP/1.1\r\nHost: x\r\nNoColonHere\r\n\r\n',
      'GET /v1/Candidates HTTP/1.1\r\nHost: x\r\nX-Nul: a\u0000b\r\n\r\n',
      'GET /v1/document/../../../../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET http://evil.example/v1/Candidates HTTP/1.1\r\nHost: x\r\n\r\n',
      'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /v1/Candidates HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
      'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n',
      'GET /%%%%/v1 HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET / HTTP/1.1\r\n' + 'X-A: b\r\n'.repeat(3000) + '\r\n',
    )
    .map((s) => Buffer.from(s, 'latin1')),
  fc
    .tuple(
      fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'BREW', 'get', ''),
      fc.string({ maxLength: 80, unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)) }),
      fc.array(fc.tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 80, unit: 'binary' })), { maxLength: 6 }),
      fc.string({ maxLength: 200, unit: 'binary' }),
    )
    .map(([method, target, headers, body]) =>
      Buffer.from(
        `${method} /${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers.map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n${body}`,
        'utf8',
      ),
    ),
)

/** What an error answer lacks of problem details with a request id, if anything. */
function errorShapeFault(status: number, headers: Record<string, string | string[] | undefined>): string | undefined {
  if (status < 400) return undefined
  if (!headers['x-request-id']) return 'no X-Request-Id'
  if (!/^application\/problem\+json/.test(String(headers['content-type'] ?? ''))) return `not problem details (${headers['content-type']})`
  return undefined
}

/** Sends one generated request over a keep-alive connection and reads the whole answer. */
function sendRequest(agent: http.Agent, port: number, req: FuzzRequest): Promise<number> {
  return sendChecked(agent, port, req).then((a) => a.status)
}

function sendChecked(agent: http.Agent, port: number, req: FuzzRequest): Promise<{ status: number; fault?: string }> {
  // The socket's framing is real here: a wrong Content-Length would only leave one side waiting. Node
  // frames bodies of GET, HEAD and DELETE only when told their length, so it is always given.
  const rest = { ...req.headers }
  delete rest['content-length']
  const headers = req.payload === undefined ? rest : { ...rest, 'content-length': String(Buffer.byteLength(req.payload)) }
  return new Promise((resolve, reject) => {
    const r = http.request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers, agent }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, fault: errorShapeFault(res.statusCode ?? 0, res.headers) }))
      res.on('error', reject)
    })
    r.on('error', reject)
    r.end(req.payload)
  })
}

/**
 * Writes a raw message, half-closes, and reads whatever comes back until the
 * server closes. The head of the first answer, if any, is returned. A server that neither
 * answers nor closes within the guard is reported as such, not waited on forever.
 */
function sendRaw(port: number, message: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    let received = ''
    const guard = setTimeout(() => {
      socket.destroy()
      resolve(received.split('\r\n\r\n', 1)[0] || 'no answer')
    }, 30_000)
    socket.on('data', (d) => (received += d.toString('latin1')))
    socket.on('error', () => {})
    socket.on('close', () => {
      clearTimeout(guard)
      resolve(received.split('\r\n\r\n', 1)[0] ?? '')
    })
    socket.end(message)
  })
}

/**
 * Puts the app on a loopback socket and sends it `requests` generated
 * requests (over keep-alive connections, so one bad request must not spoil
 * the next on the same connection) and `malformed` raw HTTP messages. After
 * each malformed one the server must still answer a health check.
 */
export async function fuzzOverSockets(
  t: TestApp,
  requests: fc.Arbitrary<FuzzRequest>,
  opts: { seed: number; requests: number; malformed: number },
): Promise<SocketFuzzReport> {
  const { port } = await listen(t)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 })
  const failures: string[] = []
  const statuses = new Map<string, number>()
  const tally = (s: string) => statuses.set(s, (statuses.get(s) ?? 0) + 1)
  try {
    for (const req of fc.sample(requests, { numRuns: opts.requests, seed: opts.seed })) {
      try {
        const { status, fault } = await sendChecked(agent, port, req)
        tally(String(status))
        if (status >= 500 || status < 100) failures.push(`${status} for ${describeRequest(req)}`)
        else if (fault) failures.push(`${status}, ${fault}, for ${describeRequest(req)}`)
      } catch (err) {
        // The server may close a connection after refusing a request; a fresh one must then work.
        tally('closed')
        const health = await sendRequest(agent, port, { op: 'health', method: 'GET', url: '/healthz', headers: {} }).catch((e: unknown) =>
          e instanceof Error ? e.message : String(e),
        )
        if (health !== 200) failures.push(`${(err as Error).message} for ${describeRequest(req)}, then /healthz: ${health}`)
      }
    }
    for (const message of fc.sample(malformedMessage, { numRuns: opts.malformed, seed: opts.seed })) {
      const head = await sendRaw(port, message)
      const statusLine = head.split('\r\n', 1)[0]!
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]
      tally(status ?? (statusLine || 'closed'))
      const headers = Object.fromEntries(
        head
          .split('\r\n')
          .slice(1)
          .map((l) => [l.slice(0, l.indexOf(':')).trim().toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      )
      const fault = status === undefined ? undefined : errorShapeFault(Number(status), headers)
      if (/^HTTP\/1\.[01] 5\d\d/.test(statusLine))
        failures.push(`${statusLine} for raw ${JSON.stringify(message.toString('latin1').slice(0, 200))}`)
      else if (fault) failures.push(`${statusLine}, ${fault}, for raw ${JSON.stringify(message.toString('latin1').slice(0, 200))}`)
      const health = await sendRequest(agent, port, { op: 'health', method: 'GET', url: '/healthz', headers: {} }).catch((e: unknown) =>
        e instanceof Error ? e.message : String(e),
      )
      if (health !== 200)
        failures.push(`after raw ${JSON.stringify(message.toString('latin1').slice(0, 200))}: /healthz answered ${health}`)
    }
  } finally {
    agent.destroy()
  }
  const histogram = [...statuses]
    .sort()
    .map(([s, n]) => `${s}:${n}`)
    .join(' ')
  return { requests: opts.requests, malformed: opts.malformed, histogram, failures }
}
