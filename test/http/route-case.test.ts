import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { fillPath, operations, type Operation } from '../helpers/route-table.js'
import { listen } from '../helpers/sockets.js'
import { codePointsByCategory, GENERAL_CATEGORIES, percentEncoded } from '../helpers/unicode-categories.js'

/**
 * Paths match in any case (SPEC B1), and routing never changes an id: the
 * fixed words are folded, the parameters reach the handler as sent. Swept
 * over every operation of the route table with ids of every Unicode general
 * category, in the declared case, lower case and upper case.
 */
const casings = [(p: string) => p, (p: string) => p.toLowerCase(), (p: string) => p.toUpperCase()]

/** A template is named, not numbered: a name that is no template's names a missing one (404), as any missing resource. */
const isNamedTemplate = (op: Operation) => op.path.startsWith('/v1/EmailTemplates/')

for (const backend of await backends()) {
  describe(`routing folds the case of fixed words only [${backend.name}]`, () => {
    let t: TestApp
    let ops: Operation[]
    let cid: number
    /** The parameters each request reached validation with, by request id. */
    const params = new Map<string, Record<string, string>>()

    before(async () => {
      t = await buildTestApp(backend)
      t.app.addHook('preValidation', (request, _reply, done) => {
        params.set(request.id, { ...(request.params as Record<string, string>) })
        done()
      })
      ops = (await operations(t.app)).filter((op) => op.pathParams.length > 0)
      cid = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Case', LastName: 'Fold' })).Id
      for (let i = 0; i < 3; i++) await t.call('POST', `/v1/Candidates/${cid}/Notes`, undefined, { Note: `note ${i}` })
    })
    after(() => t.close())

    describe('200', () => {
      test('a path in any case is the same operation with the same answer and Link', async () => {
        const answers = []
        for (const path of [
          `/v1/Candidates/${cid}/Notes?limit=1`,
          `/v1/candidates/${cid}/notes?limit=1`,
          `/V1/CANDIDATES/${cid}/NOTES?limit=1`,
          `/v1/%63andidates/${cid}/Notes?limit=1`,
        ]) {
          const res = await t.call('GET', path)
          assert.equal(res.statusCode, 200, `${path}: ${res.body}`)
          answers.push({ body: res.body, link: res.headers.link })
        }
        for (const a of answers) assert.deepEqual(a, answers[0])
        assert.match(String(answers[0]!.link), /^<\/v1\/Candidates\/\d+\/Notes\?limit=1&after=\d+>; rel="next"$/)
      })

      test('answers kept for one case are right for every other, before routing as through it', async () => {
        const { host, port } = await listen(t)
        const base = `http://${host}:${port}`
        const get = async (path: string) => {
          const res = await fetch(base + path, { headers: { authorization: t.adminToken } })
          return { status: res.status, body: await res.text(), link: res.headers.get('link') }
        }
        const lower = `/v1/candidates/${cid}/notes?limit=2`
        const declared = `/v1/Candidates/${cid}/Notes?limit=2`
        const first = await get(lower)
        assert.equal(first.status, 200)
        // Repeats are answered from the cache, keyed by the URL as sent; a miss goes through the router.
        for (const path of [lower, declared, lower, declared, `/v1/Candidates/${cid}/NOTES?limit=2`])
          assert.deepEqual(await get(path), first)
        // A different id is never served another id's answer.
        const other = await get(`/v1/candidates/${cid + 1000}/notes?limit=2`)
        assert.equal(other.status, 400)
      })
    })

    describe('400, never 404 (but for the email templates, where a name that is none is a missing template)', () => {
      test('a non-ASCII id of every general category reaches validation byte for byte, on every operation, in any case of the fixed words', async () => {
        const byCategory = codePointsByCategory()
        let checked = 0
        for (const [o, op] of ops.entries()) {
          for (const [c, category] of GENERAL_CATEGORIES.entries()) {
            const points = byCategory.get(category)!
            const cp = points[(o * 7 + c) % points.length]!
            // The character alone, after digits, and between letters.
            const encoded = percentEncoded(cp)
            const id = [encoded, `7${encoded}`, `a${encoded}b`][(o + c) % 3]!
            const casing = casings[(o + c) % casings.length]!
            const url = fillPath({ path: casing(op.path) }, () => id)
            const requestId = `route-case-${o}-${c}`
            const res = await t.app.inject({ method: op.method, url, headers: { authorization: t.adminToken, 'x-request-id': requestId } })
            const what = `${op.key} as ${op.method} ${url} (${category} U+${cp.toString(16).toUpperCase()})`
            // A lone surrogate is no valid percent-encoding: refused (400) before any route is found.
            const [status, code] = isNamedTemplate(op) && category !== 'Cs' ? [404, 'template_not_found'] : [400, 'validation_failed']
            assert.equal(res.statusCode, status, `${what}: ${res.statusCode} ${res.body}`)
            if (op.method !== 'HEAD') assertProblem(res, status, code)
            // A lone surrogate is not valid percent-encoding: refused before routing, with no parameters.
            if (category !== 'Cs') {
              const seen = params.get(requestId)
              assert.ok(seen, `${what}: never reached validation`)
              for (const name of op.pathParams) assert.equal(seen[name], decodeURIComponent(id), `${what}: ${name} changed`)
            }
            checked++
          }
        }
        assert.equal(checked, ops.length * GENERAL_CATEGORIES.length)
      })

      for (const path of [
        '/v1/Candidates/%C4%B0/Notes',
        '/v1/candidates/%C4%B0/notes',
        '/v1/Candidates/İ/QualityFlags',
        '/v1/CANDIDATES/7%E2%84%AA/QUALITYFLAGS',
      ]) {
        test(`GET ${path} is a validation error of the candidate id`, async () => {
          assertProblem(await t.call('GET', path), 400, 'validation_failed', 'candidateId')
        })
      }
    })

    describe('404', () => {
      test('a fixed word spelled with non-ASCII look-alikes names no route', async () => {
        // The Kelvin sign lowers to "k" and the dotted capital I to "i" plus a dot: neither folds into a word.
        for (const path of ['/v1/Members/1/To%E2%84%AAens', `/v1/Cand%C4%B0dates/${cid}`]) {
          assertProblem(await t.call('GET', path), 404, 'route_not_found')
        }
      })
    })
  })
}
