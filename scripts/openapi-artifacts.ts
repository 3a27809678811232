import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import openapiTS, { astToString } from 'openapi-typescript'
import { buildApp } from '../src/app.js'
import { makeConfig } from '../src/config.js'

export const OPENAPI_FILE = 'openapi/openapi.json'
export const CLIENT_TYPES_FILE = 'client/schema.d.ts'

/** The OpenAPI document as the server publishes it, and the client types generated from it. */
export async function renderArtifacts(): Promise<{ openapi: string; types: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'ats-openapi-'))
  const app = await buildApp(makeConfig({ dataDir: dir, logLevel: 'silent' }))
  try {
    await app.ready()
    const doc = app.swagger()
    const openapi = JSON.stringify(doc, null, 2) + '\n'
    // Inputs are named schemas now; a field with a default (a note's Private) stays optional for the client.
    const header = '// Generated from openapi/openapi.json by `npm run openapi`. Do not edit.\n\n'
    const types =
      header + astToString(await openapiTS(JSON.parse(openapi) as Parameters<typeof openapiTS>[0], { defaultNonNullable: false }))
    return { openapi, types }
  } finally {
    await app.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
