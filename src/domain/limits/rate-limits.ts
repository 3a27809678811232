import { createHash } from 'node:crypto'
import type { RateLimiterRes, RateLimiterStoreAbstract } from 'rate-limiter-flexible'
import type { Config } from '../../config.js'
import { errors } from '../../errors/catalog.js'
import { openRateLimitStore } from '../../store/rate-limit-store.js'
import { RequestLimiter, WINDOW_SECONDS } from './request-limit.js'

/** Failed sign-ins are counted per account and per address in windows of 15 minutes (SPEC C4). */
const SIGN_IN_WINDOW_SECONDS = 15 * 60
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
  /** Failed sign-ins, per account and per address (SPEC C4): domain/access/sessions.ts. */
  readonly signInFailures: Counter
  /** "Forgot your password?" requests, per account and per address, in the sign-in's windows (SPEC C18): domain/members/member-links.ts. */
  readonly passwordResets: Counter
  /** Applications to jobs, per address (SPEC C8): http/site/careers/job-application-form.ts. */
  readonly careers: Counter
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
    signInFailures: strict(store.counter('sign-in', SIGN_IN_WINDOW_SECONDS)),
    passwordResets: strict(store.counter('password-reset', SIGN_IN_WINDOW_SECONDS)),
    careers: strict(store.counter('careers', CAREERS_WINDOW_SECONDS)),
    close: async () => {
      await api.close().catch(onError)
      await store.close()
    },
  }
}

/** A count of a limit that guards against abuse (sign-in, applications): read, or added to, in the shared store. */
export interface Counter {
  get(key: string): Promise<RateLimiterRes | null>
  penalty(key: string, points: number): Promise<RateLimiterRes>
}

/**
 * Such a limit is not let go when its store does not answer (a guesser
 * would only have to wait for that): the request is answered 503
 * `service_unavailable`, the cause in the log, rather than 500.
 */
function strict(counter: RateLimiterStoreAbstract): Counter {
  const unreachable = (err: unknown): never => {
    throw errors.unavailable('store of rate-limit counts', err)
  }
  return {
    get: (key) => counter.get(key).catch(unreachable),
    penalty: (key, points) => counter.penalty(key, points).catch(unreachable),
  }
}

/**
 * The key an email or an address is counted under: a digest, so that the
 * shared store (a table, Redis) holds no personal data to export or erase.
 */
export function limitKey(kind: 'account' | 'address', value: string): string {
  return `${kind}:${createHash('sha256').update(value).digest('base64url').slice(0, 32)}`
}
