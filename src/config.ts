import { resolve } from 'node:path'
import envSchema from 'env-schema'
import { Type, type Static } from 'typebox'

/**
 * A token: the prefix `ats_` and 28 to 124 printable ASCII characters
 * (generated ones are base64url; an operator-chosen bootstrap token may use
 * any of them). Checked before any database read, so garbage costs nothing;
 * here because the bootstrap token is checked when the environment is read.
 */
export const TOKEN_SHAPE = /^ats_[\x21-\x7e]{28,124}$/

/** What `{{OrganizationName}}` says when `ATS_ORGANIZATION_NAME` is not set. */
export const DEFAULT_ORGANIZATION_NAME = 'Our company'

/** Every default, stated once: the environment's schema and `makeConfig` both take them from here. */
const DEFAULTS = {
  host: '127.0.0.1',
  port: 8080,
  dataDir: './data',
  tokenTtlDays: 90,
  maxDocumentBytes: 25 * 1024 * 1024,
  maxJsonBytes: 1024 * 1024,
  dbPoolSize: 10,
  dbPreparedStatements: true,
  readCacheMb: 32,
  logLevel: 'info',
  sessionIdleMinutes: 480,
  trustProxy: false,
  jobConcurrency: 2,
  jobPollMs: 1000,
  jobLeaseMs: 30_000,
  extractionWorkers: 1,
  extractionTimeoutMs: 60_000,
  extractionMaxBytes: 25 * 1024 * 1024,
  webhookAllowPrivate: false,
  webhookTimeoutMs: 10_000,
  webhookConcurrency: 4,
  auditRetentionDays: 365,
  retentionConsentDays: 730,
  careersRateLimit: 10,
  careersIntakeConcurrency: 4,
  rateLimit: 60_000,
  redisPrefix: 'ats',
  careersConsentText:
    'I agree to the processing of the personal data I send with this application, for the purpose of assessing my application to this job.',
  careersRetentionText: 'I agree that my application may be kept after this job is filled, so that I can be considered for later openings.',
  organizationName: DEFAULT_ORGANIZATION_NAME,
  smtpTimeoutMs: 30_000,
  timeZone: 'UTC',
} as const

/**
 * Every variable the service reads. The environment is read once, in
 * `loadConfig`, so that tests and the CLI can build as many apps as they like
 * from plain objects.
 */
const EnvSchema = Type.Object({
  HOST: Type.String({ default: DEFAULTS.host, minLength: 1 }),
  PORT: Type.Integer({ default: DEFAULTS.port, minimum: 0, maximum: 65535 }),
  ATS_DATA_DIR: Type.String({ default: DEFAULTS.dataDir, minLength: 1 }),
  ATS_DATABASE_URL: Type.Optional(Type.String({ pattern: '^(postgres|postgresql)://' })),
  ATS_BLOB_URL: Type.Optional(Type.String({ pattern: '^(s3|file)://' })),
  ATS_BOOTSTRAP_TOKEN: Type.Optional(Type.String({ pattern: TOKEN_SHAPE.source })),
  ATS_TOKEN_TTL_DAYS: Type.Integer({ default: DEFAULTS.tokenTtlDays, minimum: 1, maximum: 36500 }),
  ATS_MAX_DOCUMENT_BYTES: Type.Integer({ default: DEFAULTS.maxDocumentBytes, minimum: 1 }),
  ATS_MAX_JSON_BYTES: Type.Integer({ default: DEFAULTS.maxJsonBytes, minimum: 1024 }),
  ATS_DB_POOL_SIZE: Type.Integer({ default: DEFAULTS.dbPoolSize, minimum: 1, maximum: 1000 }),
  ATS_DB_PREPARED_STATEMENTS: Type.Boolean({ default: DEFAULTS.dbPreparedStatements }),
  ATS_READ_CACHE_MB: Type.Integer({ default: DEFAULTS.readCacheMb, minimum: 0, maximum: 4096 }),
  ATS_PUBLIC_URL: Type.Optional(Type.String({ minLength: 1 })),
  ATS_SESSION_IDLE_MINUTES: Type.Integer({ default: DEFAULTS.sessionIdleMinutes, minimum: 1, maximum: 43200 }),
  ATS_TRUST_PROXY: Type.Optional(Type.String({ minLength: 1 })),
  ATS_ACCEL_REDIRECT_PREFIX: Type.Optional(Type.String({ pattern: '^/([A-Za-z0-9_~-][A-Za-z0-9._~-]*/)+$' })),
  ATS_JOB_CONCURRENCY: Type.Integer({ default: DEFAULTS.jobConcurrency, minimum: 0, maximum: 64 }),
  ATS_EXTRACTION_WORKERS: Type.Integer({ default: DEFAULTS.extractionWorkers, minimum: 1, maximum: 16 }),
  ATS_JOB_LEASE_SECONDS: Type.Integer({ default: DEFAULTS.jobLeaseMs / 1000, minimum: 1, maximum: 3600 }),
  ATS_EXTRACTION_TIMEOUT_SECONDS: Type.Integer({ default: DEFAULTS.extractionTimeoutMs / 1000, minimum: 1, maximum: 60 }),
  ATS_EXTRACTION_MAX_BYTES: Type.Integer({ default: DEFAULTS.extractionMaxBytes, minimum: 1, maximum: 256 * 1024 * 1024 }),
  ATS_WEBHOOK_ALLOW_PRIVATE: Type.Union(
    ['0', '1', 'false', 'true'].map((v) => Type.Literal(v)),
    { default: '0' },
  ),
  ATS_WEBHOOK_TIMEOUT_SECONDS: Type.Integer({ default: DEFAULTS.webhookTimeoutMs / 1000, minimum: 1, maximum: 60 }),
  ATS_WEBHOOK_CONCURRENCY: Type.Integer({ default: DEFAULTS.webhookConcurrency, minimum: 0, maximum: 64 }),
  ATS_AUDIT_RETENTION_DAYS: Type.Integer({ default: DEFAULTS.auditRetentionDays, minimum: 1, maximum: 36500 }),
  ATS_RETENTION_CONSENT_DAYS: Type.Integer({ default: DEFAULTS.retentionConsentDays, minimum: 1, maximum: 36500 }),
  ATS_RATE_LIMIT: Type.Integer({ default: DEFAULTS.rateLimit, minimum: 0, maximum: 100_000_000 }),
  ATS_REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://[^\\s]+$' })),
  ATS_REDIS_PREFIX: Type.String({ default: DEFAULTS.redisPrefix, pattern: '^[A-Za-z0-9_.-]{1,64}$' }),
  ATS_CAREERS_RATE_LIMIT: Type.Integer({ default: DEFAULTS.careersRateLimit, minimum: 0, maximum: 1_000_000 }),
  ATS_CAREERS_INTAKE_CONCURRENCY: Type.Integer({ default: DEFAULTS.careersIntakeConcurrency, minimum: 1, maximum: 256 }),
  ATS_CAREERS_CONSENT_TEXT: Type.String({ default: DEFAULTS.careersConsentText, minLength: 1, maxLength: 2000 }),
  ATS_CAREERS_RETENTION_TEXT: Type.String({ default: DEFAULTS.careersRetentionText, minLength: 1, maxLength: 2000 }),
  ATS_SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://[^\\s]+$' })),
  // An address, or `Name <address>`; one line (it becomes a header).
  ATS_MAIL_FROM: Type.Optional(Type.String({ minLength: 3, maxLength: 320, pattern: '^[^\\r\\n]*@[^\\r\\n]*$' })),
  ATS_ORGANIZATION_NAME: Type.String({ default: DEFAULTS.organizationName, maxLength: 200, pattern: '^[^\\r\\n]*\\S[^\\r\\n]*$' }),
  ATS_TIME_ZONE: Type.String({ default: DEFAULTS.timeZone, minLength: 1, maxLength: 64 }),
  ATS_JOB_POLL_MS: Type.Integer({ default: DEFAULTS.jobPollMs, minimum: 10, maximum: 600_000 }),
  ATS_LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: DEFAULTS.logLevel },
  ),
})
type Env = Static<typeof EnvSchema>

export interface Config {
  readonly host: string
  readonly port: number
  /** Folder of the embedded database and of the local document store. */
  readonly dataDir: string
  /** PostgreSQL connection string; when absent, SQLite in `dataDir`. */
  readonly databaseUrl?: string
  /** `s3://bucket?...` or `file:///path`; when absent, `dataDir/blobs`. */
  readonly blobUrl?: string
  readonly bootstrapToken?: string
  /** Days until a token expires when its issuer names no `ExpiresDate`. */
  readonly tokenTtlDays: number
  readonly maxDocumentBytes: number
  readonly maxJsonBytes: number
  readonly dbPoolSize: number
  /**
   * PostgreSQL: run the hot reads as named prepared statements. Off for a
   * pooler in transaction mode that cannot keep them (PgBouncer before 1.21).
   */
  readonly dbPreparedStatements: boolean
  /** Memory for serialized answers to hot reads; 0 turns the cache off. */
  readonly readCacheMb: number
  readonly logLevel: string
  /**
   * Internal location of a proxy (nginx) that serves the document files
   * itself: a whole-document download asked through it is answered with
   * `X-Accel-Redirect: <prefix><key>` and no body. Needs documents on disk.
   */
  readonly accelRedirectPrefix?: string
  /**
   * The origin clients reach the service at (`https://ats.example.com`):
   * links the service gives (`Link: rel="next"`) are absolute on it. Unset,
   * they are paths, resolved by the client against the URL it asked. Never
   * taken from a request: its target or Host header are the client's to choose.
   */
  readonly publicUrl?: string
  /** Minutes without a request after which a console session ends. */
  readonly sessionIdleMinutes: number
  /**
   * Proxies whose `X-Forwarded-For` and `X-Forwarded-Proto` are believed (the
   * client's address for sign-in limits, https for the cookie's `Secure`):
   * true for any, or addresses and CIDR ranges. False: none.
   */
  readonly trustProxy: boolean | string
  /** Background jobs (text extraction, deliveries) this instance runs at once; 0: none, another instance runs them. */
  readonly jobConcurrency: number
  /** How often an idle instance looks for due jobs, in ms (a job queued by the same instance starts at once). */
  readonly jobPollMs: number
  /** How long a job's claim holds without renewal (renewed while it runs); a stopped worker's jobs wait this long. */
  readonly jobLeaseMs: number
  /** Worker threads reading documents' text on this instance (each bounded in memory and time). */
  readonly extractionWorkers: number
  /** How long reading one document's text may take (SPEC C5: 60 s); past it the text is unavailable. */
  readonly extractionTimeoutMs: number
  /** The largest document whose text is read (a parser holds the whole file in memory); larger ones have no text. */
  readonly extractionMaxBytes: number
  /** Webhook receivers may be on loopback, private or link-local addresses (SPEC C6); off, they are refused. */
  readonly webhookAllowPrivate: boolean
  /** How long one delivery attempt may take, resolving the name included; past it the attempt failed. */
  readonly webhookTimeoutMs: number
  /** Webhook deliveries this instance makes at once (beside the other jobs); 0: none, another instance makes them. */
  readonly webhookConcurrency: number
  /** Days an audit row is kept (SPEC C6); older ones are purged by a periodic job. */
  readonly auditRetentionDays: number
  /** Days a `retention` consent (SPEC C8) keeps an inactive candidate from `ats retention` (SPEC C7). */
  readonly retentionConsentDays: number
  /** Requests per minute per token or session (SPEC C7), unless a token has its own; 0 turns the limit off. */
  readonly rateLimit: number
  /** `redis://` or `rediss://`: where instances share rate-limit counts; unset, they share them in PostgreSQL (or one SQLite file). */
  readonly redisUrl?: string
  /** What this deployment's keys in Redis start with: deployments sharing one Redis each need their own. */
  readonly redisPrefix: string
  /** Applications to jobs one address may post per hour (SPEC C8), counted across instances; 0 turns the limit off. */
  readonly careersRateLimit: number
  /** Applications to jobs this instance reads and keeps at once; the others wait their turn, unread (SPEC C8's spike). */
  readonly careersIntakeConcurrency: number
  /** The sentence an applicant agrees to for the processing of its application (a `processing` consent). */
  readonly careersConsentText: string
  /** The sentence an applicant agrees to for being kept for later openings (a `retention` consent). */
  readonly careersRetentionText: string
  /** `smtp://` or `smtps://`, credentials in the URL: where emails are sent (SPEC C10); unset, they are recorded `not_sent`. */
  readonly smtpUrl?: string
  /** The sender of every email (`jobs@example.com` or `Example Jobs <jobs@example.com>`); needed with `smtpUrl`. */
  readonly mailFrom?: string
  /**
   * The employer's name, as the careers site shows it (its header, page
   * titles, each job's `hiringOrganization`) and as templates say it (`{{OrganizationName}}`).
   */
  readonly organizationName: string
  /**
   * The IANA time zone (`Europe/Berlin`) emails write times in for a reader
   * without a zone of its own (a member's or a candidate's `TimeZone`, SPEC C9).
   */
  readonly timeZone: string
  /** How long one email's hand-over to the SMTP server may take, connecting included; past it the attempt failed. */
  readonly smtpTimeoutMs: number
  /** The built console (index.html and assets/); by default dist/web of this installation. */
  readonly webDir?: string
}

export class ConfigError extends Error {}

/** Reads and checks the environment; a bad value fails naming its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  let parsed: Env
  try {
    // Empty strings are treated as unset, as shells and compose files produce them.
    const data = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''))
    // env: false, or env-schema merges process.env back in under `data` (and its empty strings with it).
    parsed = envSchema<Env>({ schema: EnvSchema, data, dotenv: false, env: false })
  } catch (err) {
    throw new ConfigError(`Invalid configuration: ${(err as Error).message.replace(/\benv\//g, '')}`)
  }
  return makeConfig({
    host: parsed.HOST,
    port: parsed.PORT,
    dataDir: parsed.ATS_DATA_DIR,
    databaseUrl: parsed.ATS_DATABASE_URL,
    blobUrl: parsed.ATS_BLOB_URL,
    bootstrapToken: parsed.ATS_BOOTSTRAP_TOKEN,
    tokenTtlDays: parsed.ATS_TOKEN_TTL_DAYS,
    maxDocumentBytes: parsed.ATS_MAX_DOCUMENT_BYTES,
    maxJsonBytes: parsed.ATS_MAX_JSON_BYTES,
    dbPoolSize: parsed.ATS_DB_POOL_SIZE,
    dbPreparedStatements: parsed.ATS_DB_PREPARED_STATEMENTS,
    readCacheMb: parsed.ATS_READ_CACHE_MB,
    logLevel: parsed.ATS_LOG_LEVEL,
    accelRedirectPrefix: parsed.ATS_ACCEL_REDIRECT_PREFIX,
    publicUrl: parsed.ATS_PUBLIC_URL === undefined ? undefined : publicOrigin(parsed.ATS_PUBLIC_URL),
    sessionIdleMinutes: parsed.ATS_SESSION_IDLE_MINUTES,
    trustProxy: trustedProxies(parsed.ATS_TRUST_PROXY),
    jobConcurrency: parsed.ATS_JOB_CONCURRENCY,
    jobPollMs: parsed.ATS_JOB_POLL_MS,
    extractionWorkers: parsed.ATS_EXTRACTION_WORKERS,
    jobLeaseMs: parsed.ATS_JOB_LEASE_SECONDS * 1000,
    extractionTimeoutMs: parsed.ATS_EXTRACTION_TIMEOUT_SECONDS * 1000,
    extractionMaxBytes: parsed.ATS_EXTRACTION_MAX_BYTES,
    webhookAllowPrivate: parsed.ATS_WEBHOOK_ALLOW_PRIVATE === '1' || parsed.ATS_WEBHOOK_ALLOW_PRIVATE === 'true',
    webhookTimeoutMs: parsed.ATS_WEBHOOK_TIMEOUT_SECONDS * 1000,
    webhookConcurrency: parsed.ATS_WEBHOOK_CONCURRENCY,
    auditRetentionDays: parsed.ATS_AUDIT_RETENTION_DAYS,
    retentionConsentDays: parsed.ATS_RETENTION_CONSENT_DAYS,
    careersRateLimit: parsed.ATS_CAREERS_RATE_LIMIT,
    careersIntakeConcurrency: parsed.ATS_CAREERS_INTAKE_CONCURRENCY,
    rateLimit: parsed.ATS_RATE_LIMIT,
    redisUrl: parsed.ATS_REDIS_URL,
    redisPrefix: parsed.ATS_REDIS_PREFIX,
    careersConsentText: parsed.ATS_CAREERS_CONSENT_TEXT,
    careersRetentionText: parsed.ATS_CAREERS_RETENTION_TEXT,
    timeZone: timeZoneSetting(parsed.ATS_TIME_ZONE),
    ...mailSettings(parsed),
  })
}

/** The SMTP server needs a sender: a URL without `ATS_MAIL_FROM` fails at start rather than at the first email. */
function mailSettings(parsed: Env): Pick<Config, 'smtpUrl' | 'mailFrom' | 'organizationName'> {
  if (parsed.ATS_SMTP_URL !== undefined && parsed.ATS_MAIL_FROM === undefined)
    throw new ConfigError('Invalid configuration: ATS_SMTP_URL needs ATS_MAIL_FROM, the address emails are sent from')
  return { smtpUrl: parsed.ATS_SMTP_URL, mailFrom: parsed.ATS_MAIL_FROM, organizationName: parsed.ATS_ORGANIZATION_NAME.trim() }
}

/**
 * `ATS_PUBLIC_URL` as an origin: http or https, a host, an optional port and
 * nothing else (a path, query, fragment or credentials would end up in
 * every link). A trailing slash is allowed and dropped.
 */
function publicOrigin(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new ConfigError(`Invalid configuration: ATS_PUBLIC_URL must be an absolute URL such as https://ats.example.com`)
  }
  const bad =
    (url.protocol !== 'https:' && url.protocol !== 'http:' && 'must use http or https') ||
    ((url.username || url.password) && 'must not hold credentials') ||
    ((url.pathname !== '/' || url.search || url.hash || value.endsWith('?') || value.endsWith('#')) &&
      'must be an origin, with no path, query or fragment')
  if (bad) throw new ConfigError(`Invalid configuration: ATS_PUBLIC_URL ${bad}`)
  return url.origin
}

/**
 * `ATS_TIME_ZONE`: a zone name the runtime's time zone data knows
 * (`Intl.DateTimeFormat`), in its own spelling (`europe/berlin` is
 * `Europe/Berlin`); an offset or an unknown name fails at start rather than
 * in the first email. (The API's names are checked alike, shared/time-zone.ts.)
 */
function timeZoneSetting(value: string): string {
  const bad = () => new ConfigError(`Invalid configuration: ATS_TIME_ZONE must be an IANA time zone name such as Europe/Berlin or UTC`)
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) throw bad()
  let resolved: string
  try {
    resolved = new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone
  } catch {
    throw bad()
  }
  return resolved.toLowerCase() === value.toLowerCase() ? resolved : value
}

/** `ATS_TRUST_PROXY`: `true` (or 1) trusts any proxy, `false` (or 0, or unset) none; else a list of addresses and CIDR ranges. */
function trustedProxies(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false' || value === '0') return false
  if (value === 'true' || value === '1') return true
  return value
}

/** Fills defaults and freezes; tests pass only what they care about. */
export function makeConfig(partial: Partial<Config> & Pick<Config, 'dataDir'>): Config {
  return Object.freeze({
    ...DEFAULTS,
    ...stripUndefined(partial),
    dataDir: resolve(partial.dataDir),
  })
}

function stripUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T
}
