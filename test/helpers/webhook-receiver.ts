import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import type { TestApp } from './app.js'
import { waitFor } from './documents.js'

export interface Received {
  readonly headers: IncomingHttpHeaders
  readonly body: string
  readonly host: string | undefined
  readonly path: string | undefined
}

/** How the receiver answers a request: a status, or `hang` (never answers, so the sender times out). */
export type Answer = number | 'hang'

/**
 * A webhook receiver on loopback (port 0): keeps every request it gets and
 * answers each as `answer` says (200 by default). `verified` checks the
 * Standard Webhooks signature with the package's own `verify`.
 */
export async function startReceiver(answer: (request: number) => Answer = () => 200) {
  const received: Received[] = []
  const hanging = new Set<ServerResponse>()
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), host: req.headers.host, path: req.url })
      const a = answer(received.length)
      if (a === 'hang') hanging.add(res)
      else res.writeHead(a, { 'content-type': 'text/plain' }).end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    port,
    url: `http://127.0.0.1:${port}/hooks/ats?token=receiver-key-5f1c`,
    received,
    /** The payload, verified against the secret (throws when the signature does not match). */
    verified(r: Received, secret: string): unknown {
      return new Webhook(secret).verify(r.body, r.headers as Record<string, string>)
    },
    async close() {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** Makes every queued delivery due now and wakes the runner: retries without waiting out their delays. Answers how many. */
export async function retryNow(t: TestApp): Promise<number> {
  const moved = await t.app.services.stores.database.db
    .updateTable('jobs')
    .set({ run_date: new Date(Date.now() - 1000).toISOString() })
    .where('kind', '=', 'webhook.deliver')
    .where('state', '=', 'queued')
    .executeTakeFirst()
  t.app.services.deliveries.wake()
  return Number(moved.numUpdatedRows)
}

/**
 * Brings a failed delivery's next attempt forward. A failed attempt lists its
 * successor before its job is released with a later run date: this waits for
 * the job to be queued, so that the release cannot land after it and push
 * the attempt back again.
 */
export async function nextAttemptNow(t: TestApp): Promise<void> {
  await waitFor(async () => (await retryNow(t)) > 0, 'a delivery queued for its next attempt')
}

/** A subscription's deliveries, as the API lists them. */
export async function deliveriesOf(t: TestApp, webhookId: number): Promise<Array<Record<string, any>>> {
  const res = await t.call('GET', `/v1/Webhooks/${webhookId}/Deliveries?limit=1000`)
  if (res.statusCode !== 200) throw new Error(`deliveries: ${res.statusCode} ${res.body}`)
  return JSON.parse(res.body)
}
