import type { JSX } from 'preact'

/** What a field at fault carries: marked invalid, described by its hint and its error. */
interface FaultAttributes {
  'aria-invalid'?: 'true'
  'aria-describedby'?: string
}

/** The attributes of a text input that differ between fields. */
interface TextInput {
  autocomplete: string
  maxLength: number
  spellcheck?: boolean
}

/** A field the service found at fault, as the intake reports it (http/site/careers/job-application-form.ts). */
interface FormFault {
  readonly field: string
  readonly detail: string
}

export interface FormState {
  /** The values typed, given back after a refusal (never the file). */
  readonly values: Readonly<Record<string, string>>
  readonly faults: readonly FormFault[]
}

export const EMPTY_FORM: FormState = { values: {}, faults: [] }

/** The sentences the applicant agrees to; recorded with the application word for word (SPEC C8). */
export interface ConsentTexts {
  readonly processing: string
  readonly retention: string
}

/** The fields a person fills in, in the order of the form (and of the error summary). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  FirstName: 'First name',
  LastName: 'Last name',
  Email: 'Email',
  Phone: 'Phone',
  Document: 'CV',
  CoverLetter: 'Cover letter',
  Consent: 'Consent',
  RetentionConsent: 'Keeping your application',
}

const errorId = (field: string) => `${field}-error`

/**
 * Faults said in the page's own words where the API's would read as jargon
 * to an applicant: the only way to get the consent wrong with this form is
 * to leave its box unticked.
 */
const PAGE_MESSAGES: Readonly<Record<string, string>> = {
  Consent: 'Please tick the box to agree to the processing of your data: we need it to consider your application.',
}

/**
 * A fault in the words of the form: the intake names fields as the API does
 * (`Email: must be an email address`), the page by their labels ("Email must
 * be an email address") or in its own words (PAGE_MESSAGES); a detail about
 * no one field is shown as it is.
 */
function messageOf(fault: FormFault): string {
  const own = PAGE_MESSAGES[fault.field]
  if (own !== undefined) return own
  const label = FIELD_LABELS[fault.field]
  const prefix = `${fault.field}: `
  return label !== undefined && fault.detail.startsWith(prefix) ? `${label} ${fault.detail.slice(prefix.length)}` : fault.detail
}

/**
 * The application form (SPEC C8): posted as multipart to the page's own URL,
 * it works without JavaScript. After a refusal it comes back with the values
 * typed and each error beside its field, tied to it by `aria-describedby`
 * and listed at the top with a link to the field.
 */
export function ApplicationForm(props: {
  action: string
  source: string
  state: FormState
  consent: ConsentTexts
  maxDocumentBytes: number
}) {
  const { state } = props
  const faultOf = (field: string) => state.faults.find((f) => f.field === field)
  const value = (field: string) => state.values[field] ?? ''

  /** The attributes and the message a field takes when it is at fault. */
  function errorOf(field: string, hint?: string): { attrs: FaultAttributes; message: JSX.Element | null } {
    const fault = faultOf(field)
    const describedBy = [hint, fault && errorId(field)].filter(Boolean).join(' ')
    return {
      attrs: { 'aria-invalid': fault ? 'true' : undefined, 'aria-describedby': describedBy === '' ? undefined : describedBy },
      message: fault ? (
        <p class="field-error" id={errorId(field)}>
          <span class="visually-hidden">Error: </span>
          {messageOf(fault)}
        </p>
      ) : null,
    }
  }

  const text = (field: string, label: string, kind: 'text' | 'email' | 'tel', input: TextInput, optional = false) => {
    const e = errorOf(field)
    const attrs = { id: field, name: field, value: value(field), required: !optional, ...input, ...e.attrs }
    return (
      <div class={`field${e.message ? ' has-error' : ''}`}>
        <label for={field}>
          {label}
          {optional && <span class="optional"> (optional)</span>}
        </label>
        {e.message}
        {kind === 'email' ? (
          <input type="email" {...attrs} />
        ) : kind === 'tel' ? (
          <input type="tel" {...attrs} />
        ) : (
          <input type="text" {...attrs} />
        )}
      </div>
    )
  }

  const cover = errorOf('CoverLetter')
  const documentError = errorOf('Document', 'Document-hint')
  const consent = errorOf('Consent')
  const retention = errorOf('RetentionConsent')
  const megabytes = Math.floor(props.maxDocumentBytes / 2 ** 20)
  const unknown = state.faults.filter((f) => FIELD_LABELS[f.field] === undefined)

  return (
    <form class="apply" method="post" action={props.action} enctype="multipart/form-data">
      {state.faults.length > 0 && (
        // First in the form, and focused as the page loads (no script needed): on a phone the refused
        // page opens on it rather than on the job's description, and a screen reader reads it first.
        <div class="error-summary" id="error-summary" tabindex={-1} autofocus aria-labelledby="error-summary-title">
          <h3 id="error-summary-title">Please check your application</h3>
          <ul>
            {Object.keys(FIELD_LABELS)
              .flatMap((field) => state.faults.filter((f) => f.field === field))
              .map((f) => (
                <li key={f.field}>
                  <a href={`#${f.field}`}>{messageOf(f)}</a>
                </li>
              ))}
            {unknown.map((f) => (
              <li key={f.field}>{messageOf(f)}</li>
            ))}
          </ul>
        </div>
      )}
      <div class="row">
        {text('FirstName', 'First name', 'text', { autocomplete: 'given-name', maxLength: 100 })}
        {text('LastName', 'Last name', 'text', { autocomplete: 'family-name', maxLength: 100 })}
      </div>
      {text('Email', 'Email', 'email', { autocomplete: 'email', maxLength: 254, spellcheck: false })}
      {text('Phone', 'Phone', 'tel', { autocomplete: 'tel', maxLength: 50 }, true)}
      <div class={`field${documentError.message ? ' has-error' : ''}`}>
        <label for="Document">CV</label>
        <p class="hint" id="Document-hint">
          PDF, Word (.docx) or Word 97-2003 (.doc), up to {megabytes} MB.
        </p>
        {documentError.message}
        <input
          id="Document"
          name="Document"
          type="file"
          required
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          {...documentError.attrs}
        />
      </div>
      <div class={`field${cover.message ? ' has-error' : ''}`}>
        <label for="CoverLetter">
          Cover letter<span class="optional"> (optional)</span>
        </label>
        {cover.message}
        <textarea id="CoverLetter" name="CoverLetter" rows={8} maxLength={10000} {...cover.attrs}>
          {value('CoverLetter')}
        </textarea>
      </div>
      <div class={`field check${consent.message ? ' has-error' : ''}`}>
        {consent.message}
        <input id="Consent" name="Consent" type="checkbox" value="true" required checked={value('Consent') === 'true'} {...consent.attrs} />
        <label for="Consent">{props.consent.processing}</label>
      </div>
      <div class={`field check${retention.message ? ' has-error' : ''}`}>
        {retention.message}
        <input
          id="RetentionConsent"
          name="RetentionConsent"
          type="checkbox"
          value="true"
          checked={value('RetentionConsent') === 'true'}
          {...retention.attrs}
        />
        <label for="RetentionConsent">
          {props.consent.retention}
          <span class="optional"> (optional)</span>
        </label>
      </div>
      <input type="hidden" name="Source" value={props.source} />
      {/* The browser's time zone, filled by the page's one script (time-zone-script.ts); empty without script. */}
      <input type="hidden" name="TimeZone" value={value('TimeZone')} />
      {/* A trap for programs that fill in every field (SPEC C8): hidden from people by the stylesheet and from assistive technology. */}
      <div class="hp" aria-hidden="true">
        <label for="Website">Leave this field empty</label>
        <input id="Website" name="Website" type="text" tabindex={-1} autocomplete="off" value="" />
      </div>
      <button type="submit" class="button">
        Send application
      </button>
    </form>
  )
}
