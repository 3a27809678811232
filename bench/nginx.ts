// nginx as a download baseline: the bench's own child process, with a
// generated config in a temp dir, serving the same files with the same
// headers through sendfile. Absent nginx (Debian package `nginx`), it is skipped.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { nginxConfig, renderFrontConfig } from '../test/helpers/nginx-front.js'
import { freePort, spawnPolled, type Proc } from './processes.js'
import type { BaselineAnswer } from './scenarios.js'

/** Headers nginx sets itself for a static file. */
const OWN = new Set(['content-length', 'content-type', 'last-modified', 'accept-ranges', 'etag'])

/** A quoted nginx config string. */
const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

export function nginxAvailable(): boolean {
  return !spawnSync('nginx', ['-v'], { stdio: 'ignore' }).error
}

/** Serves each "GET path" file answer of `answers`; undefined when nginx is not installed. */
export async function startNginx(answers: Record<string, BaselineAnswer>): Promise<Proc | undefined> {
  if (!nginxAvailable()) return undefined
  const dir = mkdtempSync(join(tmpdir(), 'ats-bench-nginx-'))
  const port = await freePort()
  const locations = Object.entries(answers)
    .filter(([key, a]) => key.startsWith('GET ') && a.file)
    .map(([key, a]) => {
      const headers = Object.entries(a.headers).filter(([name]) => !OWN.has(name))
      return [
        `    location = ${key.slice(4)} {`,
        `      alias ${a.file};`,
        `      types { } default_type ${q(a.headers['content-type'] ?? 'application/octet-stream')};`,
        `      etag off;`,
        ...(a.headers.etag ? [`      add_header ETag ${q(a.headers.etag)};`] : []),
        ...headers.map(([name, value]) => `      add_header ${name} ${q(value)};`),
        `    }`,
      ].join('\n')
    })
  const conf = nginxConfig(
    dir,
    `
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 60s;
  server {
    listen 127.0.0.1:${port};
    location = /ready { return 204; }
${locations.join('\n')}
  }`,
  )
  return runNginx(dir, conf, `http://127.0.0.1:${port}`, '/ready')
}

/** Runs nginx on `conf` with `dir` as its prefix, until stopped; then removes `dir`. */
async function runNginx(dir: string, conf: string, url: string, probe: string): Promise<Proc> {
  writeFileSync(join(dir, 'nginx.conf'), conf)
  const proc = await spawnPolled('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], url, probe)
  const stop = proc.stop.bind(proc)
  proc.stop = async () => {
    await stop()
    rmSync(dir, { recursive: true, force: true })
  }
  return proc
}

/**
 * The service as deployed behind nginx with the shipped configuration
 * (deploy/nginx/ats.conf): nginx sends the document files once the service
 * has authorized them (X-Accel-Redirect).
 */
export async function startNginxFront(serviceUrl: string, objectsDir: string): Promise<Proc | undefined> {
  if (!nginxAvailable()) return undefined
  const dir = mkdtempSync(join(tmpdir(), 'ats-bench-front-'))
  const port = await freePort()
  const conf = renderFrontConfig({ port, upstream: serviceUrl, objectsDir, dir })
  return runNginx(dir, conf, `http://127.0.0.1:${port}`, '/healthz')
}
