import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem, collectPages } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'

const ENTRY_FIELDS = ['MemberId', 'Name', 'Role']

for (const backend of await backends()) {
  describe(`the team's directory [${backend.name}]`, () => {
    let t: TestApp

    before(async () => {
      t = await buildTestApp(backend)
    })
    after(() => t.close())

    test('every role reads the current members by name and role, oldest first, without emails, paged', async () => {
      const recruiter = await t.member('recruiter')
      const manager = await t.member('hiring_manager')
      const members = json<Array<{ Id: number; Name: string; Role: string }>>(await t.call('GET', '/v1/Members?limit=1000'))
      const expected = members.map((m) => ({ MemberId: m.Id, Name: m.Name, Role: m.Role }))
      for (const token of [t.adminToken, recruiter.token, manager.token]) {
        const res = await t.call('GET', '/v1/Directory', token)
        assert.equal(res.statusCode, 200, res.body)
        const list = json<any[]>(res)
        for (const entry of list) assert.deepEqual(Object.keys(entry), ENTRY_FIELDS)
        assert.deepEqual(list, expected)
        assert.ok(!res.body.includes('@example.com'), 'an email in the directory')
      }
      const pages = await collectPages(t, '/v1/Directory?limit=1', manager.token, 1)
      assert.deepEqual(pages.flat(), expected)
    })

    test('a removed member leaves the directory at once', async () => {
      const leaving = await t.member('recruiter')
      const reader = await t.member('hiring_manager')
      const ids = async () => json<any[]>(await t.call('GET', '/v1/Directory?limit=1000', reader.token)).map((e) => e.MemberId)
      assert.ok((await ids()).includes(leaving.id))
      assert.equal((await t.call('DELETE', `/v1/Members/${leaving.id}`)).statusCode, 204)
      assert.ok(!(await ids()).includes(leaving.id))
    })

    test('403 without candidates:read; 400 for a bad limit', async () => {
      const narrow = await t.member('recruiter', ['notes:read'])
      assertProblem(await t.call('GET', '/v1/Directory', narrow.token), 403, 'insufficient_scope')
      assertProblem(await t.call('GET', '/v1/Directory?limit=0'), 400, 'validation_failed')
    })
  })
}
