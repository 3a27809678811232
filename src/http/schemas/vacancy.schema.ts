import { Type, type Static } from 'typebox'
import { DateTime } from './common.schema.js'

export const VACANCY_STATUSES = ['open', 'on_hold', 'closed'] as const

export const Vacancy = Type.Object(
  {
    Id: Type.Integer(),
    Title: Type.String(),
    Status: Type.String({ enum: [...VACANCY_STATUSES] }),
    CreatedDate: DateTime,
  },
)
export type Vacancy = Static<typeof Vacancy>

export const VacancyInput = Type.Object(
  {
    Title: Type.String({ minLength: 1, maxLength: 300, pattern: '\\S' }),
    Status: Type.Optional(Type.Unsafe<(typeof VACANCY_STATUSES)[number]>({ type: 'string', enum: [...VACANCY_STATUSES], default: 'open' })),
  },
  { additionalProperties: false },
)
export type VacancyInput = Static<typeof VacancyInput>
