import { Type, type Static } from 'typebox'
import { DateTime, ID_PATTERN, LIMIT_PATTERN, Nullable, ref } from './common.schema.js'

const Name = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' })

export const Candidate = Type.Object(
  {
    Id: Type.Integer(),
    FirstName: Type.String(),
    LastName: Type.String(),
    Email: Nullable(Type.String()),
    Phone: Nullable(Type.String()),
    Document: Nullable(Type.String({ description: 'Id of the latest document, for GET /v1/document/{id}.' })),
    CreatedDate: DateTime,
    UpdatedDate: DateTime,
    TimeZone: Nullable(
      Type.String({
        description:
          'The IANA time zone the candidate reads times in (`Europe/Berlin`), set by members or sent by the careers form; ' +
          'null: the service’s (`ATS_TIME_ZONE`). The times of its emails are written in it (SPEC C9).',
      }),
    ),
  },
  { $id: 'Candidate', description: 'A candidate.' },
)
export type Candidate = Static<typeof Candidate>
export const CandidateRef = ref(Candidate)

/** Body of POST and PUT: PUT replaces every field listed here, `TimeZone` only when it is given. */
export const CandidateInput = Type.Object(
  {
    FirstName: Name,
    LastName: Name,
    Email: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 320 }))),
    Phone: Type.Optional(Nullable(Type.String({ maxLength: 50, pattern: '^[0-9+()./ -]*$' }))),
    TimeZone: Type.Optional(
      Nullable(
        Type.String({
          minLength: 1,
          maxLength: 64,
          description:
            'An IANA time zone name (`Europe/Berlin`; an unknown one or an offset: 400), or null for the service’s. ' +
            'Left out of a PUT, the candidate keeps its own.',
        }),
      ),
    ),
  },
  { $id: 'CandidateInput', additionalProperties: false },
)
export type CandidateInput = Static<typeof CandidateInput>
export const CandidateInputRef = ref(CandidateInput)

export const CandidateListQuery = Type.Object({
  limit: Type.Optional(Type.String({ pattern: LIMIT_PATTERN })),
  after: Type.Optional(Type.String({ pattern: ID_PATTERN })),
  q: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Part of the name or email, any case.' })),
  Ids: Type.Optional(
    Type.String({
      pattern: '^0*[0-9]{1,16}(,0*[0-9]{1,16}){0,99}$',
      description:
        'Only these candidates: up to 100 ids, comma-separated (the cards of a pipeline board, say). Unseen and missing ones are left out.',
    }),
  ),
})
