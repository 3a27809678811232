import createClient, { type Client } from 'openapi-fetch'
import type { paths } from './schema.js'

export type { paths, components } from './schema.js'

export interface AtsClientOptions {
  /** Where the service answers, e.g. `http://127.0.0.1:8080`. */
  baseUrl: string
  /** An `ats_...` token; sent as the Authorization header of every request. */
  token: string
  /** A fetch implementation (defaults to the global one). */
  fetch?: typeof globalThis.fetch
}

/**
 * A typed client for the applicant tracking service. Paths, parameters,
 * bodies and answers are checked against the published OpenAPI document.
 *
 * @example
 * const ats = createAtsClient({ baseUrl: 'http://127.0.0.1:8080', token: process.env.ATS_TOKEN! })
 * const { data: notes, error } = await ats.GET('/v1/Candidates/{candidateId}/Notes', {
 *   params: { path: { candidateId: '7' } },
 * })
 * if (error) throw new Error(`${error.code}: ${error.detail}`)
 * for (const note of notes) console.log(note.CreatedDate, note.Note)
 */
export function createAtsClient(options: AtsClientOptions): Client<paths> {
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch })
  client.use({
    onRequest({ request }) {
      request.headers.set('authorization', options.token)
      return request
    },
  })
  return client
}
