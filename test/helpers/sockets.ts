import http from 'node:http'
import net from 'node:net'
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

export interface RawAnswer {
  readonly status: number
  /** Header names in lower case. */
  readonly headers: Record<string, string>
  readonly body: string
}

/**
 * Writes `message` as it is on a new connection and reads the first answer,
 * until its length is complete or the server closes the connection. The
 * connection stays open meanwhile, as a slow client's does (Node aborts a
 * request whose client half-closes, unless `end` asks for that).
 */
export function rawExchange(
  addr: { host: string; port: number },
  message: string | Buffer,
  opts: { end?: boolean } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(addr)
    let received = Buffer.alloc(0)
    let done = false
    const finish = () => {
      if (done) return
      const text = received.toString('latin1')
      const end = text.indexOf('\r\n\r\n')
      if (end < 0) return
      const [statusLine, ...lines] = text.slice(0, end).split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const i = line.indexOf(':')
        headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim()
      }
      const body = received.subarray(Buffer.byteLength(text.slice(0, end + 4), 'latin1'))
      const length = headers['content-length'] === undefined ? undefined : Number(headers['content-length'])
      if (length !== undefined && body.length < length) return
      done = true
      socket.destroy()
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine!)?.[1] ?? 0), headers, body: body.toString('utf8') })
    }
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      finish()
    })
    socket.on('error', () => {})
    socket.on('close', () => {
      finish()
      if (!done) reject(new Error(`closed without a whole answer: ${JSON.stringify(received.toString('latin1').slice(0, 200))}`))
    })
    if (opts.end) socket.end(message)
    else socket.write(message)
  })
}
