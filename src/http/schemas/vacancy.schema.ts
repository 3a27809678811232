import { Type, type Static } from 'typebox'
import { DateTime, IdString, ONE_LINE, PageQuery, ref } from './common.schema.js'
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
    Location: Type.String({ description: "Where the job is; '' when not said." }),
    Description: Type.String({ description: "The job's description, in Markdown; '' when none." }),
    Published: Type.Boolean({ description: 'Shown on the careers site (and `GET /v1/Jobs`) while the vacancy is also `open`.' }),
  },
  { $id: 'Vacancy', description: 'A vacancy.' },
)
export type Vacancy = Static<typeof Vacancy>
export const VacancyRef = ref(Vacancy)

const Title = Type.String({ minLength: 1, maxLength: 300, pattern: '\\S' })
// One line of text: no control character (a line break would break the careers page's layout and its JSON-LD).
const Location = Type.String({ maxLength: 200, pattern: ONE_LINE, description: 'Where the job is, 0..200 characters, one line.' })
const Description = Type.String({
  maxLength: 20_000,
  description: 'Markdown, 0..20000 characters; raw HTML is shown as text, never passed through.',
})
const Published = Type.Boolean({ description: 'Shown to the public while the vacancy is `open`.' })

export const VacancyInput = Type.Object(
  {
    Title,
    Status: Type.Optional(Type.Unsafe<(typeof VACANCY_STATUSES)[number]>({ type: 'string', enum: [...VACANCY_STATUSES], default: 'open' })),
    Location: Type.Optional({ ...Location, default: '' }),
    Description: Type.Optional({ ...Description, default: '' }),
    Published: Type.Optional({ ...Published, default: false }),
  },
  { $id: 'VacancyInput', additionalProperties: false },
)
export type VacancyInput = Static<typeof VacancyInput>
export const VacancyInputRef = ref(VacancyInput)

/** PUT changes the fields it names (at least one). */
export const VacancyUpdate = Type.Object(
  {
    Title: Type.Optional(Title),
    Status: Type.Optional(ref(VacancyStatus)),
    Location: Type.Optional(Location),
    Description: Type.Optional(Description),
    Published: Type.Optional(Published),
  },
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

export const VacancyListQuery = Type.Object(
  {
    ...PageQuery.properties,
    HiringTeamMemberId: Type.Optional({ ...IdString, description: 'Only the vacancies whose hiring team includes this member.' }),
  },
  { additionalProperties: true },
)
