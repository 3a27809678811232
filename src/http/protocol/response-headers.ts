/**
 * Headers every answer of the service carries, whichever path gives it: the
 * framework's (set first, in the app's onRequest hook, so a route may still
 * replace one, as downloads do with their own caching rule) and the cached
 * fast path's (hot-reads/front.ts). Kept in one list so that a header added here
 * can never be missing from either.
 *
 * Answers hold personal data: no shared or browser cache may keep them
 * (`no-store`), and no browser may guess a type other than the declared one.
 */
export const COMMON_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
})
