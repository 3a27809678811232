import { Type } from 'typebox'
import { DateTime, Nullable, ref } from './common.schema.js'
import { RATINGS, RECOMMENDATIONS, SCORECARD_STATUSES } from '../../domain/vocabulary.js'

export const RatingValue = Type.Unsafe<(typeof RATINGS)[number]>({ $id: 'Rating', type: 'string', enum: [...RATINGS] })
export const ScorecardStatus = Type.Unsafe<(typeof SCORECARD_STATUSES)[number]>({
  $id: 'ScorecardStatus',
  type: 'string',
  enum: [...SCORECARD_STATUSES],
})

/** A recommendation or null (a draft's), written out: a `$ref` cannot be made nullable by a type list. */
const NullableRecommendation = (description: string) =>
  Type.Unsafe<(typeof RECOMMENDATIONS)[number] | null>({
    type: ['string', 'null'],
    enum: [...RECOMMENDATIONS, null],
    description: `${RECOMMENDATIONS.join(', ')}, or null. ${description}`,
  })

const AttributeName = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })

export const ScorecardAttributes = Type.Object(
  {
    Attributes: Type.Array(AttributeName, {
      minItems: 1,
      maxItems: 20,
      description: '1..20 names, each 1..100 characters, no two alike ignoring case.',
    }),
  },
  { $id: 'ScorecardAttributes', additionalProperties: false, description: "What a vacancy's scorecards rate, in order." },
)
export const ScorecardAttributesRef = ref(ScorecardAttributes)

const RatingEntry = Type.Object({ Attribute: Type.String(), Rating: ref(RatingValue) }, { additionalProperties: false })

/** Field order is the contract's (SPEC C9). */
export const Scorecard = Type.Object(
  {
    Id: Type.Integer(),
    InterviewId: Type.Integer(),
    ApplicationId: Type.Integer(),
    InterviewerId: Type.Integer(),
    Ratings: Type.Array(RatingEntry, { description: 'In the order given; attributes left out are not rated.' }),
    Recommendation: NullableRecommendation('Null only in a draft.'),
    Notes: Type.String(),
    Status: ref(ScorecardStatus),
    SubmittedDate: Nullable(Type.String({ format: 'date-time', description: 'When it was first submitted; null for a draft.' })),
    UpdatedDate: DateTime,
  },
  { $id: 'Scorecard', description: "An interviewer's judgement of an interview." },
)
export const ScorecardRef = ref(Scorecard)

export const ScorecardInput = Type.Object(
  {
    Ratings: Type.Optional(
      Type.Array(Type.Object({ Attribute: AttributeName, Rating: ref(RatingValue) }, { additionalProperties: false }), {
        maxItems: 20,
        description: "Each of one of the vacancy's attributes, at most once (else 400 naming `Ratings`); none by default.",
      }),
    ),
    Recommendation: Type.Optional(NullableRecommendation('Required to submit; may be null in a draft.')),
    Notes: Type.Optional(Type.String({ maxLength: 10_000, description: "0..10000 characters; '' by default." })),
    Submit: Type.Optional(Type.Boolean({ description: 'Submit it (it stays submitted through later changes); a draft otherwise.' })),
  },
  { $id: 'ScorecardInput', additionalProperties: false, description: 'The whole scorecard: what is left out is empty.' },
)
export const ScorecardInputRef = ref(ScorecardInput)
