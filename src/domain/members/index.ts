/**
 * The team: members, their roles, settings and passwords (set from an invitation's or a reset's link), and the API tokens they issue.
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
  updateMember,
} from './members.js'
export { LINK_DAYS, countResetRequest, inviteMember, resendInvitation, sendReset, setPasswordFromLink } from './member-links.js'
