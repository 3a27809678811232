import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'

/**
 * `/mcp` refuses a request whose `Origin` is not the service's own (SPEC C7),
 * as the MCP transport requires against DNS rebinding: a page of another site
 * (or a rebound name) never reaches the tools, whatever token it holds. A
 * request without `Origin` is not from a browser, and is served.
 */
const PUBLIC_URL = 'https://ats.example.com'

const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
}

for (const backend of await backends()) {
  describe(`/mcp checks Origin [${backend.name}]`, () => {
    let t: TestApp

    before(async () => {
      t = await buildTestApp(backend, { publicUrl: PUBLIC_URL })
    })
    after(() => t.close())

    const post = (headers: Record<string, string>, token: string | null = t.adminToken) =>
      t.app.inject({
        method: 'POST',
        url: '/mcp',
        headers: {
          host: '127.0.0.1:8080',
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...(token !== null && { authorization: `Bearer ${token}` }),
          ...headers,
        },
        payload: JSON.stringify(initialize),
      })

    describe('served', () => {
      for (const [what, headers] of [
        ['no Origin (a client that is no browser)', {}],
        ['the public origin (ATS_PUBLIC_URL)', { origin: PUBLIC_URL }],
        ['the public origin behind a proxy, whatever Host it passes on', { origin: PUBLIC_URL, host: 'ats-internal:8080' }],
        ['the origin of the address the request was sent to', { origin: 'http://127.0.0.1:8080' }],
        ['the same, with its scheme in capitals', { origin: 'HTTP://127.0.0.1:8080' }],
        ['localhost, which always names this machine', { origin: 'http://localhost:8080', host: 'localhost:8080' }],
        ['an IPv6 literal', { origin: 'http://[::1]:8080', host: '[::1]:8080' }],
      ] as const) {
        test(what, async () => {
          const res = await post(headers)
          assert.equal(res.statusCode, 200, res.body)
        })
      }
    })

    describe('403, before the token is read', () => {
      for (const [what, headers] of [
        ['a page of another site', { origin: 'http://evil.example' }],
        ['an opaque origin (sandboxed frame, file, data: URL)', { origin: 'null' }],
        [
          'a rebound name: Host and Origin agree on a name that is not the public one',
          { origin: 'http://evil.example:8080', host: 'evil.example:8080' },
        ],
        ['another port of this machine', { origin: 'http://127.0.0.1:3000' }],
        ['another scheme of the public origin', { origin: 'http://ats.example.com' }],
        ['a subdomain of the public origin', { origin: 'https://x.ats.example.com' }],
        ['an origin with a path', { origin: `${PUBLIC_URL}/` }],
        ['no origin at all', { origin: 'not an origin' }],
        ['two origins', { origin: `${PUBLIC_URL}, http://evil.example` }],
      ] as const) {
        test(what, async () => {
          const res = await post(headers)
          const problem = assertProblem(res, 403, 'origin_refused')
          assert.match(String(problem.detail), /Origin/)
          // Refused before the token: the same answer without one, and no tool was reached.
          assert.equal((await post(headers, null)).statusCode, 403)
        })
      }

      test('GET and DELETE too', async () => {
        for (const method of ['GET', 'DELETE'] as const) {
          const res = await t.app.inject({
            method,
            url: '/mcp',
            headers: { origin: 'http://evil.example', authorization: `Bearer ${t.adminToken}` },
          })
          assertProblem(res, 403, 'origin_refused')
        }
      })

      test('the API itself is not concerned: the same Origin reads a candidate', async () => {
        const res = await t.call('GET', '/v1/Candidates', undefined, undefined, { origin: 'http://evil.example' })
        assert.equal(res.statusCode, 200, res.body)
        assert.ok(Array.isArray(json(res)))
      })
    })
  })
}
