import type { Schemas } from '../api.js'
import { when } from '../interviews/when.js'

type Notification = Schemas['Notification']

/** What a notification is about, as read for it: the candidate's name, the job, the interview's time. */
export interface About {
  readonly name: string
  readonly job?: string
  readonly interview?: { readonly StartDate: string; readonly EndDate: string }
}

/** The sentence that says what a notification tells, in words for every type. */
export function describeNotification(n: Notification, about: About): string {
  const job = about.job ? ` for ${about.job}` : ''
  const at = about.interview ? ` on ${when(about.interview.StartDate, about.interview.EndDate)}` : ''
  switch (n.Type) {
    case 'application_received':
      return `${about.name} applied${job}.`
    case 'application_resubmitted':
      return `${about.name} applied again${job}.`
    case 'interview_assigned':
      return `You are on the interview with ${about.name}${job}${at}.`
    case 'interview_changed':
      return `Your interview with ${about.name}${job} changed: now${at || ' as shown on the candidate'}.`
    case 'interview_unassigned':
      return `You were taken off the interview with ${about.name}${job}.`
    case 'interview_cancelled':
      return `The interview with ${about.name}${job}${at} was cancelled.`
    case 'scorecard_due':
      return `Your scorecard for the interview with ${about.name}${job}${at} is due.`
  }
}
