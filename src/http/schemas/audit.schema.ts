import { Type } from 'typebox'
import { DateTime, IdString, Nullable, PageQuery, ref } from './common.schema.js'
import { AUDIT_ACTIONS, AUDIT_RESOURCE_TYPES } from '../../domain/vocabulary.js'

export const AuditAction = Type.Unsafe<(typeof AUDIT_ACTIONS)[number]>({
  $id: 'AuditAction',
  type: 'string',
  enum: [...AUDIT_ACTIONS],
  description: 'What was done: `download` is a 200 or 206 of a document’s bytes, `search` a search of candidates.',
})

export const AuditResourceType = Type.Unsafe<(typeof AUDIT_RESOURCE_TYPES)[number]>({
  $id: 'AuditResourceType',
  type: 'string',
  enum: [...AUDIT_RESOURCE_TYPES],
  description: 'The kind of the candidate’s data read or changed.',
})

/** Field order is the contract's (SPEC C6). Ids only: never a name, a text or a file name. */
export const AuditEvent = Type.Object(
  {
    Id: Type.Integer({ description: 'Increasing: the `after` cursor.' }),
    Date: DateTime,
    MemberId: Nullable(Type.Integer({ description: 'The member who read or changed; null for the service itself.' })),
    TokenId: Nullable(Type.Integer({ description: 'The API token used; null for a console session.' })),
    Action: ref(AuditAction),
    CandidateId: Nullable(Type.Integer({ description: 'The candidate; null for a search and for a list of several candidates.' })),
    ResourceType: ref(AuditResourceType),
    ResourceId: Type.Unsafe<number | string | null>({
      type: ['integer', 'string', 'null'],
      description: 'The resource (a document’s id is a string, the others’ integers); null for a list or a search.',
    }),
    RequestId: Nullable(Type.String({ description: 'The request’s `X-Request-Id`; null for a change made outside a request.' })),
  },
  { $id: 'AuditEvent', description: 'One read or change of a candidate’s data, as the audit log keeps it.' },
)
export const AuditEventRef = ref(AuditEvent)

export const AuditEventQuery = Type.Object(
  {
    ...PageQuery.properties,
    CandidateId: Type.Optional({ ...IdString, description: 'Only the rows of this candidate.' }),
    MemberId: Type.Optional({ ...IdString, description: 'Only the rows of this member.' }),
  },
  { additionalProperties: true },
)
