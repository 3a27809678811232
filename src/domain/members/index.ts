/**
 * The team: members, their roles and passwords, and the API tokens they issue.
 * This file is the feature's one entry: what it exports is what the rest of the service uses.
 */
export {
  BOOTSTRAP_EMAIL,
  bootstrapAdmin,
  createMember,
  createToken,
  getMember,
  listMembers,
  listTokens,
  removeMember,
  resetPassword,
  revokeToken,
  setPassword,
} from './members.js'
