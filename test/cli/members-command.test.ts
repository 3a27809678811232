import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { buildApp } from '../../src/app.js'
import { makeConfig, type Config } from '../../src/config.js'
import { createMember } from '../../src/domain/members/members.js'
import { openStores } from '../../src/store/stores.js'
import { backends } from '../helpers/backends.js'
import { bundledMain } from '../helpers/server-bundle.js'

interface Run {
  status: number
  stdout: string
  stderr: string
}

const DAY_MS = 86_400_000

// The commands touch the database only.
for (const backend of (await backends()).filter((b) => !b.blobs)) {
  describe(`ats token and ats member list [${backend.name}]`, () => {
    let dir: string
    let drop: () => Promise<void>
    let config: Config
    let env: NodeJS.ProcessEnv
    let admin: number
    let recruiter: number
    // The current sources bundled once: the same code as `ats`, started in half the time.
    const ats = async (...args: string[]) => atsWithInput(undefined, ...args)
    /** `ats` with this text on its standard input. */
    const atsWithInput = async (input: string | undefined, ...args: string[]) => {
      const main = await bundledMain()
      return new Promise<Run>((resolve) => {
        const child = execFile(process.execPath, [main, ...args], { env, encoding: 'utf8', timeout: 60_000 }, (err, stdout, stderr) => {
          resolve({ status: err ? (typeof err.code === 'number' ? err.code : -1) : 0, stdout, stderr })
        })
        child.stdin?.end(input ?? '')
      })
    }
    /** The id and secret `ats token create` printed. */
    const created = (run: Run) => {
      assert.equal(run.status, 0, run.stderr)
      const m = /^token (\d+) for member \d+ .*:\n(ats_\S+)\n$/.exec(run.stdout)
      assert.ok(m, run.stdout)
      return { id: Number(m[1]), secret: m[2]! }
    }

    before(async () => {
      dir = mkdtempSync(join(tmpdir(), 'ats-cli-'))
      const database = await backend.database()
      drop = database.drop
      config = makeConfig({ dataDir: dir, databaseUrl: database.databaseUrl, logLevel: 'silent' })
      env = { ...process.env, ATS_DATA_DIR: dir, ATS_LOG_LEVEL: 'silent', ATS_TOKEN_TTL_DAYS: '7' }
      if (database.databaseUrl) env.ATS_DATABASE_URL = database.databaseUrl
      else delete env.ATS_DATABASE_URL
      delete env.ATS_BLOB_URL
      const stores = await openStores(config)
      try {
        admin = (await createMember(stores.database.db, { Name: 'Ada Admin', Email: 'ada@example.com', Role: 'admin' })).id
        recruiter = (await createMember(stores.database.db, { Name: 'Rob Recruiter', Email: 'rob@example.com', Role: 'recruiter' })).id
      } finally {
        await stores.close()
      }
    })
    after(async () => {
      await drop()
      rmSync(dir, { recursive: true, force: true })
    })

    // One test: each command is a process start, so the independent ones run side by side.
    test('token create applies ATS_TOKEN_TTL_DAYS, --expires never and --by; token list shows them without secrets; member list', async () => {
      const plain = created(await ats('token', 'create', '--member', String(recruiter)))
      const lasting = created(
        await ats('token', 'create', '--member', String(recruiter), '--scopes', 'notes:read', '--expires', 'never', '--by', String(admin)),
      )
      const [byRecruiter, past, notADate, members] = await Promise.all([
        ats('token', 'create', '--member', String(recruiter), '--by', String(recruiter)),
        ats('token', 'create', '--member', String(admin), '--expires', '2001-01-01T00:00:00.000Z'),
        ats('token', 'create', '--member', String(admin), '--expires', 'tomorrow'),
        ats('member', 'list'),
      ])
      assert.equal(byRecruiter.status, 1)
      assert.match(byRecruiter.stderr, /--by: must name an admin member/)
      assert.equal(past.status, 1)
      assert.match(past.stderr, /ExpiresDate: must be in the future/)
      assert.notEqual(notADate.status, 0)
      assert.match(notADate.stderr, /--expires/)
      for (const run of [byRecruiter, past, notADate]) assert.ok(!run.stdout.includes('ats_'), run.stdout)

      assert.equal(members.status, 0, members.stderr)
      assert.deepEqual(
        members.stdout
          .trimEnd()
          .split('\n')
          .map((l) => l.split(/\s{2,}/).slice(0, 4)),
        [
          ['id', 'name', 'email', 'role'],
          [String(admin), 'Ada Admin', 'ada@example.com', 'admin'],
          [String(recruiter), 'Rob Recruiter', 'rob@example.com', 'recruiter'],
        ],
      )

      const list = await ats('token', 'list', '--member', String(recruiter))
      const app = await buildApp(config)
      try {
        const rows = await app.services.stores.database.db.selectFrom('tokens').selectAll().orderBy('id').execute()
        // The refused commands issued nothing.
        assert.deepEqual(
          rows.map((r) => [r.id, r.member_id, r.created_by_id, r.scopes]),
          [
            [
              plain.id,
              recruiter,
              null,
              'candidates:read candidates:write documents:read documents:write notes:read notes:write flags:read flags:write applications:write scorecards:write',
            ],
            [lasting.id, recruiter, admin, 'notes:read'],
          ],
        )
        assert.equal(Date.parse(rows[0]!.expires_date!) - Date.parse(rows[0]!.created_date), 7 * DAY_MS)
        assert.equal(rows[1]!.expires_date, null)
        for (const secret of [plain.secret, lasting.secret]) {
          // No such candidate: a 400 that only a token good for notes:read gets to see.
          const res = await app.inject({ method: 'GET', url: '/v1/Candidates/999/Notes', headers: { authorization: secret } })
          assert.equal(res.statusCode, 400, res.body)
        }

        assert.equal(list.status, 0, list.stderr)
        const lines = list.stdout.trimEnd().split('\n')
        assert.match(lines[0]!, /^id\s+start\s+scopes\s+created\s+expires\s+revoked\s+issued by$/)
        const cells = lines.slice(1).map((l) => l.split(/\s{2,}/))
        assert.deepEqual(cells, [
          [
            String(plain.id),
            plain.secret.slice(0, 10),
            rows[0]!.scopes.replaceAll(' ', ','),
            rows[0]!.created_date,
            rows[0]!.expires_date,
            '-',
            '-',
          ],
          [String(lasting.id), lasting.secret.slice(0, 10), 'notes:read', rows[1]!.created_date, 'never', '-', `member ${admin}`],
        ])
        for (const secret of [plain.secret, lasting.secret]) assert.ok(!list.stdout.includes(secret.slice(10)), 'a secret was printed')
      } finally {
        await app.close()
      }
    })

    test('member password sets a password from standard input, refuses a short one, and the member signs in with it', async () => {
      const [set, short, nobody] = await Promise.all([
        atsWithInput('a password from the pipe\n', 'member', 'password', '--member', String(recruiter)),
        atsWithInput('too short\n', 'member', 'password', '--member', String(admin)),
        atsWithInput('a long enough password\n', 'member', 'password', '--member', '987654'),
      ])
      assert.equal(set.status, 0, set.stderr)
      assert.match(set.stdout, /password of member \d+ set/)
      assert.ok(!set.stdout.includes('a password from the pipe'))
      assert.equal(short.status, 1)
      assert.match(short.stderr, /password: must be 12 to 1024 characters long/)
      assert.equal(nobody.status, 1)
      assert.match(nobody.stderr, /No member has the id 987654/)
      const app = await buildApp(config)
      try {
        const signIn = (Password: string) =>
          app.inject({ method: 'POST', url: '/v1/Session', payload: { Email: 'rob@example.com', Password } })
        assert.equal((await signIn('a password from the pipe')).statusCode, 200)
        assert.equal((await signIn('too short')).statusCode, 403)
      } finally {
        await app.close()
      }
    })
  })
}
