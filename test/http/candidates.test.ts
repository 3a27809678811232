import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem, collectPages, DATETIME, nextLink } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { showTo } from '../helpers/pipeline.js'

const FIELDS = ['Id', 'FirstName', 'LastName', 'Email', 'Phone', 'Document', 'CreatedDate', 'UpdatedDate', 'TimeZone']
const BAD_IDS = ['0', '-1', 'abc', '1.5', '1e3', '9007199254740992', '99999999999999999999']

for (const backend of await backends()) {
  describe(`candidates [${backend.name}]`, () => {
    let t: TestApp
    const create = async (body: Record<string, unknown>) => {
      const res = await t.call('POST', '/v1/Candidates', undefined, body)
      assert.equal(res.statusCode, 201, res.body)
      return json(res)
    }

    before(async () => {
      t = await buildTestApp(backend)
    })
    after(() => t.close())

    describe('200 and 201', () => {
      test('POST creates a candidate: 201, Location, the record as read back', async () => {
        const res = await t.call('POST', '/v1/Candidates', undefined, {
          FirstName: 'Grace',
          LastName: 'Hopper',
          Email: 'grace@example.com',
          Phone: '+1 555 0100',
        })
        assert.equal(res.statusCode, 201, res.body)
        assert.match(String(res.headers['content-type']), /^application\/json; charset=utf-8/)
        const created = json(res)
        assert.equal(res.headers.location, `/v1/Candidates/${created.Id}`)
        const read = await t.call('GET', String(res.headers.location))
        assert.equal(read.statusCode, 200)
        assert.deepEqual(json(read), created)
        for (const path of [`/v1/candidates/${created.Id}`, `/V1/CANDIDATES/${created.Id}/`, `/v1/Candidates/${created.Id}/`]) {
          const again = await t.call('GET', path)
          assert.equal(again.statusCode, 200, path)
          assert.deepEqual(json(again), created)
        }
      })

      test('GET answers exactly the contract fields, in order, with a null Document and ISO datetimes', async () => {
        const c = await create({ FirstName: 'Ada', LastName: 'Lovelace' })
        const res = await t.call('GET', `/v1/Candidates/${c.Id}`)
        assert.equal(res.statusCode, 200)
        const body = json(res)
        assert.deepEqual(Object.keys(body), FIELDS)
        assert.equal(typeof body.Id, 'number')
        assert.ok(Number.isInteger(body.Id) && body.Id > 0)
        assert.equal(body.FirstName, 'Ada')
        assert.equal(body.LastName, 'Lovelace')
        assert.equal(body.Email, null)
        assert.equal(body.Phone, null)
        assert.equal(body.Document, null)
        assert.match(body.CreatedDate, DATETIME)
        assert.match(body.UpdatedDate, DATETIME)
        assert.equal(body.UpdatedDate, body.CreatedDate)
        assert.equal(body.TimeZone, null)
      })

      test('TimeZone (SPEC C9): an IANA name in its own spelling; a PUT without it keeps it, with null clears it', async () => {
        const c = await create({ FirstName: 'Zoned', LastName: 'Reader', TimeZone: 'america/new_york' })
        assert.equal(c.TimeZone, 'America/New_York')
        assert.equal(json(await t.call('GET', `/v1/Candidates/${c.Id}`)).TimeZone, 'America/New_York')
        const kept = await t.call('PUT', `/v1/Candidates/${c.Id}`, undefined, { FirstName: 'Zoned', LastName: 'Again' })
        assert.equal(kept.statusCode, 200, kept.body)
        assert.deepEqual([json(kept).LastName, json(kept).TimeZone], ['Again', 'America/New_York'])
        const moved = await t.call('PUT', `/v1/Candidates/${c.Id}`, undefined, {
          FirstName: 'Zoned',
          LastName: 'Again',
          TimeZone: 'Asia/Kolkata',
        })
        assert.equal(json(moved).TimeZone, 'Asia/Kolkata')
        const cleared = await t.call('PUT', `/v1/Candidates/${c.Id}`, undefined, { FirstName: 'Zoned', LastName: 'Again', TimeZone: null })
        assert.equal(json(cleared).TimeZone, null)
        assert.equal(json(await t.call('GET', `/v1/Candidates/${c.Id}`)).TimeZone, null)
      })

      test('PUT replaces the record: 200, omitted optional fields become null, CreatedDate kept', async () => {
        const c = await create({ FirstName: 'Alan', LastName: 'Turing', Email: 'alan@example.com', Phone: '0123' })
        const res = await t.call('PUT', `/v1/Candidates/${c.Id}`, undefined, {
          FirstName: 'Alan M.',
          LastName: 'Turing',
          Email: 'amt@example.com',
        })
        assert.equal(res.statusCode, 200, res.body)
        const body = json(res)
        assert.deepEqual(Object.keys(body), FIELDS)
        assert.equal(body.FirstName, 'Alan M.')
        assert.equal(body.Email, 'amt@example.com')
        assert.equal(body.Phone, null)
        assert.equal(body.CreatedDate, c.CreatedDate)
        assert.match(body.UpdatedDate, DATETIME)
        assert.ok(body.UpdatedDate >= c.CreatedDate)
        assert.deepEqual(json(await t.call('GET', `/v1/Candidates/${c.Id}`)), body)
      })

      test('list pages with limit and after; Link rel="next" leads to the next page, none on the last one', async () => {
        const ids: number[] = []
        for (let i = 0; i < 4; i++) ids.push((await create({ FirstName: `Pager${i}`, LastName: 'Zpagingcase' })).Id)
        const pages = await collectPages(t, '/v1/Candidates?q=zpagingcase&limit=2', t.adminToken, 2)
        assert.deepEqual(
          pages.map((p) => p.map((c) => c.Id)),
          [ids.slice(0, 2), ids.slice(2, 4)],
        )
        for (const c of pages.flat()) assert.deepEqual(Object.keys(c), FIELDS)

        const first = await t.call('GET', '/v1/Candidates?q=zpagingcase&limit=3')
        const link = nextLink(first)
        assert.ok(link, 'first page announces the next one')
        assert.match(link, /[?&]q=zpagingcase(&|$)/)
        const second = await t.call('GET', link)
        assert.deepEqual(
          json(second).map((c: any) => c.Id),
          [ids[3]],
        )
        assert.equal(second.headers.link, undefined)

        const afterRes = await t.call('GET', `/v1/Candidates?q=zpagingcase&after=${ids[1]}`)
        assert.deepEqual(
          json(afterRes).map((c: any) => c.Id),
          ids.slice(2),
        )
        assert.equal(afterRes.headers.link, undefined)
      })

      test('the list is a bare array in ascending Id order', async () => {
        await create({ FirstName: 'Order', LastName: 'Check' })
        const res = await t.call('GET', '/v1/Candidates?limit=1000')
        const list = json<any[]>(res)
        assert.ok(Array.isArray(list) && list.length > 1)
        const ids = list.map((c) => c.Id)
        assert.deepEqual(
          ids,
          [...ids].sort((a, b) => a - b),
        )
      })

      test('?q= matches part of the name or the email, ignoring case', async () => {
        const a = await create({ FirstName: 'Qsearch', LastName: 'Lovelace', Email: 'countess@ANALYTICAL.example' })
        const b = await create({ FirstName: 'Other', LastName: 'Person', Email: 'qsearch.two@example.org' })
        await create({ FirstName: 'Nobody', LastName: 'Here' })
        const ids = async (q: string) => json<any[]>(await t.call('GET', `/v1/Candidates?q=${encodeURIComponent(q)}`)).map((c) => c.Id)
        assert.deepEqual(await ids('QSEARCH'), [a.Id, b.Id])
        assert.deepEqual(await ids('ch love'), [a.Id])
        assert.deepEqual(await ids('analytical.EXAMPLE'), [a.Id])
        assert.deepEqual(await ids('no-such-text-anywhere'), [])
      })

      test('?q= ignores the case of letters beyond ASCII, on every backend', async () => {
        const c = await create({ FirstName: 'Émile', LastName: 'ÖZTÜRK' })
        const ids = async (q: string) => json<any[]>(await t.call('GET', `/v1/Candidates?q=${encodeURIComponent(q)}`)).map((x) => x.Id)
        for (const q of ['Émile', 'émile', 'ÉMILE', 'öztürk', 'Öztürk', 'ÖZTÜRK', 'émile özt']) assert.deepEqual(await ids(q), [c.Id], q)
      })

      test('text beyond the BMP, U+FFFD itself and a BOM before the body are kept exactly, escaped or raw', async () => {
        const name = 'Zoë \ud83d\ude00 \ufffd 𝔘'
        const escaped = await create({ FirstName: name, LastName: 'Escaped' })
        assert.equal(escaped.FirstName, name)
        const raw = await t.call(
          'POST',
          '/v1/Candidates',
          undefined,
          Buffer.from(`\ufeff{"FirstName":"${name}","LastName":"Raw \\uD83D\\uDE00"}`),
          { 'content-type': 'application/json' },
        )
        assert.equal(raw.statusCode, 201, raw.body)
        assert.equal(json(raw).FirstName, name)
        assert.equal(json(raw).LastName, 'Raw \ud83d\ude00')
        assert.deepEqual(json(await t.call('GET', `/v1/Candidates/${json(raw).Id}`)), json(raw))
        const found = json<any[]>(await t.call('GET', `/v1/Candidates?q=${encodeURIComponent('\ud83d\ude00 \ufffd')}`)).map((c) => c.Id)
        assert.deepEqual(found, [escaped.Id, json(raw).Id])
      })

      test('?q= treats % and _ literally', async () => {
        const pct = await create({ FirstName: 'Lit', LastName: 'Ab%cd' })
        const und = await create({ FirstName: 'Lit', LastName: 'Ab_cd' })
        await create({ FirstName: 'Lit', LastName: 'Abxcd' })
        const ids = async (q: string) => json<any[]>(await t.call('GET', `/v1/Candidates?q=${encodeURIComponent(q)}`)).map((c) => c.Id)
        assert.deepEqual(await ids('b%c'), [pct.Id])
        assert.deepEqual(await ids('b_c'), [und.Id])
        assert.deepEqual(await ids('b\\c'), [])
      })

      test('?Ids= lists exactly the candidates named, oldest first, leaving out missing and unseen ones', async () => {
        const a = await create({ FirstName: 'Picked', LastName: 'One' })
        const b = await create({ FirstName: 'Picked', LastName: 'Two' })
        await create({ FirstName: 'Not', LastName: 'Picked' })
        const listed = async (query: string, token?: string) =>
          json<any[]>(await t.call('GET', `/v1/Candidates?${query}`, token)).map((c) => c.Id)
        assert.deepEqual(await listed(`Ids=${b.Id},${a.Id},987654321`), [a.Id, b.Id])
        assert.deepEqual(await listed(`Ids=${b.Id},${a.Id}&q=two`), [b.Id])
        assert.deepEqual(await listed(`Ids=${b.Id},${a.Id}&limit=1&after=${a.Id}`), [b.Id])
        const hm = await t.member('hiring_manager')
        assert.deepEqual(await listed(`Ids=${a.Id},${b.Id}`, hm.token), [])
        await showTo(t, hm.id, b.Id)
        assert.deepEqual(await listed(`Ids=${a.Id},${b.Id}`, hm.token), [b.Id])
        for (const bad of ['', 'x', '1,,2', '1,-2', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
          assertProblem(await t.call('GET', `/v1/Candidates?Ids=${bad}`), 400, 'validation_failed', 'Ids')
        }
        assertProblem(await t.call('GET', '/v1/Candidates?Ids=0'), 400, 'validation_failed', 'Ids')
      })
    })

    describe('204', () => {
      test('DELETE erases the candidate, then GET answers 404 candidate_not_found', async () => {
        const c = await create({ FirstName: 'Gone', LastName: 'Soon' })
        const del = await t.call('DELETE', `/v1/Candidates/${c.Id}`)
        assert.equal(del.statusCode, 204)
        assert.equal(del.body, '')
        assertProblem(await t.call('GET', `/v1/Candidates/${c.Id}`), 404, 'candidate_not_found')
        assertProblem(await t.call('DELETE', `/v1/Candidates/${c.Id}`), 404, 'candidate_not_found')
      })

      test('DELETE also erases the candidate’s notes and flags', async () => {
        const c = await create({ FirstName: 'Erase', LastName: 'Me' })
        assert.equal((await t.call('POST', `/v1/Candidates/${c.Id}/Notes`, undefined, { Note: 'n' })).statusCode, 201)
        assert.equal((await t.call('POST', `/v1/Candidates/${c.Id}/QualityFlags`, undefined, { FlagType: 1, Note: 'f' })).statusCode, 201)
        assert.equal((await t.call('DELETE', `/v1/Candidates/${c.Id}`)).statusCode, 204)
        const db = t.app.services.stores.database.db
        assert.equal((await db.selectFrom('notes').select('id').where('candidate_id', '=', c.Id).execute()).length, 0)
        assert.equal((await db.selectFrom('flags').select('id').where('candidate_id', '=', c.Id).execute()).length, 0)
      })
    })

    describe('400', () => {
      const cases: [string, unknown, string][] = [
        ['an unknown field', { FirstName: 'A', LastName: 'B', Nickname: 'x' }, 'Nickname'],
        ['a wrong type', { FirstName: 5, LastName: 'B' }, 'FirstName'],
        ['a missing required field', { FirstName: 'A' }, 'LastName'],
        ['a blank name', { FirstName: '   ', LastName: 'B' }, 'FirstName'],
        ['a malformed email', { FirstName: 'A', LastName: 'B', Email: 'not-an-email' }, 'Email'],
        ['a camelCase field name', { FirstName: 'A', LastName: 'B', email: 'a@example.com' }, 'email'],
        ['an unknown time zone', { FirstName: 'A', LastName: 'B', TimeZone: 'Mars/Olympus_Mons' }, 'TimeZone'],
        ['an offset for a time zone', { FirstName: 'A', LastName: 'B', TimeZone: '+01:00' }, 'TimeZone'],
        ['an empty time zone', { FirstName: 'A', LastName: 'B', TimeZone: '' }, 'TimeZone'],
      ]
      for (const [what, body, field] of cases) {
        test(`POST and PUT with ${what} name ${field}`, async () => {
          assertProblem(await t.call('POST', '/v1/Candidates', undefined, body), 400, 'validation_failed', field)
          const c = await create({ FirstName: 'Put', LastName: 'Target' })
          assertProblem(await t.call('PUT', `/v1/Candidates/${c.Id}`, undefined, body), 400, 'validation_failed', field)
        })
      }

      test('text holding U+0000 is refused naming the field, on every backend', async () => {
        assertProblem(
          await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'A\u0000B', LastName: 'C' }),
          400,
          'validation_failed',
          'FirstName',
        )
        assertProblem(await t.call('GET', '/v1/Candidates?q=a%00b'), 400, 'validation_failed', 'q')
        const c = await create({ FirstName: 'Nul', LastName: 'Free' })
        assertProblem(
          await t.call('PUT', `/v1/Candidates/${c.Id}`, undefined, { FirstName: 'A', LastName: 'B\u0000', Email: null }),
          400,
          'validation_failed',
          'LastName',
        )
        assert.equal(json(await t.call('GET', `/v1/Candidates/${c.Id}`)).LastName, 'Free')
      })

      test('lone surrogates and invalid UTF-8 in a body are refused naming the field, and nothing is stored', async () => {
        const before = json<any[]>(await t.call('GET', '/v1/Candidates?limit=1000')).length
        const raw = (text: string | Buffer) => t.call('POST', '/v1/Candidates', undefined, text, { 'content-type': 'application/json' })
        // A high surrogate alone, a low one alone, a reversed pair, upper-case escapes, one at the very end.
        for (const name of ['x\ud800y', '\udc00', 'a\udc00\ud800b', 'end\udbff']) {
          assertProblem(
            await t.call('POST', '/v1/Candidates', undefined, { FirstName: name, LastName: 'C' }),
            400,
            'validation_failed',
            'FirstName',
          )
        }
        assertProblem(await raw('{"FirstName":"A","LastName":"x\\uD800"}'), 400, 'validation_failed', 'LastName')
        // In a field name: refused as such, not reported as an unknown field.
        assertProblem(await raw('{"FirstName":"A","LastName":"B","\\ud800":1}'), 400, 'validation_failed', '\ufffd')
        // Bytes that are not UTF-8: an encoded surrogate (ED A0 80), a stray continuation byte, a cut sequence, an overlong form.
        for (const bad of [[0xed, 0xa0, 0x80], [0x80], [0xc3], [0xc0, 0xaf], [0xff]]) {
          const body = Buffer.concat([Buffer.from('{"FirstName":"A","LastName":"x'), Buffer.from(bad), Buffer.from('y"}')])
          assertProblem(await raw(body), 400, 'validation_failed', 'LastName')
        }
        // An escaped high surrogate just before invalid bytes does not pair up with them into a valid character.
        assertProblem(
          await raw(Buffer.concat([Buffer.from('{"FirstName":"\\ud800'), Buffer.from([0xff]), Buffer.from('","LastName":"B"}')])),
          400,
          'validation_failed',
          'FirstName',
        )
        // Invalid bytes outside any string make the JSON itself malformed.
        assertProblem(
          await raw(Buffer.concat([Buffer.from('{"FirstName":"A","LastName":"B"}'), Buffer.from([0xff])])),
          400,
          'malformed_json',
        )
        const c = await create({ FirstName: 'Well', LastName: 'Formed' })
        assertProblem(
          await t.call('PUT', `/v1/Candidates/${c.Id}`, undefined, { FirstName: 'A', LastName: 'B\udfff', Email: null }),
          400,
          'validation_failed',
          'LastName',
        )
        assert.equal(json(await t.call('GET', `/v1/Candidates/${c.Id}`)).LastName, 'Formed')
        assert.equal(json<any[]>(await t.call('GET', '/v1/Candidates?limit=1000')).length, before + 1)
      })

      test('a query parameter whose escapes are not UTF-8 is refused naming it, never searched for as raw text', async () => {
        for (const q of ['%ED%A0%80', 'a%ed%b0%80b', '%FF', '%C3', 'ab%E2%82', '100%', '%zz%C3%A9']) {
          assertProblem(await t.call('GET', `/v1/Candidates?q=${q}`), 400, 'validation_failed', 'q')
        }
        assertProblem(await t.call('GET', '/v1/Candidates?limit=1&after=%ED%A0%80'), 400, 'validation_failed', 'after')
        assertProblem(await t.call('GET', '/v1/Candidates?%ED%A0%80=1'), 400, 'validation_failed', 'querystring')
      })

      test('POST with a body that is not an object is refused', async () => {
        assertProblem(await t.call('POST', '/v1/Candidates', undefined, [1, 2]), 400, 'validation_failed')
      })

      for (const id of BAD_IDS) {
        test(`id ${id} is refused naming the parameter on GET, PUT and DELETE`, async () => {
          const body = { FirstName: 'A', LastName: 'B' }
          assertProblem(await t.call('GET', `/v1/Candidates/${id}`), 400, 'validation_failed', 'id')
          assertProblem(await t.call('PUT', `/v1/Candidates/${id}`, undefined, body), 400, 'validation_failed', 'id')
          assertProblem(await t.call('DELETE', `/v1/Candidates/${id}`), 400, 'validation_failed', 'id')
        })
      }

      test('leading zeros, however many, name the same id and limit', async () => {
        const c = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Zero', LastName: 'Padded' }))
        const padded = String(c.Id).padStart(40, '0')
        assert.deepEqual(json(await t.call('GET', `/v1/Candidates/${padded}`)), c)
        const page = await t.call('GET', `/v1/Candidates?limit=${'1'.padStart(20, '0')}&after=${String(c.Id - 1).padStart(30, '0')}`)
        assert.deepEqual(json(page), [c])
        assertProblem(await t.call('GET', `/v1/Candidates/${'0'.repeat(30)}`), 400, 'validation_failed', 'id')
        assertProblem(await t.call('GET', `/v1/Candidates?limit=${'0'.repeat(20)}1001`), 400, 'validation_failed', 'limit')
      })

      for (const [param, value] of [
        ['limit', '0'],
        ['limit', '1001'],
        ['limit', 'abc'],
        ['limit', ''],
        ['after', '-1'],
        ['after', 'x'],
      ]) {
        test(`list with ${param}=${value} is refused naming ${param}`, async () => {
          assertProblem(await t.call('GET', `/v1/Candidates?${param}=${value}`), 400, 'validation_failed', param)
        })
      }
    })

    describe('404', () => {
      test('GET, PUT and DELETE of a candidate that never existed', async () => {
        assertProblem(await t.call('GET', '/v1/Candidates/987654321'), 404, 'candidate_not_found')
        assertProblem(
          await t.call('PUT', '/v1/Candidates/987654321', undefined, { FirstName: 'A', LastName: 'B' }),
          404,
          'candidate_not_found',
        )
        assertProblem(await t.call('DELETE', '/v1/Candidates/987654321'), 404, 'candidate_not_found')
      })
    })
  })
}
