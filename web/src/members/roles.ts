import type { Schemas } from '../api.js'
// The roles are the service's own list (src/shared/roles.ts): a new role appears here with no change.
import { ROLES } from '../../../src/shared/roles.js'

type Role = Schemas['Role']

/** A role in words: `hiring_manager` is "Hiring manager". */
export const roleName = (role: Role): string => {
  const words = role.replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Every role, to choose from: the most powerful last, so that a form's first choice, and the one it comes back to, is never admin. */
export const ROLE_CHOICES: readonly Role[] = [...ROLES.filter((r) => r !== 'admin'), 'admin']
