import type { CalendarMethod } from '../../adapters/calendar/interview-calendar.js'

/**
 * Who must be told what when an interview is scheduled, changed or
 * cancelled (SPEC C9): the one place the sending of invitations (C10's
 * outbox) asks. Pure, so each case is a unit test.
 *
 * - Scheduled without invitations: nobody, then or ever.
 * - Scheduled with them: the candidate and each interviewer, `REQUEST`.
 * - Changed: everyone still invited, `REQUEST` with the raised `SEQUENCE`
 *   (an interviewer added by the change is invited so); an interviewer
 *   taken off it gets `CANCEL` (RFC 5546: the organizer cancels the event
 *   for an attendee it removes).
 * - Cancelled: the candidate and each interviewer, `CANCEL`.
 */

type Invitee = { readonly kind: 'candidate' } | { readonly kind: 'interviewer'; readonly memberId: number }

export interface Notice {
  readonly to: Invitee
  readonly method: CalendarMethod
}

/** What the notices depend on: an interview's status, whether it sends invitations, its interviewers. */
export interface InvitationState {
  readonly status: 'scheduled' | 'cancelled'
  readonly sendInvitations: boolean
  readonly interviewerIds: readonly number[]
}

const CANDIDATE: Invitee = { kind: 'candidate' }
const interviewer = (memberId: number): Invitee => ({ kind: 'interviewer', memberId })

/**
 * The notices a change from `before` (null: the scheduling) to `after`
 * calls for, the candidate's first, then the interviewers' in the order
 * given. A change that changes nothing calls for none.
 */
export function invitationNotices(before: InvitationState | null, after: InvitationState): Notice[] {
  if (!after.sendInvitations) return []
  const everyone = (method: CalendarMethod, ids: readonly number[]): Notice[] => [
    { to: CANDIDATE, method },
    ...ids.map((id) => ({ to: interviewer(id), method })),
  ]
  if (before === null) return after.status === 'scheduled' ? everyone('REQUEST', after.interviewerIds) : []
  if (before.status === 'cancelled') return []
  if (after.status === 'cancelled') return everyone('CANCEL', before.interviewerIds)
  const removed = before.interviewerIds.filter((id) => !after.interviewerIds.includes(id))
  return [...everyone('REQUEST', after.interviewerIds), ...removed.map((id) => ({ to: interviewer(id), method: 'CANCEL' as const }))]
}
