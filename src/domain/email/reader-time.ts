import { timeZoneName } from '../../shared/time-zone.js'

/**
 * A time as an email shows it to its reader (SPEC C9): in the reader's own
 * time zone (a member's or a candidate's `TimeZone`), else the service's
 * (`ATS_TIME_ZONE`), with the zone's name: `Monday 30 November 2026, 14:00
 * (Europe/Berlin)`. A stored zone the runtime's data no longer knows falls
 * back to the service's rather than failing the email. Written from
 * `Intl.DateTimeFormat`'s parts rather than its whole text, whose
 * punctuation differs between ICU versions: the same words on every Node.
 * Calendars keep UTC (adapters/calendar/).
 */
export function readerTime(iso: string, own: string | null | undefined, service: string): string {
  const timeZone = (own == null ? undefined : timeZoneName(own)) ?? service
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} (${timeZone})`
}
