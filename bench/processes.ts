import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { createInterface } from 'node:readline'

export interface Proc {
  readonly child: ChildProcess
  readonly url: string
  /** Highest resident set size seen by `sampleRss`, in bytes. */
  peakRss: number
  sampleRss(): void
  stop(): Promise<void>
}

/** A loopback port free at this moment. */
export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  server.close()
  return port
}

/**
 * Starts the service with its logs going to /dev/null (at the default level,
 * as in production, but not read back by the load generator's process) and
 * waits until it answers.
 */
export async function spawnService(env: Record<string, string>): Promise<Proc> {
  const port = await freePort()
  const child = spawn(process.execPath, ['bin/ats.js', 'serve'], {
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}`)
    if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) break
    if (i > 300) throw new Error('the service did not start')
    await new Promise((r) => setTimeout(r, 100))
  }
  return wrap(child, url)
}

/** Spawns a server process and waits for the line that gives its address. */
export async function spawnServer(cmd: string, args: string[], env: Record<string, string>, addressLine: RegExp): Promise<Proc> {
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] })
  const lines = createInterface({ input: child.stdout! })
  const url = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      const m = addressLine.exec(line)
      if (m) resolve(m[1]!.startsWith('http') ? m[1]! : `http://127.0.0.1:${m[1]}`)
    })
    child.once('exit', (code) => reject(new Error(`${cmd} exited with ${code}`)))
  })
  return wrap(child, url)
}

function wrap(child: ChildProcess, url: string): Proc {
  const proc: Proc = {
    child,
    url,
    peakRss: 0,
    sampleRss() {
      try {
        const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0)
        proc.peakRss = Math.max(proc.peakRss, kb * 1024)
      } catch {
        // The process is gone; keep the last figure.
      }
    },
    async stop() {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      await once(child, 'exit')
    },
  }
  return proc
}
