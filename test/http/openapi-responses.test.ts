import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { OpenApiResponses } from '../helpers/openapi-responses.js'
import { listen } from '../helpers/sockets.js'

const [sqlite] = await backends()

/** The check every test app's answers go through (helpers/openapi-responses.ts), checked itself. */
describe('answers checked against the served OpenAPI document', () => {
  let t: TestApp
  let doc: Record<string, any>
  let base: string
  before(async () => {
    t = await buildTestApp(sqlite!)
    const { host, port } = await listen(t)
    base = `http://${host}:${port}`
    doc = json(await t.call('GET', '/openapi.json', null))
  })
  after(() => t.close())

  const withDoc = (change: (d: Record<string, any>) => void) => {
    const copy = structuredClone(doc)
    change(copy)
    return new OpenApiResponses(copy)
  }

  test('a status the operation does not document is reported', async () => {
    const res = await t.call('GET', '/v1/Candidates/99')
    assert.equal(res.statusCode, 404)
    const answer = { method: 'GET', url: '/v1/candidates/99/', status: 404, headers: res.headers, body: res.rawPayload }
    assert.deepEqual(new OpenApiResponses(doc).check(answer), [])
    const checker = withDoc((d) => delete d.paths['/v1/Candidates/{id}'].get.responses['404'])
    assert.match(checker.check(answer).join('\n'), /status 404 is not documented for getCandidate/)
  })

  test('a body unlike its schema, a missing X-Request-Id and an undocumented Link are reported', () => {
    const checker = new OpenApiResponses(doc)
    const problems = checker.check({
      method: 'GET',
      url: '/v1/Vacancies/1',
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', link: '</v1/Vacancies?after=1>; rel="next"' },
      body: Buffer.from(
        '{"Id":1,"Title":"T","Status":"paused","CreatedDate":"2026-01-01T00:00:00Z","Location":"","Description":"","Published":false}',
      ),
    })
    const text = problems.join('\n')
    assert.match(text, /required header X-Request-Id/)
    assert.match(text, /carries link, which getVacancy does not document/)
    assert.match(text, /\/Status must be equal to one of the allowed values/)
    assert.match(text, /\/CreatedDate must match format "date-time"/)
  })

  test('an error answered as application/json instead of problem details is reported', () => {
    const problems = new OpenApiResponses(doc).check({
      method: 'POST',
      url: '/v1/Candidates',
      status: 400,
      headers: { 'content-type': 'application/json', 'x-request-id': 'r1' },
      body: Buffer.from('{}'),
    })
    assert.match(problems.join('\n'), /documents application\/problem\+json for 400, not application\/json/)
  })

  test('answers on a socket are checked too, headers and body as sent', async () => {
    const auth = { authorization: t.adminToken }
    for (const name of ['A', 'B']) {
      await fetch(`${base}/v1/Candidates`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ FirstName: name, LastName: 'X' }),
      })
    }
    const page = await fetch(`${base}/v1/Candidates?limit=1`, { headers: auth })
    assert.match(page.headers.get('link') ?? '', /rel="next"/)
    await page.arrayBuffer()
    await (await fetch(`${base}/v1/Candidates/99`, { headers: auth })).arrayBuffer()

    const seen = await t.socketAnswers()
    const list = seen.find((a) => a.url === '/v1/Candidates?limit=1')
    assert.ok(list, 'the paged list was seen')
    assert.equal(list.status, 200)
    assert.ok(list.headers['link'] && list.headers['x-request-id'], 'headers given to writeHead are seen')
    assert.equal(JSON.parse(list.body!.toString()).length, 1)
    assert.deepEqual(
      seen.flatMap((a) => a.problems),
      [],
    )
    // The same answer against a document without the Link header on that list.
    const checker = withDoc((d) => delete d.paths['/v1/Candidates'].get.responses['200'].headers.Link)
    assert.match(checker.check(list).join('\n'), /carries link, which listCandidates does not document/)
  })
})
