import { createRequire } from 'node:module'
import type { Redis as RedisClient } from 'ioredis'
import { RateLimiterRedis } from 'rate-limiter-flexible'
import type { Config } from '../config.js'
import { openEngineRateLimitStore } from './database.js'
import { COUNTER_POINTS, type RateLimitStore } from './rate-limit-counters.js'

/**
 * Where the counts of every rate limit live (rate-limit-counters.ts): Redis
 * when `ATS_REDIS_URL` is set, a choice of configuration; else the
 * engine's own, picked by the one switch between engines (database.ts).
 */
export function openRateLimitStore(config: Pick<Config, 'redisUrl' | 'redisPrefix' | 'databaseUrl' | 'dataDir'>): RateLimitStore {
  if (!config.redisUrl) return openEngineRateLimitStore(config)
  // Required here, only where Redis is configured: the client weighs some 2 MB of heap an instance without it would carry.
  const { Redis } = createRequire(import.meta.url)('ioredis') as { Redis: typeof RedisClient }
  // Commands wait for the connection rather than fail while it opens; a request waits at most a few retries.
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
  const prefix = config.redisPrefix
  return {
    counter: (name, duration) =>
      new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:${name}`, points: COUNTER_POINTS, duration }),
    close: async () => {
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}
