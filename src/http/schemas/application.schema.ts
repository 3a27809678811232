import { Type } from 'typebox'
import { DateTime, IdString, Nullable, ONE_LINE, PageQuery, ref } from './common.schema.js'
import { APPLICATION_STATUSES } from '../../domain/vocabulary.js'

export const ApplicationStatus = Type.Unsafe<(typeof APPLICATION_STATUSES)[number]>({
  $id: 'ApplicationStatus',
  type: 'string',
  enum: [...APPLICATION_STATUSES],
})

export const Application = Type.Object(
  {
    Id: Type.Integer(),
    CandidateId: Type.Integer(),
    VacancyId: Type.Integer(),
    StageId: Type.Integer(),
    Status: ref(ApplicationStatus),
    RejectionReason: Nullable(Type.String({ description: 'The reason of the last Reject or Withdraw; null otherwise.' })),
    CreatedById: Nullable(Type.Integer({ description: 'The member who made it; null for an application made on the careers site.' })),
    CreatedDate: DateTime,
    UpdatedDate: DateTime,
    Source: Nullable(Type.String({ description: 'Where the candidate came from (`referral`, `linkedin`...); null when none was given.' })),
  },
  { $id: 'Application', description: "A candidate on a vacancy's pipeline." },
)
export const ApplicationRef = ref(Application)

const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })
const Reason = Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' })

const Source = Type.String({ maxLength: 100, pattern: ONE_LINE })

export const ApplicationInput = Type.Object(
  {
    VacancyId: Id,
    StageId: Type.Optional({ ...Id, description: "One of the vacancy's stages; its first by default." }),
    Source: Type.Optional(
      Nullable({ ...Source, description: 'Where the candidate came from, 0..100 characters, one line; none (null or `""`) by default.' }),
    ),
  },
  { $id: 'ApplicationInput', additionalProperties: false },
)
export const ApplicationInputRef = ref(ApplicationInput)

export const MoveInput = Type.Object(
  {
    StageId: Id,
    ExpectedStageId: Type.Optional({
      ...Id,
      description: 'Move only if the application is still in this stage; else 409 `stage_conflict`.',
    }),
  },
  { $id: 'MoveInput', additionalProperties: false },
)
export const MoveInputRef = ref(MoveInput)

export const RejectInput = Type.Object(
  {
    Reason,
    SendEmail: Type.Optional(
      Type.Boolean({
        default: false,
        description:
          'Send the candidate the `application_rejected` email (SPEC C10); `Reason` is never in it. A candidate without an address: 409 `candidate_has_no_email`, nothing changed.',
      }),
    ),
  },
  { $id: 'RejectInput', additionalProperties: false },
)
export const RejectInputRef = ref(RejectInput)

export const WithdrawInput = Type.Object({ Reason: Type.Optional(Reason) }, { $id: 'WithdrawInput', additionalProperties: false })
export const WithdrawInputRef = ref(WithdrawInput)

export const HistoryEntry = Type.Object(
  {
    Id: Type.Integer(),
    FromStageId: Nullable(Type.Integer()),
    ToStageId: Type.Integer(),
    FromStatus: Type.Unsafe<(typeof APPLICATION_STATUSES)[number] | null>({
      type: ['string', 'null'],
      enum: [...APPLICATION_STATUSES, null],
      description: 'One of the `ApplicationStatus` values; null for the creation.',
    }),
    ToStatus: ref(ApplicationStatus),
    Reason: Nullable(Type.String()),
    ChangedById: Nullable(
      Type.Integer({ description: 'The member who made the change; null for the creation of an application made on the careers site.' }),
    ),
    ChangedDate: DateTime,
  },
  { $id: 'ApplicationHistoryEntry', description: 'One change of an application; `From*` is null for its creation.' },
)
export const HistoryEntryRef = ref(HistoryEntry)

export const BoardCard = Type.Object(
  {
    ...Application.properties,
    NextInterview: Nullable(
      Type.Object(
        {
          Id: Type.Integer(),
          StartDate: DateTime,
          EndDate: DateTime,
          Location: Type.String({ description: "A room or a video link; '' when none." }),
          InterviewerIds: Type.Array(Type.Integer(), { description: 'In ascending member id order.' }),
        },
        { description: 'The first scheduled interview that has not ended yet, by start; null when none.' },
      ),
    ),
    ScorecardsExpected: Type.Integer({
      minimum: 0,
      description: 'One per interviewer of each scheduled interview that has started: the scorecards expected so far.',
    }),
    ScorecardsSubmitted: Type.Integer({
      minimum: 0,
      description:
        'Of those, the submitted ones the caller may read (SPEC C9): a member who still owes its own judgement on the application counts only its own.',
    }),
  },
  { $id: 'BoardCard', description: 'An application as its card on the pipeline board shows it.' },
)
export const BoardCardRef = ref(BoardCard)

export const BoardQuery = Type.Object(
  {
    ...PageQuery.properties,
    StageId: Type.Optional({ ...IdString, description: 'Only the applications in this stage of the vacancy.' }),
    Status: Type.Optional(ref(ApplicationStatus)),
  },
  { additionalProperties: true },
)
