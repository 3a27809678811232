import type { Registry } from 'prom-client'

type Labels = Readonly<Record<'method' | 'route' | 'status', string>>

/** One series' counts: observations per bucket (the last past every bound), their sum and number. */
interface Series {
  readonly labels: Labels
  readonly buckets: Float64Array
  sum: number
  count: number
}

/**
 * The requests' duration histogram, as prom-client's `Histogram` exposes it (the same names, labels,
 * buckets and text), counted without it: prom-client's `observe`, even on a labelled child, makes an
 * object of the labels, checks them and hashes them into a string on every call, which cost a cached
 * read more than its metrics were worth. Here a series is found once per route and status
 * (`series`), and an observation is three additions. Registered as a metric of `registry`: prom-client
 * asks it for its values (`get`) when scraped.
 */
export class RouteDurations {
  readonly type = 'histogram'
  readonly aggregator = 'sum'
  readonly #series = new Map<string, Series>()

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
    registry: Registry,
  ) {
    registry.registerMetric(this as unknown as Parameters<Registry['registerMetric']>[0])
  }

  /** The recorder of one series: call it with each duration in seconds. */
  series(labels: Labels): (seconds: number) => void {
    const key = `${labels.method} ${labels.status} ${labels.route}`
    let series = this.#series.get(key)
    if (!series) this.#series.set(key, (series = { labels, buckets: new Float64Array(this.bounds.length + 1), sum: 0, count: 0 }))
    const { bounds } = this
    const s = series
    return (seconds) => {
      // The first bound at or above the value (prom-client's `le`), else the last bucket (+Inf).
      let i = 0
      while (i < bounds.length && seconds > (bounds[i] as number)) i++
      s.buckets[i] = (s.buckets[i] ?? 0) + 1
      s.sum += seconds
      s.count++
    }
  }

  /** The values as prom-client's histogram gives them: cumulative buckets with `le` first, then sum and count. */
  get(): Promise<{ name: string; help: string; type: string; aggregator: string; values: object[] }> {
    const values: object[] = []
    for (const s of this.#series.values()) {
      let cumulative = 0
      for (let i = 0; i <= this.bounds.length; i++) {
        cumulative += s.buckets[i] ?? 0
        values.push({
          value: cumulative,
          metricName: `${this.name}_bucket`,
          exemplar: null,
          labels: { le: i < this.bounds.length ? this.bounds[i] : '+Inf', ...s.labels },
        })
      }
      values.push({ value: s.sum, metricName: `${this.name}_sum`, labels: { ...s.labels } })
      values.push({ value: s.count, metricName: `${this.name}_count`, labels: { ...s.labels } })
    }
    return Promise.resolve({ name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values })
  }

  reset(): void {
    for (const s of this.#series.values()) {
      s.buckets.fill(0)
      s.sum = 0
      s.count = 0
    }
  }
}
