import { createHash } from 'node:crypto'
import type { RateLimiterStoreAbstract } from 'rate-limiter-flexible'
import type { Config } from '../config.js'
import { openRateLimitStore } from '../store/rate-limit-store.js'
import { RequestLimiter, WINDOW_SECONDS } from './request-limit.js'

/** Failed sign-ins are counted per account and per address in windows of 15 minutes (SPEC C4). */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60
/** Applications to jobs are counted per address in windows of an hour (SPEC C8). */
const CAREERS_WINDOW_SECONDS = 60 * 60

/**
 * Every rate limit of the service, on one mechanism: the limiter library's
 * counters in one shared store (store/rate-limit-store.ts). One app holds
 * one, opened and closed with it.
 */
export interface RateLimits {
  /** Requests per token or session, for the API (SPEC C7). */
  readonly api: RequestLimiter
  /** Failed sign-ins, per account and per address (SPEC C4): domain/sessions.ts. */
  readonly signInFailures: RateLimiterStoreAbstract
  /** Applications to jobs, per address (SPEC C8): http/job-application-form.ts. */
  readonly careers: RateLimiterStoreAbstract
  close(): Promise<void>
}

export function openRateLimits(
  config: Pick<Config, 'redisUrl' | 'redisPrefix' | 'databaseUrl' | 'dataDir' | 'rateLimit'>,
  onError: (err: unknown) => void,
): RateLimits {
  const store = openRateLimitStore(config)
  const api = new RequestLimiter(store.counter('api', WINDOW_SECONDS), config.rateLimit, onError)
  return {
    api,
    signInFailures: store.counter('sign-in', SIGN_IN_WINDOW_SECONDS),
    careers: store.counter('careers', CAREERS_WINDOW_SECONDS),
    close: async () => {
      await api.close().catch(onError)
      await store.close()
    },
  }
}

/**
 * The key an email or an address is counted under: a digest, so that the
 * shared store (a table, Redis) holds no personal data to export or erase.
 */
export function limitKey(kind: 'account' | 'address', value: string): string {
  return `${kind}:${createHash('sha256').update(value).digest('base64url').slice(0, 32)}`
}
