import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { sql, type Kysely } from 'kysely'
import { buildApp } from '../../src/app.js'
import { makeConfig } from '../../src/config.js'
import { copyStores } from '../../src/store/copy-store.js'
import { openStores, type Stores } from '../../src/store/stores.js'
import { buildTestApp, json } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { jobsSettled, newCandidate, SAMPLES, uploadRaw } from '../helpers/documents.js'
import { schedule, writeScorecard } from '../helpers/interviews.js'
import { applicantFields, applicationParts, applyTo } from '../helpers/job-applications.js'

/** Tables of passing state that a move leaves behind (SCALING.md, "Moving from the embedded store"). */
const STAYS_BEHIND = new Set([
  'sessions',
  'sign_in_failures',
  'jobs',
  'search_snapshots',
  'webhook_deliveries',
  'address_hits',
  'rate_limits',
])

const all = await backends()
const sqlite = all.find((b) => b.name === 'sqlite')!
const target = all.find((b) => b.name === 'postgres+s3')

describe('moving an installation from SQLite and disk to PostgreSQL and S3', { skip: target ? false : 'PostgreSQL not available' }, () => {
  test('every row and every byte arrives, ids and tokens stay valid, new ids follow on', async () => {
    const source = await buildTestApp(sqlite)
    const database = await target!.database()
    const bucket = await target!.blobs!()
    const dir = mkdtempSync(join(tmpdir(), 'ats-copy-'))
    let targetStores: Stores | undefined
    try {
      const recruiter = await source.member('recruiter')
      const vacancy = json(await source.call('POST', '/v1/Vacancies', source.adminToken, { Title: 'Data engineer' }))
      const ids: number[] = []
      for (let i = 0; i < 3; i++) ids.push(await newCandidate(source, `Name${i}`, `Family${i}`))
      await source.call('POST', `/v1/Candidates/${ids[0]}/Notes`, recruiter.token, { Note: 'private thought', Private: true })
      await source.call('POST', `/v1/Candidates/${ids[0]}/Notes`, recruiter.token, {
        Note: 'shared',
        SendToHiringTeam: true,
        VacancyId: vacancy.Id,
      })
      await source.call('POST', `/v1/Candidates/${ids[1]}/QualityFlags`, recruiter.token, { FlagType: 1, Note: 'strong' })
      // A pipeline: a hiring team, an added stage, applications that moved.
      await source.call('PUT', `/v1/Vacancies/${vacancy.Id}/HiringTeam`, source.adminToken, { MemberIds: [recruiter.id, 1] })
      const stage = json(await source.call('POST', `/v1/Vacancies/${vacancy.Id}/Stages`, source.adminToken, { Name: 'Hired', Position: 2 }))
      const applications: number[] = []
      for (const id of ids.slice(0, 2)) {
        const a = json(await source.call('POST', `/v1/Candidates/${id}/Applications`, recruiter.token, { VacancyId: vacancy.Id }))
        await source.call('POST', `/v1/Applications/${a.Id}/Move`, recruiter.token, { StageId: stage.Id })
        applications.push(a.Id)
      }
      const docs = []
      for (const [i, sample] of Object.values(SAMPLES).entries()) {
        const res = await uploadRaw(source, ids[i]!, sample.bytes, { disposition: `attachment; filename="${sample.name}"` })
        assert.equal(res.statusCode, 201)
        docs.push({ id: json(res).Id as string, bytes: sample.bytes })
      }
      // What the careers site and the interviews add: a public application with both consents, an interview and its scorecard.
      const published = await source.call('PUT', `/v1/Vacancies/${vacancy.Id}`, source.adminToken, {
        Published: true,
        Location: 'Lyon',
        Description: 'The role.',
      })
      assert.equal(published.statusCode, 200, published.body)
      const applied = await applyTo(source, vacancy.Id, applicationParts(applicantFields({ RetentionConsent: 'true' })))
      assert.equal(applied.statusCode, 201, applied.body)
      const listed = json<any[]>(await source.call('GET', `/v1/Vacancies/${vacancy.Id}/Applications`, recruiter.token))
      const careers = listed.find((a) => !applications.includes(a.Id))
      assert.ok(careers, 'the careers application is listed')
      const interview = await schedule(source, applications[0]!, [recruiter.id], { Location: 'Room 2' })
      const card = await writeScorecard(source, interview.Id, recruiter.token, { Recommendation: 'yes', Notes: 'clear', Submit: true })
      assert.equal(card.statusCode, 200, card.body)
      const reads = [
        '/v1/Candidates',
        '/v1/Vacancies',
        '/v1/Members',
        `/v1/Vacancies/${vacancy.Id}/Stages`,
        `/v1/Vacancies/${vacancy.Id}/HiringTeam`,
        `/v1/Vacancies/${vacancy.Id}/Applications`,
        ...applications.map((id) => `/v1/Applications/${id}/History`),
        `/v1/Applications/${careers.Id}/Submission`,
        `/v1/Candidates/${careers.CandidateId}/Consents`,
        `/v1/Candidates/${careers.CandidateId}/Documents`,
        `/v1/Applications/${applications[0]}/Interviews`,
        `/v1/Applications/${applications[0]}/Scorecards`,
        ...ids.flatMap((id) => [
          `/v1/Candidates/${id}`,
          `/v1/Candidates/${id}/Notes`,
          `/v1/Candidates/${id}/QualityFlags`,
          `/v1/Candidates/${id}/Documents`,
        ]),
      ]
      // Their text read (and indexed) first, so what is copied is what stays.
      await jobsSettled(source)
      reads.push(`/v1/Search?q=${encodeURIComponent('Name0 Family0')}`, '/v1/Search?q=shared', '/v1/Search?q=engineer')
      for (const doc of docs) reads.push(`/v1/document/${doc.id}/Text`)
      const before = new Map<string, string>()
      for (const path of reads) before.set(path, (await source.call('GET', path, recruiter.token)).body)
      assert.match(before.get('/v1/Search?q=shared') ?? '', /"Field":"Note"/, 'a note is found before the copy')
      assert.match(before.get(`/v1/Search?q=${encodeURIComponent('Name0 Family0')}`) ?? '', /"Field":"Name"/)
      before.set('admin:/v1/Members', (await source.call('GET', '/v1/Members', source.adminToken)).body)
      // The change feed too: its events keep their ids, and the target's feed shows them all (its horizon follows the copied ids).
      before.set('admin:/v1/Events', (await source.call('GET', '/v1/Events?limit=1000', source.adminToken)).body)

      // The reads' audit rows are written a moment later: all of them now, so the copy holds them.
      await source.app.services.auditLog.flush()
      targetStores = await openStores(makeConfig({ dataDir: dir, databaseUrl: database.databaseUrl, blobUrl: bucket.blobUrl }))
      const report = await copyStores(source.app.services.stores, targetStores)
      // Every table that holds what the installation keeps is copied, whole: a table added later and
      // forgotten here fails this (only passing state stays behind: sessions, jobs, limits' counts...).
      const sourceDb = source.app.services.stores.database.db as unknown as Kysely<any>
      const tables = (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(sourceDb)).rows
        .map((r) => r.name)
        .filter((name) => !STAYS_BEHIND.has(name) && !name.startsWith('sqlite_') && !name.startsWith('kysely_') && !name.includes('_fts'))
      assert.deepEqual(Object.keys(report.rows).sort(), tables.sort())
      const counts: Record<string, number> = {}
      for (const table of tables) {
        counts[table] = Number(
          (
            await sourceDb
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        )
      }
      assert.deepEqual(report.rows, counts)
      // The counts made above, by hand, so that a copy of nothing cannot pass.
      assert.deepEqual(
        [
          report.rows.members,
          report.rows.candidates,
          report.rows.notes,
          report.rows.flags,
          report.rows.documents,
          report.rows.applications,
          report.rows.submissions,
          report.rows.consents,
          report.rows.interviews,
          report.rows.interview_interviewers,
          report.rows.scorecards,
        ],
        [2, 4, 2, 1, 4, 3, 1, 2, 1, 1, 1],
      )
      assert.ok((report.rows.search_entries ?? 0) >= 3 + 2 + 3, 'names, notes and document texts are indexed')
      assert.equal(report.documents, 4)

      const app = await buildApp(makeConfig({ dataDir: dir, logLevel: 'silent' }), { stores: targetStores })
      try {
        const call = (path: string, token: string) => app.inject({ method: 'GET', url: path, headers: { authorization: token } })
        for (const path of reads) assert.equal((await call(path, recruiter.token)).body, before.get(path), path)
        assert.equal((await call('/v1/Members', source.adminToken)).body, before.get('admin:/v1/Members'))
        assert.equal((await call('/v1/Events?limit=1000', source.adminToken)).body, before.get('admin:/v1/Events'))
        assert.match(before.get('admin:/v1/Events') ?? '', /"Type":"candidate\.created"/)
        for (const doc of docs) {
          const res = await call(`/v1/document/${doc.id}`, recruiter.token)
          assert.equal(res.statusCode, 200)
          assert.ok(res.rawPayload.equals(doc.bytes), 'document bytes differ after the copy')
        }
        const created = await app.inject({
          method: 'POST',
          url: '/v1/Candidates',
          headers: { authorization: recruiter.token },
          payload: { FirstName: 'After', LastName: 'Copy' },
        })
        assert.equal(created.statusCode, 201)
        assert.equal(json(created).Id, Math.max(...ids, careers.CandidateId) + 1)
        // Its event follows the copied ones in the feed.
        const copiedEvents = JSON.parse(before.get('admin:/v1/Events') ?? '[]') as Array<{ Id: number }>
        const newer = json<Array<{ Type: string; Data: { Id: number } }>>(
          await call(`/v1/Events?after=${copiedEvents.at(-1)?.Id ?? 0}`, source.adminToken),
        )
        assert.deepEqual(
          newer.map((e) => [e.Type, e.Data.Id]),
          [['candidate.created', json(created).Id]],
        )
        // The pipeline's ids go on from where the copy left them too.
        const next = await app.inject({
          method: 'POST',
          url: `/v1/Candidates/${ids[2]}/Applications`,
          headers: { authorization: recruiter.token },
          payload: { VacancyId: vacancy.Id },
        })
        assert.equal(next.statusCode, 201, next.body)
        assert.equal(json(next).Id, Math.max(...applications, careers.Id) + 1)

        await assert.rejects(copyStores(source.app.services.stores, targetStores), /already holds data/)
      } finally {
        await app.close()
      }
    } finally {
      await targetStores?.close()
      await source.close()
      await database.drop()
      await bucket.drop()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
