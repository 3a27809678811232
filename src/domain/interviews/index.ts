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
