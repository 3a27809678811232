import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { invitationNotices, type InvitationState, type Notice } from '../../../src/domain/interviews/invitation-notices.js'

const state = (over: Partial<InvitationState> = {}): InvitationState => ({
  status: 'scheduled',
  sendInvitations: true,
  interviewerIds: [3, 5],
  ...over,
})
const to = (who: 'candidate' | number, method: 'REQUEST' | 'CANCEL'): Notice => ({
  to: who === 'candidate' ? { kind: 'candidate' } : { kind: 'interviewer', memberId: who },
  method,
})

describe('invitation notices (SPEC C9)', () => {
  test('scheduled with invitations: the candidate and each interviewer get a REQUEST', () => {
    assert.deepEqual(invitationNotices(null, state()), [to('candidate', 'REQUEST'), to(3, 'REQUEST'), to(5, 'REQUEST')])
  })

  test('without invitations: nobody, ever (scheduled, changed, cancelled)', () => {
    const quiet = state({ sendInvitations: false })
    assert.deepEqual(invitationNotices(null, quiet), [])
    assert.deepEqual(invitationNotices(quiet, { ...quiet, interviewerIds: [7] }), [])
    assert.deepEqual(invitationNotices(quiet, { ...quiet, status: 'cancelled' }), [])
  })

  test('a change: everyone invited gets the REQUEST again, an added interviewer too, a removed one a CANCEL', () => {
    assert.deepEqual(invitationNotices(state(), state({ interviewerIds: [5, 8] })), [
      to('candidate', 'REQUEST'),
      to(5, 'REQUEST'),
      to(8, 'REQUEST'),
      to(3, 'CANCEL'),
    ])
    assert.deepEqual(invitationNotices(state(), state()), [to('candidate', 'REQUEST'), to(3, 'REQUEST'), to(5, 'REQUEST')])
  })

  test('the cancellation: a CANCEL to the candidate and each interviewer; nothing after it', () => {
    const cancelled = state({ status: 'cancelled' })
    assert.deepEqual(invitationNotices(state(), cancelled), [to('candidate', 'CANCEL'), to(3, 'CANCEL'), to(5, 'CANCEL')])
    assert.deepEqual(invitationNotices(cancelled, cancelled), [])
  })
})
