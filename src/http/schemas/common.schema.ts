import { Type, type Static, type TSchema } from 'typebox'

/** `T | null` written as a type list, which OpenAPI 3.1 reads and fast-json-stringify serializes quickly. */
export function Nullable<T extends TSchema>(schema: T) {
  // Only schemas of one JSON type are made nullable here; TSchema does not declare `type`.
  const { type, ...rest } = schema as unknown as { type: string }
  return Type.Unsafe<Type.Static<T> | null>({ ...rest, type: [type, 'null'] })
}

/** ISO 8601 in UTC with milliseconds, as every time in the API is written. */
export const DateTime = Type.String({ format: 'date-time', examples: ['2026-11-22T09:30:00.000Z'] })

export const MAX_ID = Number.MAX_SAFE_INTEGER

/**
 * Path ids travel as text and are checked by pattern rather than coerced:
 * coercion would let `1e3`, `0x10` or ` 7` through as numbers.
 */
// Any number of leading zeros (`007` is 7), then at most 16 digits: the value's range is checked by toId and toPage.
export const ID_PATTERN = '^0*[0-9]{1,16}$'
export const LIMIT_PATTERN = '^0*[0-9]{1,4}$'

/** One line of text: no control character (no line break of any kind, tab or escape; C1 and U+2028/U+2029 included). */
export const ONE_LINE = '^[^\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029]*$'

export const IdString = Type.String({
  pattern: ID_PATTERN,
  description: `A positive decimal integer, 1 to ${MAX_ID}.`,
})

export const IdParams = Type.Object({ id: IdString })
export const CandidateIdParams = Type.Object({ candidateId: IdString })

/** Query of every list: keyset paging by id. */
export const PageQuery = Type.Object(
  {
    limit: Type.Optional(Type.String({ pattern: LIMIT_PATTERN, description: 'Items per page, 1..1000 (default 100).' })),
    after: Type.Optional(Type.String({ pattern: ID_PATTERN, description: 'Return only items whose Id is greater.' })),
  },
  { additionalProperties: true },
)

/** RFC 9457 problem details. */
export const Problem = Type.Object(
  {
    type: Type.String(),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.String(),
    code: Type.String({ description: 'Stable snake_case machine code.' }),
    field: Type.Optional(Type.String({ description: 'The request field at fault, for validation errors.' })),
    errors: Type.Optional(
      Type.Array(Type.Object({ field: Type.String(), status: Type.Integer(), code: Type.String(), detail: Type.String() }), {
        description: 'Every field at fault, when a form has several (an application to a job); the first is the one the problem names.',
      }),
    ),
    requestId: Type.Optional(Type.String()),
  },
  { $id: 'Problem', title: 'Problem details' },
)

/**
 * A reference to a named schema (one with an `$id`, registered with
 * `app.addSchema`): the validator and the serializer resolve it to the same
 * schema, and the OpenAPI document lists it once under components.schemas.
 */
export function ref<T extends TSchema>(schema: T) {
  const id = (schema as { $id?: string }).$id
  if (!id) throw new Error('ref() needs a schema with an $id')
  return Type.Unsafe<Static<T>>(Type.Ref(id))
}

/** Problem details as a response: `application/problem+json`, as the error handler sends them. */
export function problemResponse(description: string) {
  return Type.Unsafe<Static<typeof Problem>>({ description, content: { 'application/problem+json': { schema: Type.Ref('Problem') } } })
}

const PROBLEM_DESCRIPTIONS: Readonly<Record<number, string>> = {
  400: 'The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404.',
  403: 'No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`).',
  404: 'Nothing has this id (`candidate_not_found`, `document_not_found`, ...).',
  409: 'The request conflicts with what is stored (`member_exists`, ...).',
  410: 'The link works no more (`link_used`, `link_expired`, `link_replaced`): ask for a new one.',
  413: 'The body is over the size limit (`payload_too_large`).',
  415: "The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`).",
  416: 'The byte range cannot be satisfied (`range_not_satisfiable`).',
  500: 'Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds.',
  503: 'The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again.',
}

/** Error answers of an operation: 400, 403, 500 and 503 (while shutting down), which every /v1 operation can give, and the statuses named. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(
    [400, 403, 500, 503, ...statuses].map((s) => [s, problemResponse(PROBLEM_DESCRIPTIONS[s] ?? 'Problem details.')]),
  )
}

/** Error answers of an operation with a JSON body: those of errorResponses, and 413 and 415 for the body. */
export function bodyErrorResponses(...statuses: number[]) {
  return errorResponses(413, 415, ...statuses)
}
