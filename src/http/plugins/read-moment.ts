import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Principal } from '../../domain/access/index.js'
import type { Database } from '../../store/database.js'

/**
 * The moment a request reads at: the store generation (see
 * Database.generation) taken once when it arrived, so that whatever it reads
 * afterwards is at least that current, and whatever is kept for a generation
 * (verified tokens, kept answers, document rows) is looked up at that one.
 */
export interface ReadMoment {
  readonly generation: number
  /**
   * The read of the request's token from the store, when the front
   * responder (hot-reads/front.ts) started one at this generation and
   * handed the request on: authentication takes it over rather than reading
   * the token again.
   */
  readonly principal?: Promise<Principal>
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set by the one hook below for every route that declares a scope, before
     * authentication; routes without one (health, metrics, docs) read
     * nothing of the store and have none.
     */
    moment: ReadMoment
  }
}

/**
 * Where the moment of each request comes from, one per app: the front
 * responder reads the generation for the requests it sees and hands on
 * those it does not answer; the hook gives every other request a
 * generation of its own. Kept by request in a WeakMap: a request the router
 * never reaches (no such route) takes its moment with it.
 */
export class ReadMoments {
  readonly #handedOver = new WeakMap<IncomingMessage, ReadMoment>()

  constructor(private readonly database: Pick<Database, 'generation' | 'sharedGeneration' | 'publicGeneration' | 'wroteHere'>) {}

  /** Told before the answer to a write goes (where the store wants to know: Database.wroteHere). */
  get wroteHere(): (() => void) | undefined {
    return this.database.wroteHere
  }

  /**
   * The generation for GETs seen in front of the router: read once for all
   * that arrive in one turn of the event loop, once the last has arrived, so
   * each still sees every commit acknowledged before it arrived.
   */
  shared(): Promise<number> {
    return this.database.sharedGeneration()
  }

  /**
   * The generation public answers are kept and given at, for GETs seen in
   * front of the router: the store's own public one where it has one (in
   * memory; undefined while unknown: nothing public is given from memory),
   * else the shared generation, as for every other kept answer.
   */
  publicShared(): number | undefined | Promise<number> {
    return this.database.publicGeneration ? this.database.publicGeneration() : this.database.sharedGeneration()
  }

  /** The same for a request on the framework path, whose moment was read already. */
  publicAt(moment: ReadMoment): number | undefined {
    return this.database.publicGeneration ? this.database.publicGeneration() : moment.generation
  }

  /**
   * Whether a public request needs no moment of its own: where the store
   * keeps a public generation (PostgreSQL), its kept answers follow that one
   * (publicAt), and it reads no token, so the store is not asked.
   */
  get publicApart(): boolean {
    return this.database.publicGeneration !== undefined
  }

  /** The moment of a request the front responder read for and passes on to the framework. */
  handOver(req: IncomingMessage, moment: ReadMoment): void {
    this.#handedOver.set(req, moment)
  }

  /** The moment handed over for this request, else one read now: a number at once on SQLite, a query on PostgreSQL. */
  of(req: IncomingMessage): ReadMoment | Promise<ReadMoment> {
    const handed = this.#handedOver.get(req)
    if (handed) return handed
    const generation = this.database.generation()
    return typeof generation === 'number' ? { generation } : generation.then((g) => ({ generation: g }))
  }
}

/** The one hook that sets `request.moment`, before authentication reads it. */
async function readMomentPlugin(app: FastifyInstance, opts: { moments: ReadMoments }) {
  const { moments } = opts
  // Set by the hook below before any hook that reads it; Fastify wants a placeholder of the right shape first.
  app.decorateRequest('moment', null as unknown as ReadMoment)
  // A callback hook, so that a SQLite store's generation costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const scope = request.routeOptions.config.scope
    if (scope === undefined) return done()
    // An application to a job on PostgreSQL would otherwise make one more round trip, for nothing.
    if (scope === 'public' && moments.publicApart) {
      request.moment = PUBLIC_APART
      return done()
    }
    let moment: ReadMoment | Promise<ReadMoment>
    try {
      moment = moments.of(request.raw)
    } catch (err) {
      return done(err as Error)
    }
    if (!(moment instanceof Promise)) {
      request.moment = moment
      return done()
    }
    moment.then((m) => {
      request.moment = m
      done()
    }, done)
  })
  // A write this instance answers moves the public generation before its answer goes, so that the writer's
  // next read here sees it (another instance learns of it by the store's notice).
  const wroteHere = moments.wroteHere
  if (wroteHere) {
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (!READ_METHODS.has(request.method)) wroteHere()
      done(null, payload)
    })
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** The moment of a public request where the store keeps a public generation: never read (ReadMoments.publicAt). */
const PUBLIC_APART: ReadMoment = Object.freeze({ generation: Number.NaN })

export default fp(readMomentPlugin, { name: 'read-moment' })
