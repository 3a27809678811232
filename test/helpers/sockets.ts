import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TestApp } from './app.js'

/** Starts the test app on a real loopback socket and returns its base address. */
export async function listen(t: TestApp): Promise<{ host: string; port: number }> {
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = t.app.server.address() as AddressInfo
  return { host: '127.0.0.1', port }
}

export interface StreamedUpload {
  /** The answer, once it arrives, with its body. */
  response: Promise<{ status: number; body: string }>
  /** Bytes handed to the socket so far. */
  readonly sent: () => number
  /** Writes a chunk, respecting back-pressure; false once the server has answered. */
  write(chunk: Buffer): Promise<boolean>
  end(): void
  abort(): void
}

/** A POST whose body the test writes piece by piece over a real socket. */
export function streamUpload(addr: { host: string; port: number }, path: string, headers: Record<string, string>): StreamedUpload {
  const req = http.request({ ...addr, method: 'POST', path, headers })
  let sent = 0
  let answered = false
  // Writers waiting for the socket to drain; also released by an answer or a closed socket.
  let waiting: Array<() => void> = []
  const release = () => {
    const list = waiting
    waiting = []
    for (const r of list) r()
  }
  req.on('drain', release)
  req.on('close', release)
  // A server that answers early (413) may close the socket while bytes are still going out.
  req.on('error', release)
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      answered = true
      release()
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
      res.on('error', reject)
    })
    req.on('close', () => {
      if (!answered) reject(new Error('closed without an answer'))
    })
  })
  response.catch(() => {})
  return {
    response,
    sent: () => sent,
    async write(chunk) {
      if (answered || req.destroyed) return false
      sent += chunk.length
      if (!req.write(chunk)) await new Promise<void>((resolve) => waiting.push(resolve))
      return !answered && !req.destroyed
    },
    end: () => req.end(),
    abort: () => req.destroy(),
  }
}
