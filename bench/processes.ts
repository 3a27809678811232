import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'

export interface Proc {
  readonly child: ChildProcess
  readonly url: string
  /** Highest resident set size seen by `sampleRss`, in bytes. */
  peakRss: number
  /** Resident set size now, in bytes (0 once the process is gone). */
  rss(): number
  sampleRss(): void
  /** CPU time (user and system) the process has used so far, in µs; NaN once it is gone. */
  cpuMicros(): number
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

/** Node's options for the service, as `npm start` gives them (docs/PERFORMANCE.md). */
const SERVICE_NODE_OPTIONS = [
  '--max-semi-space-size=4',
  ...(process.env.BENCH_SERVICE_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVICE_PROFILE}`] : []),
  ...(process.env.BENCH_SERVICE_HEAP_PROFILE
    ? ['--heap-prof', '--heap-prof-interval=4096', `--heap-prof-dir=${process.env.BENCH_SERVICE_HEAP_PROFILE}`]
    : []),
  // Every allocation sampled, freed ones included (bench/alloc-sampling.mjs): what a request allocates, by function.
  ...(process.env.BENCH_SERVICE_ALLOC_PROFILE ? ['--import', resolve('bench/alloc-sampling.mjs')] : []),
]

/**
 * Starts the service with its logs going to /dev/null (at the default level,
 * as in production, but not read back by the load generator's process) and
 * waits until it answers. `root` is the checkout to run (another build of
 * the service, for a comparison with an earlier version); `pollMs` how often
 * to ask whether it answers yet.
 */
export async function spawnService(env: Record<string, string>, root = '.', pollMs = 100): Promise<Proc> {
  const port = await freePort()
  const child = spawn(process.execPath, [...SERVICE_NODE_OPTIONS, join(root, 'bin/ats.js'), 'serve'], {
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  await answering(child, `${url}/healthz`, 'the service', true, pollMs)
  return wrap(child, url)
}

/** Spawns a server on a port chosen beforehand and waits until `probe` answers (any status). */
export async function spawnPolled(cmd: string, args: string[], url: string, probe: string): Promise<Proc> {
  const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] })
  await answering(child, url + probe, cmd, false)
  return wrap(child, url)
}

async function answering(child: ChildProcess, url: string, what: string, needOk = true, pollMs = 100): Promise<void> {
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`)
    if (
      await fetch(url).then(
        (r) => r.ok || !needOk,
        () => false,
      )
    )
      return
    if (i * pollMs > 60_000) {
      child.kill('SIGTERM')
      throw new Error(`${what} did not start`)
    }
    await new Promise((r) => setTimeout(r, pollMs))
  }
}

/** Spawns a server process and waits for the line that gives its address. */
export async function spawnServer(cmd: string, args: string[], env: Record<string, string>, addressLine: RegExp): Promise<Proc> {
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] })
  const lines = createInterface({ input: child.stdout })
  const url = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      const m = addressLine.exec(line)
      if (m) resolve(m[1]!.startsWith('http') ? m[1]! : `http://127.0.0.1:${m[1]}`)
    })
    child.once('exit', (code) => reject(new Error(`${cmd} exited with ${code}`)))
  })
  return wrap(child, url)
}

/** /proc counts CPU time in USER_HZ ticks, 100 per second on Linux whatever the kernel's own rate. */
const MICROS_PER_TICK = 10_000

function wrap(child: ChildProcess, url: string): Proc {
  const proc: Proc = {
    child,
    url,
    peakRss: 0,
    rss() {
      try {
        return 1024 * Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0)
      } catch {
        return 0 // The process is gone.
      }
    },
    cpuMicros() {
      try {
        // Fields 14 and 15 of /proc/<pid>/stat, counted after the command name (which may hold spaces).
        const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
        return (Number(fields[11]) + Number(fields[12])) * MICROS_PER_TICK
      } catch {
        return NaN
      }
    },
    sampleRss() {
      proc.peakRss = Math.max(proc.peakRss, proc.rss())
    },
    async stop() {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      await once(child, 'exit')
    },
  }
  return proc
}
