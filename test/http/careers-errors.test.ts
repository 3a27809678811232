import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { LightMyRequestResponse } from 'fastify'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { multipartForm, SAMPLES, type FormPart } from '../helpers/documents.js'
import { nextAddress } from '../helpers/job-applications.js'
import { outsideWrite } from '../helpers/outside-write.js'

/**
 * The careers form answers a browser with a page, whatever refuses the
 * application below it (SPEC C8: the public never gets JSON where it expects
 * a page): a refusal of the domain (400, 409), a body the form reader cannot
 * read (400, 413, 415), a fault of the store (500). Each is the site's error
 * page, with the status of the refusal; nothing of the problem's wording
 * that names the service's insides reaches it.
 */
for (const backend of await backends()) {
  describe(`the careers form answers every refusal with a page [${backend.name}]`, () => {
    let t: TestApp
    let job: { Id: number }

    before(async () => {
      t = await buildTestApp(backend, { organizationName: 'Acme Robotics' })
      const res = await t.call('POST', '/v1/Vacancies', undefined, {
        Title: 'Welder',
        Location: 'Lyon',
        Description: 'The role.',
        Published: true,
      })
      job = json(res)
    })
    after(() => t.close())

    const fields = (extra: Record<string, string> = {}): FormPart[] =>
      Object.entries({
        FirstName: 'Ada',
        LastName: 'Lovelace',
        Email: `ada-${String(Math.random()).slice(2)}@example.com`,
        Consent: 'true',
        ...extra,
      }).map(([name, value]) => ({ name, value }))
    const cv: FormPart = { name: 'Document', fileName: 'cv.pdf', bytes: SAMPLES.pdf.bytes }
    const post = (payload: string | Buffer, contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: `/careers/${job.Id}?source=board`,
        payload,
        headers: { 'content-type': contentType, accept: 'text/html' },
        remoteAddress: nextAddress(),
      })
    const apply = (parts: FormPart[]) => {
      const { body, contentType } = multipartForm(parts)
      return post(body, contentType)
    }

    /** The site's error page, with this status: HTML under the careers CSP, a way back to the job, no problem details. */
    function assertErrorPage(res: LightMyRequestResponse, status: number): string {
      assert.equal(res.statusCode, status, res.body.slice(0, 300))
      assert.equal(res.headers['content-type'], 'text/html; charset=utf-8')
      assert.ok(String(res.headers['content-security-policy']).includes("default-src 'none'"))
      assert.ok(res.body.startsWith('<!doctype html>'), res.body.slice(0, 200))
      assert.ok(res.body.includes('<meta name="robots" content="noindex"/>'))
      assert.ok(res.body.includes(`href="/careers/${job.Id}?source=board"`), 'a link back to the job, the source kept')
      for (const inside of ['urn:ats:problem', 'validation_failed', 'internal_error', 'SQL', 'sqlite', 'trigger', 'unique'])
        assert.ok(!res.body.toLowerCase().includes(inside.toLowerCase()), `no ${inside} in the page`)
      return res.body
    }

    test('a body that is no form: 415, the error page', async () => {
      assertErrorPage(await post('FirstName=Ada', 'text/plain'), 415)
    })

    test('a fault of the store: 500, the error page naming the request for support', async () => {
      const refuse = backend.name.startsWith('postgres')
        ? [
            "CREATE FUNCTION careers_errors_refuse() RETURNS trigger LANGUAGE plpgsql AS 'BEGIN RAISE EXCEPTION ''refused''; END'",
            'CREATE TRIGGER careers_errors_refuse BEFORE INSERT ON submissions FOR EACH ROW EXECUTE FUNCTION careers_errors_refuse()',
          ]
        : ["CREATE TRIGGER careers_errors_refuse BEFORE INSERT ON submissions BEGIN SELECT RAISE(ABORT, 'refused'); END"]
      for (const statement of refuse) await outsideWrite(t, statement, [])
      try {
        const res = await apply([...fields(), cv])
        const body = assertErrorPage(res, 500)
        assert.ok(body.includes(String(res.headers['x-request-id'])), 'the request id, to quote to support')
      } finally {
        await outsideWrite(t, 'DROP TRIGGER careers_errors_refuse' + (backend.name.startsWith('postgres') ? ' ON submissions' : ''), [])
        if (backend.name.startsWith('postgres')) await outsideWrite(t, 'DROP FUNCTION careers_errors_refuse()', [])
      }
    })

    test('the public API keeps its problem details for the same refusal', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/Jobs/${job.Id}/Applications`,
        payload: 'FirstName=Ada',
        headers: { 'content-type': 'text/plain' },
        remoteAddress: nextAddress(),
      })
      assert.equal(res.statusCode, 415)
      assert.match(String(res.headers['content-type']), /^application\/problem\+json/)
    })
  })
}
