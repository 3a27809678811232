import { Type, type Static } from 'typebox'
import { Nullable } from '../schemas/common.schema.js'

/** The service's name, as the OpenAPI document and the index at `/` give it. */
export const SERVICE_NAME = 'Applicant tracking service'

/**
 * What `GET /` answers a client that does not ask for a page (curl, a
 * script): where the console, the API and its reference are. Paths are
 * root-relative, so the answer never repeats a `Host` header and holds
 * behind any proxy (docs/DECISIONS.md, "The index at /").
 */
export const ServiceIndex = Type.Object(
  {
    Name: Type.String({ examples: [SERVICE_NAME] }),
    Console: Nullable(
      Type.String({ description: 'The web console, for a browser; null when it is not built (`npm run build`).', examples: ['/'] }),
    ),
    Api: Type.String({ description: 'The API: every operation under it takes a token (`Authorization`).', examples: ['/v1'] }),
    Docs: Type.String({ description: 'The interactive API reference.', examples: ['/docs'] }),
    OpenApi: Type.String({ description: 'The OpenAPI 3.1 document.', examples: ['/openapi.json'] }),
    Health: Type.String({ description: 'Liveness; readiness is at /readyz.', examples: ['/healthz'] }),
  },
  { additionalProperties: false },
)

export function serviceIndex(consoleBuilt: boolean): Static<typeof ServiceIndex> {
  return {
    Name: SERVICE_NAME,
    Console: consoleBuilt ? '/' : null,
    Api: '/v1',
    Docs: '/docs',
    OpenApi: '/openapi.json',
    Health: '/healthz',
  }
}
