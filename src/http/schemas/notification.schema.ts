import { Type } from 'typebox'
import { DateTime, ID_PATTERN, LIMIT_PATTERN, Nullable, ref } from './common.schema.js'
import { NOTIFICATION_TYPES } from '../../domain/vocabulary.js'

export const NotificationType = Type.Unsafe<(typeof NOTIFICATION_TYPES)[number]>({
  $id: 'NotificationType',
  type: 'string',
  enum: [...NOTIFICATION_TYPES],
  description:
    '`application_received` (a new application to a vacancy of its hiring team), `application_resubmitted` (a candidate sent a new submission to an application it had), `interview_assigned`, `interview_changed` (its time or place), `interview_unassigned` (taken off it), `interview_cancelled`, `scorecard_due` (its scorecard of an ended interview, again each day while owed).',
})

/** Field order is the contract's (SPEC C18). */
export const Notification = Type.Object(
  {
    Id: Type.Integer(),
    Type: ref(NotificationType),
    CandidateId: Nullable(Type.Integer()),
    ApplicationId: Nullable(Type.Integer()),
    InterviewId: Nullable(Type.Integer()),
    CreatedDate: DateTime,
    ReadDate: Nullable(DateTime),
  },
  { $id: 'Notification', description: 'Something that needs a member: what it is about, when it came, when the member read it.' },
)
export const NotificationRef = ref(Notification)

export const NotificationsQuery = Type.Object(
  {
    Unread: Type.Optional(Type.String({ enum: ['true', 'false'], description: '`true`: unread ones only; `false` (the default): all.' })),
    limit: Type.Optional(Type.String({ pattern: LIMIT_PATTERN, description: 'Items per page, 1..1000 (default 100).' })),
    after: Type.Optional(
      Type.String({
        pattern: ID_PATTERN,
        description: 'Newest first: only items after this Id in that order, i.e. of a smaller Id (the `Link: rel="next"` sets it).',
      }),
    ),
  },
  { additionalProperties: true },
)

export const NotificationsReadInput = Type.Object(
  {
    Ids: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), {
        minItems: 1,
        maxItems: 1000,
        description: 'The notifications to mark read, 1..1000; ids that name none of the member’s unread ones change nothing.',
      }),
    ),
    All: Type.Optional(Type.Boolean({ description: '`true`: every notification of the member.' })),
  },
  { $id: 'NotificationsReadInput', additionalProperties: false, description: 'Either `Ids` or `All: true`.' },
)
export const NotificationsReadInputRef = ref(NotificationsReadInput)
