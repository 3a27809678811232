/**
 * Shares one call of `read` among every caller of one turn of the event
 * loop. The call is made after the last of them asked (in the check phase
 * that follows the poll phase which delivered their requests), so its result
 * is at least as recent as each caller's own arrival. A caller that asks once
 * the call has started waits for the next one.
 *
 * At most one call is under way: the next waits for it to end before it
 * starts, and serves every caller that asked meanwhile. Where `read` is a
 * round trip (PostgreSQL), callers of several turns then share one, rather
 * than each turn sending its own while the last is still on the wire; the
 * next call still starts after each of its callers asked.
 */
export function oncePerTurn<T>(read: () => T | Promise<T>): () => Promise<T> {
  let next: Promise<T> | undefined
  let underWay: Promise<unknown> = Promise.resolve()
  const start = () => {
    next = undefined
    const reading = Promise.resolve().then(read)
    underWay = reading.catch(ignore)
    return reading
  }
  return () => (next ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => underWay).then(start))
}

const ignore = () => {}
