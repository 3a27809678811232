import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { LightMyRequestResponse } from 'fastify'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem, nextLink } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { SAMPLES, uploadRaw } from '../helpers/documents.js'
import { fillPath, operations } from '../helpers/route-table.js'

/**
 * test/http/notes-visibility.test.ts checks the notes list itself, page by
 * page. This sweep asks the other question: is there any read at all, on any
 * route of the table, with any paging, through which someone other than the
 * author sees a private note? Each private note carries a marker that must
 * never appear in any answer's body or headers.
 */
const EXPORT = 'GET /v1/Candidates/{id}/Export'
const MARKERS = ['private-marker-QX7Z-alone', 'private-marker-QX7Z-team', 'private-marker-QX7Z-vacancy']

for (const backend of await backends()) {
  describe(`private notes on every read of the route table [${backend.name}]`, () => {
    let t: TestApp
    let alice: { id: number; token: string }
    let viewers: Array<[string, string]>
    let ids: Record<string, string>
    let privateIds: number[]

    const visible = (res: LightMyRequestResponse) => res.body + JSON.stringify(res.headers)

    before(async () => {
      t = await buildTestApp(backend)
      alice = await t.member('recruiter')
      const bob = await t.member('recruiter')
      const hm = await t.member('hiring_manager')
      const readAll = await t.member('admin', ['candidates:read', 'documents:read', 'notes:read', 'flags:read'])
      viewers = [
        ['another recruiter', bob.token],
        ['a hiring manager', hm.token],
        ['the bootstrap admin', t.adminToken],
        ['an admin with every read scope', readAll.token],
      ]

      const cid = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Private', LastName: 'Subject' })).Id
      const vid = json(await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Sweep vacancy' })).Id
      const doc = json(await uploadRaw(t, cid, SAMPLES.pdf.bytes))
      await t.call('POST', `/v1/Candidates/${cid}/QualityFlags`, alice.token, { FlagType: 1, Note: 'a flag' })
      const post = async (body: Record<string, unknown>) => {
        const res = await t.call('POST', `/v1/Candidates/${cid}/Notes`, alice.token, body)
        assert.equal(res.statusCode, 201, res.body)
        return json(res).Id as number
      }
      // Visible notes around the private ones, so that paging has to step over them.
      await post({ Note: 'public one', SendToHiringTeam: true })
      privateIds = [
        await post({ Note: MARKERS[0], Private: true }),
        await post({ Note: MARKERS[1], Private: true, SendToHiringTeam: true }),
      ]
      await post({ Note: 'public two', SendToHiringTeam: true })
      privateIds.push(await post({ Note: MARKERS[2], Private: true, SendToHiringTeam: true, VacancyId: vid }))
      await post({ Note: 'public three' })
      // The hiring manager sits on the vacancy's team and the candidate applied to it, so it sees the candidate (SPEC C3).
      await t.call('PUT', `/v1/Vacancies/${vid}/HiringTeam`, undefined, { MemberIds: [hm.id] })
      const application = json(await t.call('POST', `/v1/Candidates/${cid}/Applications`, undefined, { VacancyId: vid }))
      const [stage] = json<{ Id: number }[]>(await t.call('GET', `/v1/Vacancies/${vid}/Stages`))
      assert.deepEqual(json<any[]>(await t.call('GET', `/v1/Candidates/${cid}/Notes`, hm.token)).length, 2)
      ids = {
        id: String(cid),
        candidateId: String(cid),
        vacancy: String(vid),
        stageId: String(stage!.Id),
        application: String(application.Id),
        doc: doc.Id,
        memberId: String(alice.id),
      }
    })
    after(() => t.close())

    /**
     * Every GET in the table, filled with the fixture's ids, as a URL; but the
     * candidate's export, the one exception the contract makes (SPEC C7: a data
     * subject's request covers every note written about them), which holds every
     * private note for the admins who alone may ask for it
     * (test/http/candidate-export.test.ts).
     */
    async function readUrls(): Promise<string[]> {
      return (await operations(t.app))
        .filter((op) => op.method === 'GET' && op.path.startsWith('/v1/') && op.key !== EXPORT)
        .map((op) =>
          fillPath(op, (name, path) => {
            if (path.startsWith('/v1/document/')) return ids.doc!
            if (path.startsWith('/v1/Vacancies/') && name === 'id') return ids.vacancy!
            if (path.startsWith('/v1/Applications/')) return ids.application!
            return ids[name]!
          }),
        )
    }

    test('the author sees every private note (the markers are really there)', async () => {
      const body = (await t.call('GET', `/v1/Candidates/${ids.candidateId}/Notes`, alice.token)).body
      for (const m of MARKERS) assert.ok(body.includes(m))
    })

    /**
     * How many pages a list may take at one item a page before its paging is
     * taken to loop: 20, but for the audit log, which every read of this test
     * lengthens (one row a read), as many as it holds once the reads still
     * buffered are written (they were up to a second of this loop's reads,
     * more than any fixed margin on a fast machine), and a margin.
     */
    async function pagesAtMost(url: string): Promise<number> {
      if (!url.startsWith('/v1/AuditEvents')) return 20
      await t.app.services.auditLog.flush()
      const { n } = await t.app.services.stores.database.db
        .selectFrom('audit_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      return Number(n) + 100
    }

    test('no one else sees one on any read, whole or page by page', async () => {
      const urls = await readUrls()
      assert.ok(urls.length >= 10, `only ${urls.length} reads in the table`)
      let answers = 0
      for (const [who, token] of viewers) {
        for (const url of urls) {
          for (const first of [url, `${url}?limit=1`, `${url}?limit=2`]) {
            // Follow every page: a hidden note must not decide where a page ends or show up in a cursor.
            let next: string | undefined = first
            const most = await pagesAtMost(url)
            for (let page = 0; next !== undefined; page++) {
              const res = await t.call('GET', next, token)
              answers++
              assert.ok(res.statusCode < 500, `${who} ${next}: ${res.statusCode}`)
              for (const m of MARKERS) assert.ok(!visible(res).includes(m), `${who} sees a private note through ${next}`)
              const link = res.statusCode === 200 ? nextLink(res) : undefined
              const cursor = link && url.endsWith('/Notes') ? new URL(link, 'http://x').searchParams.get('after') : null
              assert.ok(!privateIds.includes(Number(cursor)), `${who}: a notes cursor names a private note`)
              next = link
              assert.ok(page < most, `paging does not end: ${first}`)
            }
          }
        }
      }
      assert.ok(answers > viewers.length * urls.length * 3)
    })

    test('no one else can read a private note back by changing or deleting it', async () => {
      const [noteId] = privateIds
      const url = `/v1/Candidates/${ids.candidateId}/Notes/${noteId}`
      for (const [who, token] of viewers) {
        const put = await t.call('PUT', url, token, { Note: 'overwritten' })
        assert.ok([400, 403].includes(put.statusCode), `${who}: PUT answered ${put.statusCode}`)
        for (const m of MARKERS) assert.ok(!visible(put).includes(m), `${who}: the PUT answer shows the note`)
        if (put.statusCode === 400) assertProblem(put, 400, 'note_not_found')
      }
      // Nothing was changed by those attempts.
      const mine = json<any[]>(await t.call('GET', `/v1/Candidates/${ids.candidateId}/Notes`, alice.token))
      assert.equal(mine.find((n) => n.Id === noteId).Note, MARKERS[0])
    })
  })
}
