export { type Counter, type RateLimits, limitKey, openRateLimits } from './rate-limits.js'
export { type LimitVerdict, RequestLimiter } from './request-limit.js'
