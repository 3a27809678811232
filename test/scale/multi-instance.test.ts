import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { backends } from '../helpers/backends.js'
import { SAMPLES, waitFor } from '../helpers/documents.js'
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js'

const TOKEN = 'ats_' + 'multiinstance'.padEnd(40, 'x')
const shared = (await backends()).find((b) => b.name === 'postgres+s3')

/**
 * Two server processes on one PostgreSQL database and one bucket: nothing an
 * instance keeps for itself may change what the other answers.
 */
describe('two instances on one PostgreSQL database and one bucket', { skip: shared ? false : 'PostgreSQL not available' }, () => {
  let a: ServerProcess
  let b: ServerProcess
  let drop: () => Promise<void>
  let dropBucket: () => Promise<void>
  const dirs: string[] = []

  before(async () => {
    const database = await shared!.database()
    const bucket = await shared!.blobs!()
    drop = database.drop
    dropBucket = bucket.drop
    // Each instance has a data folder of its own: only scratch space, never shared state.
    const env = () => {
      dirs.push(mkdtempSync(join(tmpdir(), 'ats-multi-')))
      return {
        ATS_DATABASE_URL: database.databaseUrl!,
        ATS_BLOB_URL: bucket.blobUrl,
        ATS_DATA_DIR: dirs.at(-1)!,
        ATS_BOOTSTRAP_TOKEN: TOKEN,
      }
    }
    a = await startServerProcess(env())
    b = await startServerProcess(env())
  })
  after(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await drop?.()
    await dropBucket?.()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  const call = async (s: ServerProcess, method: string, path: string, token: string, body?: unknown) => {
    const res = await fetch(s.url + path, {
      method,
      headers: { authorization: token, ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    return { status: res.status, body: text ? JSON.parse(text) : undefined }
  }

  test('what is written through one instance is read through the other', async () => {
    const created = await call(a, 'POST', '/v1/Candidates', TOKEN, { FirstName: 'Grace', LastName: 'Hopper' })
    assert.equal(created.status, 201)
    const read = await call(b, 'GET', `/v1/Candidates/${created.body.Id}`, TOKEN)
    assert.equal(read.status, 200)
    assert.deepEqual(read.body, created.body)
  })

  test('answers one instance has already given follow a change made through the other at once', async () => {
    const created = await call(a, 'POST', '/v1/Candidates', TOKEN, { FirstName: 'Ada', LastName: 'Lovelace' })
    const id = created.body.Id
    await call(a, 'POST', `/v1/Candidates/${id}/Notes`, TOKEN, { Note: 'first' })
    // Read twice through b, so that b could answer from memory if it kept answers too long.
    for (let i = 0; i < 2; i++) {
      assert.equal((await call(b, 'GET', `/v1/Candidates/${id}`, TOKEN)).body.FirstName, 'Ada')
      assert.deepEqual(
        (await call(b, 'GET', `/v1/Candidates/${id}/Notes`, TOKEN)).body.map((n: any) => n.Note),
        ['first'],
      )
    }
    assert.equal((await call(a, 'PUT', `/v1/Candidates/${id}`, TOKEN, { FirstName: 'Augusta', LastName: 'Lovelace' })).status, 200)
    assert.equal((await call(a, 'POST', `/v1/Candidates/${id}/Notes`, TOKEN, { Note: 'second' })).status, 201)
    assert.equal((await call(b, 'GET', `/v1/Candidates/${id}`, TOKEN)).body.FirstName, 'Augusta')
    assert.deepEqual(
      (await call(b, 'GET', `/v1/Candidates/${id}/Notes`, TOKEN)).body.map((n: any) => n.Note),
      ['first', 'second'],
    )
  })

  test('a document uploaded through one instance downloads byte for byte through the other, and its deletion is seen at once', async () => {
    const candidate = await call(a, 'POST', '/v1/Candidates', TOKEN, { FirstName: 'Hedy', LastName: 'Lamarr' })
    const uploaded = await fetch(`${a.url}/v1/Candidates/${candidate.body.Id}/Document`, {
      method: 'POST',
      headers: { authorization: TOKEN, 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="cv.pdf"' },
      body: new Uint8Array(SAMPLES.pdf.bytes),
    })
    assert.equal(uploaded.status, 201)
    const doc = (await uploaded.json()) as { Id: string }
    const read = await call(b, 'GET', `/v1/Candidates/${candidate.body.Id}`, TOKEN)
    assert.equal(read.body.Document, doc.Id)
    const download = await fetch(`${b.url}/v1/document/${doc.Id}`, { headers: { authorization: TOKEN } })
    assert.equal(download.status, 200)
    assert.ok(Buffer.from(await download.arrayBuffer()).equals(SAMPLES.pdf.bytes))
    assert.equal((await fetch(`${a.url}/v1/document/${doc.Id}`, { method: 'DELETE', headers: { authorization: TOKEN } })).status, 204)
    assert.equal((await fetch(`${b.url}/v1/document/${doc.Id}`, { headers: { authorization: TOKEN } })).status, 404)
  })

  test('a token revoked through one instance is refused by the other at once', async () => {
    const member = await call(a, 'POST', '/v1/Members', TOKEN, { Name: 'Rita', Email: 'rita@example.com', Role: 'recruiter' })
    const token = await call(a, 'POST', `/v1/Members/${member.body.Id}/Tokens`, TOKEN, { Scopes: ['candidates:read'] })
    assert.equal((await call(b, 'GET', '/v1/Candidates', token.body.Token)).status, 200)
    assert.equal((await call(a, 'DELETE', `/v1/Tokens/${token.body.Id}`, TOKEN)).status, 204)
    const refused = await call(b, 'GET', '/v1/Candidates', token.body.Token)
    assert.equal(refused.status, 403)
    assert.equal(refused.body.code, 'invalid_token')
  })

  test('concurrent note writes through both instances lose nothing', async () => {
    const candidate = await call(a, 'POST', '/v1/Candidates', TOKEN, { FirstName: 'Alan', LastName: 'Turing' })
    const path = `/v1/Candidates/${candidate.body.Id}/Notes`
    const writes = Array.from({ length: 60 }, (_, i) => call(i % 2 ? a : b, 'POST', path, TOKEN, { Note: `note ${i}` }))
    const results = await Promise.all(writes)
    assert.ok(results.every((r) => r.status === 201))
    const listed = await call(a, 'GET', `${path}?limit=1000`, TOKEN)
    assert.equal(listed.body.length, 60)
    assert.deepEqual(new Set(listed.body.map((n: { Note: string }) => n.Note)), new Set(Array.from({ length: 60 }, (_, i) => `note ${i}`)))
    const ids = listed.body.map((n: { Id: number }) => n.Id)
    assert.deepEqual(
      ids,
      [...ids].sort((x: number, y: number) => x - y),
    )
  })

  test('two recruiters moving the same card through both instances: exactly one wins, one move recorded', async () => {
    const candidate = await call(a, 'POST', '/v1/Candidates', TOKEN, { FirstName: 'Barbara', LastName: 'Liskov' })
    const vacancy = await call(a, 'POST', '/v1/Vacancies', TOKEN, { Title: 'Race' })
    const stages = (await call(b, 'GET', `/v1/Vacancies/${vacancy.body.Id}/Stages`, TOKEN)).body as Array<{ Id: number }>
    const application = await call(a, 'POST', `/v1/Candidates/${candidate.body.Id}/Applications`, TOKEN, { VacancyId: vacancy.body.Id })
    assert.equal(application.status, 201)
    const path = `/v1/Applications/${application.body.Id}/Move`
    const moves = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(i % 2 ? a : b, 'POST', path, TOKEN, { StageId: stages[1 + (i % 3)]!.Id, ExpectedStageId: stages[0]!.Id }),
      ),
    )
    assert.equal(moves.filter((r) => r.status === 200).length, 1, JSON.stringify(moves))
    for (const r of moves.filter((x) => x.status !== 200)) assert.deepEqual([r.status, r.body.code], [409, 'stage_conflict'])
    const history = (await call(b, 'GET', `/v1/Applications/${application.body.Id}/History`, TOKEN)).body as unknown[]
    assert.equal(history.length, 2)
  })

  test('a hiring manager taken off a team through one instance sees nothing on the next request to the other', async () => {
    const hm = await call(a, 'POST', '/v1/Members', TOKEN, { Name: 'Hanna', Email: 'hanna@example.com', Role: 'hiring_manager' })
    const token = (await call(a, 'POST', `/v1/Members/${hm.body.Id}/Tokens`, TOKEN, { Scopes: ['candidates:read', 'notes:read'] })).body
      .Token
    const candidate = await call(a, 'POST', '/v1/Candidates', TOKEN, { FirstName: 'Frances', LastName: 'Allen' })
    const vacancy = await call(a, 'POST', '/v1/Vacancies', TOKEN, { Title: 'Team' })
    await call(a, 'PUT', `/v1/Vacancies/${vacancy.body.Id}/HiringTeam`, TOKEN, { MemberIds: [hm.body.Id] })
    await call(a, 'POST', `/v1/Candidates/${candidate.body.Id}/Applications`, TOKEN, { VacancyId: vacancy.body.Id })
    // Read twice through b, so that b could answer from memory if it kept answers too long.
    for (let i = 0; i < 2; i++) assert.equal((await call(b, 'GET', `/v1/Candidates/${candidate.body.Id}`, token)).status, 200)
    assert.equal((await call(a, 'PUT', `/v1/Vacancies/${vacancy.body.Id}/HiringTeam`, TOKEN, { MemberIds: [] })).status, 200)
    const hidden = await call(b, 'GET', `/v1/Candidates/${candidate.body.Id}`, token)
    assert.deepEqual([hidden.status, hidden.body.code], [404, 'candidate_not_found'])
  })

  test('a job unpublished through one instance leaves the careers page and the job API of the other once the store tells it', async () => {
    const job = await call(a, 'POST', '/v1/Vacancies', TOKEN, {
      Title: 'Harbour Pilot',
      Location: 'Brest',
      Description: 'The role.',
      Published: true,
    })
    const page = async () => (await fetch(`${b.url}/careers/${job.body.Id}`)).status
    const api = async () => (await fetch(`${b.url}/v1/Jobs/${job.body.Id}`)).status
    // b starts listening for the store's change notices at its first public read, and keeps its answers once it hears them.
    assert.deepEqual([await page(), await api()], [200, 200])
    await waitFor(async () => /^ats_public_answers_kept 1$/m.test(await (await fetch(`${b.url}/metrics`)).text()), 'b to keep them', 5000)
    for (let i = 0; i < 2; i++) assert.deepEqual([await page(), await api()], [200, 200])
    assert.equal((await call(a, 'PUT', `/v1/Vacancies/${job.body.Id}`, TOKEN, { Published: false })).status, 200)
    // PostgreSQL tells every instance at the commit; b reads again on the notice (DECISIONS.md, "Kept answers").
    await waitFor(async () => (await page()) === 404 && (await api()) === 404, 'the other instance to follow', 5000)
  })
})
