import { Type } from 'typebox'
import { PASSWORD_MAX, PASSWORD_MIN } from '../../domain/access/index.js'
import { ref } from './common.schema.js'
import { RoleEnum } from './member.schema.js'

export const SignInInput = Type.Object(
  {
    Email: Type.String({ minLength: 1, maxLength: 320 }),
    // Any length is tried: a password set under other rules still signs in.
    Password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
  },
  { $id: 'SignInInput', additionalProperties: false },
)
export const SignInInputRef = ref(SignInInput)

export const Session = Type.Object(
  {
    MemberId: Type.Integer(),
    Name: Type.String(),
    Email: Type.String(),
    Role: ref(RoleEnum),
    CsrfToken: Type.String({ description: 'Send it in `X-CSRF-Token` with every change made through this session.' }),
  },
  { $id: 'Session', description: 'The signed-in member of a console session.' },
)
export const SessionRef = ref(Session)

export const PasswordInput = Type.Object(
  {
    Password: Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }),
    CurrentPassword: Type.Optional(
      Type.String({ minLength: 1, maxLength: PASSWORD_MAX, description: 'Needed when members change their own password.' }),
    ),
  },
  { $id: 'PasswordInput', additionalProperties: false },
)
export const PasswordInputRef = ref(PasswordInput)
