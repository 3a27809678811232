import { Type, type Static } from 'typebox'
import { DateTime, ref } from './common.schema.js'

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
  },
  { $id: 'Vacancy', description: 'A vacancy.' },
)
export type Vacancy = Static<typeof Vacancy>
export const VacancyRef = ref(Vacancy)

export const VacancyInput = Type.Object(
  {
    Title: Type.String({ minLength: 1, maxLength: 300, pattern: '\\S' }),
    Status: Type.Optional(Type.Unsafe<(typeof VACANCY_STATUSES)[number]>({ type: 'string', enum: [...VACANCY_STATUSES], default: 'open' })),
  },
  { $id: 'VacancyInput', additionalProperties: false },
)
export type VacancyInput = Static<typeof VacancyInput>
export const VacancyInputRef = ref(VacancyInput)
