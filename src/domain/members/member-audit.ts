import type { Db } from '../../store/repositories/types.js'
import type { Principal } from '../access/index.js'
import { auditWrite } from '../changes/index.js'

/**
 * The audit row of a change to a member's record (SPEC C18): its creation,
 * a change of its fields or password, its removal. No candidate is named;
 * `ResourceId` is the member's id, `MemberId` whoever made the change.
 */
export function auditMember(
  trx: Db,
  action: 'create' | 'update' | 'delete',
  memberId: number,
  by: Pick<Principal, 'memberId' | 'tokenId' | 'requestId'>,
): Promise<void> {
  return auditWrite(trx, { action, resourceType: 'member', memberId: by.memberId, candidateId: null, resourceId: String(memberId), by })
}
