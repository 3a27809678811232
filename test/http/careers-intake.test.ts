import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { multipartForm, waitFor } from '../helpers/documents.js'
import { applicantFields, applicationParts, applyTo } from '../helpers/job-applications.js'
import { listen, streamUpload } from '../helpers/sockets.js'

// Applications are admitted a few at a time (ATS_CAREERS_INTAKE_CONCURRENCY): the others wait
// their turn, unread, and none is lost.
for (const backend of await backends()) {
  describe(`applications to jobs admitted a few at a time [${backend.name}]`, () => {
    let t: TestApp
    let job: { Id: number }

    before(async () => {
      t = await buildTestApp(backend, { careersIntakeConcurrency: 1 })
      job = json(
        await t.call('POST', '/v1/Vacancies', undefined, {
          Title: 'Busy board',
          Location: 'Lyon',
          Description: 'The role.',
          Published: true,
        }),
      )
    })
    after(() => t.close())

    test('a second application waits while the first is read, then both are kept', async () => {
      const addr = await listen(t)
      const first = multipartForm(applicationParts(applicantFields({ Email: 'first@example.com' })))
      const slow = streamUpload(addr, `/v1/Jobs/${job.Id}/Applications`, {
        'content-type': first.contentType,
        'content-length': String(first.body.length),
      })
      const half = Math.floor(first.body.length / 2)
      await slow.write(first.body.subarray(0, half))
      await waitFor(() => t.app.services.careersIntake.activeCount === 1, 'the first application to be admitted')

      const second = applyTo(t, job.Id, applicationParts(applicantFields({ Email: 'second@example.com' })))
      await waitFor(() => t.app.services.careersIntake.pendingCount === 1, 'the second application to wait its turn')
      const held = await t.app.services.stores.database.db.selectFrom('applications').select('id').execute()
      assert.equal(held.length, 0, 'neither is kept while the first is still arriving')

      await slow.write(first.body.subarray(half))
      slow.end()
      assert.equal((await slow.response).status, 201)
      const answer = await second
      assert.equal(answer.statusCode, 201, answer.body)
      const listed = json<any[]>(await t.call('GET', `/v1/Vacancies/${job.Id}/Applications`))
      assert.equal(listed.length, 2)
      assert.deepEqual([t.app.services.careersIntake.activeCount, t.app.services.careersIntake.pendingCount], [0, 0])
    })
  })
}
