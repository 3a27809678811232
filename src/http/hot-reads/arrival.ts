import type { IncomingMessage } from 'node:http'
import type { Principal } from '../../domain/access.js'

/**
 * What the fast path learned of a request it handed on to the framework:
 * the store generation it read, and the token it started to read from the
 * store, so that the framework path asks neither again (on PostgreSQL each
 * is a query).
 */
export interface Arrival {
  readonly generation: number
  readonly principal?: Promise<Principal>
}

const ARRIVAL = Symbol('arrival')
type Arrived = IncomingMessage & { [ARRIVAL]?: Arrival }

export function recordArrival(req: IncomingMessage, arrival: Arrival): void {
  ;(req as Arrived)[ARRIVAL] = arrival
}

export function arrivalOf(req: IncomingMessage): Arrival | undefined {
  return (req as Arrived)[ARRIVAL]
}
