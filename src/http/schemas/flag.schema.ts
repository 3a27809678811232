import { Type, type Static } from 'typebox'
import { DateTime, IdString } from './common.schema.js'

export const FLAG_TYPES = { Favorite: 1, Undesirable: 2 } as const

/** Field order is the original interface's and must not change. */
export const QualityFlag = Type.Object(
  {
    Id: Type.Integer(),
    FlagType: Type.Integer({ description: '1 = Favorite, 2 = Undesirable' }),
    Note: Type.String(),
    CreatedById: Type.Integer(),
    CreatedDate: DateTime,
  },
)
export type QualityFlag = Static<typeof QualityFlag>

export const QualityFlagInput = Type.Object(
  {
    FlagType: Type.Unsafe<1 | 2>({ type: 'integer', enum: [1, 2], description: '1 = Favorite, 2 = Undesirable' }),
    Note: Type.String({ maxLength: 10000 }),
  },
  { additionalProperties: false },
)
export type QualityFlagInput = Static<typeof QualityFlagInput>

export const FlagParams = Type.Object({ candidateId: IdString, flagId: IdString })
