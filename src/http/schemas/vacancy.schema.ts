import { Type, type Static } from 'typebox'
import { DateTime, IdString, ref } from './common.schema.js'
import { RoleEnum } from './member.schema.js'

export const VACANCY_STATUSES = ['open', 'on_hold', 'closed'] as const

export const VacancyStatus = Type.Unsafe<(typeof VACANCY_STATUSES)[number]>({
  $id: 'VacancyStatus',
  type: 'string',
  enum: [...VACANCY_STATUSES],
})

export const Vacancy = Type.Object(
  {
    Id: Type.Integer(),
    Title: Type.String(),
    Status: ref(VacancyStatus),
    CreatedDate: DateTime,
    UpdatedDate: DateTime,
  },
  { $id: 'Vacancy', description: 'A vacancy.' },
)
export type Vacancy = Static<typeof Vacancy>
export const VacancyRef = ref(Vacancy)

const Title = Type.String({ minLength: 1, maxLength: 300, pattern: '\\S' })

export const VacancyInput = Type.Object(
  {
    Title,
    Status: Type.Optional(Type.Unsafe<(typeof VACANCY_STATUSES)[number]>({ type: 'string', enum: [...VACANCY_STATUSES], default: 'open' })),
  },
  { $id: 'VacancyInput', additionalProperties: false },
)
export type VacancyInput = Static<typeof VacancyInput>
export const VacancyInputRef = ref(VacancyInput)

/** PUT changes the fields it names (at least one). */
export const VacancyUpdate = Type.Object(
  { Title: Type.Optional(Title), Status: Type.Optional(ref(VacancyStatus)) },
  { $id: 'VacancyUpdate', additionalProperties: false, minProperties: 1 },
)
export const VacancyUpdateRef = ref(VacancyUpdate)

export const Stage = Type.Object(
  {
    Id: Type.Integer(),
    Name: Type.String(),
    Position: Type.Integer({ minimum: 1 }),
  },
  { $id: 'Stage', description: "A stage of a vacancy's pipeline; `Position` 1, 2, 3... with no gap." },
)
export const StageRef = ref(Stage)

const StageName = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', description: 'Unique within the vacancy, ignoring case.' })
const Position = Type.Integer({ minimum: 1, maximum: 1000 })

export const StageInput = Type.Object(
  { Name: StageName, Position: Type.Optional({ ...Position, description: '1..n+1; the end by default.' }) },
  { $id: 'StageInput', additionalProperties: false },
)
export const StageInputRef = ref(StageInput)

export const StageUpdate = Type.Object(
  { Name: Type.Optional(StageName), Position: Type.Optional({ ...Position, description: '1..n; the stages in between shift by one.' }) },
  { $id: 'StageUpdate', additionalProperties: false, minProperties: 1 },
)
export const StageUpdateRef = ref(StageUpdate)

export const StageParams = Type.Object({ id: IdString, stageId: IdString })

export const HiringTeamMember = Type.Object(
  {
    MemberId: Type.Integer(),
    Name: Type.String(),
    Role: ref(RoleEnum),
  },
  { $id: 'HiringTeamMember', description: "A member of a vacancy's hiring team." },
)
export const HiringTeamMemberRef = ref(HiringTeamMember)

export const HiringTeamInput = Type.Object(
  {
    MemberIds: Type.Array(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), { maxItems: 1000, uniqueItems: true }),
  },
  { $id: 'HiringTeamInput', additionalProperties: false },
)
export const HiringTeamInputRef = ref(HiringTeamInput)
