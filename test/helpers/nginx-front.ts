import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The proxy configuration shipped with the service, as an operator would include it. */
const SHIPPED_CONFIG = new URL('../../deploy/nginx/ats.conf', import.meta.url)

export function nginxInstalled(): boolean {
  return !spawnSync('nginx', ['-v'], { stdio: 'ignore' }).error
}

export interface NginxFront {
  readonly url: string
  stop(): Promise<void>
}

/**
 * The shipped file with only its addresses and folder replaced: listening on a
 * free loopback port, passing to `upstream`, serving files from `objectsDir`.
 */
export function renderFrontConfig(opts: { port: number; upstream: string; objectsDir: string; dir: string }): string {
  const shipped = readFileSync(SHIPPED_CONFIG, 'utf8')
  const replace = (text: string, from: string, to: string) => {
    if (!text.includes(from)) throw new Error(`deploy/nginx/ats.conf no longer holds "${from}"`)
    return text.replace(from, to)
  }
  let site = replace(shipped, 'listen 80;', `listen 127.0.0.1:${opts.port};`)
  site = replace(site, 'server 127.0.0.1:8080;', `server ${new URL(opts.upstream).host};`)
  site = replace(site, 'alias /var/lib/ats/blobs/objects/;', `alias ${opts.objectsDir.replace(/\/?$/, '/')};`)
  return nginxConfig(opts.dir, site)
}

/**
 * A whole nginx configuration around `http` (the body of its http block),
 * with everything nginx writes kept in `dir` (its log in `dir/error.log`)
 * and one worker, as the service under test is one process.
 */
export function nginxConfig(dir: string, http: string): string {
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${http}
}
`
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  server.close()
  return port
}

/** nginx with the shipped configuration in front of the service at `upstream`, on loopback. */
export async function startNginxFront(upstream: string, objectsDir: string): Promise<NginxFront> {
  const dir = mkdtempSync(join(tmpdir(), 'ats-nginx-'))
  mkdirSync(objectsDir, { recursive: true })
  const port = await freePort()
  const conf = join(dir, 'nginx.conf')
  writeFileSync(conf, renderFrontConfig({ port, upstream, objectsDir, dir }))
  const child = spawn('nginx', ['-p', dir, '-c', conf, '-e', join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'inherit'] })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${readFileSync(join(dir, 'error.log'), 'utf8')}`)
    if (
      await fetch(`${url}/healthz`).then(
        () => true,
        () => false,
      )
    )
      break
    if (i > 100) throw new Error('nginx did not start')
    await new Promise((r) => setTimeout(r, 50))
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await once(child, 'exit')
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
