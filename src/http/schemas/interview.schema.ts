import { Type } from 'typebox'
import { DateTime, IdString, ref } from './common.schema.js'
import { INTERVIEW_STATUSES } from '../../domain/vocabulary.js'

export const InterviewStatus = Type.Unsafe<(typeof INTERVIEW_STATUSES)[number]>({
  $id: 'InterviewStatus',
  type: 'string',
  enum: [...INTERVIEW_STATUSES],
})

/** Field order is the contract's (SPEC C9). */
export const Interview = Type.Object(
  {
    Id: Type.Integer(),
    ApplicationId: Type.Integer(),
    StageId: Type.Integer({ description: "The application's stage when the interview was scheduled." }),
    StartDate: DateTime,
    EndDate: DateTime,
    Location: Type.String({ description: "A room or a video link; '' when none." }),
    InterviewerIds: Type.Array(Type.Integer(), { description: 'The interviewers, in ascending member id order.' }),
    Status: ref(InterviewStatus),
    CreatedById: Type.Integer(),
    CreatedDate: DateTime,
    UpdatedDate: DateTime,
  },
  { $id: 'Interview', description: 'An interview of an application.' },
)
export const InterviewRef = ref(Interview)

/** An interview on a member's day: the interview, then where that member's scorecard for it stands (SPEC C18). */
export const MemberInterview = Type.Object(
  {
    ...Interview.properties,
    ScorecardStatus: Type.Unsafe<'none' | 'draft' | 'submitted'>({
      type: 'string',
      enum: ['none', 'draft', 'submitted'],
      description: "The member's own scorecard for it: `none` (not written yet), `draft` or `submitted`.",
    }),
  },
  { $id: 'MemberInterview', description: 'An interview a member sits on, with the state of its scorecard for it.' },
)
export const MemberInterviewRef = ref(MemberInterview)

const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })
const When = (what: string) =>
  Type.String({ format: 'date-time', description: `${what}: ISO 8601 with a time zone (stored and answered in UTC).` })
const InterviewerIds = Type.Array(Id, {
  minItems: 1,
  maxItems: 20,
  description: "1..20 members, each on the vacancy's hiring team or a recruiter or admin (else 400 `interviewer_not_allowed`).",
})
const Location = Type.String({ maxLength: 500, description: 'A room or a video link, 0..500 characters.' })

export const InterviewInput = Type.Object(
  {
    StartDate: When('The start'),
    EndDate: When('The end, after the start and at most 24 hours later'),
    InterviewerIds,
    Location: Type.Optional(Location),
    SendInvitations: Type.Optional(
      Type.Boolean({
        description:
          'Email the candidate and each interviewer an iCalendar invitation, now and at every later change; false (the default): nothing is ever sent for it.',
      }),
    ),
  },
  { $id: 'InterviewInput', additionalProperties: false },
)
export const InterviewInputRef = ref(InterviewInput)

export const InterviewUpdate = Type.Object(
  {
    StartDate: Type.Optional(When('The start')),
    EndDate: Type.Optional(When('The end')),
    InterviewerIds: Type.Optional(InterviewerIds),
    Location: Type.Optional(Location),
  },
  { $id: 'InterviewUpdate', additionalProperties: false, description: 'The fields named change; the others stay.' },
)
export const InterviewUpdateRef = ref(InterviewUpdate)

export const MemberInterviewsQuery = Type.Object(
  {
    From: Type.Optional(When('Interviews starting at or after this (default: now)')),
    To: Type.Optional(When('Interviews starting before this (default: no end)')),
    limit: Type.Optional(Type.String({ pattern: '^0*[0-9]{1,4}$', description: 'Items per page, 1..1000 (default 100).' })),
    after: Type.Optional({
      ...IdString,
      description:
        'With `From`: among the interviews starting exactly at `From`, only those of a greater Id (the `Link: rel="next"` sets both).',
    }),
  },
  { additionalProperties: true },
)

export const MemberIdParams = Type.Object({ memberId: IdString })
