/**
 * The text fields of an application to a job (SPEC C8), checked one by one
 * so that a form can show every fault beside its field. The rules are the
 * member API's where they overlap (a candidate made here could be edited
 * there without change): names as CandidateInput's but 1..100, the phone's
 * characters, the email as JSON Schema's `email` format (ajv-formats, full
 * mode), the source as an application's (one line, 0..100).
 */

export const APPLICATION_TEXT_FIELDS = [
  'FirstName',
  'LastName',
  'Email',
  'Phone',
  'CoverLetter',
  'Consent',
  'RetentionConsent',
  'Source',
  'TimeZone',
  'Website',
] as const
export type ApplicationTextField = (typeof APPLICATION_TEXT_FIELDS)[number]

/** The file part: the CV, checked as an upload (SPEC B5). */
export const DOCUMENT_FIELD = 'Document'

/** The other fields together, in bytes of UTF-8 (SPEC C8). */
export const MAX_TEXT_FIELDS_BYTES = 64 * 1024

export interface ApplicationFields {
  readonly FirstName: string
  readonly LastName: string
  readonly Email: string
  readonly Phone: string | null
  readonly CoverLetter: string | null
  readonly RetentionConsent: boolean
  readonly Source: string | null
  /** The applicant's browser's time zone, an IANA name; null when none was sent, or one that names no zone. */
  readonly TimeZone: string | null
}

export interface TextFault {
  readonly field: string
  readonly detail: string
}

const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i
const PHONE = /^[0-9+()./ -]*$/
// Line breaks of every kind among them (NEL is C1; U+2028 and U+2029 are the Unicode separators), as ONE_LINE of the API.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
// A cover letter is several lines: tabs and line breaks, but no other control character.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

const TRUE_WORDS = new Set(['true', 'on', '1', 'yes'])
const FALSE_WORDS = new Set(['', 'false', 'off', '0', 'no'])

/** Length in code points, as JSON Schema's maxLength counts it (the member API's limits). */
const length = (s: string) => s.length - (s.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0)

/**
 * Checks the form's text fields: either every field as it will be kept, or
 * every fault (never only the first). `values` are the fields as sent.
 */
export function checkApplicationFields(
  values: Readonly<Record<string, string>>,
): { ok: true; fields: ApplicationFields } | { ok: false; faults: TextFault[] } {
  const faults: TextFault[] = []
  const fault = (field: string, detail: string) => faults.push({ field, detail })
  for (const [field, value] of Object.entries(values)) {
    if (value.includes('\u0000')) fault(field, 'must not contain the character U+0000')
    else if (!value.isWellFormed()) fault(field, 'must be well-formed Unicode text')
  }
  const refused = new Set(faults.map((f) => f.field))
  const text = (field: ApplicationTextField) => (refused.has(field) ? '' : (values[field] ?? ''))

  const name = (field: 'FirstName' | 'LastName') => {
    const v = text(field)
    if (refused.has(field)) return
    if (!/\S/.test(v)) fault(field, 'is required')
    else if (length(v) > 100) fault(field, 'must be at most 100 characters')
    else if (CONTROL.test(v)) fault(field, 'must be one line of text')
  }
  name('FirstName')
  name('LastName')

  const email = text('Email').trim()
  if (!refused.has('Email')) {
    if (email === '') fault('Email', 'is required')
    else if (email.length > 320 || !EMAIL.test(email)) fault('Email', 'must be an email address')
  }
  const phone = text('Phone').trim()
  if (!refused.has('Phone')) {
    if (length(phone) > 50) fault('Phone', 'must be at most 50 characters')
    else if (!PHONE.test(phone)) fault('Phone', 'may hold only digits, spaces and + ( ) . / -')
  }
  const coverLetter = text('CoverLetter')
  if (!refused.has('CoverLetter')) {
    if (length(coverLetter) > 10_000) fault('CoverLetter', 'must be at most 10000 characters')
    else if (CONTROL_BUT_LINES.test(coverLetter)) fault('CoverLetter', 'must be text (line breaks and tabs allowed)')
  }
  const consent = text('Consent').trim().toLowerCase()
  if (!refused.has('Consent') && !TRUE_WORDS.has(consent)) fault('Consent', 'must be true: agree to the processing of your data to apply')
  const retention = text('RetentionConsent').trim().toLowerCase()
  if (!refused.has('RetentionConsent') && !TRUE_WORDS.has(retention) && !FALSE_WORDS.has(retention)) {
    fault('RetentionConsent', 'must be true or false')
  }
  const source = text('Source').trim()
  if (!refused.has('Source')) {
    if (length(source) > 100) fault('Source', 'must be at most 100 characters')
    else if (CONTROL.test(source)) fault('Source', 'must be one line of text')
  }
  if (faults.length > 0) return { ok: false, faults }
  return {
    ok: true,
    fields: {
      FirstName: text('FirstName').trim(),
      LastName: text('LastName').trim(),
      Email: email,
      Phone: phone || null,
      CoverLetter: coverLetter.trim() === '' ? null : coverLetter,
      RetentionConsent: TRUE_WORDS.has(retention),
      Source: source || null,
      TimeZone: ianaTimeZone(text('TimeZone')),
    },
  }
}

/** A zone name as the IANA database spells it: `Europe/Paris`, `America/Argentina/Buenos_Aires`, `UTC`, `Etc/GMT+1`. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/

/**
 * The time zone the careers form's script read from the browser (SPEC C8,
 * C9), as sent when the service's time zone database knows it; null when
 * none was sent or it names no zone that database knows. The applicant never
 * typed it and could not correct it, so a wrong one is left out rather than
 * refusing the application: the candidate then has none, and the service's
 * `ATS_TIME_ZONE` applies (docs/decisions/careers.md).
 */
function ianaTimeZone(value: string): string | null {
  const name = value.trim()
  if (name === '' || name.length > 64 || !ZONE_NAME.test(name)) return null
  try {
    // Kept as sent: the database's own links (Europe/Kyiv) would otherwise become older names (Europe/Kiev).
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return name
  } catch {
    return null
  }
}
