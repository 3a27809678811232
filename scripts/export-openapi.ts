// Writes the OpenAPI document and the typed client's types; CI checks they match the server.
import { writeFileSync } from 'node:fs'
import { CLIENT_TYPES_FILE, OPENAPI_FILE, renderArtifacts } from './openapi-artifacts.js'

const { openapi, types } = await renderArtifacts()
writeFileSync(OPENAPI_FILE, openapi)
writeFileSync(CLIENT_TYPES_FILE, types)
console.log(`wrote ${OPENAPI_FILE} and ${CLIENT_TYPES_FILE}`)
