/**
 * What needs each member (SPEC C18): notifications raised in the transaction of what causes them
 * (an application to a vacancy of its hiring team, a change to an interview it sits on), or by a
 * clock (a scorecard it owes), emailed unless it turned that off; read and marked under its own
 * read rules.
 * This file is the feature's one entry: what it exports is what the rest of the service uses.
 */
export { listNotifications, markNotificationsRead, notifyApplication, notifyInterview } from './notifications.js'
export { RAISE_SCORECARDS_DUE, RAISE_SCORECARDS_DUE_ATTEMPTS, queueScorecardsDue, raiseScorecardsDue } from './scorecards-due.js'
