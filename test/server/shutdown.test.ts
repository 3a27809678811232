import assert from 'node:assert/strict'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { startServerProcess } from '../helpers/server-process.js'

const TOKEN = 'ats_' + 'shutdown'.padEnd(40, 'y')

describe('graceful shutdown', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    test(`${signal} finishes the request in flight, then exits 0 and stops accepting`, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'ats-shutdown-'))
      const server = await startServerProcess({ ATS_DATA_DIR: dir, ATS_BOOTSTRAP_TOKEN: TOKEN })
      try {
        const body = JSON.stringify({ FirstName: 'Katherine', LastName: 'Johnson' })
        const req = request(`${server.url}/v1/Candidates`, {
          method: 'POST',
          headers: {
            authorization: TOKEN,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            // The 100 answer proves the server has taken the request before the signal is sent.
            expect: '100-continue',
          },
        })
        const answered = once(req, 'response')
        req.flushHeaders()
        await once(req, 'continue')

        const exited = once(server.child, 'exit')
        server.child.kill(signal)
        req.end(body)

        const [res] = (await answered) as [import('node:http').IncomingMessage]
        let text = ''
        for await (const chunk of res) text += chunk
        assert.equal(res.statusCode, 201)
        assert.equal(JSON.parse(text).FirstName, 'Katherine')

        const [code] = await exited
        assert.equal(code, 0)
        await assert.rejects(fetch(`${server.url}/healthz`))
      } finally {
        await server.stop('SIGKILL')
        rmSync(dir, { recursive: true, force: true })
      }
    })
  }
})
