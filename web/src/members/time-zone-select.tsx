import { useId } from 'preact/hooks'

/**
 * The browser's IANA time zones (every name the service accepts is among
 * them), and `UTC`, which some browsers leave out of the list.
 */
function timeZones(): string[] {
  const names = Intl.supportedValuesOf('timeZone')
  return names.includes('UTC') ? names : ['UTC', ...names]
}

/** A time zone to choose, or none: the service's own (ATS_TIME_ZONE). The value is '' for none. */
export function TimeZoneSelect({ name, value, label }: { name: string; value: string | null; label: string }) {
  const id = useId()
  const zones = timeZones()
  // A name the browser does not list (an older alias) stays choosable, as it is.
  const all = value !== null && !zones.includes(value) ? [value, ...zones] : zones
  return (
    <div class="field">
      <label for={id}>{label}</label>
      {/* Each option says whether it is the one chosen so far: a `value` on the select would undo the user's choice on each render. */}
      <select id={id} name={name}>
        <option value="" selected={value === null}>
          The service’s time zone
        </option>
        {all.map((zone) => (
          <option key={zone} value={zone} selected={zone === value}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The select's value as the API takes it: null for none. */
export const timeZoneOf = (value: string): string | null => (value === '' ? null : value)
