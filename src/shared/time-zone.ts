/** An IANA zone name's shape: `Europe/Berlin`, `America/Argentina/Buenos_Aires`, `UTC`, `Etc/GMT+5`; never an offset. */
const NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/

/**
 * A time zone name (SPEC C9: a member's or a candidate's `TimeZone`) as the
 * service keeps it, or undefined when it is none: an IANA name the runtime's
 * time zone data knows (`Intl.DateTimeFormat`), in the data's own case
 * (`europe/berlin` is `Europe/Berlin`), otherwise as given (`Asia/Calcutta`
 * and `Asia/Kolkata` are both kept as written, as browsers report either).
 * Offsets (`+01:00`) are refused: a place's offset changes with the seasons.
 */
export function timeZoneName(value: string): string | undefined {
  if (value.length > 64 || !NAME.test(value)) return undefined
  let resolved: string
  try {
    resolved = new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone
  } catch {
    return undefined
  }
  return resolved.toLowerCase() === value.toLowerCase() ? resolved : value
}
