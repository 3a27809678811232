import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { ConfigError, loadConfig } from '../../src/config.js'
import { buildTestApp, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { listen, rawExchange } from '../helpers/sockets.js'

/**
 * A `Link: rel="next"` is built on the service's own origin (ATS_PUBLIC_URL)
 * or as a path, never on a host the request named: an absolute-form target
 * (`GET http://evil.example/...`) or a Host header is the client's choice,
 * and an answer kept for a URL is given again to later requests.
 */
for (const backend of await backends()) {
  describe(`Link headers never carry a host the request named [${backend.name}]`, () => {
    for (const publicUrl of [undefined, 'https://ats.example.com']) {
      describe(`ATS_PUBLIC_URL ${publicUrl ?? 'unset'}`, () => {
        let t: TestApp
        let addr: { host: string; port: number }
        const origin = publicUrl ?? ''
        const get = (target: string, host = 'x') =>
          rawExchange(addr, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: ${t.adminToken}\r\n\r\n`)

        before(async () => {
          t = await buildTestApp(backend, { publicUrl })
          addr = await listen(t)
          for (const name of ['One', 'Two', 'Three']) {
            assert.equal((await t.call('POST', '/v1/Candidates', undefined, { FirstName: name, LastName: 'Linked' })).statusCode, 201)
          }
        })
        after(() => t.close())

        describe('200', () => {
          test('an absolute-form target gets a link on the service’s origin, answered fresh and from the cache alike', async () => {
            for (let i = 0; i < 3; i++) {
              const res = await get('http://evil.example/v1/Candidates?limit=1')
              assert.equal(res.status, 200, res.body)
              assert.equal(res.headers.link, `<${origin}/v1/Candidates?limit=1&after=1>; rel="next"`)
            }
          })

          test('an absolute-form target in any case names the declared path', async () => {
            const res = await get('HTTP://EVIL.EXAMPLE:8443/v1/candidates?limit=2&q=Linked')
            assert.equal(res.status, 200, res.body)
            assert.equal(res.headers.link, `<${origin}/v1/Candidates?limit=2&q=Linked&after=2>; rel="next"`)
          })

          test('a foreign Host header changes nothing in the link', async () => {
            for (let i = 0; i < 3; i++) {
              const res = await get('/v1/Candidates?limit=1', 'evil.example')
              assert.equal(res.status, 200, res.body)
              assert.equal(res.headers.link, `<${origin}/v1/Candidates?limit=1&after=1>; rel="next"`)
            }
          })
        })
      })
    }
  })
}

describe('ATS_PUBLIC_URL', () => {
  const load = (value: string) => loadConfig({ ATS_DATA_DIR: '/tmp/unused', ATS_PUBLIC_URL: value })

  test('an origin is kept as an origin, a trailing slash dropped', () => {
    assert.equal(load('https://ats.example.com').publicUrl, 'https://ats.example.com')
    assert.equal(load('https://ats.example.com/').publicUrl, 'https://ats.example.com')
    assert.equal(load('http://ATS.example.com:8080').publicUrl, 'http://ats.example.com:8080')
    assert.equal(loadConfig({ ATS_DATA_DIR: '/tmp/unused' }).publicUrl, undefined)
  })

  for (const value of [
    'ats.example.com',
    'ftp://ats.example.com',
    'https://user:pw@ats.example.com',
    'https://ats.example.com/api',
    'https://ats.example.com/?x=1',
    'https://ats.example.com/#top',
    'javascript:alert(1)',
  ]) {
    test(`${value} is refused, naming the variable`, () => {
      assert.throws(
        () => load(value),
        (err: Error) => err instanceof ConfigError && /ATS_PUBLIC_URL/.test(err.message),
      )
    })
  }
})
