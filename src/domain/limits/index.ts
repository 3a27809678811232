/**
 * Rate limits (SPEC C7): every limit on one mechanism, the API's per-token limit counted in memory
 * and shared in batches.
 * This file is the feature's one entry: what it exports is what the rest of the service uses.
 */
export { type Counter, type RateLimits, limitKey, openRateLimits } from './rate-limits.js'
export { type LimitVerdict, RequestLimiter } from './request-limit.js'
