import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { once } from 'node:events'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, test } from 'node:test'

const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url))

/** `ats serve` as an operator runs it, until it exits; what it wrote to the terminal. */
function serve(env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'ats-start-'))
  try {
    const r = spawnSync(process.execPath, ['--import', 'tsx', MAIN, 'serve'], {
      env: { ...process.env, ATS_DATA_DIR: dir, ATS_LOG_LEVEL: 'silent', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    })
    return { code: r.status, stderr: r.stderr }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe('starting the service', () => {
  test('a port already in use is one line naming the address and the setting, not a stack', async () => {
    const taken = createServer()
    taken.listen(0, '127.0.0.1')
    await once(taken, 'listening')
    const { port } = taken.address() as { port: number }
    try {
      const { code, stderr } = serve({ HOST: '127.0.0.1', PORT: String(port) })
      assert.equal(code, 1)
      const lines = stderr.split('\n').filter((l) => l.startsWith('ats: '))
      assert.deepEqual(lines, [`ats: 127.0.0.1:${port} is already in use; set PORT (or HOST) to another one`])
      assert.doesNotMatch(stderr, /\n\s+at /, 'no stack trace')
      // The store was new: its first admin was made before the port was found taken, and its secrets are shown all the same.
      assert.match(stderr, /^\s+ats_\S+$/m, 'the first admin token is lost')
      assert.match(stderr, /email admin@localhost, password\n\n\s+\S{16}\n/, 'the first admin password is lost')
    } finally {
      taken.close()
    }
  })

  test('a HOST that is not an address of this machine is one line too', () => {
    // A documentation address (RFC 5737): binding to it sends nothing, the kernel refuses it at once.
    const { code, stderr } = serve({ HOST: '192.0.2.1', PORT: '0' })
    assert.equal(code, 1)
    assert.match(stderr, /^ats: HOST 192\.0\.2\.1 is not an address of this machine$/m)
    assert.doesNotMatch(stderr, /\n\s+at /)
  })
})
