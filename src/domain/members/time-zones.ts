/** An IANA name such as `Europe/Berlin` or `UTC`: a name the runtime's time zone database knows, not an offset. */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: name })
    return true
  } catch {
    return false
  }
}

/** A date and time as a member reads it in an email: in its time zone, with the zone's name. */
export function formatForMember(iso: string, timeZone: string | null): string {
  const zone = timeZone ?? 'UTC'
  return `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: zone }).format(new Date(iso))} (${zone})`
}
