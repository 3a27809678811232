import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client'
import { RouteDurations } from '../protocol/route-durations.js'
import { jobCounts, type JobCounts } from '../../store/repositories/job.repository.js'

export interface Metrics {
  readonly registry: Registry
  readonly documentBytesUploaded: Counter
  readonly documentBytesDownloaded: Counter
  /** Applications posted to jobs (SPEC C8), by what became of them. */
  readonly careersApplications: Counter<'outcome'>
  /** Counts answered requests of one series, and their durations, under the route pattern. */
  requestSeries(method: string, route: string, status: number): (seconds: number) => void
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics
  }
}

/**
 * Prometheus metrics, in a registry of the app's own (tests build many apps
 * in one process). Routes are labelled by their pattern, never the raw URL, so
 * ids do not explode the label set.
 */
async function metricsPlugin(app: FastifyInstance) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })

  const labelNames = ['method', 'route', 'status'] as const
  const duration = new RouteDurations(
    'http_request_duration_seconds',
    'Time to answer HTTP requests.',
    [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registry,
  )
  // The request count is the histogram's own, read when scraped: one label
  // lookup per request instead of two.
  new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered.',
    labelNames,
    registers: [registry],
    async collect() {
      const { values } = await duration.get()
      this.reset()
      for (const v of values as Array<{ metricName: string; labels: Record<string, string>; value: number }>)
        if (v.metricName === 'http_request_duration_seconds_count') this.inc(v.labels, v.value)
    },
  })
  const documentBytesUploaded = new Counter({
    name: 'ats_document_bytes_uploaded_total',
    help: 'Bytes of documents received and stored.',
    registers: [registry],
  })
  const documentBytesDownloaded = new Counter({
    name: 'ats_document_bytes_downloaded_total',
    help: 'Bytes of documents sent.',
    registers: [registry],
  })
  const careersApplications = new Counter({
    name: 'ats_careers_applications_total',
    help: 'Applications posted to jobs, by outcome: accepted, invalid (a field at fault), trapped (the honeypot), limited (too many from one address).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  })
  // Every outcome is shown from the start, at 0, so that a rate of any of them can be graphed before it first happens.
  for (const outcome of ['accepted', 'invalid', 'trapped', 'limited']) careersApplications.inc({ outcome }, 0)
  new Gauge({
    name: 'ats_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL only).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = app.services.stores.database.poolStats?.()
      if (!stats) return
      this.set({ state: 'total' }, stats.total)
      this.set({ state: 'idle' }, stats.idle)
      this.set({ state: 'waiting' }, stats.waiting)
    },
  })

  new Gauge({
    name: 'ats_public_answers_kept',
    help: 'Whether this instance keeps the public answers (job API, careers pages) in memory: 1 (on PostgreSQL while it hears the database change notices), 0 while it reads them each time.',
    registers: [registry],
    collect() {
      const { publicGeneration } = app.services.stores.database
      // SQLite keeps them by its own generation; PostgreSQL while it hears the notices.
      this.set(!publicGeneration || publicGeneration() !== undefined ? 1 : 0)
    },
  })

  // Read from the database when scraped: the queue is shared by every instance,
  // so any one of them tells it whole. One read serves both gauges of a scrape:
  // prom-client calls their collect() in one synchronous pass.
  let reading: Promise<JobCounts> | undefined
  const readJobs = () => {
    if (!reading) {
      reading = jobCounts(app.services.stores.database.db, new Date().toISOString())
      queueMicrotask(() => (reading = undefined))
    }
    return reading
  }
  new Gauge({
    name: 'ats_jobs',
    help: 'Background jobs (text extraction, deliveries) by state: queued (waiting or due), running, failed (given up).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const counts = await readJobs()
      this.set({ state: 'queued' }, counts.queued)
      this.set({ state: 'running' }, counts.running)
      this.set({ state: 'failed' }, counts.failed)
    },
  })
  new Gauge({
    name: 'ats_jobs_oldest_due_seconds',
    help: 'How long the longest-waiting due job has waited for a worker (0: none waiting).',
    registers: [registry],
    async collect() {
      const { oldestDueDate } = await readJobs()
      this.set(oldestDueDate ? Math.max(0, (Date.now() - Date.parse(oldestDueDate)) / 1000) : 0)
    },
  })

  // Label children are looked up once per (method, route, status) rather than hashed on every request.
  const series = new Map<string, (seconds: number) => void>()
  function requestSeries(method: string, route: string, status: number): (seconds: number) => void {
    const key = `${method} ${status} ${route}`
    let observe = series.get(key)
    if (!observe) series.set(key, (observe = duration.series({ method, route, status: String(status) })))
    return observe
  }
  app.decorate('metrics', { registry, documentBytesUploaded, documentBytesDownloaded, careersApplications, requestSeries })
  app.addHook('onResponse', (request, reply, done) => {
    requestSeries(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode)(reply.elapsedTime / 1000)
    done()
  })
}

export default fp(metricsPlugin, { name: 'metrics' })
