import type { FastifyInstance } from 'fastify'

/** How much of a refused body is read and dropped before the connection is cut. */
const LINGER_BYTES = 8 * 1024 * 1024

/**
 * A refused upload's answer goes out while the client may still be sending.
 * Closing at once would reset the connection and could destroy the answer
 * before the client reads it, so the rest is read and dropped ("lingering
 * close"), up to a bound past which the client has surely seen the answer.
 * Registered in the plugin of the routes that take bodies this large.
 */
export function lingerAfterAnswer(app: FastifyInstance): void {
  app.addHook('onResponse', async (request) => {
    const raw = request.raw
    if (raw.complete || raw.destroyed) return
    let dropped = 0
    raw.on('data', (chunk: Buffer) => {
      dropped += chunk.length
      // The socket is gone (null) once the connection closed, whatever its type says.
      if (dropped > LINGER_BYTES) (raw.socket as typeof raw.socket | null)?.destroy()
    })
    raw.on('error', () => {})
    raw.resume()
  })
}
