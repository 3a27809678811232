import type { components } from '../../../client/schema.js'
import { FLAG_NAMES } from '../flag-names.js'

type Event = components['schemas']['Event']
type EventType = components['schemas']['EventType']

/** The names the console has already read, by which an event's ids are told in words. */
export interface EventNames {
  readonly members: ReadonlyArray<{ MemberId: number; Name: string }>
  /** The member reading: its own changes are "You ...". */
  readonly selfId: number
  readonly vacancies: ReadonlyArray<{ Id: number; Title: string }>
  /** Each vacancy's stages, by vacancy id. */
  readonly stages: ReadonlyMap<number, ReadonlyArray<{ Id: number; Name: string }>>
}

/** What a sentence is made from: who did it (null: the careers site), and the event's data read safely. */
interface Parts {
  readonly who: string | null
  readonly data: Event['Data']
  readonly vacancy: string
  readonly stage: string
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)
/** ": the reason", when the event kept one (an erased candidate's events keep ids only). */
const reason = (value: unknown): string => (text(value) ? `: ${String(value)}` : '')

/** ": “the subject”", when the event kept one. */
const subject = (value: unknown): string => (text(value) ? `: “${String(value)}”` : '')

/** A note as its event tells it: private, for the hiring team, about a vacancy. */
function aNote(p: Parts): string {
  const kind = p.data.Private === true ? 'a private note' : p.data.SendToHiringTeam === true ? 'a note for the hiring team' : 'a note'
  return typeof p.data.VacancyId === 'number' ? `${kind} about ${p.vacancy}` : kind
}

/**
 * The sentence of each kind of event, as a recruiter would say it. A record
 * over every type the API names, so that a new type fails the build until it
 * has its words (and test/web/describe-event.test.ts checks the service's list).
 */
export const EVENT_WORDS: Readonly<Record<EventType, (p: Parts) => string>> = {
  'candidate.created': (p) => (p.who ? `${p.who} added the candidate` : 'The candidate applied through the careers site'),
  'candidate.updated': (p) => `${p.who ?? 'The service'} changed the candidate’s details`,
  'candidate.deleted': (p) => `${p.who ?? 'The service'} erased the candidate`,
  'document.created': (p) => {
    const file = text(p.data.FileName)
    const what = file ? `a document, ${file}` : 'a document'
    return p.who ? `${p.who} uploaded ${what}` : `The candidate sent ${what} through the careers site`
  },
  'document.deleted': (p) => `${p.who ?? 'The service'} deleted a document`,
  'note.created': (p) => `${p.who ?? 'The service'} added ${aNote(p)}`,
  'note.updated': (p) => `${p.who ?? 'The service'} edited ${aNote(p)}`,
  'note.deleted': (p) => `${p.who ?? 'The service'} deleted a note`,
  'flag.created': (p) => {
    const flag = typeof p.data.FlagType === 'number' ? FLAG_NAMES[p.data.FlagType] : undefined
    return `${p.who ?? 'The service'} flagged the candidate${flag ? ` as ${flag}` : ''}${reason(p.data.Note)}`
  },
  'flag.deleted': (p) => `${p.who ?? 'The service'} removed a flag`,
  'application.created': (p) =>
    p.who ? `${p.who} added the candidate to ${p.vacancy}` : `The candidate applied for ${p.vacancy} through the careers site`,
  'application.moved': (p) => `${p.who ?? 'The service'} moved the application for ${p.vacancy} to ${p.stage}`,
  'application.rejected': (p) => `${p.who ?? 'The service'} rejected the application for ${p.vacancy}${reason(p.data.RejectionReason)}`,
  'application.withdrawn': (p) =>
    `${p.who ?? 'The service'} recorded that the candidate withdrew from ${p.vacancy}${reason(p.data.RejectionReason)}`,
  'application.hired': (p) => `${p.who ?? 'The service'} hired the candidate for ${p.vacancy}`,
  'application.reopened': (p) => `${p.who ?? 'The service'} reopened the application for ${p.vacancy}`,
  'interview.scheduled': (p) => `${p.who ?? 'The service'} scheduled an interview`,
  'interview.updated': (p) => `${p.who ?? 'The service'} changed an interview`,
  'interview.cancelled': (p) => `${p.who ?? 'The service'} cancelled an interview`,
  'scorecard.submitted': (p) => `${p.who ?? 'The service'} submitted a scorecard`,
  // A vacancy's events are about no candidate, so no candidate's activity shows them; words all the same.
  'vacancy.created': (p) => `${p.who ?? 'The service'} opened the vacancy ${p.vacancy}`,
  'vacancy.updated': (p) => `${p.who ?? 'The service'} changed the vacancy ${p.vacancy}`,
  'vacancy.stages_changed': (p) => `${p.who ?? 'The service'} changed the stages of ${p.vacancy}`,
  'vacancy.team_changed': (p) => `${p.who ?? 'The service'} changed the hiring team of ${p.vacancy}`,
  // Sent after the commit, in the name of the member who wrote it (none: the careers site's); an erased candidate's keep ids only.
  'email.sent': (p) => `${p.who ?? 'The service'} emailed the candidate${subject(p.data.Subject)}`,
  'email.failed': (p) => `${p.who ?? 'The service'} wrote an email the candidate never got${subject(p.data.Subject)}`,
}

/**
 * An event as a sentence a recruiter reads: "Maria Rossi moved the
 * application for Backend Engineer to Interview", "You added a private
 * note", "The candidate applied through the careers site". Names come from
 * what the console has read; a removed member is "A former member", a
 * vacancy or stage it cannot name is said so.
 */
export function describeEvent(event: Event, names: EventNames): string {
  const data = event.Data
  const vacancyId = event.Type.startsWith('vacancy.') ? data.Id : data.VacancyId
  const title = names.vacancies.find((v) => v.Id === vacancyId)?.Title
  const stageName = typeof vacancyId === 'number' ? names.stages.get(vacancyId)?.find((s) => s.Id === data.StageId)?.Name : undefined
  const parts: Parts = {
    who: event.ActorId === null ? null : whoIs(event.ActorId, names),
    data,
    vacancy: title ?? 'a vacancy',
    stage: stageName ?? 'a stage since removed',
  }
  const words = EVENT_WORDS[event.Type] as ((p: Parts) => string) | undefined
  return words ? words(parts) : `${parts.who ?? 'The service'} made a change (${event.Type})`
}

function whoIs(memberId: number, names: EventNames): string {
  if (memberId === names.selfId) return 'You'
  return names.members.find((m) => m.MemberId === memberId)?.Name ?? 'A former member'
}
