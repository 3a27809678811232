import { once } from 'node:events'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

interface Arrived {
  readonly event: { Id: number; Type: string; Data: unknown }
  readonly at: number
}

/** A webhook receiver on loopback that notes when each event arrived (performance.now()). */
export async function receiveDeliveries(): Promise<{
  url: string
  arrival(match: (event: Arrived['event']) => boolean): Promise<number>
  close(): Promise<void>
}> {
  const arrived: Arrived[] = []
  const waiting = new Set<{ match: (e: Arrived['event']) => boolean; resolve: (at: number) => void }>()
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const at = performance.now()
      res.writeHead(204).end()
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Arrived['event']
      arrived.push({ event, at })
      for (const w of waiting)
        if (w.match(event)) {
          waiting.delete(w)
          w.resolve(at)
        }
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hook`,
    arrival(match) {
      const seen = arrived.find((a) => match(a.event))
      if (seen) return Promise.resolve(seen.at)
      return new Promise<number>((resolve, reject) => {
        const w = { match, resolve }
        waiting.add(w)
        setTimeout(() => {
          if (waiting.delete(w)) reject(new Error('no delivery within 60 s'))
        }, 60_000).unref()
      })
    },
    async close() {
      server.closeAllConnections()
      server.close()
      await once(server, 'close')
    },
  }
}
