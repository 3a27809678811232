import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { buildApp, type BuildOptions } from '../../src/app.js'
import { makeConfig, type Config } from '../../src/config.js'
import { ROLE_SCOPES, type Role, type Scope } from '../../src/domain/access/access.js'
import { bootstrapAdmin, createMember, createToken } from '../../src/domain/members/members.js'
import type { Backend } from './backends.js'
import { checkAnswersAgainstOpenApi, type CheckedAnswer } from './openapi-responses.js'

export interface TestApp {
  readonly app: FastifyInstance
  readonly config: Config
  readonly adminToken: string
  /** The answers given on sockets so far, each checked against the OpenAPI document. */
  socketAnswers(): Promise<CheckedAnswer[]>
  /** A JSON request as a client sends it, with a token. */
  call(
    method: InjectOptions['method'],
    url: string,
    token?: string | null,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>
  /** A new member of this role and a token with these scopes (default: all the role allows). */
  member(role: Role, scopes?: Scope[]): Promise<{ id: number; token: string }>
  close(): Promise<void>
}

let counter = 0

/** A fresh app on a fresh database (a SQLite file in a temp dir, or a new PostgreSQL database). */
export async function buildTestApp(
  backend: Backend,
  overrides: Partial<Config> = {},
  build: Omit<BuildOptions, 'stores'> = {},
): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'ats-test-'))
  const database = await backend.database()
  const blobs = await backend.blobs?.()
  // No console unless a test builds one (test/web/): answers must not depend on whether dist/web happens to exist.
  const config = makeConfig({
    dataDir: dir,
    logLevel: 'silent',
    databaseUrl: database.databaseUrl,
    blobUrl: blobs?.blobUrl,
    webDir: join(dir, 'no-console'),
    ...overrides,
  })
  const app = await buildApp(config, build)
  // Every answer of every test is checked against the OpenAPI document the app serves.
  const answers = checkAnswersAgainstOpenApi(app)
  const db = app.services.stores.database.db
  const adminToken = (await bootstrapAdmin(db))!.token
  return {
    app,
    config,
    adminToken,
    socketAnswers: () => answers.socketAnswers(),
    call(method, url, token = adminToken, body, headers = {}) {
      return app.inject({
        method,
        url,
        headers: { ...(token !== null && { authorization: token }), ...headers },
        ...(body !== undefined && { payload: body as string | object }),
      })
    },
    async member(role, scopes) {
      const m = await createMember(db, { Name: `${role} ${++counter}`, Email: `${role}${counter}-${Date.now()}@example.com`, Role: role })
      // By default a member's token gets all its role allows (an admin's, the one scope that implies the rest).
      const all: Record<Role, Scope[]> = {
        admin: ['admin'],
        recruiter: [...ROLE_SCOPES.recruiter],
        hiring_manager: [...ROLE_SCOPES.hiring_manager],
        interviewer: [...ROLE_SCOPES.interviewer],
      }
      const { secret } = await createToken(db, m.id, { Scopes: scopes ?? all[role] }, { issuerId: null, ttlDays: config.tokenTtlDays })
      return { id: m.id, token: secret }
    },
    async close() {
      const mismatches = (await answers.socketAnswers()).flatMap((a) => a.problems)
      await app.close()
      await database.drop()
      await blobs?.drop()
      rmSync(dir, { recursive: true, force: true })
      if (mismatches.length > 0) throw new Error(`answers on sockets not as the OpenAPI document says:\n${mismatches.join('\n')}`)
    },
  }
}

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the shape it expects to read
export function json<T = any>(res: LightMyRequestResponse): T {
  return JSON.parse(res.body) as T
}
