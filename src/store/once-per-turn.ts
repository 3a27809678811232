/**
 * Shares one call of `read` among every caller of one turn of the event
 * loop. The call is made after the last of them asked (in the check phase
 * that follows the poll phase which delivered their requests), so its result
 * is at least as recent as each caller's own arrival. A caller that asks once
 * the call has started waits for the next one.
 */
export function oncePerTurn<T>(read: () => T | Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () =>
    (pending ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      pending = undefined
      return read()
    }))
}
