import autocannon from 'autocannon'

export interface Measure {
  /** Responses (all statuses) per second of the run. */
  rps: number
  /** Latency percentiles of 2xx responses, in ms with microsecond resolution. */
  p50: number
  p99: number
  errors: number
  /** Responses of the run, whatever their status. */
  requests: number
  /** CPU time the server's own process spent per response, in µs (only when its process is known). */
  cpuUs?: number
  /** Where a run mixes reads and writes (`mixed`): the p99 of the reads (GET) and of the writes apart. */
  readP99?: number
  writeP99?: number
}

/**
 * autocannon appends every response body to a string (`body += chunk`), which
 * makes the client, not the server, the limit on multi-MiB downloads. Bodies
 * are not checked here (bytes are still counted), so that is switched off.
 */
function dropBodies(client: unknown) {
  ;(client as { pipelinedRequests: { addBody(data: Buffer): void } }).pipelinedRequests.addBody = () => {}
}

/** What the 'response' event's client holds of the request answered (autocannon's internals). */
interface AnsweredClient {
  requestIterator?: { currentRequest?: { method?: string } }
}

/**
 * Runs autocannon and takes latencies from its per-response events: its own
 * histogram counts whole milliseconds, too coarse for sub-millisecond baselines.
 */
export async function runLoad(options: autocannon.Options): Promise<Measure> {
  const latencies: number[] = []
  const reads: number[] = []
  const writes: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    // A 20 MiB body shared by 100 connections can take longer than the default 10 s.
    const instance = autocannon({ timeout: 60, ...options, setupClient: dropBodies }, (err, r) =>
      err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(r),
    )
    // The event's arguments are (client, status, bytes, ms), whatever @types/autocannon says.
    // The client's request is still the one answered when the event fires (it moves on to the next after).
    instance.on('response', (client: unknown, status: number, _bytes: number, ms: number) => {
      if (status < 200 || status >= 300) return
      latencies.push(ms)
      ;(((client as AnsweredClient).requestIterator?.currentRequest?.method ?? 'GET') === 'GET' ? reads : writes).push(ms)
    })
  })
  const at = (list: number[], q: number) => {
    list.sort((a, b) => a - b)
    return list.length ? Number(list[Math.min(list.length - 1, Math.floor(q * list.length))]!.toFixed(3)) : NaN
  }
  const mixed = reads.length > 0 && writes.length > 0
  return {
    ...(mixed && { readP99: at(reads, 0.99), writeP99: at(writes, 0.99) }),
    rps: Math.round(result.requests.total / result.duration),
    p50: at(latencies, 0.5),
    p99: at(latencies, 0.99),
    errors: result.errors + result.non2xx + result.timeouts,
    requests: result.requests.total,
  }
}
