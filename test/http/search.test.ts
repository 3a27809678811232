import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import fc from 'fast-check'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem, nextLink } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { SAMPLES, uploadRaw, waitFor } from '../helpers/documents.js'
import { showTo } from '../helpers/pipeline.js'

interface Match {
  Field: 'Name' | 'Email' | 'Document' | 'Note'
  Id: number | string | null
  Snippet: string
  Highlights: Array<[number, number]>
}
interface Result {
  CandidateId: number
  FirstName: string
  LastName: string
  Matches: Match[]
}

let seq = 0
/** A word of letters no other test uses, so that tests sharing an app do not find each other's candidates. */
function word(): string {
  let n = ++seq * 7919 + Math.floor(Math.random() * 1000)
  let w = ''
  while (n > 0) {
    w += String.fromCharCode(97 + (n % 26))
    n = Math.floor(n / 26)
  }
  return `qz${w}`
}

async function candidate(t: TestApp, fields: { FirstName?: string; LastName?: string; Email?: string } = {}): Promise<number> {
  const res = await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Anna', LastName: 'Person', ...fields })
  assert.equal(res.statusCode, 201, res.body)
  return json<{ Id: number }>(res).Id
}

async function note(
  t: TestApp,
  candidateId: number,
  text: string,
  opts: { Private?: boolean; SendToHiringTeam?: boolean; token?: string } = {},
): Promise<number> {
  const { token, ...fields } = opts
  const res = await t.call('POST', `/v1/Candidates/${candidateId}/Notes`, token, { Note: text, ...fields })
  assert.equal(res.statusCode, 201, res.body)
  return json<{ Id: number }>(res).Id
}

async function find(t: TestApp, q: string, token?: string, extra = ''): Promise<Result[]> {
  const res = await t.call('GET', `/v1/Search?q=${encodeURIComponent(q)}${extra}`, token)
  assert.equal(res.statusCode, 200, res.body)
  return json<Result[]>(res)
}

const ids = (results: Result[]) => results.map((r) => r.CandidateId)

/** Uploads a sample and waits until its text was read (and so is searchable). */
async function uploadSample(t: TestApp, candidateId: number, kind: keyof typeof SAMPLES): Promise<string> {
  const res = await uploadRaw(t, candidateId, SAMPLES[kind].bytes, { disposition: `attachment; filename="${SAMPLES[kind].name}"` })
  assert.equal(res.statusCode, 201, res.body)
  const id = json<{ Id: string }>(res).Id
  await waitFor(async () => (await t.call('GET', `/v1/document/${id}/Text`)).statusCode !== 409, `the text of ${id}`)
  return id
}

for (const backend of await backends()) {
  describe(`GET /v1/Search [${backend.name}]`, () => {
    let t: TestApp
    before(async () => {
      t = await buildTestApp(backend, { jobPollMs: 20 })
    })
    after(() => t.close())

    describe('200', () => {
      test('a name word, an email, a CV word and a note word together find the candidate', async () => {
        const last = word()
        const noteWord = word()
        const id = await candidate(t, { FirstName: 'Jane', LastName: last, Email: `jane.${last}@example.com` })
        const documentId = await uploadSample(t, id, 'pdf')
        const noteId = await note(t, id, `Speaks German and ${noteWord} fluently.`)
        const results = await find(t, `${last} jane@example.com berlin ${noteWord}`)
        assert.deepEqual(ids(results), [id])
        const [result] = results
        assert.equal(result?.FirstName, 'Jane')
        assert.equal(result?.LastName, last)
        const fields = new Map(result?.Matches.map((m) => [m.Field, m.Id]))
        assert.equal(fields.get('Document'), documentId)
        assert.equal(fields.get('Note'), noteId)
        assert.equal(fields.get('Name'), null)
        assert.equal(fields.get('Email'), null)
      })

      for (const kind of ['docx', 'doc'] as const) {
        test(`the text of a ${kind.toUpperCase()} is found`, async () => {
          const last = word()
          const id = await candidate(t, { LastName: last })
          await uploadSample(t, id, kind)
          assert.deepEqual(ids(await find(t, `${last} "software engineer"`)), [id])
        })
      }

      test('a phrase matches consecutive words within one entry only', async () => {
        const [a, b] = [word(), word()]
        const together = await candidate(t)
        await note(t, together, `said ${a} ${b} twice`)
        const apart = await candidate(t)
        await note(t, apart, `${a} then`)
        await note(t, apart, `${b} later`)
        const reversed = await candidate(t)
        await note(t, reversed, `${b} ${a}`)
        assert.deepEqual(ids(await find(t, `"${a} ${b}"`)), [together])
        assert.deepEqual(new Set(ids(await find(t, `${a} ${b}`))), new Set([together, apart, reversed]))
      })

      test('a word with * is a prefix', async () => {
        const stem = word()
        const id = await candidate(t, { LastName: `${stem}berg` })
        assert.deepEqual(ids(await find(t, `${stem}*`)), [id])
        assert.deepEqual(ids(await find(t, stem)), [])
      })

      test('case and accents are ignored, both ways', async () => {
        const first = word()
        const id = await candidate(t, { FirstName: first, LastName: 'Müller' })
        for (const q of [`${first} muller`, `${first} MÜLLER`, `${first} Muller`, `${first.toUpperCase()} müller`]) {
          assert.deepEqual(ids(await find(t, q)), [id], q)
        }
        const plain = word()
        const other = await candidate(t, { FirstName: plain, LastName: 'Muller' })
        assert.deepEqual(ids(await find(t, `${plain} Müller`)), [other])
      })

      test('an unclosed quote closes at the end', async () => {
        const [a, b] = [word(), word()]
        const id = await candidate(t, { FirstName: a, LastName: b })
        assert.deepEqual(ids(await find(t, `"${a} ${b}`)), [id])
        assert.deepEqual(ids(await find(t, `"${b} ${a}`)), [])
      })

      test('the snippet and its highlights are exact, in UTF-16 code units', async () => {
        const w = word()
        const text = `Met 😀 Zoë in Zürich: she knows ${w} well.`
        const id = await candidate(t)
        const noteId = await note(t, id, text)
        const [result] = await find(t, `zurich ${w}`)
        assert.equal(result?.CandidateId, id)
        const match = result?.Matches.find((m) => m.Field === 'Note')
        assert.deepEqual(match, {
          Field: 'Note',
          Id: noteId,
          Snippet: text,
          Highlights: [
            [text.indexOf('Zürich'), 'Zürich'.length],
            [text.indexOf(w), w.length],
          ],
        })
        assert.equal(text.indexOf('Zürich'), 14, 'the emoji counts as two code units')
      })

      test('a long text is cut around the first match, at word boundaries, with ellipses', async () => {
        const w = word()
        const words = Array.from({ length: 100 }, (_, i) => `word${i}`)
        words[50] = w
        const id = await candidate(t)
        await note(t, id, words.join(' '))
        const [match] = (await find(t, w))[0]?.Matches ?? []
        assert.ok(match)
        assert.equal(match.Snippet, `…${words.slice(42, 72).join(' ')}…`)
        assert.deepEqual(match.Highlights, [[match.Snippet.indexOf(w), w.length]])
      })

      test('a candidate matching in several entries ranks before one matching once', async () => {
        const w = word()
        const once = await candidate(t)
        await note(t, once, `${w} is mentioned here among other words of the note`)
        const often = await candidate(t)
        await note(t, often, `${w} is mentioned here among other words of the note`)
        await note(t, often, `${w} again in a second note of similar length here`)
        await note(t, often, `and ${w} in a third note about the same candidate`)
        const results = await find(t, w)
        assert.deepEqual(ids(results), [often, once])
        assert.equal(results[0]?.Matches.length, 3)
      })

      test('ties are ordered by CandidateId; at most 5 matches a candidate', async () => {
        const w = word()
        const a = await candidate(t, { FirstName: w })
        const b = await candidate(t, { FirstName: w })
        assert.deepEqual(ids(await find(t, w)), [a, b])
        for (let i = 0; i < 7; i++) await note(t, a, `${w} number ${i}`)
        assert.equal((await find(t, w))[0]?.Matches.length, 5)
      })

      test('what is changed or deleted is searched as it now is', async () => {
        const [old, fresh, noteWord] = [word(), word(), word()]
        const id = await candidate(t, { LastName: old })
        const noteId = await note(t, id, noteWord)
        assert.equal((await t.call('PUT', `/v1/Candidates/${id}`, undefined, { FirstName: 'Anna', LastName: fresh })).statusCode, 200)
        assert.deepEqual(ids(await find(t, old)), [])
        assert.deepEqual(ids(await find(t, fresh)), [id])
        const edited = word()
        assert.equal((await t.call('PUT', `/v1/Candidates/${id}/Notes/${noteId}`, undefined, { Note: edited })).statusCode, 200)
        assert.deepEqual(ids(await find(t, noteWord)), [])
        assert.deepEqual(ids(await find(t, edited)), [id])
        assert.equal((await t.call('DELETE', `/v1/Candidates/${id}/Notes/${noteId}`)).statusCode, 204)
        assert.deepEqual(ids(await find(t, edited)), [])
      })

      test("a deleted document's text and an erased candidate are no longer found", async () => {
        const last = word()
        const id = await candidate(t, { LastName: last })
        const documentId = await uploadSample(t, id, 'docx')
        await note(t, id, 'berlin')
        assert.deepEqual((await find(t, `${last} curriculum`))[0]?.Matches.map((m) => m.Field).sort(), ['Document', 'Name'])
        assert.equal((await t.call('DELETE', `/v1/document/${documentId}`)).statusCode, 204)
        assert.deepEqual(ids(await find(t, `${last} curriculum`)), [])
        assert.deepEqual(ids(await find(t, `${last} berlin`)), [id])
        assert.equal((await t.call('DELETE', `/v1/Candidates/${id}`)).statusCode, 204)
        assert.deepEqual(ids(await find(t, last)), [])
      })

      test('query syntax of SQL, FTS5, tsquery and emoji never fails', async () => {
        const w = word()
        const id = await candidate(t, { LastName: w })
        const queries = [
          `${w} AND OR NOT NEAR`,
          `${w} -x`,
          `${w}^`,
          `name:${w}`,
          `(${w})`,
          `${w} ' ; -- drop table candidates`,
          `${w} "`,
          `${w} ""`,
          `${w} * **`,
          `${w} & | ! <-> :*`,
          `${w} \\ %_`,
          `${w} 😀👩‍💻`,
          `${w} NEAR(a b, 3)`,
          `${w} {a b} + ^c`,
          `${w} ${'x'.repeat(1000 - w.length - 1)}`,
        ]
        for (const q of queries) {
          const res = await t.call('GET', `/v1/Search?q=${encodeURIComponent(q)}`)
          assert.equal(res.statusCode, 200, `${q}: ${res.body}`)
        }
        assert.deepEqual(ids(await find(t, `name:${w}`)), [])
        assert.deepEqual(ids(await find(t, `(${w})`)), [id])
        assert.deepEqual(ids(await find(t, `${w} AND`)), [])
        assert.deepEqual(ids(await find(t, `${w} ' ; --`)), [id])
      })
    })

    describe('paging', () => {
      test('pages follow Link with a cursor, in the order of the first, up to the last', async () => {
        const w = word()
        const created = []
        for (let i = 0; i < 5; i++) created.push(await candidate(t, { FirstName: w }))
        const first = await t.call('GET', `/v1/Search?q=${w}&limit=2`)
        assert.equal(first.statusCode, 200)
        const seen = ids(json(first))
        let link = nextLink(first)
        assert.match(link ?? '', /^\/v1\/Search\?q=[a-z]+&limit=2&cursor=/)
        while (link) {
          const res = await t.call('GET', link)
          assert.equal(res.statusCode, 200, res.body)
          seen.push(...ids(json(res)))
          link = nextLink(res)
        }
        assert.deepEqual(seen, created)
      })

      test('writes between two pages neither skip nor repeat a candidate', async () => {
        const w = word()
        const created = []
        for (let i = 0; i < 4; i++) created.push(await candidate(t, { FirstName: w }))
        const first = await t.call('GET', `/v1/Search?q=${w}&limit=2`)
        const page1 = ids(json(first))
        // A new candidate that would rank first, and a note that makes the last one rank first too.
        const newcomer = await candidate(t, { FirstName: w, LastName: w })
        await note(t, created[3] as number, `${w} ${w} ${w}`)
        const page2 = ids(json(await t.call('GET', nextLink(first) as string)))
        assert.deepEqual([...page1, ...page2], created)
        assert.ok(!page2.includes(newcomer))
        // A candidate that no longer matches drops out of a later page; the others keep their places.
        const all = ids(await find(t, w, undefined, '&limit=100'))
        const again = await t.call('GET', `/v1/Search?q=${w}&limit=3`)
        assert.deepEqual(ids(json(again)), all.slice(0, 3))
        const dropped = all[3] as number
        assert.equal(
          (await t.call('PUT', `/v1/Candidates/${dropped}`, undefined, { FirstName: 'Other', LastName: 'Name' })).statusCode,
          200,
        )
        assert.deepEqual(ids(json(await t.call('GET', nextLink(again) as string))), all.slice(4))
      })

      test('a cursor of another member, another query or none at all is 400 naming cursor', async () => {
        const w = word()
        for (let i = 0; i < 3; i++) await candidate(t, { FirstName: w })
        const link = nextLink(await t.call('GET', `/v1/Search?q=${w}&limit=1`)) as string
        const other = await t.member('recruiter')
        assertProblem(await t.call('GET', link, other.token), 400, 'validation_failed', 'cursor')
        assertProblem(await t.call('GET', link.replace(`q=${w}`, `q=${w}x`)), 400, 'validation_failed', 'cursor')
        assertProblem(await t.call('GET', `/v1/Search?q=${w}&cursor=nonsense`), 400, 'validation_failed', 'cursor')
        assertProblem(await t.call('GET', `/v1/Search?q=${w}&cursor=${'A'.repeat(22)}.1`), 400, 'validation_failed', 'cursor')
      })
    })

    describe('400', () => {
      test('a query with no word, over 1,000 characters or 32 terms is refused, naming q', async () => {
        for (const q of [
          '',
          '""',
          '"',
          '***',
          '...',
          ' - ( ) ',
          '😀',
          'x'.repeat(1001),
          Array.from({ length: 33 }, (_, i) => `w${i}`).join(' '),
        ]) {
          assertProblem(await t.call('GET', `/v1/Search?q=${encodeURIComponent(q)}`), 400, 'validation_failed', 'q')
        }
        assertProblem(await t.call('GET', '/v1/Search'), 400, 'validation_failed', 'q')
      })

      test('a limit outside 1..100 is refused', async () => {
        for (const limit of ['0', '101', 'x'])
          assertProblem(await t.call('GET', `/v1/Search?q=a&limit=${limit}`), 400, 'validation_failed', 'limit')
      })
    })

    describe('403', () => {
      test('without candidates:read', async () => {
        const m = await t.member('recruiter', ['notes:read'])
        assertProblem(await t.call('GET', '/v1/Search?q=a', m.token), 403, 'insufficient_scope')
      })
    })

    describe('who finds what', () => {
      test("a hiring manager finds only its vacancies' candidates, and only the notes sent to the hiring team", async () => {
        const w = word()
        const hm = await t.member('hiring_manager')
        const mine = await candidate(t, { FirstName: w })
        const notMine = await candidate(t, { FirstName: w })
        await showTo(t, hm.id, mine)
        assert.deepEqual(ids(await find(t, w, hm.token)), [mine])

        const [sent, unsent, secret] = [word(), word(), word()]
        await note(t, mine, `sent ${sent}`, { SendToHiringTeam: true })
        await note(t, mine, `kept ${unsent}`)
        await note(t, mine, `private ${secret}`, { SendToHiringTeam: true, Private: true })
        assert.deepEqual(ids(await find(t, sent, hm.token)), [mine])
        assert.deepEqual(ids(await find(t, unsent, hm.token)), [])
        assert.deepEqual(ids(await find(t, secret, hm.token)), [])
        assert.deepEqual(ids(await find(t, unsent)), [mine])
        assert.ok(notMine > 0)
      })

      test("others' private notes never match and never show in a snippet", async () => {
        const [w, secret] = [word(), word()]
        const author = await t.member('recruiter')
        const reader = await t.member('recruiter')
        const id = await candidate(t, { FirstName: w })
        await note(t, id, `${w} private ${secret}`, { Private: true, token: author.token })
        assert.deepEqual(ids(await find(t, secret, reader.token)), [])
        const results = await find(t, w, reader.token)
        assert.deepEqual(ids(results), [id])
        assert.deepEqual(
          results[0]?.Matches.map((m) => m.Field),
          ['Name'],
        )
        assert.ok(!JSON.stringify(results).includes(secret))
        assert.deepEqual(ids(await find(t, secret, author.token)), [id])
      })

      test('without notes:read no Note matches; without documents:read no Document matches', async () => {
        const [last, noteWord] = [word(), word()]
        const id = await candidate(t, { LastName: last })
        await uploadSample(t, id, 'pdf')
        await note(t, id, noteWord)
        const noNotes = await t.member('recruiter', ['candidates:read', 'documents:read'])
        const noDocs = await t.member('recruiter', ['candidates:read', 'notes:read'])
        assert.deepEqual(ids(await find(t, `${last} ${noteWord}`, noNotes.token)), [])
        assert.deepEqual(ids(await find(t, `${last} berlin`, noNotes.token)), [id])
        assert.deepEqual(ids(await find(t, `${last} berlin`, noDocs.token)), [])
        assert.deepEqual(ids(await find(t, `${last} ${noteWord}`, noDocs.token)), [id])
      })

      test('property: every candidate and snippet a member finds, it can read through the API', async () => {
        const members = [
          await t.member('recruiter'),
          await t.member('recruiter'),
          await t.member('hiring_manager'),
          await t.member('hiring_manager'),
        ]
        const w = word()
        const pool = ['alpha', 'bravo', 'charlie', w]
        const candidates: number[] = []
        for (let i = 0; i < 4; i++) candidates.push(await candidate(t, { FirstName: w, LastName: pool[i % 3] as string }))
        await showTo(t, (members[2] as { id: number }).id, candidates[0] as number)
        await showTo(t, (members[3] as { id: number }).id, candidates[1] as number)
        const readable = async (token: string, candidateId: number, match: Match): Promise<boolean> => {
          if ((await t.call('GET', `/v1/Candidates/${candidateId}`, token)).statusCode !== 200) return false
          if (match.Field !== 'Note') return true
          const notes = json<Array<{ Id: number; Note: string }>>(
            await t.call('GET', `/v1/Candidates/${candidateId}/Notes?limit=1000`, token),
          )
          const found = notes.find((n) => n.Id === match.Id)
          return found !== undefined && found.Note.replace(/\s+/g, ' ').includes(match.Snippet.replace(/…/g, ''))
        }
        await fc.assert(
          fc.asyncProperty(
            fc.array(
              fc.record({
                candidate: fc.nat(candidates.length - 1),
                author: fc.nat(1),
                words: fc.subarray(pool, { minLength: 1 }),
                Private: fc.boolean(),
                SendToHiringTeam: fc.boolean(),
              }),
              { maxLength: 4 },
            ),
            fc.constantFrom(...pool),
            async (notes, q) => {
              for (const n of notes) {
                const author = members[n.author] as { token: string }
                await note(t, candidates[n.candidate] as number, n.words.join(' '), {
                  Private: n.Private,
                  SendToHiringTeam: n.SendToHiringTeam,
                  token: author.token,
                })
              }
              for (const m of members) {
                for (const result of await find(t, `${w} ${q}`, m.token, '&limit=100')) {
                  assert.ok(candidates.includes(result.CandidateId))
                  for (const match of result.Matches) {
                    assert.ok(
                      await readable(m.token, result.CandidateId, match),
                      `${JSON.stringify(match)} seen by member ${members.indexOf(m)}`,
                    )
                  }
                }
              }
            },
          ),
          { numRuns: 15 },
        )
      })
    })
  })
}
