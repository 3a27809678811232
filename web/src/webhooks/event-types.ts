import type { Schemas } from '../api.js'

export type WebhookEventType = Schemas['WebhookEventType']
type EventType = Exclude<WebhookEventType, '*'>

/**
 * Every event type a subscription may ask for, with what it means, in the
 * service's own order. A record of every type: one added to the API and
 * not here fails this build.
 */
const MEANINGS: Record<EventType, string> = {
  'candidate.created': 'a candidate is added',
  'candidate.updated': 'a candidate is changed',
  'candidate.deleted': 'a candidate is erased',
  'document.created': 'a document is uploaded',
  'document.deleted': 'a document is deleted',
  'note.created': 'a note is written',
  'note.updated': 'a note is changed',
  'note.deleted': 'a note is deleted',
  'flag.created': 'a quality flag is set',
  'flag.deleted': 'a quality flag is removed',
  'application.created': 'a candidate applies to a vacancy',
  'application.moved': 'an application changes stage',
  'application.rejected': 'an application is rejected',
  'application.withdrawn': 'an application is withdrawn',
  'application.hired': 'a candidate is hired',
  'application.reopened': 'an application is reopened',
  'vacancy.created': 'a vacancy is opened',
  'vacancy.updated': 'a vacancy is changed',
  'vacancy.stages_changed': "a vacancy's stages change",
  'vacancy.team_changed': "a vacancy's hiring team changes",
  'email.sent': 'an email to a candidate is sent',
  'email.failed': 'an email to a candidate could not be sent after a day of attempts',
  'interview.scheduled': 'an interview is scheduled',
  'interview.updated': 'an interview is changed',
  'interview.cancelled': 'an interview is cancelled',
  'scorecard.submitted': 'a scorecard is submitted (and each later change of it)',
}

export const EVENT_TYPES = Object.entries(MEANINGS) as Array<[EventType, string]>

/** A subscription's types as words: "All events", or the types. */
export function describeEvents(types: readonly WebhookEventType[]): string {
  return types.includes('*') ? 'All events' : types.join(', ')
}
