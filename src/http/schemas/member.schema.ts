import { Type, type Static } from 'typebox'
import { ROLES, SCOPES } from '../../domain/access.js'
import { DateTime, IdString, Nullable } from './common.schema.js'

const RoleSchema = Type.Unsafe<(typeof ROLES)[number]>({ type: 'string', enum: [...ROLES] })
const ScopeSchema = Type.Unsafe<(typeof SCOPES)[number]>({ type: 'string', enum: [...SCOPES] })

export const Member = Type.Object(
  {
    Id: Type.Integer(),
    Name: Type.String(),
    Email: Type.String(),
    Role: RoleSchema,
    CreatedDate: DateTime,
  },
)
export type Member = Static<typeof Member>

export const MemberInput = Type.Object(
  {
    Name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    Email: Type.String({ format: 'email', maxLength: 320 }),
    Role: RoleSchema,
  },
  { additionalProperties: false },
)
export type MemberInput = Static<typeof MemberInput>

const IssuerId = Nullable(
  Type.Integer({
    description:
      'The member who issued the token. Null when no member did: issued from the command line (`ats token create` without `--by`), ' +
      'the bootstrap admin token of the first start, or a token issued before issuers were recorded.',
  }),
)

/** The only answer that ever carries the secret. */
export const CreatedToken = Type.Object(
  {
    Id: Type.Integer(),
    Token: Type.String({ description: 'The secret. Shown once; store it now.' }),
    Scopes: Type.Array(ScopeSchema),
    CreatedById: IssuerId,
    CreatedDate: DateTime,
    ExpiresDate: Nullable(DateTime),
  },
)

export const TokenInfo = Type.Object(
  {
    Id: Type.Integer(),
    Start: Type.String({ description: 'The first characters of the secret, to recognise it.' }),
    Scopes: Type.Array(ScopeSchema),
    CreatedById: IssuerId,
    CreatedDate: DateTime,
    ExpiresDate: Nullable(DateTime),
    RevokedDate: Nullable(DateTime),
  },
)

export const TokenInput = Type.Object(
  {
    Scopes: Type.Array(ScopeSchema, { minItems: 1, maxItems: SCOPES.length, uniqueItems: true }),
    ExpiresDate: Type.Optional(
      Nullable(
        Type.String({
          format: 'date-time',
          description: 'When the token stops working, in the future. Omitted: after ATS_TOKEN_TTL_DAYS (default 90 days); null: never.',
        }),
      ),
    ),
  },
  { additionalProperties: false },
)
export type TokenInput = Static<typeof TokenInput>

export const MemberIdParams = Type.Object({ memberId: IdString })
export const TokenIdParams = Type.Object({ tokenId: IdString })
