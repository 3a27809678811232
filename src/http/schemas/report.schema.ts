import { Type, type TSchema } from 'typebox'
import { IdString, Nullable, ref } from './common.schema.js'

/** The range every report takes (SPEC C11): From inclusive, To exclusive, any offset; answered in UTC. */
const Range = {
  From: Type.Optional(
    Type.String({
      format: 'date-time',
      description: 'Start of the range, inclusive (ISO 8601 date-time, any offset).',
      examples: ['2026-09-01T00:00:00Z'],
    }),
  ),
  To: Type.Optional(
    Type.String({
      format: 'date-time',
      description: 'End of the range, exclusive; must be after `From`.',
      examples: ['2026-12-01T00:00:00+01:00'],
    }),
  ),
}

export const ReportQuery = Type.Object(Range, { additionalProperties: true })
export const PipelineQuery = Type.Object(
  { VacancyId: { ...IdString, description: 'The vacancy whose funnel to report.' }, ...Range },
  { additionalProperties: true },
)

const Count = (description: string) => Type.Integer({ minimum: 0, description })
const Days = (description: string) => Nullable(Type.Number({ description: `${description} Fractional days, two decimals.` }))
/** A range end as answered: UTC with milliseconds; null when the request left it open. */
const RangeEnd = (description: string) => Nullable(Type.String({ format: 'date-time', description }))

/** Field order is the contract's (SPEC C11), and the CSV's column order. */
export const PipelineStage = Type.Object(
  {
    StageId: Type.Integer(),
    Name: Type.String(),
    Position: Type.Integer({ minimum: 1 }),
    Reached: Count('Applications whose history enters the stage at least once (created in it or moved into it).'),
    Current: Count('Active applications in the stage now.'),
    Rejected: Count('Rejected applications whose stage is this one.'),
    Withdrawn: Count('Withdrawn applications whose stage is this one.'),
    Hired: Count('Hired applications whose stage is this one.'),
    MedianDaysInStage: Days('Median length of the completed stays (entered, then left by a move); null when none.'),
  },
  { $id: 'PipelineStage', description: "One stage of a vacancy's funnel." },
)

export const PipelineReport = Type.Object(
  {
    VacancyId: Type.Integer(),
    From: RangeEnd('`From` as given, in UTC; null when not given.'),
    To: RangeEnd('`To` as given, in UTC; null when not given.'),
    Applications: Count("The vacancy's applications created in the range."),
    Stages: Type.Array(ref(PipelineStage), { description: "The vacancy's stages as they are now, in `Position` order." }),
  },
  { $id: 'PipelineReport', description: "A vacancy's funnel over its applications created in the range." },
)

export const SourceLine = Type.Object(
  {
    Source: Nullable(Type.String({ description: 'Where the candidates came from; null when none was given.' })),
    Applications: Count('Applications created in the range with this source.'),
    Active: Count('Those still active.'),
    Hired: Count('Those hired.'),
  },
  { $id: 'SourceLine', description: 'The applications of one source.' },
)

export const TimeToHireLine = Type.Object(
  {
    VacancyId: Type.Integer(),
    Title: Type.String(),
    Hires: Count('Changes to `hired` in the range (a hire reopened since, and a second hire, each count).'),
    MedianDays: Days('Median of the days from the application to its hire.'),
    P90Days: Days('90th percentile of the same days, by the nearest-rank method.'),
  },
  { $id: 'TimeToHireLine', description: 'The hires of one vacancy made in the range.' },
)

export const InterviewerLine = Type.Object(
  {
    MemberId: Type.Integer(),
    Name: Type.String({ description: "The member's name." }),
    Submitted: Count('Its scorecards first submitted in the range (drafts never count).'),
    StrongYes: Count('Those recommending `strong_yes`.'),
    Yes: Count('Those recommending `yes`.'),
    No: Count('Those recommending `no`.'),
    StrongNo: Count('Those recommending `strong_no`.'),
    NoDecision: Count('Those recommending `no_decision`.'),
    Decided: Count('Those whose application is now hired or rejected.'),
    Agreed: Count(
      'Those among `Decided` whose recommendation pointed the same way: `yes`/`strong_yes` and hired, `no`/`strong_no` and rejected.',
    ),
  },
  { $id: 'InterviewerLine', description: "One interviewer's scorecards submitted in the range, against the final decisions." },
)

/** The CSV columns of a report: the JSON fields of one row, in order (a Pipeline row adds the report's own first). */
export function columnsOf(schema: TSchema): string[] {
  return Object.keys((schema as { properties: Record<string, unknown> }).properties)
}

/** A report's 200: JSON by default, CSV (RFC 4180, a header row of the JSON field names) when `Accept` prefers it. */
export function reportResponse(schema: TSchema, description: string) {
  return Type.Unsafe({
    description,
    content: {
      'application/json': { schema },
      'text/csv': {
        schema: {
          type: 'string',
          description: 'RFC 4180 with a header row of the JSON field names, CRLF line ends, null as an empty field, no byte-order mark.',
        },
      },
    },
  })
}
