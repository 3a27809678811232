import { Type, type Static } from 'typebox'
import { DateTime, IdString, PageQuery, ref } from './common.schema.js'

export const FlagType = Type.Unsafe<1 | 2>({ $id: 'FlagType', type: 'integer', enum: [1, 2], description: '1 = Favorite, 2 = Undesirable' })
const FlagTypeRef = ref(FlagType)

/** Field order is the original interface's and must not change. */
export const QualityFlag = Type.Object(
  {
    Id: Type.Integer(),
    FlagType: FlagTypeRef,
    Note: Type.String(),
    CreatedById: Type.Integer(),
    CreatedDate: DateTime,
  },
  { $id: 'QualityFlag', description: 'A quality flag on a candidate.' },
)
export type QualityFlag = Static<typeof QualityFlag>
export const QualityFlagRef = ref(QualityFlag)

export const QualityFlagInput = Type.Object(
  {
    FlagType: FlagTypeRef,
    Note: Type.String({ maxLength: 10000 }),
  },
  { $id: 'QualityFlagInput', additionalProperties: false },
)
export type QualityFlagInput = Static<typeof QualityFlagInput>
export const QualityFlagInputRef = ref(QualityFlagInput)

export const FlagParams = Type.Object({ candidateId: IdString, flagId: IdString })

/** A flag read across candidates (a pipeline board's cards): the original fields, then whose flag it is. */
export const CandidateQualityFlag = Type.Object(
  { ...QualityFlag.properties, CandidateId: Type.Integer() },
  { $id: 'CandidateQualityFlag', description: 'A quality flag with the candidate it is on.' },
)
export const CandidateQualityFlagRef = ref(CandidateQualityFlag)

export const FlagListQuery = Type.Object({
  ...PageQuery.properties,
  CandidateIds: Type.String({
    pattern: '^0*[0-9]{1,16}(,0*[0-9]{1,16}){0,99}$',
    description: 'The candidates whose flags to read: up to 100 ids, comma-separated. Unseen and missing ones have none.',
  }),
})
