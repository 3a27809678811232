const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
const exact = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
]

/** "3 days ago", "yesterday", "just now": how long before `now` an ISO time was, in its largest whole unit. */
export function timeAgo(iso: string, now: number): string {
  const seconds = Math.max(0, (now - Date.parse(iso)) / 1000)
  for (const [unit, size] of UNITS) if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit)
  return 'just now'
}

/** The same time in full, in the reader's time zone: "Nov 26, 2026, 9:30 AM". */
export function exactTime(iso: string): string {
  return exact.format(new Date(iso))
}
