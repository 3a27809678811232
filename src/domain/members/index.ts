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
