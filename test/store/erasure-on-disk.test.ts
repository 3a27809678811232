import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { after, before, describe, test } from 'node:test'
import pg from 'pg'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { jobsSettled } from '../helpers/documents.js'
import { textPdf } from '../helpers/extraction-files.js'
import { hoursFromNow, plusMinutes } from '../helpers/interviews.js'
import { applicantFields, applicationParts, applyTo } from '../helpers/job-applications.js'
import { ERASED_TABLES } from '../../src/store/sql/erased-tables.js'

/**
 * What erasure and anonymization remove does not stay readable in the
 * database's files (SPEC C7). A candidate holds a word of its own in every
 * field (first name, email, cover letter, CV text, note, email subject,
 * interview location); after `DELETE` or `Anonymize` answered:
 * - SQLite: none of the words is anywhere in the bytes of ats.db, -wal and
 *   -shm (secure delete, the full-text index's own entries removed, the
 *   write-ahead log checkpointed and truncated);
 * - PostgreSQL: once the job the erasure queued has run (the tables
 *   vacuumed), no tuple of any page of the erased tables holds a word (read
 *   with pageinspect). Bytes in
 *   free space until reused, the GIN index's keys and the server's WAL are
 *   the documented bound (docs/OPERATIONS.md), not checked here.
 */
const FIELDS = ['first', 'email', 'cover', 'cv', 'note', 'subject', 'location'] as const
type Words = Record<(typeof FIELDS)[number], string>

/** Letters only (search folds words), unlike anything else in the store. */
const uniqueWord = (field: string) => `${field}${Array.from(randomBytes(10), (b) => String.fromCharCode(97 + (b % 26))).join('')}`

for (const backend of await backends()) {
  describe(`erased data leaves the database's files [${backend.name}]`, () => {
    let t: TestApp
    let job: number
    let admin: number

    before(async () => {
      t = await buildTestApp(backend, { jobPollMs: 20 })
      job = json<{ Id: number }>(
        await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Welder', Location: 'Lyon', Description: 'The role.', Published: true }),
      ).Id
      admin = json<Array<{ Id: number; Role: string }>>(await t.call('GET', '/v1/Members')).find((m) => m.Role === 'admin')!.Id
    })
    after(() => t.close())

    /** A candidate holding each word in its field, everything written, its CV's text read and indexed. */
    async function candidateWith(words: Words): Promise<number> {
      const email = `${words.email}@example.com`
      const applied = await applyTo(
        t,
        job,
        applicationParts(applicantFields({ FirstName: words.first, Email: email, CoverLetter: `I write ${words.cover} daily.` }), {
          cv: textPdf([[`Curriculum ${words.cv} vitae`]]),
        }),
      )
      assert.equal(applied.statusCode, 201, applied.body)
      const [candidate] = json<Array<{ Id: number }>>(await t.call('GET', `/v1/Candidates?q=${encodeURIComponent(email)}`))
      const id = candidate!.Id
      const note = await t.call('POST', `/v1/Candidates/${id}/Notes`, undefined, { Note: `Met ${words.note} today` })
      assert.equal(note.statusCode, 201, note.body)
      const mail = await t.call('POST', `/v1/Candidates/${id}/Emails`, undefined, { Subject: `About ${words.subject}`, Body: 'Hello.' })
      assert.equal(mail.statusCode, 201, mail.body)
      const [application] = json<Array<{ Id: number }>>(await t.call('GET', `/v1/Candidates/${id}/Applications`))
      const start = hoursFromNow(30)
      const interview = await t.call('POST', `/v1/Applications/${application!.Id}/Interviews`, undefined, {
        StartDate: start,
        EndDate: plusMinutes(start, 45),
        InterviewerIds: [admin],
        Location: `Room ${words.location}`,
      })
      assert.equal(interview.statusCode, 201, interview.body)
      await jobsSettled(t)
      // Found through the index by its CV's word: the text was read and indexed, so there is an index entry to remove.
      const found = json<Array<{ CandidateId: number }>>(await t.call('GET', `/v1/Search?q=${words.cv}`))
      assert.deepEqual(
        found.map((f) => f.CandidateId),
        [id],
      )
      return id
    }

    /** The words still readable in the database's files. */
    async function wordsLeft(words: Words): Promise<string[]> {
      if (!t.config.databaseUrl) {
        const files = t.app.services.stores.database.localFiles.map((f) => {
          try {
            return readFileSync(f)
          } catch {
            return Buffer.alloc(0) // not there: nothing in it
          }
        })
        return FIELDS.filter((f) => files.some((bytes) => bytes.includes(words[f])))
      }
      const client = new pg.Client({ connectionString: t.config.databaseUrl })
      await client.connect()
      try {
        await client.query('create extension if not exists pageinspect')
        const left: string[] = []
        for (const field of FIELDS) {
          for (const table of ERASED_TABLES) {
            const { rows } = await client.query<{ n: string }>(
              `select count(*) as n
               from generate_series(0, (pg_relation_size($1::regclass) / current_setting('block_size')::int) - 1) as b,
                 heap_page_items(get_raw_page($1::text, b::int)) as i
               where i.t_data is not null and position(convert_to($2, 'UTF8') in i.t_data) > 0`,
              [table, words[field]],
            )
            if (Number(rows[0]?.n) > 0) left.push(`${field} in ${table}`)
          }
        }
        return left
      } finally {
        await client.end()
      }
    }

    const wordsOf = () => Object.fromEntries(FIELDS.map((f) => [f, uniqueWord(f)])) as Words

    test('the words are in the files while the candidate is held (the check finds them)', async () => {
      const words = wordsOf()
      await candidateWith(words)
      const left = await wordsLeft(words)
      // On SQLite every word is in a file; on PostgreSQL in a live tuple.
      for (const field of FIELDS)
        assert.ok(
          left.some((l) => l === field || l.startsWith(`${field} in`)),
          `${field}: ${left.join(', ')}`,
        )
    })

    /** On SQLite nothing is left to do once the erasure answered; on PostgreSQL its job vacuums the tables. */
    const cleaned = () => jobsSettled(t)

    test('DELETE /v1/Candidates/{id}: none of the words is left once it answered and its job ran', async () => {
      const words = wordsOf()
      const id = await candidateWith(words)
      assert.equal((await t.call('DELETE', `/v1/Candidates/${id}`)).statusCode, 204)
      if (!t.config.databaseUrl) assert.deepEqual(await wordsLeft(words), [], 'SQLite: before the answer')
      await cleaned()
      assert.deepEqual(await wordsLeft(words), [])
    })

    test('POST /v1/Candidates/{id}/Anonymize: none of the words is left once it answered and its job ran', async () => {
      const words = wordsOf()
      const id = await candidateWith(words)
      const res = await t.call('POST', `/v1/Candidates/${id}/Anonymize`)
      assert.equal(res.statusCode, 200, res.body)
      if (!t.config.databaseUrl) assert.deepEqual(await wordsLeft(words), [], 'SQLite: before the answer')
      await cleaned()
      assert.deepEqual(await wordsLeft(words), [])
    })
  })
}
