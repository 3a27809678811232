import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { describe, test } from 'node:test'
import { CLIENT_TYPES_FILE, OPENAPI_FILE, renderArtifacts } from '../../scripts/openapi-artifacts.js'

describe('committed OpenAPI document and client types', () => {
  test('match what the server publishes (run `npm run openapi` after changing a schema)', async () => {
    const { openapi, types } = await renderArtifacts()
    assert.equal(readFileSync(OPENAPI_FILE, 'utf8'), openapi, `${OPENAPI_FILE} is stale`)
    assert.equal(readFileSync(CLIENT_TYPES_FILE, 'utf8'), types, `${CLIENT_TYPES_FILE} is stale`)
  })
})
