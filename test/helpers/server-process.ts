import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { bundledMain } from './server-bundle.js'

// The sources through tsx, never a build in dist/ that could be older than them.
const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url))

export interface ServerProcess {
  readonly url: string
  readonly child: ChildProcess
  /** Every log line the process wrote to stdout so far. */
  readonly logs: string[]
  /** What the process wrote to stderr so far (the terminal, not the log). */
  stderr(): string
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

/**
 * Runs `ats serve` as a separate process on a free loopback port and waits
 * until it listens. `bundled` runs the sources bundled fresh by esbuild
 * (see server-bundle.ts) instead of through tsx: the same code, started faster.
 */
export async function startServerProcess(env: Record<string, string>, opts: { bundled?: boolean } = {}): Promise<ServerProcess> {
  const entry = opts.bundled ? [await bundledMain()] : ['--import', 'tsx', MAIN]
  const child = spawn(process.execPath, [...entry, 'serve'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ATS_LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const logs: string[] = []
  let stderr = ''
  child.stderr.on('data', (d) => (stderr += d))
  const lines = createInterface({ input: child.stdout })
  const url = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      logs.push(line)
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)
      if (m) resolve(m[1]!)
    })
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening: ${stderr}`)))
  })
  return {
    url,
    child,
    logs,
    stderr: () => stderr,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null) return child.exitCode
      child.kill(signal)
      const [code] = await once(child, 'exit')
      return code as number | null
    },
  }
}
