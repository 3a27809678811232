import { Type, type Static } from 'typebox'
import { ROLES, SCOPES } from '../../domain/access/index.js'
import { DateTime, IdString, Nullable, ref } from './common.schema.js'

export const RoleEnum = Type.Unsafe<(typeof ROLES)[number]>({ $id: 'Role', type: 'string', enum: [...ROLES] })
export const ScopeEnum = Type.Unsafe<(typeof SCOPES)[number]>({ $id: 'Scope', type: 'string', enum: [...SCOPES] })
const RoleSchema = ref(RoleEnum)
const ScopeSchema = ref(ScopeEnum)

export const Member = Type.Object(
  {
    Id: Type.Integer(),
    Name: Type.String(),
    Email: Type.String(),
    Role: RoleSchema,
    CreatedDate: DateTime,
    TimeZone: Nullable(
      Type.String({
        description: "An IANA time zone name (`Europe/Berlin`); null: the service's. The times in its emails are written in it.",
      }),
    ),
    NotificationEmails: Type.Boolean({ description: 'Whether its notifications are emailed too (true unless it chose otherwise).' }),
    Joined: Type.Boolean({
      description:
        'Whether it has a password: false until it follows its invitation (or an admin sets one), and until then it cannot sign in.',
    }),
  },
  { $id: 'Member', description: 'A member of the recruiting team.' },
)
export type Member = Static<typeof Member>
export const MemberRef = ref(Member)

/** What every member may know of another: no email, no tokens (those stay with admins). */
export const DirectoryEntry = Type.Object(
  {
    MemberId: Type.Integer(),
    Name: Type.String(),
    Role: RoleSchema,
  },
  { $id: 'DirectoryEntry', description: 'A current member of the recruiting team, as its colleagues see it.' },
)
export const DirectoryEntryRef = ref(DirectoryEntry)

export const MemberInput = Type.Object(
  {
    Name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    Email: Type.String({ format: 'email', maxLength: 320 }),
    Role: RoleSchema,
  },
  { $id: 'MemberInput', additionalProperties: false },
)
export type MemberInput = Static<typeof MemberInput>
export const MemberInputRef = ref(MemberInput)

const IssuerId = Nullable(
  Type.Integer({
    description:
      'The member who issued the token. Null when no member did: issued from the command line (`ats token create` without `--by`), ' +
      'the bootstrap admin token of the first start, or a token issued before issuers were recorded.',
  }),
)

/** What a token grants and since when, in every answer about a token. */
const TokenGrant = {
  Scopes: Type.Array(ScopeSchema),
  CreatedById: IssuerId,
  CreatedDate: DateTime,
  ExpiresDate: Nullable(DateTime),
  RateLimit: Nullable(
    Type.Integer({ description: "Requests per minute this token may make; null: the service's limit (ATS_RATE_LIMIT)." }),
  ),
}

/** The only answer that ever carries the secret. */
export const CreatedToken = Type.Object(
  { Id: Type.Integer(), Token: Type.String({ description: 'The secret. Shown once; store it now.' }), ...TokenGrant },
  { $id: 'IssuedToken', description: 'A token just issued, with its secret.' },
)
export const IssuedTokenRef = ref(CreatedToken)

export const TokenInfo = Type.Object(
  {
    Id: Type.Integer(),
    Start: Type.String({ description: 'The first characters of the secret, to recognise it.' }),
    ...TokenGrant,
    RevokedDate: Nullable(DateTime),
  },
  { $id: 'Token', description: 'A token, without its secret.' },
)
export const TokenRef = ref(TokenInfo)

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
    RateLimit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 100_000_000,
        description: "Requests per minute this token may make, in place of ATS_RATE_LIMIT (default 60000). Omitted: the service's limit.",
      }),
    ),
  },
  { $id: 'TokenInput', additionalProperties: false },
)
export type TokenInput = Static<typeof TokenInput>
export const TokenInputRef = ref(TokenInput)

const TimeZoneName = Type.String({
  minLength: 1,
  maxLength: 64,
  description: 'An IANA time zone name, such as `Europe/Berlin`, `America/New_York` or `UTC`; another name is 400 naming `TimeZone`.',
})

export const MemberUpdateInput = Type.Object(
  {
    Name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' })),
    Role: Type.Optional(RoleSchema),
    TimeZone: Type.Optional(Nullable(TimeZoneName)),
    NotificationEmails: Type.Optional(Type.Boolean()),
  },
  {
    $id: 'MemberUpdateInput',
    additionalProperties: false,
    description:
      'The fields to change; those left out stay. An admin: `Name`, `Role`, `TimeZone`. The member itself: `Name`, `TimeZone`, `NotificationEmails`.',
  },
)
export const MemberUpdateInputRef = ref(MemberUpdateInput)

export const MemberIdParams = Type.Object({ memberId: IdString })
export const TokenIdParams = Type.Object({ tokenId: IdString })
