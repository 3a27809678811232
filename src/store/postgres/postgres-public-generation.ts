import { randomUUID } from 'node:crypto'
import type PgModule from 'pg'

/**
 * The channel on which PostgreSQL tells every instance that the published
 * vacancies may have changed: a statement-level trigger on `vacancies`
 * (migration 018) notifies it, at the commit of any change to that table,
 * whichever instance or process made it. The public answers (SPEC C8) read
 * that table and nothing else. The trigger names the channel as the
 * migration wrote it: it changes only with a migration of its own.
 */
export const PUBLIC_CHANGES_CHANNEL = 'ats_public_changes'

/** Longest wait for the listening connection's own test notice before it is trusted. */
const PROBE_MS = 5000
const MAX_RETRY_MS = 30_000

/**
 * The generation of the public answers (see Database.publicGeneration) on
 * PostgreSQL, kept in memory by one listening connection: it moves when a
 * notice of the channel above arrives, when this instance answers a write
 * (`moved`, before its own notice comes back), and whenever the connection is
 * made or lost. So a kept job page costs no round trip, where every other
 * kept answer asks the server's snapshot once per turn.
 *
 * It is trusted only once a notice sent through the pool has come back on
 * the listening connection (a pooler in transaction mode, which does not
 * keep LISTEN, never gets that far); until then, and from the moment the
 * connection is lost until it is made again, it is unknown (undefined) and
 * public answers are read each time. Started by the first caller that asks,
 * so that processes that never give a public answer (the CLI) never listen.
 */
export class PublicGeneration {
  #generation = 0
  #listening = false
  #client: PgModule.Client | undefined
  #started = false
  #closed = false
  #failures = 0
  #retry: NodeJS.Timeout | undefined
  #probe: { id: string; arrived: () => void } | undefined

  constructor(
    private readonly connect: () => PgModule.Client,
    private readonly notify: (channel: string, payload: string) => Promise<unknown>,
  ) {}

  /** The generation, or undefined while no notice is sure to reach this instance. */
  current(): number | undefined {
    if (!this.#started) {
      this.#started = true
      void this.#listen()
    }
    return this.#listening ? this.#generation : undefined
  }

  /** A write answered by this instance: what the public reads may have changed, and is read again from the next request. */
  moved(): void {
    this.#generation++
  }

  async close(): Promise<void> {
    this.#closed = true
    this.#listening = false
    clearTimeout(this.#retry)
    const client = this.#client
    this.#client = undefined
    await client?.end().catch(() => {})
  }

  async #listen(): Promise<void> {
    if (this.#closed) return
    const client = this.connect()
    this.#client = client
    const lost = () => this.#lost(client)
    client.on('error', lost)
    client.on('end', () => lost())
    client.on('notification', (msg) => {
      if (msg.channel !== PUBLIC_CHANGES_CHANNEL) return
      this.#generation++
      if (this.#probe && msg.payload === this.#probe.id) this.#probe.arrived()
    })
    try {
      await client.connect()
      await client.query(`listen ${PUBLIC_CHANGES_CHANNEL}`)
      const id = randomUUID()
      const arrived = new Promise<void>((resolve) => (this.#probe = { id, arrived: resolve }))
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the listening connection did not receive its test notice')), PROBE_MS)
      })
      try {
        await Promise.race([this.notify(PUBLIC_CHANGES_CHANNEL, id).then(() => arrived), timeout])
      } finally {
        clearTimeout(timer)
        this.#probe = undefined
      }
      if (this.#client !== client) return
      // Whatever was committed before the notices could arrive is read again.
      this.#generation++
      this.#listening = true
      this.#failures = 0
    } catch {
      lost()
    }
  }

  #lost(client: PgModule.Client): void {
    if (this.#client !== client) return
    this.#client = undefined
    this.#listening = false
    this.#generation++
    client.end().catch(() => {})
    if (this.#closed) return
    // Meanwhile public answers are read each time, as without kept answers.
    this.#failures++
    const retryMs = Math.min(100 * 2 ** this.#failures, MAX_RETRY_MS)
    this.#retry = setTimeout(() => void this.#listen(), retryMs)
    this.#retry.unref()
  }
}
