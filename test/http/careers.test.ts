import assert from 'node:assert/strict'
import http from 'node:http'
import { after, before, describe, test } from 'node:test'
import type { LightMyRequestResponse } from 'fastify'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { listen } from '../helpers/sockets.js'
import { multipartForm, SAMPLES, type FormPart } from '../helpers/documents.js'

/** A title and description written to break out of every context a careers page puts them in. */
const HOSTILE_TITLE = `Dev </script><script>alert(1)</script> <!-- "quoted" & 'single'`
const HOSTILE_DESCRIPTION = '# About\n\n<img src=x onerror=alert(2)> <script>alert(3)</script>\n\n[click](javascript:alert(4)) and **bold**'

/** The text of the first element matching `pattern`'s one group, or a failure. */
function first(body: string, pattern: RegExp): string {
  const m = pattern.exec(body)
  assert.ok(m?.[1] !== undefined, `${String(pattern)} not in ${body.slice(0, 400)}`)
  return m[1]
}

const unescapeAttr = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
const canonicalOf = (body: string) => first(body, /<link rel="canonical" href="([^"]*)"/)
const jsonLdOf = (body: string): Record<string, any> => {
  const scripts = [...body.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
  // The structured data, and the time zone script (a file of the service's own, no inline code).
  assert.equal(scripts.length, 2, 'two script elements')
  assert.match(scripts[0]![0], /^<script type="application\/ld\+json">/)
  assert.match(scripts[1]![0], /^<script src="\/careers\/time-zone\.[0-9a-f]{12}\.js" defer><\/script>$/)
  return JSON.parse(scripts[0]![1]!) as Record<string, any>
}

for (const backend of await backends()) {
  describe(`the careers site [${backend.name}]`, () => {
    let t: TestApp
    let job: any
    let remote: any
    let hostile: any
    let hidden: Record<string, any>
    const page = (url: string, headers: Record<string, string> = {}) =>
      t.call('GET', url, null, undefined, { accept: 'text/html', ...headers })
    const vacancy = async (body: Record<string, unknown>) => {
      const res = await t.call('POST', '/v1/Vacancies', undefined, body)
      assert.equal(res.statusCode, 201, res.body)
      return json(res)
    }
    const assertPage = (res: LightMyRequestResponse, status = 200) => {
      assert.equal(res.statusCode, status, res.body.slice(0, 300))
      assert.equal(res.headers['content-type'], 'text/html; charset=utf-8')
      const csp = String(res.headers['content-security-policy'])
      for (const directive of ["default-src 'none'", "style-src 'self'", "form-action 'self'", "frame-ancestors 'none'", "base-uri 'none'"])
        assert.ok(csp.includes(directive), `${directive} in ${csp}`)
      // Scripts only from the service's own files (the time zone script), never inline or eval.
      assert.ok(csp.includes("script-src 'self'") && !/unsafe-inline|unsafe-eval|script-src [^;]*(http|\*)/.test(csp), csp)
      assert.ok(res.body.startsWith('<!doctype html>'))
      // No inline style or script the CSP would have to allow.
      assert.ok(!/<style|<[a-z][^>]*\s(style|on[a-z]+)=/i.test(res.body), 'no inline style or handler')
      return res.body
    }

    before(async () => {
      t = await buildTestApp(backend, { organizationName: 'Acme Robotics' })
      job = await vacancy({
        Title: 'Site Reliability Engineer',
        Location: 'Lyon',
        Description: '## Role\n\nKeep it **up**.',
        Published: true,
      })
      // Published before a job needed a location and a description (SPEC C8 as amended): such a job still shows.
      remote = await vacancy({ Title: 'Remote Writer', Location: 'Remote', Description: 'Words.', Published: true })
      await t.app.services.stores.database.db
        .updateTable('vacancies')
        .set({ location: '', description: '' })
        .where('id', '=', remote.Id)
        .execute()
      hostile = await vacancy({ Title: HOSTILE_TITLE, Location: '<b>Paris</b>', Description: HOSTILE_DESCRIPTION, Published: true })
      hidden = {
        onHold: await vacancy({ Title: 'Paused role', Location: 'Lyon', Description: 'The role.', Status: 'on_hold', Published: true }),
        closed: await vacancy({ Title: 'Filled role', Location: 'Lyon', Description: 'The role.', Status: 'closed', Published: true }),
        unpublished: await vacancy({ Title: 'Draft role', Location: 'Paris' }),
      }
    })
    after(() => t.close())

    describe('200', () => {
      test('/careers lists the jobs, and only them, with links to their pages', async () => {
        const body = assertPage(await page('/careers'))
        for (const j of [job, remote]) assert.ok(body.includes(`<a href="/careers/${j.Id}">${j.Title}</a>`), j.Title)
        for (const h of Object.values(hidden)) assert.ok(!body.includes(h.Title), h.Title)
        assert.ok(body.includes('<span class="brand-name">Acme Robotics</span>'))
        assert.equal(canonicalOf(body), 'http://localhost:80/careers')
      })

      test('/careers/{id}: title, location, description rendered, and the application form with every field', async () => {
        const body = assertPage(await page(`/careers/${job.Id}`))
        assert.equal(first(body, /<title>([^<]*)<\/title>/), 'Site Reliability Engineer (Lyon) · Acme Robotics')
        assert.equal(first(body, /<h1>([^<]*)<\/h1>/), 'Site Reliability Engineer')
        assert.ok(body.includes('<span>Lyon</span>'))
        assert.ok(body.includes('<h3>Role</h3>\n<p>Keep it <strong>up</strong>.</p>'), 'Markdown rendered, headings under the title')
        const description = unescapeAttr(first(body, /<meta name="description" content="([^"]*)"/))
        assert.equal(description, 'Site Reliability Engineer at Acme Robotics, Lyon. Role Keep it up.')
        const form = first(body, /(<form[\s\S]*<\/form>)/)
        assert.match(form, new RegExp(`method="post" action="/careers/${job.Id}" enctype="multipart/form-data"`))
        for (const [name, type] of [
          ['FirstName', 'text'],
          ['LastName', 'text'],
          ['Email', 'email'],
          ['Phone', 'tel'],
          ['Document', 'file'],
          ['Consent', 'checkbox'],
          ['RetentionConsent', 'checkbox'],
          ['Source', 'hidden'],
          ['Website', 'text'],
        ]) {
          assert.match(form, new RegExp(`<input type="${type}"[^>]* name="${name}"|<input[^>]* name="${name}"[^>]* type="${type}"`), name)
          if (type !== 'hidden') assert.match(form, new RegExp(`<label for="${name}">`), `${name} has a label`)
        }
        assert.match(form, /<textarea id="CoverLetter" name="CoverLetter"/)
        assert.match(form, /<label for="Consent">I agree [^<]+<\/label>/)
        // The trap: a text field people never see (the stylesheet hides .hp), out of the tab order, not autofilled.
        assert.match(
          form,
          /<div class="hp" aria-hidden="true"><label for="Website">[^<]+<\/label><input id="Website" name="Website" type="text" tabindex="-1" autocomplete="off"/,
        )
        assert.ok(!/type="hidden"[^>]*name="Website"/.test(form))
      })

      test('each job page carries its JobPosting structured data', async () => {
        const data = jsonLdOf(assertPage(await page(`/careers/${job.Id}`)))
        assert.equal(data['@context'], 'https://schema.org')
        assert.equal(data['@type'], 'JobPosting')
        assert.equal(data.title, job.Title)
        assert.equal(data.description, '<h3>Role</h3>\n<p>Keep it <strong>up</strong>.</p>\n')
        assert.equal(data.datePosted, json(await t.call('GET', `/v1/Jobs/${job.Id}`, null)).PublishedDate)
        assert.deepEqual(data.hiringOrganization, { '@type': 'Organization', name: 'Acme Robotics', sameAs: 'http://localhost:80' })
        assert.deepEqual(data.jobLocation, { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Lyon' } })
        assert.equal(data.url, `http://localhost:80/careers/${job.Id}`)
        // No location said: none claimed.
        assert.equal(jsonLdOf((await page(`/careers/${remote.Id}`)).body).jobLocation, undefined)
      })

      test('a hostile title, location and description stay text in every context', async () => {
        const body = assertPage(await page(`/careers/${hostile.Id}`))
        assert.ok(!body.includes('<script>alert'), 'no script element from data')
        assert.ok(!body.includes('<img'), 'no image element from data')
        assert.ok(!body.includes('<b>Paris'), 'no markup from the location')
        assert.ok(!body.includes('href="javascript:'), 'no javascript: link')
        assert.ok(!body.includes('<!-- "quoted"'), 'no comment opened')
        assert.equal(
          first(body, /<h1>([^<]*)<\/h1>/),
          "Dev &lt;/script>&lt;script>alert(1)&lt;/script> &lt;!-- &quot;quoted&quot; &amp; 'single'",
        )
        // Structured data: the element is not closed early, and reads back as the very title.
        const data = jsonLdOf(body)
        assert.equal(data.title, HOSTILE_TITLE)
        assert.equal(data.jobLocation.address.addressLocality, '<b>Paris</b>')
        assert.ok(!data.description.includes('<img'))
        assert.ok(!data.description.includes('<script'))
        assert.equal(unescapeAttr(first(body, /<title>([^<]*)<\/title>/)), `${HOSTILE_TITLE} (<b>Paris</b>) · Acme Robotics`)
        const list = assertPage(await page('/careers'))
        assert.ok(!list.includes('<script>alert') && list.includes('Dev &lt;/script>'))
      })

      test('?source= is carried into the form and every link, on the list and on a job page', async () => {
        const list = assertPage(await page('/careers?source=linkedin'))
        assert.ok(list.includes(`<a href="/careers/${job.Id}?source=linkedin">`))
        assert.ok(list.includes('<a class="brand" href="/careers?source=linkedin">'))
        // The canonical URL names the page, not where the visitor came from.
        assert.equal(canonicalOf(list), 'http://localhost:80/careers')
        const body = assertPage(await page(`/careers/${job.Id}?source=job%20board%20%22x%22`))
        assert.ok(body.includes('<input type="hidden" name="Source" value="job board &quot;x&quot;"/>'))
        assert.ok(body.includes(`action="/careers/${job.Id}?source=job+board+%22x%22"`))
        assert.equal(canonicalOf(body), `http://localhost:80/careers/${job.Id}`)
        // Longer than a Source may be: cut to its 100 characters.
        const long = assertPage(await page(`/careers/${job.Id}?source=${'s'.repeat(150)}`))
        assert.ok(long.includes(`name="Source" value="${'s'.repeat(100)}"`))
        assert.match(assertPage(await page(`/careers/${job.Id}`)), /<input type="hidden" name="Source" value(="")?\/>/)
      })

      test('absolute URLs start with the scheme and Host of the request, a forwarded one only from a trusted proxy', async () => {
        const a = await page(`/careers/${job.Id}`, { host: 'jobs.example.com' })
        const b = await page(`/careers/${job.Id}`, {
          host: 'other.example.org:8443',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        })
        assert.equal(canonicalOf(a.body), `http://jobs.example.com/careers/${job.Id}`)
        assert.equal(canonicalOf(b.body), `http://other.example.org:8443/careers/${job.Id}`)
        assert.equal(jsonLdOf(b.body).url, `http://other.example.org:8443/careers/${job.Id}`)
      })

      test('the sitemap lists the list page and every job, and nothing else', async () => {
        const res = await t.call('GET', '/careers/sitemap.xml', null, undefined, { host: 'jobs.example.com' })
        assert.equal(res.statusCode, 200)
        assert.equal(res.headers['content-type'], 'application/xml; charset=utf-8')
        assert.match(
          res.body,
          /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
        )
        const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])
        assert.deepEqual(locs, [
          'http://jobs.example.com/careers',
          ...[job, remote, hostile].map((j) => `http://jobs.example.com/careers/${j.Id}`),
        ])
        assert.equal([...res.body.matchAll(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)].length, 3)
      })

      test('robots.txt lets crawlers read the careers site alone, and names its sitemap', async () => {
        const res = await t.call('GET', '/robots.txt', null, undefined, { host: 'jobs.example.com' })
        assert.equal(res.statusCode, 200)
        assert.equal(res.headers['content-type'], 'text/plain; charset=utf-8')
        assert.equal(res.body, 'User-agent: *\nAllow: /careers\nDisallow: /\n\nSitemap: http://jobs.example.com/careers/sitemap.xml\n')
      })

      test('the stylesheet and icon are served by the service, cached for good under hashed names', async () => {
        const body = assertPage(await page('/careers'))
        const css = first(body, /<link rel="stylesheet" href="([^"]+)"/)
        const icon = first(body, /<link rel="icon" href="([^"]+)"/)
        assert.match(css, /^\/careers\/careers\.[0-9a-f]{12}\.css$/)
        const res = await t.call('GET', css, null)
        assert.equal(res.statusCode, 200)
        assert.equal(res.headers['content-type'], 'text/css; charset=utf-8')
        assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable')
        assert.match(res.body, /\.hp \{ display: none; \}/)
        assert.equal((await t.call('GET', icon, null)).headers['content-type'], 'image/svg+xml')
      })

      test('a token or cookie sent is ignored: the same page for everyone', async () => {
        const anonymous = (await page(`/careers/${job.Id}`)).body
        for (const headers of [{ authorization: 'garbage' }, { authorization: t.adminToken }, { cookie: 'ats_session=nothing' }] as Array<
          Record<string, string>
        >)
          assert.equal(assertPage(await page(`/careers/${job.Id}`, headers)), anonymous)
      })
    })

    describe('404: the 404 page for anything that is not a job', () => {
      let missing: LightMyRequestResponse
      before(async () => {
        missing = await page('/careers/987654321')
      })

      test('an unknown id', () => {
        const body = assertPage(missing, 404)
        assert.ok(body.includes('<h1>This position is not open</h1>'))
        assert.ok(body.includes('<meta name="robots" content="noindex"/>'))
      })

      for (const which of ['onHold', 'closed', 'unpublished']) {
        test(`a vacancy ${which} answers byte for byte as a missing one`, async () => {
          const res = await page(`/careers/${hidden[which].Id}`)
          assertPage(res, 404)
          assert.equal(res.body, missing.body)
        })
      }

      for (const path of ['0', '-1', 'abc', '1.5', '0x10', '9007199254740992', '9'.repeat(60), '%20', 'a/b', '1/apply']) {
        test(`/careers/${path}`, async () => {
          const res = await page(`/careers/${path}`)
          assertPage(res, 404)
          assert.equal(res.body, missing.body)
        })
      }

      test('the source is carried on the 404 page too', async () => {
        assert.ok(assertPage(await page('/careers/abc?source=x'), 404).includes('href="/careers?source=x"'))
      })
    })

    describe('posting the form', () => {
      const fields = (extra: Record<string, string | undefined> = {}): FormPart[] => {
        const values: Record<string, string | undefined> = {
          FirstName: 'Ada',
          LastName: 'Lovelace',
          Email: `ada-${String(Math.random()).slice(2)}@example.com`,
          Phone: '+44 20 7946 0000',
          CoverLetter: 'I would like to join.',
          Consent: 'true',
          Source: 'newsletter',
          Website: '',
          ...extra,
        }
        return Object.entries(values).flatMap(([name, value]) => (value === undefined ? [] : [{ name, value }]))
      }
      const cv: FormPart = { name: 'Document', fileName: 'cv.pdf', bytes: SAMPLES.pdf.bytes }
      const post = (url: string, parts: FormPart[]) => {
        const { body, contentType } = multipartForm(parts)
        return t.app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': contentType, accept: 'text/html' } })
      }
      const candidatesWith = async (email: string) =>
        json<Array<{ Id: number; Email: string }>>(await t.call('GET', '/v1/Candidates?limit=1000')).filter((c) => c.Email === email)

      test('a whole application: the thank-you page, and the candidate applied with its source', async () => {
        const parts = fields()
        const email = (parts.find((p) => p.name === 'Email') as { value: string }).value
        const res = await post(`/careers/${job.Id}?source=newsletter`, [...parts, cv])
        const body = assertPage(res)
        assert.ok(body.includes('<h1>Thank you for applying</h1>'))
        assert.ok(body.includes('<strong>Site Reliability Engineer</strong>'))
        assert.match(first(body, /<code class="reference">([^<]+)<\/code>/), /^[A-Za-z0-9_-]{22,}$/)
        const [candidate] = await candidatesWith(email)
        assert.ok(candidate, 'the candidate was created')
        const [application] = json<Array<{ VacancyId: number; Source: string }>>(
          await t.call('GET', `/v1/Candidates/${candidate.Id}/Applications`),
        )
        assert.equal(application?.VacancyId, job.Id)
        assert.equal(application?.Source, 'newsletter')
      })

      test('fields at fault: the form again, 400, each error beside its field, the values kept, nothing kept', async () => {
        const parts = fields({ Email: 'not-an-address', Consent: undefined, FirstName: 'Ada <b>"x"</b>' })
        const before = json<unknown[]>(await t.call('GET', '/v1/Candidates?limit=1000')).length
        const body = assertPage(await post(`/careers/${job.Id}`, [...parts, cv]), 400)
        assert.ok(body.startsWith('<!doctype html>'))
        assert.match(first(body, /<title>([^<]*)<\/title>/), /^Error: Site Reliability Engineer/)
        assert.match(
          body,
          /<p class="field-error" id="Email-error">[\s\S]*?<\/p><input type="email" id="Email" name="Email" value="not-an-address"[^>]* aria-invalid="true" aria-describedby="Email-error"\/>/,
        )
        assert.match(
          body,
          /<input id="Consent" name="Consent" type="checkbox" value="true" required aria-invalid="true" aria-describedby="Consent-error"\/>/,
        )
        assert.ok(body.includes('value="Ada &lt;b>&quot;x&quot;&lt;/b>"'), 'the typed value kept, escaped')
        assert.ok(body.includes('<input type="hidden" name="Source" value="newsletter"/>'))
        assert.ok(body.includes('<a href="#Email">'))
        assert.equal(json<unknown[]>(await t.call('GET', '/v1/Candidates?limit=1000')).length, before)
      })

      test('a CV that is no document: 415, its error beside the file input', async () => {
        const res = await post(`/careers/${job.Id}`, [
          ...fields(),
          { name: 'Document', fileName: 'cv.pdf', bytes: Buffer.from('plain text, not a CV') },
        ])
        const body = assertPage(res, 415)
        assert.match(
          body,
          /<input id="Document" name="Document" type="file"[^>]* aria-invalid="true" aria-describedby="Document-hint Document-error"\/>/,
        )
      })

      test('the trap filled in: the same thank-you page, nothing kept', async () => {
        const parts = fields({ Website: 'http://spam.example' })
        const email = (parts.find((p) => p.name === 'Email') as { value: string }).value
        const body = assertPage(await post(`/careers/${job.Id}`, [...parts, cv]))
        assert.ok(body.includes('<h1>Thank you for applying</h1>'))
        assert.deepEqual(await candidatesWith(email), [])
      })

      test('to a vacancy that is no job, or an id that is none: the 404 page', async () => {
        for (const id of [hidden.unpublished.Id, 'abc', 987654321]) {
          const res = await post(`/careers/${String(id)}`, [...fields(), cv])
          assertPage(res, 404)
          assert.ok(res.body.includes('<h1>This position is not open</h1>'))
        }
      })
    })

    describe('kept answers', () => {
      test('a job page follows its vacancy: changed, unpublished, published again', async () => {
        const v = await vacancy({ Title: 'Kept One', Location: 'Lyon', Description: 'The role.', Published: true })
        const url = `/careers/${v.Id}`
        assert.ok(assertPage(await page(url)).includes('<h1>Kept One</h1>'))
        assert.ok(assertPage(await page(url)).includes('<h1>Kept One</h1>'))
        assert.equal((await t.call('PUT', `/v1/Vacancies/${v.Id}`, undefined, { Title: 'Kept Two' })).statusCode, 200)
        assert.ok(assertPage(await page(url)).includes('<h1>Kept Two</h1>'))
        assert.ok(assertPage(await page('/careers')).includes('Kept Two'))
        assert.equal((await t.call('PUT', `/v1/Vacancies/${v.Id}`, undefined, { Published: false })).statusCode, 200)
        assertPage(await page(url), 404)
        assert.ok(!assertPage(await page('/careers')).includes('Kept Two'))
        assert.equal((await t.call('GET', `/v1/Jobs/${v.Id}`, null)).statusCode, 404)
      })

      test('on a socket, a page kept for one Host is never given to another', async () => {
        const { port } = await listen(t)
        const get = (host: string) =>
          new Promise<string>((resolve, reject) => {
            http
              .get({ host: '127.0.0.1', port, path: `/careers/${job.Id}`, headers: { host, accept: 'text/html' } }, (res) => {
                let body = ''
                res.setEncoding('utf8')
                res.on('data', (c: string) => (body += c))
                res.on('end', () => resolve(body))
              })
              .on('error', reject)
          })
        for (let i = 0; i < 3; i++) {
          assert.equal(canonicalOf(await get('a.example')), `http://a.example/careers/${job.Id}`)
          assert.equal(canonicalOf(await get('b.example')), `http://b.example/careers/${job.Id}`)
        }
      })
    })
  })

  describe(`the careers site's limit per address [${backend.name}]`, () => {
    let t: TestApp
    before(async () => {
      t = await buildTestApp(backend, { careersRateLimit: 1 })
    })
    after(() => t.close())

    test('past it: 429, Retry-After, a page saying when to try again', async () => {
      const v = json(
        await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Busy', Location: 'Lyon', Description: 'The role.', Published: true }),
      )
      const { body, contentType } = multipartForm([{ name: 'FirstName', value: 'A' }])
      const post = () => t.app.inject({ method: 'POST', url: `/careers/${v.Id}`, payload: body, headers: { 'content-type': contentType } })
      assert.equal((await post()).statusCode, 400)
      const res = await post()
      assert.equal(res.statusCode, 429)
      assert.match(String(res.headers['retry-after']), /^[1-9][0-9]*$/)
      assert.equal(res.headers['content-type'], 'text/html; charset=utf-8')
      assert.ok(res.body.includes('<h1>Please try again later</h1>'))
      assert.match(res.body, /Please try again in \d+ minutes?\./)
    })
  })

  describe(`the careers site with ATS_PUBLIC_URL [${backend.name}]`, () => {
    let t: TestApp
    before(async () => {
      t = await buildTestApp(backend, { publicUrl: 'https://careers.example.com' })
    })
    after(() => t.close())

    test('canonical links, structured data and the sitemap start with it, whatever the Host', async () => {
      const v = json(
        await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Analyst', Location: 'Lyon', Description: 'The role.', Published: true }),
      )
      const res = await t.call('GET', `/careers/${v.Id}`, null, undefined, { host: 'attacker.example' })
      assert.equal(res.statusCode, 200)
      assert.equal(canonicalOf(res.body), `https://careers.example.com/careers/${v.Id}`)
      const data = jsonLdOf(res.body)
      assert.equal(data.url, `https://careers.example.com/careers/${v.Id}`)
      assert.equal(data.hiringOrganization.name, 'Our company', 'the documented default')
      const sitemap = await t.call('GET', '/careers/sitemap.xml', null, undefined, { host: 'attacker.example' })
      assert.ok(sitemap.body.includes(`<loc>https://careers.example.com/careers/${v.Id}</loc>`))
      assert.ok(!sitemap.body.includes('attacker'))
    })
  })
}
