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

export const Organization = Type.Object(
  {
    Name: Type.String({ description: 'The organization the service recruits for (ATS_ORGANIZATION_NAME).' }),
  },
  { $id: 'Organization', description: 'What the sign-in page shows before anyone has signed in.' },
)
export const OrganizationRef = ref(Organization)

export const PasswordResetInput = Type.Object(
  { Email: Type.String({ minLength: 1, maxLength: 320 }) },
  { $id: 'PasswordResetInput', additionalProperties: false },
)
export const PasswordResetInputRef = ref(PasswordResetInput)

export const LinkPasswordInput = Type.Object(
  {
    Secret: Type.String({ minLength: 1, maxLength: 200, description: "What follows `#` in the email's link." }),
    Password: Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }),
  },
  { $id: 'LinkPasswordInput', additionalProperties: false },
)
export const LinkPasswordInputRef = ref(LinkPasswordInput)

export const LinkPasswordResult = Type.Object(
  { MemberId: Type.Integer(), Email: Type.String({ description: 'The email to sign in with.' }) },
  { $id: 'LinkPasswordResult', description: 'Whose password was set.' },
)
export const LinkPasswordResultRef = ref(LinkPasswordResult)
