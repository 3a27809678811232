import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { Counter, Histogram, Registry } from 'prom-client'
import { RouteDurations } from '../../../src/http/protocol/route-durations.js'

const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const NAME = 'http_request_duration_seconds'
// Values on the bounds, between them, past the last, and zero.
const OBSERVED: Array<[string, string, string, number]> = [
  ['GET', '/v1/Candidates/:id', '200', 0.0004],
  ['GET', '/v1/Candidates/:id', '200', 0.001],
  ['GET', '/v1/Candidates/:id', '200', 0.0031],
  ['GET', '/v1/Candidates/:id', '200', 0],
  ['GET', '/v1/Candidates/:id', '404', 0.2],
  ['POST', '/v1/Candidates', '201', 12],
  ['POST', '/v1/Candidates', '201', 10],
]

describe("the requests' duration histogram", () => {
  test("prom-client's text, value for value, for the same observations", async () => {
    const reference = new Registry()
    const histogram = new Histogram({
      name: NAME,
      help: 'Time to answer HTTP requests.',
      labelNames: ['method', 'route', 'status'],
      buckets: BUCKETS,
      registers: [reference],
    })
    for (const [method, route, status, seconds] of OBSERVED) histogram.labels({ method, route, status }).observe(seconds)

    const registry = new Registry()
    const durations = new RouteDurations(NAME, 'Time to answer HTTP requests.', BUCKETS, registry)
    for (const [method, route, status, seconds] of OBSERVED) durations.series({ method, route, status })(seconds)

    assert.equal(await registry.metrics(), await reference.metrics())
    // As JSON: prom-client leaves keys holding undefined where this gives none.
    const asJson = async (r: Registry) => JSON.parse(JSON.stringify(await r.getMetricsAsJSON())) as unknown
    assert.deepEqual(await asJson(registry), await asJson(reference))
  })

  test('a series found once records every later observation; reset empties the counts', async () => {
    const registry = new Registry()
    const durations = new RouteDurations(NAME, 'help', BUCKETS, registry)
    const record = durations.series({ method: 'GET', route: '/x', status: '200' })
    for (let i = 0; i < 5; i++) record(0.002)
    const count = (await durations.get()).values.find((v) => (v as { metricName: string }).metricName === `${NAME}_count`) as {
      value: number
    }
    assert.equal(count.value, 5)
    durations.reset()
    assert.match(await registry.metrics(), /http_request_duration_seconds_count\{method="GET",route="\/x",status="200"\} 0/)
  })

  test('a counter may read the counts from it when scraped', async () => {
    const registry = new Registry()
    const durations = new RouteDurations(NAME, 'help', BUCKETS, registry)
    durations.series({ method: 'GET', route: '/x', status: '200' })(0.01)
    new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered.',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
      async collect() {
        this.reset()
        for (const v of (await durations.get()).values as Array<{ metricName: string; labels: Record<string, string>; value: number }>)
          if (v.metricName === `${NAME}_count`) this.inc(v.labels, v.value)
      },
    })
    assert.match(await registry.metrics(), /http_requests_total\{method="GET",route="\/x",status="200"\} 1/)
  })
})
