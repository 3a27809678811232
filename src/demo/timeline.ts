/** The demo's sense of time: a past of about three months, lived on working days. */

export const HOUR_MS = 3_600_000
export const DAY_MS = 24 * HOUR_MS
/** How far back the demo's story begins. */
export const PAST_DAYS = 90

/** A moment between `minDays` and `maxDays` after `from`, moved into working hours; never before `from`. */
export function later(random: () => number, from: number, minDays: number, maxDays: number): number {
  return Math.max(from + 60_000, workingHours(random, from + (minDays + random() * (maxDays - minDays)) * DAY_MS))
}

/** The same day if a weekday (else the Monday after), at a random time between 08:00 and 18:00 UTC. */
export function workingHours(random: () => number, at: number): number {
  const day = new Date(at).getUTCDay()
  const weekday = at + (day === 6 ? 2 : day === 0 ? 1 : 0) * DAY_MS
  const midnight = weekday - (weekday % DAY_MS)
  return midnight + Math.floor((8 + random() * 10) * HOUR_MS)
}

/**
 * `at`, or if it would fall after `last`, a little before `last`. Draws from
 * `random` either way, so what follows is the same data whatever the day.
 */
export function notAfter(random: () => number, at: number, last: number): number {
  const before = Math.floor(random() * 6 * HOUR_MS)
  return at <= last ? at : last - before
}

/**
 * Midnight UTC of the Monday on or before `at`. The demo's past starts on one,
 * so its weekdays, and every choice that depends on a date, are the same
 * whatever day `ats demo` runs: the README's examples hold on any day.
 */
export function mondayBefore(at: number): number {
  const midnight = at - (at % DAY_MS)
  return midnight - ((new Date(midnight).getUTCDay() + 6) % 7) * DAY_MS
}
