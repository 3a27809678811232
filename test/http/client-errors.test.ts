import assert from 'node:assert/strict'
import net from 'node:net'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { captureLog, type LogLine } from '../helpers/log-capture.js'
import { listen, rawExchange, type RawAnswer } from '../helpers/sockets.js'

/**
 * A client's mistake is never answered or logged as the service's fault:
 * errors raised below our own code (a plugin's refusal, the HTTP parser, the
 * server's timeouts, a client hanging up mid-body) are 4xx problem details
 * with a request id, and leave an info line, not an error with a stack.
 */
for (const backend of await backends()) {
  describe(`client mistakes are 4xx problems [${backend.name}]`, () => {
    let t: TestApp
    let addr: { host: string; port: number }
    const log = captureLog()
    const errorsLogged = () => log.lines.filter((l) => l.level >= 50)
    /** Called when the request of this id starts to have its body read. */
    const parsing = new Map<string, () => void>()

    /** Checks a problem answer read from a socket, and that its request id is in an info line of the log. */
    async function assertRawProblem(res: RawAnswer, status: number, code: string): Promise<LogLine> {
      assert.equal(res.status, status, JSON.stringify(res))
      assert.match(res.headers['content-type'] ?? '', /^application\/problem\+json/)
      const body = JSON.parse(res.body) as Record<string, unknown>
      for (const key of ['type', 'title', 'status', 'detail', 'code']) assert.ok(key in body, `problem lacks ${key}: ${res.body}`)
      assert.equal(body.status, status)
      assert.equal(body.code, code)
      const requestId = res.headers['x-request-id']
      assert.ok(requestId, `no X-Request-Id: ${JSON.stringify(res.headers)}`)
      // The headers every answer carries, even one written straight on the socket.
      assert.equal(res.headers['cache-control'], 'no-store')
      assert.equal(res.headers['x-content-type-options'], 'nosniff')
      const line = await log.waitFor((l) => l.requestId === requestId)
      assert.equal(line.level, 30, JSON.stringify(line))
      return line
    }

    before(async () => {
      // A short request timeout, so that a 408 arrives within the test.
      t = await buildTestApp(backend, {}, { logger: log.logger, requestTimeout: 400 })
      t.app.addHook('preParsing', (request, _reply, payload, done) => {
        parsing.get(request.id)?.()
        done(null, payload)
      })
      addr = await listen(t)
    })
    after(() => t.close())

    describe('400', () => {
      for (const [what, message] of [
        ['a header line without a colon', 'GET /v1/Candidates HTTP/1.1\r\nHost: x\r\nNoColonHere\r\n\r\n'],
        ['a NUL in a header value', 'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Nul: a\u0000b\r\n\r\n'],
        ['an unknown HTTP version', 'GET /healthz HTTP/9.9\r\nHost: x\r\n\r\n'],
        [
          'two different Content-Length headers',
          'POST /v1/Candidates HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello!',
        ],
      ] as const) {
        test(`${what}, refused by the HTTP parser: malformed_request`, async () => {
          const line = await assertRawProblem(await rawExchange(addr, message), 400, 'malformed_request')
          assert.ok(!JSON.stringify(line).includes('NoColonHere'), 'the raw bytes stay out of the log')
        })
      }

      test('an HTTP/1.1 request without Host: validation_failed naming Host', async () => {
        const res = await rawExchange(addr, 'GET /healthz HTTP/1.1\r\nX-Request-Id: no-host-1\r\n\r\n')
        await assertRawProblem(res, 400, 'validation_failed')
        assert.equal(JSON.parse(res.body).field, 'Host')
        assert.equal(res.headers['x-request-id'], 'no-host-1')
      })

      test('a client that hangs up in the middle of a JSON body is logged as its own doing, at info', async () => {
        const socket = net.connect(addr)
        socket.on('error', () => {})
        socket.write(
          `POST /v1/Candidates HTTP/1.1\r\nHost: x\r\nAuthorization: ${t.adminToken}\r\nX-Request-Id: hangs-up-1\r\n` +
            'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"FirstName": "Half',
        )
        // Hang up once the service is reading the body.
        await new Promise<void>((resolve) => parsing.set('hangs-up-1', resolve))
        socket.destroy()
        const line = await log.waitFor((l) => l.requestId === 'hangs-up-1' && 'code' in l)
        assert.equal(line.level, 30, JSON.stringify(line))
        assert.equal(line.code, 'request_aborted')
        assert.deepEqual(errorsLogged(), [])
      })
    })

    describe('403', () => {
      // @fastify/static refuses these paths under /docs/static with its own 403.
      for (const path of ['/docs/static/%00', '/docs/static//etc/passwd', '/docs/static/%2e%2e/%2e%2e/package.json']) {
        test(`GET ${path} without a token is a problem with the plugin's 4xx, not a 500`, async () => {
          const res = await t.app.inject({ method: 'GET', url: path })
          assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${res.statusCode}: ${res.body}`)
          assertProblem(res, res.statusCode)
          assert.ok(res.headers['x-request-id'])
          assert.deepEqual(errorsLogged(), [])
        })
      }

      test('GET /docs/static/%00 is 403 forbidden, logged at info', async () => {
        const res = await t.app.inject({ method: 'GET', url: '/docs/static/%00', headers: { 'x-request-id': 'static-nul' } })
        assertProblem(res, 403, 'forbidden')
        const line = await log.waitFor((l) => l.requestId === 'static-nul' && 'code' in l)
        assert.equal(line.level, 30)
        assert.ok(!('err' in line), 'no stack for a client error')
      })
    })

    describe('408', () => {
      test('a request whose body never comes is answered request_timeout when its time is up', async () => {
        const head = `POST /v1/Candidates HTTP/1.1\r\nHost: x\r\nAuthorization: ${t.adminToken}\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{`
        const res = await rawExchange(addr, head)
        await assertRawProblem(res, 408, 'request_timeout')
      })

      test('headers that never end are answered request_timeout too', async () => {
        await assertRawProblem(await rawExchange(addr, 'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: a'), 408, 'request_timeout')
      })
    })

    describe('431', () => {
      test('headers over the size limit: headers_too_large', async () => {
        const res = await rawExchange(addr, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
        await assertRawProblem(res, 431, 'headers_too_large')
      })
    })

    describe('afterwards', () => {
      test('no line of the log is an error: every refusal above was the client’s', async () => {
        assert.equal((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200)
        assert.deepEqual(errorsLogged(), [])
      })
    })
  })
}
