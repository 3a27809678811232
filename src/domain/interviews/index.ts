/**
 * Interviews and scorecards (SPEC C9): scheduling, changes and cancellation with their
 * invitations, and each interviewer's own scorecard under independent judgement.
 * This file is the feature's one entry: what it exports is what the rest of the service uses.
 */
export {
  cancelInterview,
  getInterview,
  interviewCalendarOf,
  listApplicationInterviews,
  listMemberInterviews,
  scheduleInterview,
  updateInterview,
} from './interviews.js'
export { listApplicationScorecards, writeScorecard } from './scorecards.js'
