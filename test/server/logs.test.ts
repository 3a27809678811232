import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createInterface } from 'node:readline'
import { describe, test } from 'node:test'
import { SAMPLES } from '../helpers/documents.js'
import { startServerProcess } from '../helpers/server-process.js'

const TOKEN = 'ats_' + 'logscenario'.padEnd(40, 'z')

/** Runs a whole scenario through a real server process and reads every line it logged. */
describe('request logs', () => {
  test('one JSON line per request, and no token, note text or personal data in any line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ats-logs-'))
    const server = await startServerProcess({ ATS_DATA_DIR: dir, ATS_BOOTSTRAP_TOKEN: TOKEN })
    const secrets: string[] = [TOKEN]
    let requests = 0
    const call = async (method: string, path: string, token: string, body?: unknown, extra: Record<string, string> = {}) => {
      requests++
      const res = await fetch(server.url + path, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...extra },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await res.text()
      return { status: res.status, body: text ? JSON.parse(text) : undefined }
    }
    try {
      const candidate = await call('POST', '/v1/Candidates', TOKEN, {
        FirstName: 'Zebulon',
        LastName: 'Quarrington',
        Email: 'zq@example.org',
      })
      const id = candidate.body.Id
      await call('POST', `/v1/Candidates/${id}/Notes`, TOKEN, { Note: 'confidential-remark-about-salary' })
      await call('POST', `/v1/Candidates/${id}/QualityFlags`, TOKEN, { FlagType: 2, Note: 'flag-note-secretive' })
      await call('GET', `/v1/Candidates?q=Quarrington`, TOKEN)
      requests++
      const upload = await fetch(`${server.url}/v1/Candidates/${id}/Document`, {
        method: 'POST',
        headers: {
          authorization: TOKEN,
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="Zebulon-private-CV.pdf"',
        },
        body: new Uint8Array(SAMPLES.pdf.bytes),
      })
      const doc = (await upload.json()) as { Id: string }
      requests++
      await (await fetch(`${server.url}/v1/document/${doc.Id}`, { headers: { authorization: TOKEN } })).arrayBuffer()
      const member = await call('POST', '/v1/Members', TOKEN, { Name: 'Ulrika Vandermeer', Email: 'uv@example.org', Role: 'recruiter' })
      const issued = await call('POST', `/v1/Members/${member.body.Id}/Tokens`, TOKEN, { Scopes: ['notes:read'] })
      secrets.push(issued.body.Token)
      await call('GET', `/v1/Candidates/${id}/Notes`, issued.body.Token)
      await call('GET', `/v1/Candidates/${id}/Notes`, 'ats_wrong_but_well_formed_token_value_123')
      await call('POST', `/v1/Candidates/${id}/Notes`, TOKEN, { Note: 'x'.repeat(10001) })
      await call('GET', '/v1/Candidates/1', TOKEN, undefined, { 'x-request-id': 'trace-abc-123' })
      // Nothing was written since: this one is answered from the cache, before routing.
      await call('GET', '/v1/Candidates/1', TOKEN, undefined, { 'x-request-id': 'trace-abc-124' })
    } finally {
      await server.stop()
      rmSync(dir, { recursive: true, force: true })
    }

    const lines = server.logs.map((l) => JSON.parse(l) as Record<string, unknown>)
    const requestLines = lines.filter((l) => l.msg === 'request')
    assert.equal(requestLines.length, requests)
    for (const l of requestLines) {
      assert.equal(typeof l.requestId, 'string')
      assert.equal(typeof l.method, 'string')
      assert.equal(typeof l.route, 'string')
      assert.equal(typeof l.status, 'number')
      assert.equal(typeof l.durationMs, 'number')
    }
    for (const requestId of ['trace-abc-123', 'trace-abc-124']) {
      const line = requestLines.find((l) => l.requestId === requestId)
      assert.deepEqual([line?.method, line?.route, line?.status], ['GET', '/v1/Candidates/:id', 200], requestId)
    }
    // The line of an answer given before routing is written without pino: the same fields as the router's.
    const [routedLine, frontLine] = ['trace-abc-123', 'trace-abc-124'].map((id) => requestLines.find((l) => l.requestId === id) ?? {})
    assert.deepEqual(Object.keys(frontLine ?? {}).sort(), Object.keys(routedLine ?? {}).sort())
    assert.deepEqual([frontLine?.level, frontLine?.pid, frontLine?.hostname], [routedLine?.level, routedLine?.pid, routedLine?.hostname])
    assert.ok(Math.abs(Number(frontLine?.time) - Number(routedLine?.time)) < 60_000, 'time in epoch milliseconds')

    const all = server.logs.join('\n')
    for (const s of [
      ...secrets,
      'confidential-remark-about-salary',
      'flag-note-secretive',
      'Zebulon',
      'Quarrington',
      'zq@example.org',
      'Ulrika',
      'uv@example.org',
      'Zebulon-private-CV',
      '%PDF-',
      'ats_wrong_but',
      'xxxxxxxxxx',
    ]) {
      assert.ok(!all.includes(s), `the log holds ${s.slice(0, 12)}...`)
    }
  })

  test('a token sent in the wrong place (request id, path, query, body, file name) and a generated bootstrap token stay out of the log', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ats-logs-'))
    // No ATS_BOOTSTRAP_TOKEN: the service makes one and shows it on the terminal, once.
    const server = await startServerProcess({ ATS_DATA_DIR: dir })
    let requests = 0
    try {
      const generated = /^\s+(ats_\S+)\s*$/m.exec(server.stderr())?.[1]
      assert.ok(generated, 'the generated token is shown on the terminal')
      // And a console password, with where and as whom to sign in: the first admin can sign in at once.
      const signIn = /at (http:\/\/127\.0\.0\.1:\d+\/): email (\S+), password\n\n\s+(\S+)\n/.exec(server.stderr())
      assert.ok(signIn, server.stderr())
      const [, consoleUrl, email, password] = signIn
      assert.equal(consoleUrl, `${server.url}/`)
      const session = await fetch(`${server.url}/v1/Session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Email: email, Password: password }),
      })
      assert.equal(session.status, 200, await session.clone().text())
      assert.equal(((await session.json()) as { Role: string }).Role, 'admin')
      requests++
      const misplaced = `ats_${'misplaced'.padEnd(43, 'Q')}`
      const send = async (path: string, init: RequestInit = {}) => {
        requests++
        const res = await fetch(server.url + path, {
          ...init,
          headers: { authorization: generated, ...(init.headers as Record<string, string>) },
        })
        await res.arrayBuffer()
        return res
      }
      const echoed = await send('/v1/Candidates', { headers: { 'x-request-id': misplaced } })
      assert.equal(echoed.status, 200)
      assert.notEqual(echoed.headers.get('x-request-id'), misplaced, 'a token-shaped request id is not echoed')
      // The same secret without its prefix is still recognised, by its length and alphabet.
      const bare = generated.slice('ats_'.length)
      const bareEchoed = await send('/v1/Candidates', { headers: { 'x-request-id': bare } })
      assert.notEqual(bareEchoed.headers.get('x-request-id'), bare, 'a secret without its prefix is not echoed')
      await send(`/nowhere/${bare}`, { headers: { 'x-request-id': bare } })
      await send(`/v1/document/${misplaced}`)
      await send(`/v1/Candidates?q=${misplaced}`)
      await send(`/v1/Candidates/${misplaced}`)
      await send('/nowhere/' + misplaced)
      const created = await send('/v1/Candidates', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ FirstName: misplaced, LastName: 'x', Unknown: misplaced }),
      })
      assert.equal(created.status, 400)
      await send('/v1/Candidates', { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"FirstName": "${misplaced}` })
      await send('/v1/Candidates/1/Document', {
        method: 'POST',
        headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${misplaced}.pdf"` },
        body: new Uint8Array(SAMPLES.pdf.bytes),
      })
      await send('/v1/Candidates', { headers: { authorization: `Bearer ${misplaced}` } })

      await server.stop()
      const requestLines = server.logs.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'request')
      assert.equal(requestLines.length, requests)
      const all = server.logs.join('\n')
      assert.ok(!all.includes(generated), 'the log holds the generated bootstrap token')
      assert.ok(!all.includes(password!), 'the log holds the generated password')
      assert.ok(!all.includes(misplaced.slice(4, 20)), 'the log holds a misplaced token')
      assert.ok(!all.includes(generated.slice(4, 20)))
      assert.ok(!all.includes(bare.slice(0, 16)), 'the log holds a secret sent without its prefix')
    } finally {
      await server.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test("a quiet service writes a request's line without waiting for more traffic or for shutdown", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ats-logs-'))
    const server = await startServerProcess({ ATS_DATA_DIR: dir, ATS_BOOTSTRAP_TOKEN: TOKEN })
    try {
      const res = await fetch(`${server.url}/v1/Candidates`, { headers: { authorization: TOKEN, 'x-request-id': 'quiet-line-1' } })
      assert.equal(res.status, 200)
      await res.arrayBuffer()
      // Lines are written in batches; a batch that does not fill up is still written, on a timer.
      const logged = () => server.logs.some((l) => l.includes('"requestId":"quiet-line-1"'))
      const lines = createInterface({ input: server.child.stdout! })
      const seen = await Promise.race([
        new Promise<boolean>((resolve) => {
          if (logged()) return resolve(true)
          lines.on('line', () => logged() && resolve(true))
        }),
        new Promise<boolean>((resolve) => setTimeout(resolve, 15_000, false).unref()),
      ])
      lines.close()
      assert.ok(seen, 'the line of a request answered while the service runs is written while it runs')
    } finally {
      await server.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('lines gathered when the process exits are written, even through process.exit', () => {
    const run = loggerProcess(`
      for (let i = 0; i < 3; i++) logger.info({ line: i }, 'last words')
      process.exit(3)
    `)
    assert.equal(run.status, 3, run.stderr)
    assert.deepEqual(run.lines(), [
      ['last words', 0],
      ['last words', 1],
      ['last words', 2],
    ])
  })

  test('logger.flush() writes every gathered line before its callback', () => {
    // Killed from the callback: no exit handler runs, so only what flush wrote is there.
    const run = loggerProcess(`
      for (let i = 0; i < 3; i++) logger.info({ line: i }, 'flushed')
      logger.flush(() => process.kill(process.pid, 'SIGKILL'))
    `)
    assert.equal(run.signal, 'SIGKILL', run.stderr)
    assert.deepEqual(run.lines(), [
      ['flushed', 0],
      ['flushed', 1],
      ['flushed', 2],
    ])
  })
})

/** Runs `body` in a process of its own with `logger` made by createLogger; gives the lines it wrote as [msg, line]. */
function loggerProcess(body: string) {
  const logger = fileURLToPath(new URL('../../src/logger.ts', import.meta.url))
  const script = `import { createLogger } from ${JSON.stringify(logger)}\nconst { logger } = createLogger('info')\n${body}`
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' })
  return {
    status: run.status,
    signal: run.signal,
    stderr: run.stderr,
    lines: () =>
      run.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { msg: string; line: number })
        .map((l) => [l.msg, l.line]),
  }
}
