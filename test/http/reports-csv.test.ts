import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { applyTo, backdateApplication, change, dayAfter, vacancyWithStages } from '../helpers/reports.js'

/** The reports as CSV (SPEC C11): the same figures as the JSON, RFC 4180, chosen by `Accept`'s q-values. */
const D0 = '2025-03-03T00:00:00.000Z'
const PERIOD = `From=${encodeURIComponent(D0)}&To=${encodeURIComponent(dayAfter(D0, 30))}`
const TRICKY = 'Fair, "Spring"\r\nbooth'

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let fields: string[] = []
  let field = ''
  let i = 0
  while (i < text.length) {
    if (text[i] === '"') {
      // A quoted field: up to the quote that is not doubled.
      let j = i + 1
      for (;;) {
        assert.ok(j < text.length, 'unterminated quoted field')
        if (text[j] === '"' && text[j + 1] === '"') {
          field += '"'
          j += 2
        } else if (text[j] === '"') {
          break
        } else {
          field += text[j]
          j++
        }
      }
      i = j + 1
    } else if (text.startsWith('\r\n', i)) {
      fields.push(field)
      records.push(fields)
      fields = []
      field = ''
      i += 2
    } else if (text[i] === ',') {
      fields.push(field)
      field = ''
      i++
    } else {
      assert.notEqual(text[i], '\n', 'a bare LF outside quotes')
      field += text[i]
      i++
    }
  }
  assert.equal(field, '', 'the last record ends with CRLF')
  assert.equal(fields.length, 0, 'the last record ends with CRLF')
  return records
}

/** What a JSON value becomes in the CSV: null an empty field, numbers as JavaScript writes them. */
const cell = (v: unknown) => (v === null ? '' : typeof v === 'number' ? String(v) : (v as string))

for (const backend of await backends()) {
  describe(`reports as CSV [${backend.name}]`, () => {
    let t: TestApp
    let vacancyId: number

    before(async () => {
      t = await buildTestApp(backend)
      const v = await vacancyWithStages(t, 'Support, "EMEA"')
      vacancyId = v.id
      const sources: (string | null)[] = ['Fair, "Spring"', 'referral', 'referral', null, '', 'linkedin', 'linkedin', 'Ｚ', '😀']
      for (const [i, Source] of sources.entries()) {
        const id = await applyTo(t, v.id, { Source })
        if (i === 1) {
          await change(t, id, 'Move', { StageId: v.stages[1] })
          await change(t, id, 'Hire')
          await backdateApplication(t, id, [dayAfter(D0, i), dayAfter(D0, i + 1.5), dayAfter(D0, i + 2.25)])
        } else if (i === 5) {
          await change(t, id, 'Reject', { Reason: 'No' })
          await backdateApplication(t, id, [dayAfter(D0, i), dayAfter(D0, i + 1)])
        } else {
          await backdateApplication(t, id, [dayAfter(D0, i)])
        }
      }
      // A source with a line break too: the API takes one line, older data and imports may hold more.
      await t.app.services.stores.database.db
        .updateTable('applications')
        .set({ source: TRICKY })
        .where('source', '=', 'Fair, "Spring"')
        .execute()
    })
    after(() => t.close())

    const get = (path: string, accept?: string) => t.call('GET', `/v1/Reports/${path}`, undefined, undefined, accept ? { accept } : {})

    test('Sources: the groups ordered by count, then by code unit with null last; "" is no source', async () => {
      const lines = json<any[]>(await get(`Sources?${PERIOD}`))
      assert.deepEqual(lines, [
        { Source: 'linkedin', Applications: 2, Active: 1, Hired: 0 },
        { Source: 'referral', Applications: 2, Active: 1, Hired: 1 },
        { Source: null, Applications: 2, Active: 2, Hired: 0 },
        { Source: TRICKY, Applications: 1, Active: 1, Hired: 0 },
        // U+1F600 is written D83D DE00: before U+FF3A in code units, after it in code points.
        { Source: '😀', Applications: 1, Active: 1, Hired: 0 },
        { Source: 'Ｚ', Applications: 1, Active: 1, Hired: 0 },
      ])
    })

    for (const path of ['Sources', 'TimeToHire', 'Pipeline']) {
      test(`${path}: the CSV holds what the JSON holds, field by field`, async () => {
        const url = path === 'Pipeline' ? `Pipeline?VacancyId=${vacancyId}&${PERIOD}` : `${path}?${PERIOD}`
        const asJson = json(await get(url))
        const res = await get(url, 'text/csv')
        assert.equal(res.statusCode, 200, res.body)
        assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8')
        assert.match(String(res.headers['content-disposition']), /^attachment; filename="[a-z0-9-]+\.csv"/)
        assert.notEqual(res.rawPayload[0], 0xef, 'no byte-order mark')
        assert.ok(res.body.endsWith('\r\n'))
        const [header, ...rows] = parseCsv(res.body)
        if (path === 'Pipeline') {
          const { Stages, ...own } = asJson
          assert.ok(Stages.length > 0)
          assert.deepEqual(header, [...Object.keys(own), ...Object.keys(Stages[0])])
          assert.deepEqual(
            rows,
            Stages.map((s: object) => Object.values({ ...own, ...s }).map(cell)),
          )
        } else {
          assert.ok(asJson.length > 0)
          assert.deepEqual(header, Object.keys(asJson[0]))
          assert.deepEqual(
            rows,
            asJson.map((line: object) => Object.values(line).map(cell)),
          )
        }
      })
    }

    test('the tricky source is quoted, its quotes doubled, its line break kept', async () => {
      const res = await get(`Sources?${PERIOD}`, 'text/csv')
      assert.ok(res.body.includes('\r\n"Fair, ""Spring""\r\nbooth",1,1,0\r\n'), res.body)
      assert.ok(res.body.startsWith('Source,Applications,Active,Hired\r\n'))
      assert.ok(res.body.includes('\r\n,2,2,0\r\n'), 'null is an empty field')
    })

    test('an empty report is its header row alone', async () => {
      const res = await get('TimeToHire?From=2000-01-01T00:00:00Z&To=2000-01-02T00:00:00Z', 'text/csv')
      assert.equal(res.body, 'VacancyId,Title,Hires,MedianDays,P90Days\r\n')
    })

    test("Accept's q-values decide; none, */* and a tie are JSON", async () => {
      const csv = ['text/csv', 'text/csv; charset=utf-8', 'application/json;q=0.5, text/csv', 'text/*', 'text/csv, */*', 'TEXT/CSV']
      const jsonish = [
        undefined,
        '*/*',
        'application/json',
        'text/csv;q=0.4, application/json;q=0.9',
        'application/json, text/csv',
        'text/csv;q=0, */*',
        'image/png',
      ]
      for (const accept of csv) {
        const res = await get(`Sources?${PERIOD}`, accept)
        assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8', String(accept))
      }
      for (const accept of jsonish) {
        const res = await get(`Sources?${PERIOD}`, accept)
        assert.match(String(res.headers['content-type']), /^application\/json/, String(accept))
        assert.equal(res.headers['content-disposition'], undefined)
      }
    })

    test("a text a spreadsheet would run as a formula has a ' before it in the CSV, and only there", async () => {
      const formulas = ['=HYPERLINK("http://evil.test","x")', '+1+2', '-3+4', '@SUM(A1)', '\tx', '\rx']
      const v = await vacancyWithStages(t, 'Formulas')
      for (const [i, formula] of formulas.entries()) {
        const id = await applyTo(t, v.id, { Source: `formula-${i}` })
        await backdateApplication(t, id, [dayAfter(D0, 3)])
        // Written directly: the API takes one line, and a tab or CR could come from older data or an import.
        await t.app.services.stores.database.db.updateTable('applications').set({ source: formula }).where('id', '=', id).execute()
      }
      const asJson = json<any[]>(await get(`Sources?${PERIOD}`))
      for (const formula of formulas)
        assert.ok(
          asJson.some((line) => line.Source === formula),
          `${JSON.stringify(formula)} in the JSON as it is`,
        )
      const [, ...rows] = parseCsv((await get(`Sources?${PERIOD}`, 'text/csv')).body)
      const sources = rows.map((row) => row[0])
      for (const formula of formulas)
        assert.ok(sources.includes(`'${formula}`), `${JSON.stringify(formula)} written with a quote before it`)
      assert.ok(sources.includes('referral') && sources.includes('linkedin'), 'other sources as they are')
      // Numbers are numbers: the counts are not quoted.
      assert.ok(rows.every((row) => /^\d+$/.test(row[1]!)))
    })

    test('the answer varies with Accept', async () => {
      assert.match(String((await get(`Sources?${PERIOD}`)).headers.vary), /accept/i)
    })
  })
}
