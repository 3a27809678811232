import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

/** What a calendar asks of its attendees' calendars (RFC 5546): add or update the event, or remove it. */
export type CalendarMethod = 'REQUEST' | 'CANCEL'

/**
 * Who an interview's calendar names: the organizer (`ATS_MAIL_FROM`) and
 * the attendees the domain chose for its reader (domain/interviews/:
 * the candidate's copy names the candidate, the interviewers' copy the
 * interviewers); the candidate's name and the vacancy make the summary.
 */
export interface CalendarPeople {
  readonly organizer: string
  readonly candidateName: string
  readonly attendees: readonly { readonly name: string; readonly email: string }[]
  readonly vacancyTitle: string
}

/** What of an interview its calendar holds. */
export interface CalendarInterview {
  readonly uid: string
  readonly sequence: number
  readonly startDate: string
  readonly endDate: string
  readonly location: string
  readonly updatedDate: string
}

/**
 * An interview as an iCalendar object (RFC 5545) with one VEVENT, made by
 * ical-generator, which escapes text values (commas, semicolons,
 * backslashes, line breaks) and folds long lines: `METHOD:REQUEST` while it
 * is scheduled, `METHOD:CANCEL` (and `STATUS:CANCELLED`) once cancelled
 * (RFC 5546); the `UID` is the interview's for its whole life and
 * `SEQUENCE` is raised by every change, so calendars replace the event
 * they hold rather than add another; times in UTC.
 */
export function interviewCalendar(interview: CalendarInterview, people: CalendarPeople, method: CalendarMethod): string {
  const calendar = ical({
    prodId: { company: 'ats', product: 'interviews', language: 'EN' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  })
  calendar.createEvent({
    id: interview.uid,
    sequence: interview.sequence,
    stamp: new Date(interview.updatedDate),
    start: new Date(interview.startDate),
    end: new Date(interview.endDate),
    summary: `Interview: ${people.candidateName}, ${people.vacancyTitle}`,
    location: interview.location === '' ? null : interview.location,
    organizer: { name: 'Recruiting', email: people.organizer },
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    attendees: people.attendees.map((a) => ({
      name: parameterValue(a.name),
      email: a.email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: method === 'REQUEST',
    })),
  })
  return calendar.toString()
}

/**
 * A name as a quoted parameter value (`CN="..."`). RFC 5545 allows no double
 * quote, and no line break, inside one, and ical-generator escapes a quote
 * with a backslash, which calendars read as the end of the value: a name
 * such as `x":mailto:someone@else;ROLE=CHAIR` would name another attendee.
 * RFC 6868 encodes them (`^'` a quote, `^n` a line break, `^^` a caret),
 * and every calendar that knows it shows the name as typed. Any other line
 * separator or control character becomes a space.
 */
function parameterValue(name: string): string {
  return name
    .replaceAll('^', '^^')
    .replaceAll('"', "^'")
    .replace(/\r\n|[\r\n\u2028\u2029\u0085]/g, '^n')
    .replace(/\p{Cc}/gu, ' ')
}

/** Without ATS_MAIL_FROM (no SMTP server), calendars still need an organizer (DECISIONS.md, "Interviews"). */
const NO_SENDER = 'ats@localhost'

/** The organizer's address: that of `ATS_MAIL_FROM`, which may be `Name <address>` or the address alone. */
export function organizerAddress(mailFrom: string | undefined): string {
  if (mailFrom === undefined) return NO_SENDER
  return /<([^<>\s]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim()
}
