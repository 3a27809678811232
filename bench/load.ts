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
}

/**
 * autocannon appends every response body to a string (`body += chunk`), which
 * makes the client, not the server, the limit on multi-MiB downloads. Bodies
 * are not checked here (bytes are still counted), so that is switched off.
 */
function dropBodies(client: unknown) {
  ;(client as { pipelinedRequests: { addBody(data: Buffer): void } }).pipelinedRequests.addBody = () => {}
}

/**
 * Runs autocannon and takes latencies from its per-response events: its own
 * histogram counts whole milliseconds, too coarse for sub-millisecond baselines.
 */
export async function runLoad(options: autocannon.Options): Promise<Measure> {
  const latencies: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    // A 20 MiB body shared by 100 connections can take longer than the default 10 s.
    const instance = autocannon({ timeout: 60, ...options, setupClient: dropBodies }, (err, r) =>
      err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(r),
    )
    // The event's arguments are (client, status, bytes, ms), whatever @types/autocannon says.
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      if (status >= 200 && status < 300) latencies.push(ms)
    })
  })
  latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    latencies.length ? Number(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(3)) : NaN
  return {
    rps: Math.round(result.requests.total / result.duration),
    p50: at(0.5),
    p99: at(0.99),
    errors: result.errors + result.non2xx + result.timeouts,
    requests: result.requests.total,
  }
}
