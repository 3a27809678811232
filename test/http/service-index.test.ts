import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'

const PAGE = '<!doctype html><title>ATS console</title><script type="module" src="/assets/app.js"></script>'
const INDEX = {
  Name: 'Applicant tracking service',
  Console: '/',
  Api: '/v1',
  Docs: '/docs',
  OpenApi: '/openapi.json',
  Health: '/healthz',
}

for (const backend of await backends()) {
  describe(`the index at / [${backend.name}]`, () => {
    let t: TestApp
    let webDir: string
    before(async () => {
      webDir = mkdtempSync(join(tmpdir(), 'ats-web-'))
      mkdirSync(join(webDir, 'assets'))
      writeFileSync(join(webDir, 'index.html'), PAGE)
      t = await buildTestApp(backend, { webDir })
    })
    after(async () => {
      await t.close()
      rmSync(webDir, { recursive: true, force: true })
    })

    describe('200', () => {
      test('GET / without Accept: text/html answers the JSON index, without a token', async () => {
        for (const accept of [undefined, '*/*', 'application/json']) {
          const res = await t.call('GET', '/', null, undefined, accept ? { accept } : {})
          assert.equal(res.statusCode, 200, `${accept}: ${res.body}`)
          assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
          assert.deepEqual(json(res), INDEX)
          assert.match(String(res.headers.vary), /accept/i)
          assert.ok(res.headers['x-request-id'])
        }
      })

      test('a browser (Accept: text/html) still gets the console at /', async () => {
        const res = await t.call('GET', '/', null, undefined, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' })
        assert.equal(res.statusCode, 200)
        assert.equal(res.headers['content-type'], 'text/html; charset=utf-8')
        assert.equal(res.body, PAGE)
        assert.match(String(res.headers['content-security-policy']), /script-src 'self'/)
        assert.match(String(res.headers.vary), /accept/i)
      })

      test('HEAD / answers the same status and type, without a body', async () => {
        const res = await t.call('HEAD', '/', null)
        assert.equal(res.statusCode, 200)
        assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
        assert.equal(res.body, '')
      })

      test('every place the index names answers, and the OpenAPI document describes the index', async () => {
        for (const path of [INDEX.Docs, INDEX.OpenApi, INDEX.Health]) {
          const res = await t.call('GET', path, null)
          assert.equal(res.statusCode, 200, path)
        }
        const op = json(await t.call('GET', INDEX.OpenApi, null)).paths['/'].get
        assert.equal(op.operationId, 'getServiceIndex')
        assert.deepEqual(op.security, [])
        assert.deepEqual(Object.keys(op.responses['200'].content).sort(), ['application/json', 'text/html'])
      })

      test('on a real socket, as curl asks', async () => {
        // Closed with the app, in after().
        const address = await t.app.listen({ host: '127.0.0.1', port: 0 })
        const res = await fetch(`${address}/`, { headers: { accept: '*/*', 'user-agent': 'curl/8.5.0' } })
        assert.equal(res.status, 200)
        assert.equal(res.headers.get('content-type'), 'application/json; charset=utf-8')
        assert.deepEqual(await res.json(), INDEX)
      })
    })

    describe('404', () => {
      test('other methods on / and paths that name nothing keep the API problem', async () => {
        const post = await t.call('POST', '/', null, {})
        assert.equal(post.statusCode, 404)
        assert.equal(json(post).code, 'route_not_found')
        const nowhere = await t.call('GET', '/nowhere', null)
        assert.equal(nowhere.statusCode, 404)
        assert.equal(json(nowhere).code, 'route_not_found')
      })
    })
  })

  describe(`the index at / without a built console [${backend.name}]`, () => {
    let t: TestApp
    before(async () => {
      t = await buildTestApp(backend)
    })
    after(() => t.close())

    test('names no console, and answers a browser with the index too', async () => {
      const res = await t.call('GET', '/', null, undefined, { accept: 'text/html' })
      assert.equal(res.statusCode, 200)
      assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
      assert.deepEqual(json(res), { ...INDEX, Console: null })
    })
  })
}
