import { Type, type TSchema } from 'typebox'

/** `T | null` written as a type list, which OpenAPI 3.1 reads and fast-json-stringify serializes quickly. */
export function Nullable<T extends TSchema>(schema: T) {
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
export const IdString = Type.String({
  pattern: '^[0-9]{1,16}$',
  description: `A positive decimal integer, 1 to ${MAX_ID}.`,
})

export const IdParams = Type.Object({ id: IdString })
export const CandidateIdParams = Type.Object({ candidateId: IdString })

/** Query of every list: keyset paging by id. */
export const PageQuery = Type.Object(
  {
    limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$', description: 'Items per page, 1..1000 (default 100).' })),
    after: Type.Optional(Type.String({ pattern: '^[0-9]{1,16}$', description: 'Return only items whose Id is greater.' })),
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
    requestId: Type.Optional(Type.String()),
  },
  { $id: 'Problem', title: 'Problem details' },
)

export const ProblemRef = Type.Unsafe<Type.Static<typeof Problem>>(Type.Ref('Problem'))

/** Error answers every authenticated operation can give. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries([400, 403, 500, ...statuses].map((s) => [s, ProblemRef]))
}
